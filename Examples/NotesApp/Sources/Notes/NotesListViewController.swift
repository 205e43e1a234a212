#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// The notes tab's root: the list of notes, with a search header above it (a child view
/// controller); a row tapped pushes the note's detail.
///
/// It keeps its rows' heights, computed from the notes, and lets them go on a memory warning
/// (computed again when it next appears).
public final class NotesListViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// The rows' heights; `nil` once purged by a memory warning.
  private var rowHeights: [CGFloat]?
  /// The search header: one for the screen's life, its view put back in each view loaded.
  private let header = SearchHeaderViewController()
  /// The height of the rows laid out last.
  public private(set) var contentHeight: CGFloat = 0

  /// The list of `app`'s notes.
  public init(app: NotesApp) {
    self.app = app
    super.init(nibName: nil, bundle: nil)
    title = "Notes"
    tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 0)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    rowHeights = computeRowHeights()
    if app.makes(.addsHeaderTwice) {
      // Planted: a new header at each load. A view released under memory pressure (iOS 5)
      // and loaded again adds a second header beside the first, still a child.
      let header = SearchHeaderViewController()
      addChild(header)
      view.addSubview(header.view)
      header.didMove(toParent: self)
    } else if header.parent == nil {
      addChild(header)
      view.addSubview(header.view)
      header.didMove(toParent: self)
    } else {
      // Loaded again (iOS 5 released the view): the header is a child already.
      view.addSubview(header.view)
    }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if app.makes(.unwrapsPurgedCache) {
      // Planted: after a memory warning the heights are nil here.
      // swift-format-ignore: NeverForceUnwrap
      layOutRows(heights: rowHeights!)
    } else {
      let heights = rowHeights ?? computeRowHeights()
      rowHeights = heights
      layOutRows(heights: heights)
    }
  }

  public override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    rowHeights = nil
  }

  /// A row tapped: the note's detail pushed, unless a transition runs or the list is covered.
  public func didSelectRow(at row: Int, animated: Bool) {
    guard let navigationController, navigationController.topViewController === self,
      transitionCoordinator == nil, presentedViewController == nil
    else { return }
    let note = app.store.notes[row % app.store.notes.count]
    let detail = NoteDetailViewController(app: app, noteID: note.id)
    navigationController.pushViewController(detail, animated: animated)
  }

  private func computeRowHeights() -> [CGFloat] {
    app.store.notes.map { 44 + CGFloat($0.body.count / 40) * 18 }
  }

  private func layOutRows(heights: [CGFloat]) {
    contentHeight = heights.reduce(0, +)
  }
}

/// The list's search header, a child view controller.
public final class SearchHeaderViewController: UIViewController, @unchecked Sendable {
  /// What is searched for.
  public var query = ""
}

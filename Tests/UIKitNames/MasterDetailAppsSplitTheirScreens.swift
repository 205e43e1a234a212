// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A master–detail app written for UIKit: a classic split view controller whose delegate keeps
// an empty detail from covering the list on a phone, a list that shows its detail with
// showDetailViewController, and an iOS 14 column-style sidebar that starts on the list.

final class NotesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  private let list = NotesListViewController()
  private let detail = NoteDetailViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    preferredDisplayMode = .allVisible
    preferredPrimaryColumnWidthFraction = 0.35
    minimumPrimaryColumnWidth = 280
    maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    viewControllers = [
      UINavigationController(rootViewController: list),
      UINavigationController(rootViewController: detail),
    ]
    detail.navigationItem.leftBarButtonItem = displayModeButtonItem
    detail.navigationItem.leftItemsSupplementBackButton = true
  }

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let navigation = secondaryViewController as? UINavigationController,
      let top = navigation.topViewController as? NoteDetailViewController
    else { return false }
    return top.note == nil
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    detail.sidebarShown = displayMode != .primaryHidden
  }
}

final class NotesListViewController: UIViewController {
  var notes = ["Groceries", "Ideas"]

  func open(_ index: Int) {
    let detail = NoteDetailViewController()
    detail.note = notes[index]
    showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    if let split = splitViewController, !split.isCollapsed, split.displayMode == .oneOverSecondary {
      split.preferredDisplayMode = .secondaryOnly
    }
  }
}

final class NoteDetailViewController: UIViewController {
  var note: String? { didSet { title = note } }
  var sidebarShown = true
}

final class SidebarSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  init() {
    super.init(style: .doubleColumn)
    delegate = self
    setViewController(NotesListViewController(), for: .primary)
    setViewController(NoteDetailViewController(), for: .secondary)
    preferredSplitBehavior = .tile
    primaryBackgroundStyle = .sidebar
    showsSecondaryOnlyButton = true
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    .primary
  }

  func showNotes() {
    show(.primary)
    if !isCollapsed { hide(.supplementary) }
  }
}

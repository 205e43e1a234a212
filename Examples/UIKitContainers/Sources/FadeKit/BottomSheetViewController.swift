#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A map screen's bottom sheet: a content, and a sheet along the bottom dragged up and down.
///
/// The content fills the screen; a pan drags the sheet child up to expand it and down to
/// collapse it. The sheet is always on screen
/// (collapsed, its top peeks out); a pan that ends past half the way snaps it over.
public final class BottomSheetViewController: UIViewController {
  /// The sheet, the container's own.
  public let sheet: UIViewController
  /// Whether the sheet is expanded.
  public private(set) var isExpanded = false

  /// The content; setting it replaces the old one at once, under the sheet.
  public var content: UIViewController? {
    didSet {
      guard content !== oldValue else { return }
      if let oldValue {
        oldValue.willMove(toParent: nil)
        oldValue.viewIfLoaded?.removeFromSuperview()
        oldValue.removeFromParent()
      }
      guard let content else { return }
      addChild(content)
      content.view.frame = view.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(content.view, belowSubview: sheet.view)
      content.didMove(toParent: self)
    }
  }

  private static let peek: CGFloat = 120

  /// A screen whose sheet is `sheet`.
  ///
  /// - Parameter sheet: The sheet.
  public init(sheet: UIViewController) {
    self.sheet = sheet
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: the screen is made in code.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    addChild(sheet)
    view.addSubview(sheet.view)
    sheet.didMove(toParent: self)
    #if canImport(UIKit)
    let drag = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
    #else
    let drag = UIPanGestureRecognizer { [unowned self] in self.dragged($0) }
    #endif
    sheet.view.addGestureRecognizer(drag)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    sheet.view.frame = frame(expanded: isExpanded)
  }

  private func frame(expanded: Bool) -> CGRect {
    let bounds = view.bounds
    let top = expanded ? bounds.height / 4 : max(0, bounds.height - Self.peek)
    return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
  }

  #if canImport(UIKit)
  @objc
  #endif
  private func dragged(_ pan: UIPanGestureRecognizer) {
    let from = frame(expanded: isExpanded).minY
    let travel = frame(expanded: false).minY - frame(expanded: true).minY
    let moved = pan.translation(in: view).y
    switch pan.state {
    case .changed:
      let collapsed = frame(expanded: false).minY
      sheet.view.frame.origin.y = min(max(from + moved, collapsed - travel), collapsed)
    case .ended:
      if isExpanded ? moved > travel / 2 : -moved > travel / 2 { isExpanded.toggle() }
      sheet.view.frame = frame(expanded: isExpanded)
    case .cancelled:
      sheet.view.frame = frame(expanded: isExpanded)
    default:
      break
    }
  }
}

import Containment
import StressKit

/// A container built from Apple's recipe ("Implementing a Container View Controller", View
/// Controller Programming Guide for iOS): `displayContentController` and
/// `hideContentController`, the old content sliding out with `View.animate` before it goes.
///
/// To display: `addChild`, the child's view into the container's view, `didMove(toParent:)`.
/// To hide: `willMove(toParent: nil)`, then, once the slide is over, the view out of the
/// hierarchy and `removeFromParent()`. Apple's recipe touches `content.view` (and the
/// container's own `view`) whenever it displays a child, on screen or not: fine by UIKit,
/// beyond CoconutKit's lazy loading (C6), so its driver holds it to UIKit's contract. The
/// content's view goes back in place when a memory warning released the container's view.
public final class ContentController: ViewController {
  /// Classic slips of the recipe, each planted on demand.
  public enum Mistake: String, StressBug {
    /// `displayContentController` forgets `didMove(toParent:)` (L4).
    case forgetsDidMove = "forgets-did-move"
    /// The slide's completion forgets `removeFromParent()` (L4).
    case forgetsRemoveFromParent = "forgets-remove-from-parent"
  }

  /// How long the old content takes to slide out, in seconds.
  public static let hideDuration = 0.25

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// The content shown.
  public private(set) var content: ViewController?
  /// The content sliding out, until its slide is over.
  public private(set) var leaving: ViewController?

  /// Shows `new` in place of the current content (`nil`: none); the old one slides out.
  ///
  /// - Throws: What `addChild` would throw for `new`; nothing changes then.
  public func show(_ new: ViewController?) throws(ContainmentError) {
    guard leaving == nil, new !== content else { return }
    if let new { try checkCanAddChild(new) }
    if let old = content { hideContentController(old) }
    content = new
    if let new { try displayContentController(new) }
  }

  /// The content's view back in place after a memory warning released the container's.
  override public func viewDidLoad() {
    super.viewDidLoad()
    if let content { view.addSubview(content.view) }
  }

  private func displayContentController(_ content: ViewController) throws(ContainmentError) {
    try addChild(content)
    content.view.frame = view.frame
    view.addSubview(content.view)
    if !mistakes.contains(.forgetsDidMove) { content.didMove(toParent: self) }
  }

  private func hideContentController(_ content: ViewController) {
    content.willMove(toParent: nil)
    leaving = content
    let width = view.frame.size.width
    let mistakes = self.mistakes
    View.animate(withDuration: Self.hideDuration) {
      content.viewIfLoaded?.frame.origin.x = -width
    } completion: { [self] _ in
      content.viewIfLoaded?.removeFromSuperview()
      if !mistakes.contains(.forgetsRemoveFromParent) { content.removeFromParent() }
      leaving = nil
    }
  }
}

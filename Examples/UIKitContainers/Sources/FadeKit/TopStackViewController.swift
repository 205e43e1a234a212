#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A navigation stack of one's own that keeps the views of its top two children only: a child
/// covered by two others lets its view go (`view = nil`), and loads it again when it comes back.
public final class TopStackViewController: UIViewController {
  /// Slips of such a stack, each planted on demand.
  public enum Mistake: Hashable, Sendable {
    /// The view let go is the new top's, on screen.
    case releasesTheTop
    /// A pop never tells the child it leaves.
    case forgetsWillMoveOnPop
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// How many of the top children keep their views.
  public let keptViews = 2
  /// The children, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// Pushes `viewController` on top; one already in the stack is not pushed again.
  public func push(_ viewController: UIViewController) {
    guard !viewControllers.contains(viewController) else { return }
    let covered = viewControllers.last
    addChild(viewController)
    viewController.view.frame = view.bounds
    view.addSubview(viewController.view)
    viewController.didMove(toParent: self)
    covered?.viewIfLoaded?.removeFromSuperview()
    viewControllers.append(viewController)
    let released =
      mistakes.contains(.releasesTheTop)
      ? viewControllers.count - 1 : viewControllers.count - 1 - keptViews
    if viewControllers.count > keptViews, viewControllers.indices.contains(released) {
      viewControllers[released].view = nil
    }
  }

  /// Pops the top child; the root stays.
  public func pop() {
    guard viewControllers.count > 1, let top = viewControllers.popLast(),
      let next = viewControllers.last
    else { return }
    if !mistakes.contains(.forgetsWillMoveOnPop) { top.willMove(toParent: nil) }
    next.view.frame = view.bounds
    view.insertSubview(next.view, belowSubview: top.view)
    top.view.removeFromSuperview()
    top.removeFromParent()
  }
}

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A navigation stack of one's own: a push slides the new child in from the right over
/// 0.25 s, a pop slides the top out, both with
/// `transition(from:to:duration:options:animations:completion:)`; asked while one slides, it
/// does nothing.
public final class SlideNavigationController: UIViewController {
  /// The children, the root first.
  public private(set) var viewControllers: [UIViewController] = []
  /// Whether a slide runs.
  public private(set) var isSliding = false

  /// Pushes `viewController` on top: at once for the first, sliding in for the others.
  ///
  /// - Parameter viewController: The child, not in the stack already.
  public func push(_ viewController: UIViewController) {
    guard !isSliding, !viewControllers.contains(viewController) else { return }
    addChild(viewController)
    guard let top = viewControllers.last else {
      viewControllers = [viewController]
      viewController.view.frame = view.bounds
      viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(viewController.view)
      viewController.didMove(toParent: self)
      return
    }
    viewControllers.append(viewController)
    let width = view.bounds.width
    viewController.view.frame = view.bounds.offsetBy(dx: width, dy: 0)
    viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    slide(from: top, to: viewController, moving: -width) {
      viewController.didMove(toParent: self)
    }
  }

  /// Pops the top child, sliding it out; the root stays.
  public func pop() {
    guard !isSliding, viewControllers.count > 1, let top = viewControllers.popLast(),
      let below = viewControllers.last
    else { return }
    top.willMove(toParent: nil)
    let width = view.bounds.width
    below.view.frame = view.bounds.offsetBy(dx: -width / 3, dy: 0)
    below.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    slide(from: top, to: below, moving: width) {
      top.removeFromParent()
    }
  }

  private func slide(
    from old: UIViewController, to new: UIViewController, moving distance: CGFloat,
    then finish: @escaping () -> Void
  ) {
    isSliding = true
    let bounds = view.bounds
    transition(
      from: old, to: new, duration: 0.25, options: [.curveEaseInOut],
      animations: {
        old.view.frame = bounds.offsetBy(dx: distance, dy: 0)
        new.view.frame = bounds
      },
      completion: { [weak self] _ in
        finish()
        self?.isSliding = false
      })
  }
}

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A content container as iOS code wrote it for Swift 4.1 (Xcode 9): `addChildViewController`,
/// `willMove(toParentViewController:)`, `didMove(toParentViewController:)`,
/// `removeFromParentViewController()` and `UIViewAnimationOptions`, compiled in Swift 4 mode.
///
/// `forgetsRemoveFromParent` plants the classic slip: the completion never takes the old child
/// out of `childViewControllers`.
public final class CrossfadeContainerViewController: UIViewController {
  /// Plants the slip: the old child stays a child.
  public var forgetsRemoveFromParent = false
  /// The child shown, or coming in.
  public private(set) var current: UIViewController?
  private var isSwapping = false

  /// Cross-fades to `viewController` (none: the old one leaves at once); ignored mid-fade.
  public func show(_ viewController: UIViewController?) {
    guard !isSwapping, viewController !== current else { return }
    let old = current
    current = viewController
    old?.willMove(toParentViewController: nil)
    guard let new = viewController else {
      old?.view.removeFromSuperview()
      old?.removeFromParentViewController()
      return
    }
    addChildViewController(new)
    new.view.frame = view.bounds
    new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    guard let previous = old else {
      view.addSubview(new.view)
      new.didMove(toParentViewController: self)
      return
    }
    isSwapping = true
    let options: UIViewAnimationOptions = [.transitionCrossDissolve, .curveEaseInOut]
    transition(
      from: previous, to: new, duration: 0.3, options: options, animations: nil,
      completion: { _ in
        if !self.forgetsRemoveFromParent { previous.removeFromParentViewController() }
        new.didMove(toParentViewController: self)
        self.isSwapping = false
      })
  }

  // swift-format-ignore: OmitExplicitReturns
  /// The children UIKit keeps, by their Swift 4.1 name (and Swift 4's explicit `return`).
  public var contents: [UIViewController] { return childViewControllers }
}

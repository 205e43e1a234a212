internal import ContainmentCore

/// What a navigation controller tells its delegate as it shows a view controller (UIKit's
/// protocol of the same name).
///
/// Both methods are optional, as in UIKit (empty by default).
///
/// The navigation controller calls `…willShow…` after the incoming view controller's
/// `viewWillAppear` and `…didShow…` after its `viewDidAppear`, for a push or pop on screen
/// (the order of the published recordings); off screen it calls neither (decided by the
/// model).
///
/// ```swift
/// final class Tracker: UINavigationControllerDelegate {
///   var shown: [UIViewController] = []
///   func navigationController(
///     _ navigationController: UINavigationController, didShow viewController: UIViewController,
///     animated: Bool
///   ) { shown.append(viewController) }
/// }
/// ```
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
  /// Called just before the navigation controller shows `viewController`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller coming to the top, or back to it.
  ///   - animated: Whether the change animates.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Called once the navigation controller shows `viewController`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller at the top.
  ///   - animated: Whether the change animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// The animator of an animated push or pop, or `nil` for UIKit's own animation.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: A push or a pop.
  ///   - fromVC: The top before.
  ///   - toVC: The top after.
  /// - Returns: The animator, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// What drives the custom transition `animationController` with a gesture, or `nil` for none;
  /// asked only when the delegate gave an animator.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator the delegate gave.
  /// - Returns: The interaction controller, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Does nothing (UIKit's method is optional).
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing (UIKit's method is optional).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// `nil`: UIKit's own animation (the method is optional).
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// `nil`: no gesture drives the transition (the method is optional).
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
  /// What a navigation controller's transition does to its stack (UIKit's
  /// `UINavigationController.Operation`).
  public enum Operation: Int, Sendable {
    /// Neither.
    case none
    /// A push.
    case push
    /// A pop.
    case pop
  }
}

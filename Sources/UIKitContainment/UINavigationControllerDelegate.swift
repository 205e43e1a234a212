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
public protocol UINavigationControllerDelegate: AnyObject {
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
}

internal import ContainmentCore

/// Names the two view controllers of a custom transition (UIKit's
/// `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// A key from its name.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view controller shown when the transition begins.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The view controller shown when it ends.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a custom transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// A key from its name.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view shown when the transition begins.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view shown when it ends.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition's animator is given (UIKit's
/// `UIViewControllerContextTransitioning`): the container view it animates in, the view
/// controllers and views leaving and arriving, and the call that ends the transition.
///
/// The animator must add the arriving view to ``containerView`` and call
/// ``completeTransition(_:)`` when its animation ends, as UIKit requires: until then the
/// transition runs, and its container takes no other push or pop without UIKit's complaint.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views are animated in.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it now.
  var isInteractive: Bool { get }
  /// Whether it was cancelled (set as the interaction is cancelled).
  var transitionWasCancelled: Bool { get }
  /// The style of the presentation, `.custom` for a navigation controller's transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the transition applies (the model never rotates one: identity).
  var targetTransform: CGAffineTransform { get }

  /// Tells that a gesture moved the transition `percentComplete` of the way (0 to 1).
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Tells that the gesture ended and the transition finishes.
  func finishInteractiveTransition()
  /// Tells that the gesture ended and the transition is cancelled.
  func cancelInteractiveTransition()
  /// Tells that the transition pauses (the model keeps nothing running to pause).
  func pauseInteractiveTransition()
  /// Ends the transition: `didComplete` is `false` for one cancelled, which puts everything
  /// back.
  func completeTransition(_ didComplete: Bool)

  /// The view controller leaving (`.from`) or arriving (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving (`.from`) or arriving (`.to`).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `viewController`'s view starts: the container's bounds for the one leaving, zero for
  /// the one arriving (its start is the animator's to decide).
  func initialFrame(for viewController: UIViewController) -> CGRect
  /// Where `viewController`'s view ends: the container's bounds for the one arriving, zero for
  /// the one leaving.
  func finalFrame(for viewController: UIViewController) -> CGRect
}

/// An animator of a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// A navigation controller's delegate gives one for a push or a pop
/// (`navigationController(_:animationControllerFor:from:to:)`). The animator adds the arriving
/// view to the container, animates, and calls `completeTransition(_:)` at the end:
///
/// ```swift
/// final class Fade: UIViewControllerAnimatedTransitioning {
///   func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
///     -> TimeInterval
///   { 0.25 }
///
///   func animateTransition(using context: any UIViewControllerContextTransitioning) {
///     guard let arriving = context.view(forKey: .to) else { return }
///     context.containerView.addSubview(arriving)
///     arriving.alpha = 0
///     UIView.animate(withDuration: 0.25, animations: { arriving.alpha = 1 }) { _ in
///       context.completeTransition(!context.transitionWasCancelled)
///     }
///   }
/// }
/// ```
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition runs, in seconds.
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The duration, which the transition's coordinator reports.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Animates the transition, and calls the context's `completeTransition(_:)` when it ends.
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  /// Called once the transition ended (optional in UIKit).
  ///
  /// - Parameter transitionCompleted: Whether it completed rather than being cancelled.
  func animationEnded(_ transitionCompleted: Bool)

  /// The animator of an interruptible transition (optional in UIKit); the model never asks
  /// for it: ``animateTransition(using:)`` runs the transition.
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The animator of the transition.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// An animator that runs no animation (UIKit's method is optional).
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: A property animator of the transition's duration, with no animations.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .easeInOut)
  }

  /// Does nothing (UIKit's method is optional).
  ///
  /// - Parameter transitionCompleted: Whether the transition completed.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What drives a custom transition with a gesture (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition, driven by a gesture.
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition runs to its end once the gesture ends (1 by default).
  var completionSpeed: CGFloat { get }
  /// The pace of that run (kept only).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts driven by the gesture (`true` by default), or runs on its
  /// own until the interaction controller pauses it (iOS 10).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// `true`: driven from its start (UIKit's default).
  public var wantsInteractiveStart: Bool { true }
  /// 1: the rest of the transition at its own pace (UIKit's default).
  public var completionSpeed: CGFloat { 1 }
  /// Ease in and out (UIKit's default).
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
}

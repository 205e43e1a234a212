internal import ContainmentCore

/// What gives a presentation and its dismissal animators of the app's own (UIKit's
/// `UIViewControllerTransitioningDelegate`), set as the presented view controller's
/// `transitioningDelegate`.
///
/// Every method is optional, as in UIKit (`nil` by default: UIKit's own animation). The
/// animator is asked for as an animated presentation or dismissal begins on screen, after the
/// appearance callbacks have begun (decided by the model); the interaction controller only when
/// an animator was given, as Apple documents.
///
/// ```swift
/// final class Sliding: UIViewControllerTransitioningDelegate {
///   let animator: any UIViewControllerAnimatedTransitioning
///   init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
///
///   func animationController(
///     forPresented presented: UIViewController, presenting: UIViewController,
///     source: UIViewController
///   ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
/// }
/// ```
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation of `presented`, or `nil` for UIKit's own.
  ///
  /// - Parameters:
  ///   - presented: The view controller presented.
  ///   - presenting: The view controller presenting it (the outermost ancestor of `source`).
  ///   - source: The view controller whose `present(_:animated:completion:)` was called.
  /// - Returns: The animator, or `nil`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The animator of the dismissal of `dismissed`, or `nil` for UIKit's own.
  ///
  /// - Parameter dismissed: The view controller dismissed.
  /// - Returns: The animator, or `nil`.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  /// What drives the presentation's animator with a gesture, or `nil`.
  ///
  /// - Parameter animator: The presentation's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  )
    -> (any UIViewControllerInteractiveTransitioning)?

  /// The presentation controller of a `.custom` presentation of `presented`, or `nil` for a
  /// plain one (asked for that style only, as Apple documents).
  ///
  /// - Parameters:
  ///   - presented: The view controller presented.
  ///   - presenting: The view controller presenting it.
  ///   - source: The view controller whose `present(_:animated:completion:)` was called.
  /// - Returns: The presentation controller, or `nil`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?

  /// What drives the dismissal's animator with a gesture, or `nil` (a swipe down, typically).
  ///
  /// - Parameter animator: The dismissal's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  /// `nil`: UIKit's own animation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// `nil`: UIKit's own animation.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// `nil`: a plain presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }

  /// `nil`: no gesture drives the presentation.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// `nil`: no gesture drives the dismissal.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UIViewController {

  /// The animator and interaction controller the transitioning delegate gives for presenting
  /// (`presenting`) or dismissing this view controller, if any.
  func customAnimation(presenting: UIViewController?, source: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning,
    (any UIViewControllerInteractiveTransitioning)?
  )? {
    guard let delegate = transitioningDelegate else { return nil }
    if let presenting {
      guard
        let animator = delegate.animationController(
          forPresented: self, presenting: presenting, source: source)
      else { return nil }
      return (animator, delegate.interactionControllerForPresentation(using: animator))
    }
    guard let animator = delegate.animationController(forDismissed: self) else { return nil }
    return (animator, delegate.interactionControllerForDismissal(using: animator))
  }
}

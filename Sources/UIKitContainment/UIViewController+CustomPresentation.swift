internal import ContainmentCore

/// A presentation or dismissal animated by the transitioning delegate's animator: the
/// animator, its interaction controller, the view controllers leaving and arriving, and what
/// puts everything back when the animator cancels.
typealias CustomPresentation = (
  animator: any UIViewControllerAnimatedTransitioning,
  interaction: (any UIViewControllerInteractiveTransitioning)?,
  from: UIViewController, to: UIViewController, undo: () -> Void
)

extension UIViewController {
  /// Runs `transition` with the app's animator: its container is the window, where the
  /// presented view is already (an animator that adds it again only brings it to the front);
  /// it ends when the animator calls `completeTransition(_:)`, completed as UIKit's own, or
  /// cancelled: everything back as it was, no completion (decided by the model, as UIKit
  /// calls none for a dismissal a gesture took back).
  func animate(
    _ transition: RunningTransition, with custom: CustomPresentation, in window: Window,
    presenter: UIViewController, and presented: UIViewController
  ) {
    transition.isCustom = true
    let context = TransitionContext(
      container: UIWindow.of(window), from: custom.from, to: custom.to,
      animator: custom.animator, transition: transition, style: presented.modalPresentationStyle)
    transition.duration = custom.animator.transitionDuration(using: context)
    // The undo alone, not the interaction controller, which keeps the context: a transition
    // ended by the window (its animations never complete) leaves no cycle behind.
    let undo = custom.undo
    context.onComplete = { completed in
      guard transition.end != nil else { return }  // ended since: the window went
      if !completed {
        transition.isCancelled = true
        transition.end = presenter.ending(
          transition, in: window, between: presenter, and: presented, then: undo)
      }
      transition.finish()
    }
    context.start(drivenBy: custom.interaction)
  }
}

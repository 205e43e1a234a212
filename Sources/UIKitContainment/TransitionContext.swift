internal import ContainmentCore

/// The context of a custom transition of UIKit's own containers (a navigation controller's
/// push or pop with its delegate's animator): what the animator is given.
///
/// Its container view is the container's own view, where the leaving view is; the animator
/// adds the arriving one. The transition ends when the animator calls
/// ``completeTransition(_:)``, once: a transition it never completes runs on, as UIKit's does
/// (the app's next push or pop then meets UIKit's "nested" complaint).
final class TransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let presentationStyle: UIModalPresentationStyle
  /// The view controllers leaving and arriving.
  let from: UIViewController
  let to: UIViewController
  /// The animator the transition was given.
  let animator: any UIViewControllerAnimatedTransitioning
  /// The coordinator code sees, which keeps the cancellation and the interaction.
  let transition: RunningTransition
  /// What ends the transition, until it has run.
  var onComplete: ((Bool) -> Void)?

  init(
    container: UIView, from: UIViewController, to: UIViewController,
    animator: any UIViewControllerAnimatedTransitioning, transition: RunningTransition,
    style: UIModalPresentationStyle
  ) {
    (containerView, self.from, self.to, self.animator, self.transition) =
      (container, from, to, animator, transition)
    presentationStyle = style
  }

  var isAnimated: Bool { transition.isAnimated }
  var isInteractive: Bool { transition.isInteractive }
  var transitionWasCancelled: Bool { transition.isCancelled }
  var targetTransform: CGAffineTransform { .identity }
  /// The animator's duration, as the coordinator reports it.
  var duration: TimeInterval { transition.duration }

  /// Starts the transition: `interaction` drives it when given (interactive, the run loop's
  /// clock held until its gesture ends, or once it pauses the transition when it does not
  /// want an interactive start), else the animator runs it.
  func start(drivenBy interaction: (any UIViewControllerInteractiveTransitioning)?) {
    guard let interaction else { return animator.animateTransition(using: self) }
    if interaction.wantsInteractiveStart { becomeInteractive() }
    interaction.startInteractiveTransition(self)
  }

  /// A gesture drives the transition from now: interactive, the run loop's clock held.
  private func becomeInteractive() {
    guard !isInteractive else { return }
    transition.isInteractive = true
    transition.hold()
  }

  /// Nothing to do: the interaction controller keeps how far its gesture went, and the model
  /// draws no frame in between.
  func updateInteractiveTransition(_ percentComplete: CGFloat) {}

  func finishInteractiveTransition() {
    guard isInteractive else { return }
    transition.interactionEnded()
  }

  func cancelInteractiveTransition() {
    guard isInteractive else { return }
    transition.isCancelled = true
    transition.interactionEnded()
  }

  /// A transition running on its own becomes interactive (iOS 10): a gesture drives it from
  /// where it is.
  func pauseInteractiveTransition() { becomeInteractive() }

  func completeTransition(_ didComplete: Bool) {
    // Completed while a gesture still drives it: the gesture's end is implied.
    if isInteractive { didComplete ? finishInteractiveTransition() : cancelInteractiveTransition() }
    guard let onComplete else { return }
    self.onComplete = nil
    onComplete(didComplete)
    animator.animationEnded(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from.viewIfLoaded
    case .to: to.view
    default: nil
    }
  }

  func initialFrame(for viewController: UIViewController) -> CGRect {
    viewController === from ? containerView.bounds : .zero
  }

  func finalFrame(for viewController: UIViewController) -> CGRect {
    viewController === to ? containerView.bounds : .zero
  }
}

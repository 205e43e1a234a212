internal import ContainmentCore

/// A transition of UIKit's own containers under way (a push or pop, a presentation or
/// dismissal, a page change), and the coordinator code sees for it.
///
/// Its end is scheduled on the run loop's clock (``endAfterAnimation(keeping:)``), or waits for
/// a gesture while it is interactive, holding the clock so that a harness's run is not settled.
/// A transition begun while another runs supersedes it: its end still comes.
///
/// Work given to run alongside runs at once (the model animates nothing); completions run
/// when the transition ends, after the appearance callbacks and before a delegate's did-show,
/// in the order they were given (decided by the model).
final class RunningTransition: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  var isCancelled = false
  var isInteractive = false
  /// The children moving: the one coming to the top, the one leaving it.
  var appearing: UIViewController?
  var disappearing: UIViewController?
  /// The view the transition takes place in (the container's, the window's).
  var container: UIView?
  /// Whether a gesture drove it from its start.
  var initiallyInteractive = false
  /// The presentation style of what a presentation or a dismissal moves (else `.none`).
  var presentationStyle = UIModalPresentationStyle.none
  @exclusivity(unchecked) private var interactionHandlers:
    [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
      []
  /// How long the animation runs when animated (an animator's own duration for a custom one).
  var duration: TimeInterval
  /// Whether an animator of the app's runs it (it ends when the animator completes it).
  var isCustom = false
  var transitionDuration: TimeInterval { isAnimated ? duration : 0 }
  @exclusivity(unchecked) private var completions:
    [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The end, until it has run.
  var end: (() -> Void)?
  /// The clock an interactive transition holds while its gesture lasts.
  private var heldClock: VirtualClock?

  init(animated: Bool, duration: TimeInterval) {
    (isAnimated, self.duration) = (animated, duration)
  }

  /// Ends the transition (``finish()``) once its animation has run on the run loop's clock, at
  /// once when it is not animated, keeping `owner` alive until then (a container through its
  /// transition, as in UIKit).
  func endAfterAnimation(keeping owner: Any) {
    let ticks = isAnimated ? VirtualClock.ticks(seconds: duration) : 0
    guard ticks > 0 else { return finish() }
    let clock = VirtualClock.runLoop
    clock._noteAnimation(endingAfter: ticks)
    clock.schedule(after: ticks) { withExtendedLifetime(owner) { self.finish() } }
  }

  /// Ends the transition, once: when the clock reaches its end, or earlier when its container
  /// leaves the screen.
  func finish() {
    release()
    guard let end else { return }
    self.end = nil
    end()
  }

  /// Holds the current clock while the gesture lasts (a harness's run is not settled then).
  func hold() {
    heldClock = VirtualClock.runLoop
    heldClock?._hold()
  }

  /// Lets the held clock go.
  func release() {
    heldClock?._release()
    heldClock = nil
  }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  var containerView: UIView { container ?? UIView(frame: UIScreen.main.bounds) }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? disappearing : key == .to ? appearing : nil
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    if isInteractive { interactionHandlers.append(handler) }
  }

  /// The gesture ended: no longer interactive, and the handlers told (`isCancelled` set
  /// first when it was cancelled).
  func interactionEnded() {
    isInteractive = false
    release()
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// Runs the completions given so far.
  func complete() {
    let work = completions
    completions = []
    for completion in work { completion(self) }
  }
}

internal import ContainmentCore

/// Drives a custom transition's animator with a gesture (UIKit's
/// `UIPercentDrivenInteractiveTransition`): the app's gesture reports how far it went
/// (``update(_:)``), then ends it (``finish()``) or takes it back (``cancel()``).
///
/// Started by a navigation controller whose delegate gives it
/// (`navigationController(_:interactionControllerFor:)`), it runs the animator's
/// `animateTransition(using:)` at once with its animations paused, as UIKit holds them at the
/// gesture's point: their completions wait. Finished, they end once the rest of the duration has
/// passed on the run loop's clock (`(1 − percentComplete) × duration ÷ completionSpeed`);
/// cancelled, once the part done has played back (`percentComplete × duration ÷
/// completionSpeed`), with `transitionWasCancelled` set so that the animator completes it as
/// cancelled. Everything the paused animations scheduled ends together then (decided by the
/// model, which draws no frame in between).
///
/// When ``wantsInteractiveStart`` is `false` (iOS 10), the transition starts on its own: held
/// animations still, but ended once its whole duration has passed unless ``pause()`` comes
/// first, which makes it interactive from the part done by then. ``update(_:)`` and
/// ``cancel()`` on a transition running on its own pause it first (decided by the model: Apple
/// asks for `pause()` before them).
///
/// ```swift
/// final class Swipe: UIPercentDrivenInteractiveTransition {
///   var isDriving = false
///
///   func follow(_ gesture: UIPanGestureRecognizer, width: CGFloat) {
///     let progress = gesture.translation(in: nil).x / width
///     switch gesture.state {
///     case .changed: update(progress)
///     case .ended: progress > 0.5 ? finish() : cancel()
///     case .cancelled: cancel()
///     default: break
///     }
///   }
/// }
/// ```
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// How fast the rest of the transition runs once the gesture ends (1: at its own pace).
  open var completionSpeed: CGFloat = 1
  /// The pace of that run (kept only).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// How far the gesture moved the transition, 0 to 1.
  open private(set) var percentComplete: CGFloat = 0
  /// The transition being driven, until the gesture ends.
  private var context: TransitionContext?
  /// The clock the animator's animations wait on while the gesture lasts.
  private var paused: VirtualClock?
  /// Whether the transition starts driven by the gesture (UIKit's default), or runs on its own
  /// until ``pause()``.
  open var wantsInteractiveStart = true
  /// When a transition running on its own started, on the run loop's clock, until it pauses.
  private var runningSince: Int64?

  /// An interaction controller that drives nothing yet.
  public override init() {}

  /// The duration of the transition driven, 0 when none is.
  open var duration: CGFloat { CGFloat(context?.duration ?? 0) }

  /// Starts driving the transition: its animator's `animateTransition(using:)` runs now, with
  /// its animations held until the gesture ends.
  ///
  /// A context that is not one of UIKit's containers' (a container of the app's own) has no
  /// animator to hold: nothing happens.
  ///
  /// - Parameter transitionContext: The transition's context.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? TransitionContext else { return }
    let clock = VirtualClock()
    (self.context, paused, percentComplete) = (context, clock, 0)
    clock.withCurrent { context.animator.animateTransition(using: context) }
    guard !context.isInteractive else { return }
    let runLoop = VirtualClock.runLoop
    runningSince = runLoop.now
    runLoop.schedule(after: VirtualClock.ticks(seconds: context.duration)) { [weak self] in
      // Not paused since: it ran to its end on its own.
      guard let self, self.context === context, self.runningSince != nil else { return }
      (self.context, self.paused, self.runningSince, self.percentComplete) = (nil, nil, nil, 1)
      clock._fireAll()
    }
  }

  /// Moves the transition to `percentComplete` of the way (clamped to 0...1).
  ///
  /// - Parameter percentComplete: How far the gesture went.
  open func update(_ percentComplete: CGFloat) {
    guard let context else { return }
    pause()
    self.percentComplete = min(max(percentComplete, 0), 1)
    context.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses the transition where it is: one running on its own (``wantsInteractiveStart``
  /// `false`) becomes interactive from the part of its duration done (an interactive one
  /// stays paused until the gesture ends).
  open func pause() {
    guard let context else { return }
    if let since = runningSince {
      runningSince = nil
      let elapsed = VirtualClock.runLoop.now - since
      let whole = VirtualClock.ticks(seconds: context.duration)
      percentComplete = whole > 0 ? min(CGFloat(elapsed) / CGFloat(whole), 1) : 1
    }
    context.pauseInteractiveTransition()
  }

  /// The gesture ended: the transition runs to its end (one running on its own runs on).
  open func finish() {
    guard runningSince == nil else { return }
    end(cancelled: false)
  }

  /// The gesture was taken back: the transition plays back to its start.
  open func cancel() {
    pause()
    end(cancelled: true)
  }

  private func end(cancelled: Bool) {
    guard let context, let paused else { return }
    (self.context, self.paused) = (nil, nil)
    cancelled ? context.cancelInteractiveTransition() : context.finishInteractiveTransition()
    let part = cancelled ? percentComplete : 1 - percentComplete
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let seconds = Double(part / speed) * context.duration
    VirtualClock.runLoop.schedule(after: VirtualClock.ticks(seconds: seconds)) {
      paused._fireAll()
    }
  }
}

public import ContainmentCore

/// Where an animator's animations stand (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive
  /// Started: running or paused.
  case active
  /// Stopped, waiting for ``UIViewPropertyAnimator/finishAnimation(at:)``.
  case stopped
}

/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At their end values.
  case end
  /// Back at their start values.
  case start
  /// Where they were when stopped.
  case current
}

extension UIView {
  /// The pace of an animation (UIKit's `UIView.AnimationCurve`; the model keeps it only).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even.
    case linear
  }
}

/// What paces an animator's continuation (UIKit's `UITimingCurveProvider`; the model keeps
/// time, not curves).
public protocol UITimingCurveProvider: AnyObject {}

/// Animations that can be started, paused, scrubbed, reversed and stopped (UIKit's
/// `UIViewPropertyAnimator`), on the current clock.
///
/// As `UIView.animate(withDuration:delay:options:animations:completion:)`, the changes are
/// made at once when the animations run (the model draws no frame between); the completions run
/// when the clock reaches the end: `duration` seconds after the start, less what
/// ``fractionComplete`` had done, with `.end` (`.start` when reversed). A pause takes the end off
/// the clock until the animator starts again; a stop without finishing drops the completions.
/// Finishing at `.start` runs the completions with `.start` but does not undo the changes (the
/// model keeps no start values, decided).
///
/// ```swift
/// let card = UIView()
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// var ended: UIViewAnimatingPosition?
/// animator.addCompletion { ended = $0 }
/// animator.startAnimation()
/// precondition(card.alpha == 0 && animator.isRunning && ended == nil)
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))  // the animation ends
/// precondition(ended == .end && animator.state == .inactive)
/// ```
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
  /// How long the animations take, in seconds.
  public let duration: TimeInterval
  /// Their pace (kept).
  public let curve: UIView.AnimationCurve
  /// Where the animations stand.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether they run now (started and not paused).
  public private(set) var isRunning = false
  /// Whether they run back towards their start; changed while they run, they turn back from
  /// where they are.
  open var isReversed = false {
    didSet {
      guard isRunning, isReversed != oldValue else { return }
      fractionAtStart = fraction(reversed: oldValue)
      isRunning = false
      startAnimation()
    }
  }
  /// Whether they can be paused or stopped (kept).
  open var isInterruptible = true
  /// Whether scrubbing a paused animator (`fractionComplete`) moves at an even pace (kept).
  open var scrubsLinearly = true
  /// Whether the animated views take touches while they run (kept).
  open var isUserInteractionEnabled = true

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The fraction done when the animations last started running, and when that was.
  private var fractionAtStart: CGFloat = 0
  private var startedAt: (clock: VirtualClock, tick: Int64)?
  /// Tells a scheduled end apart from a later one (a pause or a stop makes it stale).
  private var generation = 0

  /// An animator of `animations`, not started.
  ///
  /// - Parameters:
  ///   - duration: How long they take, in seconds.
  ///   - curve: Their pace.
  ///   - animations: The changes to make.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.curve = curve
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `animations` on a spring (the model has no springs), not started.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// An animator paced by `parameters` (a named cubic curve's, else kept as ease-in-out), with
  /// no animations yet, not started.
  public convenience init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    let curve = (parameters as? UICubicTimingParameters)?.animationCurve ?? .easeInOut
    self.init(duration: duration, curve: curve)
  }

  /// An animator of `animations` on a cubic curve (kept as ease-in-out), not started.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// An animator of `animations` started after `delay` seconds, with `completion` added.
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// How much of the animations is done, from 0 to 1; set while paused to scrub them.
  open var fractionComplete: CGFloat {
    get { fraction(reversed: isReversed) }
    set {
      guard !isRunning else { return }
      fractionAtStart = min(max(newValue, 0), 1)
    }
  }

  /// How much is done now, the animations running forwards or, `reversed`, back (before a
  /// delayed start ends: what was done when it was asked).
  private func fraction(reversed: Bool) -> CGFloat {
    guard isRunning, let startedAt, duration > 0 else { return fractionAtStart }
    let elapsed = CGFloat(max(startedAt.clock.now - startedAt.tick, 0)) / 1000 / CGFloat(duration)
    return min(max(fractionAtStart + (reversed ? -elapsed : elapsed), 0), 1)
  }

  /// Adds animations: made at once if the animator has started, else when it starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds animations that start later in the run (the model makes them with the others).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds work to run when the animations end, with where they ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animations, or runs them on from where a pause left them.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    activate()
    isRunning = true
    let clock = VirtualClock.runLoop
    startedAt = (clock, clock.now + VirtualClock.ticks(seconds: delay))
    let remaining = isReversed ? fractionAtStart : 1 - fractionAtStart
    generation &+= 1
    let scheduled = generation
    let ticks =
      VirtualClock.ticks(seconds: delay) + VirtualClock.ticks(seconds: duration * remaining)
    clock._noteAnimation(endingAfter: max(ticks, 1))
    clock.schedule(after: max(ticks, 1)) { [self] in
      guard generation == scheduled, isRunning else { return }
      end(at: isReversed ? .start : .end)
    }
  }

  /// Pauses the running animations where they are (an inactive animator becomes active,
  /// paused at its start).
  open func pauseAnimation() {
    guard state != .stopped else { return }
    if isRunning { fractionAtStart = fractionComplete }
    activate()
    isRunning = false
    generation &+= 1
  }

  /// Stops the animations where they are: `withoutFinishing`, the animator is done at once and
  /// no completion runs; else it waits, stopped, for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    if isRunning { fractionAtStart = fractionComplete }
    isRunning = false
    generation &+= 1
    if withoutFinishing {
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator at `finalPosition`: its completions run with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    end(at: finalPosition)
  }

  /// Runs the paused animations on, for `durationFactor` of their duration (the model keeps
  /// the duration and the curve).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    startAnimation()
  }

  /// Makes the animations, the first time the animator becomes active.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let made = animations
    animations.removeAll()
    for animation in made { animation() }
  }

  /// The animator done at `position`: inactive, its completions run once.
  private func end(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    fractionAtStart = position == .end ? 1 : position == .start ? 0 : fractionAtStart
    let done = completions
    completions.removeAll()
    for completion in done { completion(position) }
  }
}

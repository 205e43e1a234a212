extension View {
  /// How an animation runs, as UIKit's `UIView.AnimationOptions` spells it (the same raw
  /// values).
  ///
  /// The model animates no property: the options are accepted so that code written for UIKit
  /// reads the same, and change nothing but what their documentation here says.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as the animation runs.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user touch views while the animation runs.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen now rather than from where a running animation ends.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (UIKit's default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// No easing.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Flip from the left (a transition between views).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` now and calls `completion` once `delay` and `duration` seconds have
  /// passed on the current clock (``VirtualClock/current``, one tick a millisecond), as UIKit's
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// UIKit applies the block's changes to the views at once and animates only what is drawn;
  /// the model draws nothing, so the views hold their new values as soon as this returns, and
  /// what matters is when the animation *ends*: its completion runs on the clock, in order
  /// with the other deadlines, so that a container's animation interleaves with everything
  /// else a run does. Nothing in the model interrupts an animation, so the completion always
  /// receives `true`.
  ///
  /// When `delay` and `duration` add up to 0 or less, the completion runs before this returns
  /// (UIKit runs it at the end of the run loop's turn). Without a current clock the animation
  /// waits on the thread's own (``VirtualClock/runLoop``), which the thread runs.
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// let menu = View()
  /// clock.withCurrent {
  ///   View.animate(withDuration: 0.25, delay: 0.05, options: [.curveEaseOut]) {
  ///     menu.frame.origin.y = 0
  ///   } completion: { finished in
  ///     precondition(finished)
  ///   }
  /// }
  /// precondition(menu.frame.origin.y == 0 && clock.nextDeadline == 300)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long the animation runs, in seconds.
  ///   - delay: How long before it starts, in seconds.
  ///   - options: How it runs (ignored by the model, see ``AnimationOptions``).
  ///   - animations: The changes to make.
  ///   - completion: Called when the animation ends, with whether it finished.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    let clock = VirtualClock.runLoop
    let ticks = VirtualClock.ticks(seconds: duration) + VirtualClock.ticks(seconds: delay)
    guard ticks > 0, clock._animationsEnabled else {
      completion?(true)
      return
    }
    clock._noteAnimation(endingAfter: ticks)
    guard let completion else {
      // Nothing to call, but the clock still has an animation running until then.
      clock.schedule(after: ticks) {}
      return
    }
    clock.schedule(after: ticks) { completion(true) }
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` without a delay or options.
  ///
  /// - Parameters:
  ///   - duration: How long the animation runs, in seconds.
  ///   - animations: The changes to make.
  ///   - completion: Called when the animation ends, with whether it finished.
  public static func animate(
    withDuration duration: Double, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }
}

extension VirtualClock {
  /// A duration in seconds as ticks (milliseconds), to the nearest tick but at least one for
  /// any positive duration; 0 for a negative, zero or NaN duration, and at most about 31 years.
  public static func ticks(seconds: Double) -> Int64 {
    guard seconds > 0 else { return 0 }
    return max(1, Int64(min(seconds * 1000, 1e12).rounded()))
  }
}

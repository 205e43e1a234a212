public import ContainmentCore

extension UIView {
  /// A spring animation (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`):
  /// the model has no springs, and runs it as `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: How long it runs, in seconds.
  ///   - delay: How long before it starts, in seconds.
  ///   - dampingRatio: Ignored.
  ///   - velocity: Ignored.
  ///   - options: How it runs.
  ///   - animations: The changes to make.
  ///   - completion: Called at the end, with whether it finished.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Replaces `fromView` with `toView` (UIKit's `transition(from:to:duration:options:completion:)`).
  ///
  /// `toView` goes into `fromView`'s superview at once, in front, and `fromView` leaves it once
  /// `duration` seconds have passed on the current clock, when `completion` runs with `true`. With
  /// `.showHideTransitionViews`, neither moves: `fromView` is hidden and `toView` shown.
  ///
  /// When the views move is decided by the model (Apple's documentation says only that
  /// `fromView` is removed and `toView` added "as part of the transition"): adding at the
  /// start and removing at the end, as UIKit's view controller transition documents its own.
  ///
  /// - Parameters:
  ///   - fromView: The view shown now.
  ///   - toView: The view to show.
  ///   - duration: How long the transition runs, in seconds.
  ///   - options: How it runs.
  ///   - completion: Called at the end, with whether it finished.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
      return animate(withDuration: duration, animations: {}, completion: completion)
    }
    if let superview = fromView._superviewIfAny { superview.addSubview(toView) }
    let swap: (Bool) -> Void = { finished in
      fromView.removeFromSuperview()
      completion?(finished)
    }
    animate(withDuration: duration, animations: {}, completion: swap)
  }

  /// Animates changes of `view` (UIKit's `transition(with:duration:options:animations:completion:)`):
  /// `animations` runs now and `completion` once `duration` seconds have passed.
  ///
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: How long the transition runs, in seconds.
  ///   - options: How it runs.
  ///   - animations: The changes to make.
  ///   - completion: Called at the end, with whether it finished.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations ?? {}, completion: completion)
  }
}

extension View.AnimationOptions {
  /// Hide and show the transition's views rather than remove and add them.
  public static let showHideTransitionViews = View.AnimationOptions(rawValue: 1 << 8)
  /// Repeat the animation (the model runs it once).
  public static let `repeat` = View.AnimationOptions(rawValue: 1 << 3)
  /// Run it backwards and forwards (the model runs it once).
  public static let autoreverse = View.AnimationOptions(rawValue: 1 << 4)
  /// Take the duration given, not an enclosing animation's (kept).
  public static let overrideInheritedDuration = View.AnimationOptions(rawValue: 1 << 5)
  /// Take the curve given, not an enclosing animation's (kept).
  public static let overrideInheritedCurve = View.AnimationOptions(rawValue: 1 << 6)
  /// Redraw the content as it animates (kept).
  public static let allowAnimatedContent = View.AnimationOptions(rawValue: 1 << 7)
  /// Take none of an enclosing animation's options (kept).
  public static let overrideInheritedOptions = View.AnimationOptions(rawValue: 1 << 9)
  /// No transition between views.
  public static let transitionNone = View.AnimationOptions(rawValue: 0 << 20)
  /// Flip from the top.
  public static let transitionFlipFromTop = View.AnimationOptions(rawValue: 6 << 20)
  /// Flip from the bottom.
  public static let transitionFlipFromBottom = View.AnimationOptions(rawValue: 7 << 20)
  /// The device's frame rate (kept).
  public static let preferredFramesPerSecondDefault = View.AnimationOptions(rawValue: 0 << 24)
  /// Sixty frames a second (kept).
  public static let preferredFramesPerSecond60 = View.AnimationOptions(rawValue: 3 << 24)
  /// Thirty frames a second (kept).
  public static let preferredFramesPerSecond30 = View.AnimationOptions(rawValue: 7 << 24)
}

extension UIView {
  /// Runs `actionsWithoutAnimation` with animations off (UIKit's `performWithoutAnimation(_:)`):
  /// an animation it starts ends at once.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to make.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let clock = VirtualClock.runLoop
    let enabled = clock._animationsEnabled
    clock._animationsEnabled = false
    defer { clock._animationsEnabled = enabled }
    actionsWithoutAnimation()
  }

  /// Whether animations take their time (`true` unless turned off), on the run loop's clock.
  public static var areAnimationsEnabled: Bool { VirtualClock.runLoop._animationsEnabled }

  /// Turns animations on or off, on the run loop's clock: off, each animation begun ends at
  /// once, its completion called with `true`, as UIKit's does.
  ///
  /// - Parameter enabled: Whether animations take their time.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    VirtualClock.runLoop._animationsEnabled = enabled
  }

  /// A spring animation of iOS 17 (`animate(springDuration:bounce:…)`): the model has no
  /// springs, and runs it as `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: How long it runs, in seconds.
  ///   - bounce: Ignored.
  ///   - velocity: Ignored.
  ///   - delay: How long before it starts, in seconds.
  ///   - options: How it runs.
  ///   - animations: The changes to make.
  ///   - completion: Called at the end, with whether it finished.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// A keyframe animation (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`): `animations` runs
  /// now, with each of its keyframes (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``),
  /// and `completion` once `delay` and `duration` seconds have passed on the run loop's clock,
  /// as `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: How long it runs, in seconds.
  ///   - delay: How long before it starts, in seconds.
  ///   - options: How it runs (kept only).
  ///   - animations: The keyframes to add.
  ///   - completion: Called at the end, with whether it finished.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// A keyframe of the keyframe animation being built: `animations` runs now (the model keeps
  /// no timing within an animation).
  ///
  /// - Parameters:
  ///   - frameStartTime: Where it starts, as a part of the animation (0 to 1).
  ///   - frameDuration: How long it lasts, as a part of the animation.
  ///   - animations: The changes to make.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// How a keyframe animation runs (UIKit's `UIView.KeyframeAnimationOptions`): the options of
  /// a plain animation, whose bits UIKit shares with it, and the calculation modes (the layer
  /// takes a plain animation's curves here too, which UIKit's type has not).
  public typealias KeyframeAnimationOptions = AnimationOptions

  /// A view standing for this one in an animation (UIKit's `snapshotView(afterScreenUpdates:)`):
  /// a new view of its frame, alpha and hidden state, in no hierarchy, showing nothing (the
  /// model draws no content).
  ///
  /// - Parameter afterUpdates: Ignored (nothing is drawn).
  /// - Returns: The snapshot.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: frame)
    snapshot.alpha = alpha
    snapshot.isHidden = isHidden
    return snapshot
  }

  /// Ends editing in this view (UIKit's `endEditing(_:)`): the first responder, if it is this
  /// view or one of its subviews, is asked to resign (made to, when `force`).
  ///
  /// - Parameter force: Whether it resigns even if it refuses.
  /// - Returns: Whether no first responder is left among them.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { resignFirstResponderBelow(force: force) }
}

extension View.AnimationOptions {
  /// Linear between keyframes (a keyframe animation's).
  public static let calculationModeLinear = View.AnimationOptions(rawValue: 0 << 10)
  /// No interpolation between keyframes.
  public static let calculationModeDiscrete = View.AnimationOptions(rawValue: 1 << 10)
  /// Evenly paced.
  public static let calculationModePaced = View.AnimationOptions(rawValue: 2 << 10)
  /// A smooth curve through the keyframes.
  public static let calculationModeCubic = View.AnimationOptions(rawValue: 3 << 10)
  /// A smooth, evenly paced curve.
  public static let calculationModeCubicPaced = View.AnimationOptions(rawValue: 4 << 10)
}

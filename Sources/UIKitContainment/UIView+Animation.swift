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
}

// UIKit's system animations (`UIView.perform(_:on:options:animations:completion:)`): the one
// there is, `.delete`, fades views out alongside the caller's animations and takes them out of
// their superviews at its end.

extension UIView {
  /// A system animation (UIKit's `UIView.SystemAnimation`).
  public enum SystemAnimation: UInt, Sendable {
    /// Removes views, fading them out.
    case delete = 0
  }

  /// Runs the system animation `animation` on `views`, `parallelAnimations` alongside (UIKit's
  /// `perform(_:on:options:animations:completion:)`): for `.delete`, the views leave their
  /// superviews once the animation has ended, just before `completion` runs with `true`.
  ///
  /// The animation runs as `animate(withDuration:delay:options:animations:completion:)` over
  /// 0.3 seconds (decided: UIKit does not document its duration).
  ///
  /// ```swift
  /// let badge = UIView()
  /// let card = UIView()
  /// card.addSubview(badge)
  /// UIView.perform(.delete, on: [badge], options: [], animations: nil) { _ in
  ///   precondition(badge.superview == nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The system animation.
  ///   - views: The views it animates.
  ///   - options: How it runs.
  ///   - parallelAnimations: Changes to animate alongside, if any.
  ///   - completion: Called at the end, with whether it finished.
  public static func perform(
    _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: 0.3, delay: 0, options: options,
      animations: {
        for view in views { view.alpha = 0 }
        parallelAnimations?()
      },
      completion: { finished in
        for view in views { view.removeFromSuperview() }
        completion?(finished)
      })
  }
}

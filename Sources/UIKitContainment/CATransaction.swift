internal import ContainmentCore

/// Groups of animations and what runs once they end (Core Animation's `CATransaction`), on the
/// run loop's clock.
///
/// `begin()` opens a group and `commit()` closes it; a setting made with none open opens one
/// the run loop closes at its next turn, as Core Animation's implicit transaction. Every
/// animation the model runs while a group is open notes its end in it: a view's
/// (`UIView.animate`), a property animator's, a layer's (``CALayer/add(_:forKey:)``), and the
/// push, pop, presentation or page change of UIKit's own containers. The completion block runs
/// once every animation added after it was set has ended, at once if none was (Apple: "the
/// block will be invoked immediately"), so that code which pushes inside a transaction hears
/// the push end:
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// let navigation = UINavigationController(rootViewController: UIViewController())
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// var pushed = false
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { pushed = true }
/// navigation.pushViewController(UIViewController(), animated: true)
/// CATransaction.commit()
/// precondition(!pushed)
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))  // the push ends
/// precondition(pushed)
/// ```
@preconcurrency @MainActor public final class CATransaction: NSObject {
  private override init() {}

  /// Opens a group, inside the one open if any.
  public class func begin() {
    VirtualClock.runLoop._animationGroups.append(_AnimationGroup(implicit: false))
  }

  /// Closes the innermost group: its animations' ends count for the group around it, and its
  /// completion runs once they have passed (at once if none was noted).
  public class func commit() {
    let clock = VirtualClock.runLoop
    guard let group = clock._animationGroups.popLast() else { return }
    close(group, on: clock)
  }

  /// Draws what changed: nothing to do in the model, which draws nothing.
  public class func flush() {}

  /// Locks the transaction's settings (no other thread shares them in the model).
  public class func lock() {}

  /// Unlocks them.
  public class func unlock() {}

  /// The block that runs once the animations added after it was set have ended.
  public class func completionBlock() -> (() -> Void)? {
    VirtualClock.runLoop._animationGroups.last?.completion
  }

  /// Sets the block that runs once the animations added from now on in this group have ended.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    let group = openGroup()
    group.completion = block
    group.end = 0
  }

  /// The duration of the animations that have none of their own, in seconds (0.25 unless set).
  public class func animationDuration() -> CFTimeInterval {
    value(forKey: durationKey) as? CFTimeInterval ?? 0.25
  }

  /// Sets the duration of the animations that have none of their own.
  public class func setAnimationDuration(_ dur: CFTimeInterval) {
    setValue(dur, forKey: durationKey)
  }

  /// The pace of the group's animations (kept).
  public class func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: timingKey) as? CAMediaTimingFunction
  }

  /// Sets the pace of the group's animations (kept).
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: timingKey)
  }

  /// Whether a layer's property changes run without their implicit animations (kept: the model
  /// runs none).
  public class func disableActions() -> Bool { value(forKey: disableKey) as? Bool ?? false }

  /// Sets whether property changes run without implicit animations.
  public class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: disableKey) }

  /// The setting named `key`, from the innermost group that has one.
  public class func value(forKey key: String) -> Any? {
    for group in VirtualClock.runLoop._animationGroups.reversed() {
      if let value = group.values[key] { return value }
    }
    return nil
  }

  /// Sets the setting named `key` in the innermost group.
  public class func setValue(_ anObject: Any?, forKey key: String) {
    openGroup().values[key] = anObject
  }

  private static let durationKey = "animationDuration"
  private static let timingKey = "animationTimingFunction"
  private static let disableKey = "disableActions"

  /// The innermost group, opened implicitly if none is: the run loop closes it at its next turn.
  private static func openGroup() -> _AnimationGroup {
    let clock = VirtualClock.runLoop
    if let group = clock._animationGroups.last { return group }
    let implicit = _AnimationGroup(implicit: true)
    clock._animationGroups.append(implicit)
    clock.schedule(after: 0) {
      guard let index = clock._animationGroups.lastIndex(where: { $0 === implicit }) else { return }
      clock._animationGroups.remove(at: index)
      close(implicit, on: clock)
    }
    return implicit
  }

  /// Closes `group`: its end counts for the group around it; its completion runs at its end.
  private static func close(_ group: _AnimationGroup, on clock: VirtualClock) {
    if let outer = clock._animationGroups.last { outer.end = max(outer.end, group.end) }
    guard let completion = group.completion else { return }
    guard group.end > clock.now else { return completion() }
    clock.schedule(after: group.end - clock.now, perform: completion)
  }
}

internal import ContainmentCore

extension UIApplication {
  /// Shakes the device, as a person does: a shake's `motionBegan(_:with:)` then
  /// `motionEnded(_:with:)` (`.motionShake`), sent to the first responder, else the key window,
  /// and passed up the responder chain by every responder that does not override them.
  ///
  /// UIKit sends motion events to the first responder; a screen that handles the shake
  /// overrides `canBecomeFirstResponder` and becomes first responder as it appears. The model
  /// decides that the shake begins and ends in one call.
  ///
  /// ```swift
  /// final class UndoScreen: UIViewController {
  ///   var shakes = 0
  ///   override var canBecomeFirstResponder: Bool { true }
  ///   override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
  ///     if motion == .motionShake { shakes += 1 }
  ///   }
  /// }
  /// let application = UIApplication()
  /// application._withCurrent {
  ///   let window = UIWindow(frame: UIScreen.main.bounds)
  ///   let screen = UndoScreen()
  ///   window.rootViewController = screen
  ///   window.makeKeyAndVisible()
  ///   _ = screen.becomeFirstResponder()
  ///   application._shake()
  ///   precondition(screen.shakes == 1)
  /// }
  /// ```
  public func _shake() {
    let target: (any EventResponder)? =
      (firstResponderNow as? UIView) ?? (firstResponderNow as? UIViewController) ?? keyWindow
    let event = UIEvent(timestamp: TimeInterval(VirtualClock.runLoop.now) / 1000)
    event.kind = (.motion, .motionShake)
    target?.motionBegan(.motionShake, with: event)
    target?.motionEnded(.motionShake, with: event)
  }
}

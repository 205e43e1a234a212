// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`).

/// UIKit's `UIGestureRecognizerDelegate`: every method is optional, with UIKit's default.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave ``UIGestureRecognizer/State-swift.enum/possible``
  /// (`true` by default).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may recognize at once (`false` by default).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for the other to fail (`false` by default).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the other waits for this recognizer to fail (`false` by default).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer follows `touch` (`true` by default).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

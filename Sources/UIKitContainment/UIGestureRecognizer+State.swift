// The states a gesture recognizer moves through (UIKit's `UIGestureRecognizer.State`).

extension UIGestureRecognizer {
  /// The states of a gesture recognizer, UIKit's.
  public enum State: Int, Sendable, CustomStringConvertible {
    /// It has not recognized its gesture yet (the state it is reset to).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture recognized: ``ended``.
    public static var recognized: State { .ended }

    /// The state's name (`began`).
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }
}

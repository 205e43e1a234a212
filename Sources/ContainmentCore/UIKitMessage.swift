/// A misuse UIKit survives and only prints to the console: the model reports each as an
/// event (``LifecycleEvent/Kind/uikitMessage(_:)``), which a harness turns into a violation and
/// code run without one sees on standard error, in UIKit's words.
///
/// ```swift
/// precondition(
///   UIKitMessage.nestedPushAnimation.description
///     == "nested push animation can result in corrupted navigation bar")
/// ```
public enum UIKitMessage: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A push while the navigation controller's push or pop animates.
  case nestedPushAnimation
  /// A pop while the navigation controller's push or pop animates.
  case nestedPopAnimation

  /// What UIKit prints.
  public var description: String {
    switch self {
    case .nestedPushAnimation: "nested push animation can result in corrupted navigation bar"
    case .nestedPopAnimation: "nested pop animation can result in corrupted navigation bar"
    }
  }
}

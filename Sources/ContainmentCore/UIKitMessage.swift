/// A misuse UIKit survives and only prints to the console: the model reports each as an
/// event (``LifecycleEvent/Kind/uikitMessage(_:)``), which a harness turns into a violation and
/// code run without one sees on standard error, in UIKit's words.
///
/// UIKit names the view controllers in its text; the description leaves them out (`<…>`), and
/// the console line the model prints puts them in.
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
  /// A presentation from a view controller that already presents another one.
  case presentingWhilePresenting
  /// A presentation while another presentation or a dismissal of the same window runs.
  case presentingWhilePresentationInProgress
  /// A presentation from a view controller whose view is not in a window.
  case presentingFromOffScreen
  /// A dismissal while a presentation or another dismissal of the same window runs.
  case dismissingWhilePresentationInProgress

  /// What UIKit prints, the view controllers it names left out.
  public var description: String {
    switch self {
    case .nestedPushAnimation: "nested push animation can result in corrupted navigation bar"
    case .nestedPopAnimation: "nested pop animation can result in corrupted navigation bar"
    case .presentingWhilePresenting:
      "Attempt to present <…> on <…> (from <…>) which is already presenting <…>."
    case .presentingWhilePresentationInProgress:
      "Attempt to present <…> on <…> (from <…>) while a presentation is in progress."
    case .presentingFromOffScreen:
      "Attempt to present <…> on <…> (from <…>) whose view is not in the window hierarchy."
    case .dismissingWhilePresentationInProgress:
      "Attempt to dismiss from view controller <…> while a presentation or dismiss is in progress!"
    }
  }

  /// What the app should have done instead: the expectation a harness's violation states.
  public var expectation: String {
    switch self {
    case .nestedPushAnimation, .nestedPopAnimation: "no push or pop while one animates"
    case .presentingWhilePresenting: "a presentation only from a view controller presenting none"
    case .presentingWhilePresentationInProgress, .dismissingWhilePresentationInProgress:
      "no presentation or dismissal while one animates"
    case .presentingFromOffScreen: "a presentation only from a view controller on screen"
    }
  }
}

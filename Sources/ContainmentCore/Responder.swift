/// The root class of views and view controllers: an object in a responder chain, which may
/// become its application's first responder.
///
/// It is the model's place for UIKit's `UIResponder`, the class UIKit's views, view
/// controllers and application descend from, so that code written for UIKit subclasses it
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`), walks it (`next`) and names its
/// statics (`UIResponder.keyboardWillShowNotification`) as it does on iOS. The model itself has
/// no chain and no first responder: here every answer is the one UIKit gives for a responder
/// that overrides nothing (no next responder, never first). UIKit's classes override them
/// (`UIKitContainment`).
open class Responder {
  /// A responder that is no one's and leads nowhere.
  public init() {}

  /// The next responder in the chain, or `nil` at its end (here, always the end).
  @preconcurrency @MainActor open var next: Responder? { nil }

  /// Whether it can become the first responder (`false`; a subclass may say `true`).
  @preconcurrency @MainActor open var canBecomeFirstResponder: Bool { false }

  /// Whether it gives up being the first responder when asked (`true`).
  @preconcurrency @MainActor open var canResignFirstResponder: Bool { true }

  /// Makes it the first responder if it can be; whether it now is (here, never).
  ///
  /// - Returns: `true` if it is the first responder.
  @discardableResult @preconcurrency @MainActor open func becomeFirstResponder() -> Bool { false }

  /// Gives up being the first responder; `true` unless it refused (here, nothing to give up).
  ///
  /// - Returns: Whether it let go.
  @discardableResult @preconcurrency @MainActor open func resignFirstResponder() -> Bool { true }
}

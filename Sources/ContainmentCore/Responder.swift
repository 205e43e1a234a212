import Foundation

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
open class Responder: NSObject {
  /// A responder that is no one's and leads nowhere.
  public override init() { super.init() }

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

  // MARK: The edit menu's actions (UIKit's `UIResponderStandardEditActions`)

  /// Whether it performs `action` with `sender` (the edit menu asks before it offers one).
  ///
  /// UIKit's answers whether the object responds to the selector; the model cannot look a
  /// method up, so `false` unless a subclass says `true` for the actions it implements, as
  /// code written for UIKit does to choose its menu's actions.
  ///
  /// - Parameters:
  ///   - action: The action's selector (`copy:`).
  ///   - sender: What asks.
  /// - Returns: Whether it can.
  @preconcurrency @MainActor open func canPerformAction(_ action: Selector, withSender sender: Any?)
    -> Bool
  { false }

  /// The responder that performs `action`: this one if it can, else its next responder's.
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - sender: What asks.
  /// - Returns: The target, or `nil` when no responder of the chain can.
  @preconcurrency @MainActor open func target(forAction action: Selector, withSender sender: Any?)
    -> Any?
  {
    canPerformAction(action, withSender: sender)
      ? self : next?.target(forAction: action, withSender: sender)
  }

  /// Cuts the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func cut(_ sender: Any?) {}
  /// Copies the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func copy(_ sender: Any?) {}
  /// Pastes (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func paste(_ sender: Any?) {}
  /// Selects (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func select(_ sender: Any?) {}
  /// Selects everything (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func selectAll(_ sender: Any?) {}
  /// Deletes the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func delete(_ sender: Any?) {}
  /// Writes the selection left to right (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
  /// Writes the selection right to left (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
  /// Bolds the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func toggleBoldface(_ sender: Any?) {}
  /// Italicizes the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func toggleItalics(_ sender: Any?) {}
  /// Underlines the selection (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func toggleUnderline(_ sender: Any?) {}
  /// Enlarges the selection's text (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func increaseSize(_ sender: Any?) {}
  /// Shrinks the selection's text (does nothing unless a subclass implements it).
  @preconcurrency @MainActor open func decreaseSize(_ sender: Any?) {}

  // UIKit's accessibility actions (its `UIAccessibilityAction`, which every object answers):
  // what an element does when an assistive technology acts on it. Kept for a subclass to
  // override; the model has no assistive technology, so none is ever called but by code.

  /// Activates the element (a double tap under VoiceOver); `false`: not handled, UIKit then
  /// taps its middle.
  @preconcurrency @MainActor open func accessibilityActivate() -> Bool { false }
  /// Makes the element's value larger (a swipe up under VoiceOver).
  @preconcurrency @MainActor open func accessibilityIncrement() {}
  /// Makes the element's value smaller.
  @preconcurrency @MainActor open func accessibilityDecrement() {}
  /// Dismisses what the element shows (the two-finger scrub); `false`: not handled.
  @preconcurrency @MainActor open func accessibilityPerformEscape() -> Bool { false }
  /// Runs the element's most important action (the two-finger double tap); `false`: not handled.
  @preconcurrency @MainActor open func accessibilityPerformMagicTap() -> Bool { false }
}

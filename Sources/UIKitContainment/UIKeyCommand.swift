import Foundation

// A hardware keyboard's keys as UIKit hands them to responders: key commands a screen offers
// (`keyCommands`, overridden on view controllers and views), and presses (`pressesBegan(_:with:)`
// and the rest, overridden likewise). The model has no hardware keyboard: these compile and
// are kept, and no press or key command is ever delivered.

/// The modifier keys held with a key (UIKit's `UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The bits, UIKit's.
  public let rawValue: Int
  /// The flags of `rawValue`.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps Lock on.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key combination a responder offers, and the action it sends (UIKit's `UIKeyCommand`),
/// kept: the model has no hardware keyboard, so none is ever matched.
///
/// ```swift
/// final class ComposeScreen: UIViewController {
///   override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save"))]
///   }
/// }
/// precondition(ComposeScreen().keyCommands?.first?.input == "s")
/// ```
@preconcurrency @MainActor open class UIKeyCommand: UIMenuElement {
  /// The key's characters (`"s"`, or one of the `input…` constants).
  public let input: String?
  /// The modifier keys held with it.
  public let modifierFlags: UIKeyModifierFlags
  /// The action sent to the responder chain.
  public let action: Selector?
  /// The title the keyboard shortcuts list shows for it.
  open var discoverabilityTitle: String?
  /// How it shows in a menu.
  open var attributes: UIMenuElement.Attributes = []
  /// Its check mark in a menu.
  open var state: UIMenuElement.State = .off
  /// Whether it takes the key before the system's own use of it (iOS 15).
  open var wantsPriorityOverSystemBehavior = false
  /// Whether it follows the keyboard's layout (iOS 15).
  open var allowsAutomaticLocalization = true
  /// Whether it is mirrored in a right-to-left layout (iOS 15).
  open var allowsAutomaticMirroring = true

  /// A key command for `input` with `modifierFlags`, sending `action`.
  ///
  /// - Parameters:
  ///   - input: The key's characters.
  ///   - modifierFlags: The modifier keys held with it.
  ///   - action: The action sent.
  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(title: "", image: nil)
  }

  /// A key command with a title and image, as a menu lists it (iOS 13).
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - image: Its image.
  ///   - action: The action sent.
  ///   - input: The key's characters.
  ///   - modifierFlags: The modifier keys held with it.
  ///   - propertyList: Kept by UIKit for the action; not kept.
  ///   - alternates: Other actions with other modifiers; not kept.
  ///   - discoverabilityTitle: The title the shortcuts list shows.
  ///   - attributes: How it shows in a menu.
  ///   - state: Its check mark.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [Any] = [],
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// The up arrow key's input.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key's input.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key's input.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key's input.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key's input.
  public static let inputEscape = "UIKeyInputEscape"
  /// The Page Up key's input (iOS 13.4).
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key's input (iOS 13.4).
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The Home key's input (iOS 13.4).
  public static let inputHome = "UIKeyInputHome"
  /// The End key's input (iOS 13.4).
  public static let inputEnd = "UIKeyInputEnd"
  /// The Delete key's input (iOS 15).
  public static let inputDelete = "UIKeyInputDelete"
}

/// A key of a hardware keyboard (UIKit's `UIKey`, iOS 13.4).
@preconcurrency @MainActor open class UIKey: NSObject {
  /// The characters the key makes with its modifiers.
  open var characters: String { "" }
  /// The characters it makes without them.
  open var charactersIgnoringModifiers: String { "" }
  /// The modifier keys held with it.
  open var modifierFlags: UIKeyModifierFlags { [] }
  /// The key's USB usage code (``UIKeyboardHIDUsage``): none known in the model.
  open var keyCode: UIKeyboardHIDUsage { .keyboardErrorUndefined }
}

/// A press of a key or button (UIKit's `UIPress`).
@preconcurrency @MainActor open class UIPress: NSObject {
  /// Where a press is.
  public enum Phase: Int, Sendable {
    /// Pressed.
    case began
    /// Its force changed.
    case changed
    /// Still pressed.
    case stationary
    /// Released.
    case ended
    /// Cancelled by the system.
    case cancelled
  }
  /// What was pressed (a remote's buttons; a keyboard's keys are `key`).
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
  }
  /// Where the press is.
  open var phase: Phase { .began }
  /// What was pressed.
  open var type: PressType { .select }
  /// The key pressed, for a hardware keyboard (iOS 13.4).
  open var key: UIKey? { nil }
  /// When it last changed, in seconds.
  open var timestamp: TimeInterval { 0 }
  /// The responder it is delivered to.
  open var responder: UIResponder? { nil }
  /// Its force, from 0 to 1.
  open var force: CGFloat { 0 }
}

/// An event of presses (UIKit's `UIPressesEvent`).
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
  /// Its presses.
  open var allPresses: Set<UIPress> { [] }
  /// Its presses delivered to `gesture`.
  ///
  /// - Parameter gesture: A recognizer.
  /// - Returns: The presses.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

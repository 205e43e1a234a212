/// What assistive technologies read of a view (UIKit's `UIAccessibility` informal protocol),
/// kept and read back: the model has no VoiceOver, so nothing is read aloud.
///
/// The defaults are UIKit's: a label and a control are elements, others are not; a label's
/// label is its text and a button's its title; a button's traits are `.button`, a label's
/// `.staticText`, an image view's `.image`.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Inbox"
/// precondition(title.isAccessibilityElement && title.accessibilityLabel == "Inbox")
/// let card = UIView()
/// card.isAccessibilityElement = true
/// card.accessibilityLabel = "Draft, 3 lines"
/// card.accessibilityTraits = [.button, .selected]
/// card.accessibilityIdentifier = "draft-card"
/// precondition(card.accessibilityTraits.contains(.button) && !UIView().isAccessibilityElement)
/// ```
extension UIView {
  /// The view's accessibility values, made on first use.
  var accessibility: ViewAccessibility {
    if let made = looks.accessibility { return made }
    let made = ViewAccessibility()
    looks.accessibility = made
    return made
  }

  /// Whether a view of this kind is an element unless told: a label's and a control's are.
  var isAccessibleByDefault: Bool { self is UILabel || self is UIControl }

  /// UIKit's default label: a label's text, a button's title.
  var defaultAccessibilityLabel: String? {
    if let label = self as? UILabel { return label.text }
    return (self as? UIButton)?.currentTitle
  }

  /// UIKit's default traits: a button's `.button`, a label's `.staticText`, an image view's
  /// `.image`.
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    switch self {
    case is UIButton: .button
    case is UILabel: .staticText
    case is UIImageView: .image
    default: .none
    }
  }

  /// The string that finds the view in a test of the app's (UIKit's
  /// `UIAccessibilityIdentification`), never read aloud.
  public var accessibilityIdentifier: String? {
    get { looksIfMade?.accessibility?.identifier }
    set { accessibility.identifier = newValue }
  }

  /// Whether Smart Invert leaves the view's colours as they are (iOS 11; a photo's view sets
  /// it), kept: the model draws nothing.
  public var accessibilityIgnoresInvertColors: Bool {
    get { looksIfMade?.accessibility?.ignoresInvertColors ?? false }
    set { accessibility.ignoresInvertColors = newValue }
  }

  /// Whether the view's subviews are hidden from assistive technologies.
  public var accessibilityElementsHidden: Bool {
    get { looksIfMade?.accessibility?.elementsHidden ?? false }
    set { accessibility.elementsHidden = newValue }
  }

  /// Whether assistive technologies ignore the view's siblings while it is shown (a modal
  /// overlay's).
  public var accessibilityViewIsModal: Bool {
    get { looksIfMade?.accessibility?.isModal ?? false }
    set { accessibility.isModal = newValue }
  }

  /// Whether the view's subviews are read as a group.
  public var shouldGroupAccessibilityChildren: Bool {
    get { looksIfMade?.accessibility?.groupsChildren ?? false }
    set { accessibility.groupsChildren = newValue }
  }
}

/// A view's accessibility values, kept apart so that a view that has none pays nothing.
final class ViewAccessibility {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var identifier: String?
  var elementsHidden = false
  var isModal = false
  var groupsChildren = false
  var ignoresInvertColors = false
  /// The elements it contains, in reading order (`UIViewBase.swift`).
  var elements: [Any]?
}

/// What kind of element a view is to assistive technologies (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits (the model's own).
  public let rawValue: UInt64
  /// The traits of the given bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No trait.
  public static let none: UIAccessibilityTraits = []
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary read when the app starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable (increment and decrement).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns a page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's accessibility functions and notifications, for code that tells assistive
/// technologies of a change (a container that swaps its child posts `.screenChanged`).
///
/// The model has no assistive technology: VoiceOver and the other settings are off, and the
/// posted notifications are counted by kind on the current application
/// (`UIApplication._accessibilityPosts`) for a test to read.
public enum UIAccessibility {
  /// A notification to assistive technologies (UIKit's `UIAccessibility.Notification`).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// Its number (the model's own).
    public let rawValue: UInt32
    /// The notification of the given number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A new screen came: reading starts again (the argument: the element to read first).
    public static let screenChanged = Notification(rawValue: 1)
    /// The layout changed (the argument: the element to read next).
    public static let layoutChanged = Notification(rawValue: 2)
    /// An announcement to read (the argument: its text).
    public static let announcement = Notification(rawValue: 3)
    /// A page was scrolled (the argument: where it is).
    public static let pageScrolled = Notification(rawValue: 4)
  }

  /// Posts `notification` to assistive technologies: counted on the current application.
  ///
  /// - Parameters:
  ///   - notification: What changed.
  ///   - argument: What it concerns.
  public static func post(notification: Notification, argument: Any?) {
    onModelThread(notification) { UIApplication.shared._accessibilityPosts[$0, default: 0] += 1 }
  }

  /// Whether VoiceOver is running: never, in the model.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Reduce Motion is on: never, in the model.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Bold Text is on: never, in the model.
  public static var isBoldTextEnabled: Bool { false }
  /// Posted when VoiceOver starts or stops (never, in the model).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

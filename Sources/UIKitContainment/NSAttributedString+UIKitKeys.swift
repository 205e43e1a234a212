/// The text attributes UIKit adds to Foundation's (`NSAttributedString.Key.font`,
/// `.foregroundColor`…): the keys code written for UIKit puts in a bar's or a control's
/// `titleTextAttributes`. Kept with their values, never drawn.
///
/// ```swift
/// let tabs = UISegmentedControl(items: ["Inbox", "Sent"])
/// tabs.setTitleTextAttributes(
///   [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white], for: .selected)
/// precondition(tabs.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
/// ```
extension NSAttributedString.Key {
  /// The font (a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text (a `UIColor`).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The space added between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline's style (an `NSUnderlineStyle`'s raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour (a `UIColor`).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough's style (an `NSUnderlineStyle`'s raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The outline's colour (a `UIColor`).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline's width, in percent of the font's size.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The offset from the baseline, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// A link (a `URL` or a `String`).
  public static let link = NSAttributedString.Key("NSLink")
}

/// The styles of an underline or a strikethrough (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The style's bits, UIKit's.
  public let rawValue: Int
  /// The style of the given bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

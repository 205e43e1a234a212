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
  /// How its paragraphs are set (an `NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The text's shadow (an `NSShadow`).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The glyphs' stretch, as a logarithm of the factor.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The glyphs' skew.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// Whether ligatures are used (0, 1).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// The space added between characters, in points, kept as the font's tracking (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An image or a file in the text (an `NSTextAttachment`).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// The text's writing directions (an array of numbers).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  /// Whether the glyphs are laid out vertically.
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
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

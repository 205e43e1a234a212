/// A font (UIKit's `UIFont`).
///
/// Its name, size and weight are kept for the labels and buttons that show text; the model
/// lays no text out.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// precondition(title.pointSize == 17 && title.withSize(20).pointSize == 20)
/// precondition(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
/// ```
public final class UIFont: NSObject, Sendable {
  /// The font's name.
  public let fontName: String
  /// Its size, in points.
  public let pointSize: CGFloat
  /// Its weight.
  let weight: Weight
  /// Its traits other than boldness (which its weight gives: `UIFont+Descriptor.swift`).
  let styleTraits: UIFontDescriptor.SymbolicTraits
  /// The text style it was made for, if any.
  let textStyle: TextStyle?

  init(
    fontName: String, pointSize: CGFloat, weight: Weight,
    traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil
  ) {
    (self.fontName, self.pointSize, self.weight) = (fontName, pointSize, weight)
    (styleTraits, self.textStyle) = (traits.subtracting(.traitBold), textStyle)
  }

  /// The font of the given name and size (every name is taken: the model has no fonts to miss).
  ///
  /// - Parameters:
  ///   - fontName: The font's name.
  ///   - fontSize: Its size, in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
  }

  /// `UIFont()`, which code written for UIKit uses as a fallback: the system font of the
  /// standard size (decided: UIKit's object made this way is not documented).
  public override convenience init() {
    self.init(fontName: ".SFUI", pointSize: UIFont.systemFontSize, weight: .regular)
  }

  /// The standard size of the system font: 14 points on iOS.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of the small system font: 12 points on iOS.
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The system font of the given size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
  }

  /// The bold system font of the given size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font of the given size.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular, traits: .traitItalic)
  }

  /// The system font of the given size whose digits all have one width.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-MonospacedDigits", pointSize: fontSize, weight: weight)
  }

  /// The font of a text style at the default Dynamic Type size (the sizes of Apple's Human
  /// Interface Guidelines, "Large").
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight): (CGFloat, Weight) =
      switch style {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    return UIFont(fontName: ".SFUI", pointSize: size, weight: weight, textStyle: style)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: fontName, pointSize: fontSize, weight: weight, traits: styleTraits,
      textStyle: textStyle)
  }

  /// The size of the system's fonts for labels (17 points).
  public static var labelFontSize: CGFloat { 17 }
  /// The size of the system's fonts for buttons (18 points).
  public static var buttonFontSize: CGFloat { 18 }

  /// Whether two fonts have the same name, size, weight and traits.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    (lhs.fontName, lhs.pointSize, lhs.weight) == (rhs.fontName, rhs.pointSize, rhs.weight)
      && lhs.styleTraits == rhs.styleTraits
  }

  /// Hashes the name, size and weight.
  public override var hash: Int { valueHash(fontName, pointSize, weight) }

  /// Whether `object` is an equal font, as `==` says (NSObject's equality, which sets,
  /// dictionaries and `==` between `NSObject`s use).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont).map { self == $0 } ?? false
  }

  /// A font's weight (UIKit's `UIFont.Weight`).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// The weight of the given value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultralight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// The style of the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A second caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

/// How text lines up (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left
  /// Centred.
  case center
  /// Along the right edge.
  case right
  /// Along both edges.
  case justified
  /// The script's own (left here: the model has left-to-right layout only).
  case natural
}

/// What a label does with text too long for it (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping
  /// Wraps at any character.
  case byCharWrapping
  /// Cuts the text at the edge.
  case byClipping
  /// An ellipsis at the start.
  case byTruncatingHead
  /// An ellipsis at the end.
  case byTruncatingTail
  /// An ellipsis in the middle.
  case byTruncatingMiddle
}

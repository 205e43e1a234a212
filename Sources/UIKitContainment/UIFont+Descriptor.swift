public import Foundation

/// What describes a font (UIKit's `UIFontDescriptor`): its name or text style, size, traits
/// and design, to make a font from (`UIFont(descriptor:size:)`).
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let boldItalic = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
/// let font = UIFont(descriptor: boldItalic, size: 0)
/// precondition(font.pointSize == 17 && font.fontDescriptor.symbolicTraits.contains(.traitItalic))
/// let rounded = UIFont.systemFont(ofSize: 20).fontDescriptor.withDesign(.rounded)!
/// precondition(UIFont(descriptor: rounded, size: 24).pointSize == 24)
/// ```
public final class UIFontDescriptor: NSObject, Sendable {
  /// The font's name (`nil`: the system font).
  let name: String?
  /// Its size, in points (0: the style's or the caller's).
  public let pointSize: CGFloat
  /// Its traits.
  public let symbolicTraits: SymbolicTraits
  /// Its system design.
  let design: SystemDesign
  /// Its text style, if it was made for one.
  let textStyle: UIFont.TextStyle?

  init(
    name: String?, pointSize: CGFloat, traits: SymbolicTraits, design: SystemDesign = .default,
    textStyle: UIFont.TextStyle? = nil
  ) {
    (self.name, self.pointSize, symbolicTraits) = (name, pointSize, traits)
    (self.design, self.textStyle) = (design, textStyle)
  }

  /// A descriptor of the font named `fontName` at `size`.
  ///
  /// - Parameters:
  ///   - fontName: The font's name.
  ///   - size: Its size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(name: fontName, pointSize: size, traits: [])
  }

  /// A descriptor of `attributes`: its name (`.name`, `.family`) and size (`.size`) are read.
  ///
  /// - Parameter attributes: The font's attributes.
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    let name = (attributes[.name] ?? attributes[.family]) as? String
    let size = attributes[.size].flatMap { number(from: $0) } ?? 0
    self.init(name: name, pointSize: size, traits: [])
  }

  /// Its attributes: its name and size.
  public var fontAttributes: [AttributeName: Any] {
    var attributes: [AttributeName: Any] = [.size: pointSize]
    if let name { attributes[.name] = name }
    if let textStyle { attributes[.textStyle] = textStyle.rawValue }
    return attributes
  }

  /// The descriptor of the font of `style` at the default Dynamic Type size.
  ///
  /// - Parameter style: The text style.
  /// - Returns: Its descriptor.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of the font of `style` for `traitCollection` (the default size: the model
  /// has one Dynamic Type size).
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits.
  /// - Returns: Its descriptor.
  public class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    preferredFontDescriptor(withTextStyle: style)
  }

  /// This descriptor with `symbolicTraits` in place of its traits.
  ///
  /// - Parameter symbolicTraits: The traits.
  /// - Returns: The descriptor (never `nil`: every trait is taken).
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(
      name: name, pointSize: pointSize, traits: symbolicTraits, design: design,
      textStyle: textStyle)
  }

  /// This descriptor in the system's `design`, or `nil` for a font not the system's.
  ///
  /// - Parameter design: The design.
  /// - Returns: The descriptor.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard name == nil || name?.hasPrefix(".SFUI") == true else { return nil }
    return UIFontDescriptor(
      name: nil, pointSize: pointSize, traits: symbolicTraits, design: design,
      textStyle: textStyle)
  }

  /// This descriptor at `newPointSize`.
  ///
  /// - Parameter newPointSize: The size.
  /// - Returns: The descriptor.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(
      name: name, pointSize: newPointSize, traits: symbolicTraits, design: design,
      textStyle: textStyle)
  }

  /// This descriptor with `attributes` added: a name and a size are taken.
  ///
  /// - Parameter attributes: The attributes.
  /// - Returns: The descriptor.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(
      name: (attributes[.name] ?? attributes[.family]) as? String ?? name,
      pointSize: attributes[.size].flatMap { number(from: $0) } ?? pointSize,
      traits: symbolicTraits,
      design: design, textStyle: textStyle)
  }

  /// The attribute `anAttribute`, if it has it.
  ///
  /// - Parameter anAttribute: The attribute's name.
  /// - Returns: Its value.
  public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// Whether two descriptors describe the same font.
  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    (lhs.name, lhs.pointSize, lhs.symbolicTraits, lhs.design)
      == (rhs.name, rhs.pointSize, rhs.symbolicTraits, rhs.design)
  }

  /// Hashes the name, size and traits.
  public override var hash: Int { valueHash(name, pointSize, symbolicTraits.rawValue) }

  /// Whether `object` is an equal font descriptor, as `==` says (NSObject's equality, which sets,
  /// dictionaries and `==` between `NSObject`s use).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFontDescriptor).map { self == $0 } ?? false
  }

  /// A font's traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits, UIKit's.
    public let rawValue: UInt32
    /// Traits of the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = Self(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = Self(rawValue: 1 << 1)
    /// Wide.
    public static let traitExpanded = Self(rawValue: 1 << 5)
    /// Narrow.
    public static let traitCondensed = Self(rawValue: 1 << 6)
    /// Every glyph of one width.
    public static let traitMonoSpace = Self(rawValue: 1 << 10)
    /// Laid out vertically.
    public static let traitVertical = Self(rawValue: 1 << 11)
    /// Made for the screen.
    public static let traitUIOptimized = Self(rawValue: 1 << 12)
    /// Lines closer together.
    public static let traitTightLeading = Self(rawValue: 1 << 15)
    /// Lines further apart.
    public static let traitLooseLeading = Self(rawValue: 1 << 16)
  }

  /// The system font's designs (UIKit's `UIFontDescriptor.SystemDesign`).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The design's name.
    public let rawValue: String
    /// The design named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default design.
    public static let `default` = Self(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded.
    public static let rounded = Self(rawValue: "NSCTFontUIFontDesignRounded")
    /// Serif.
    public static let serif = Self(rawValue: "NSCTFontUIFontDesignSerif")
    /// Monospaced.
    public static let monospaced = Self(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The names of a descriptor's attributes (UIKit's `UIFontDescriptor.AttributeName`).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// The attribute named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The family's name.
    public static let family = Self(rawValue: "NSFontFamilyAttribute")
    /// The font's name.
    public static let name = Self(rawValue: "NSFontNameAttribute")
    /// The face's name.
    public static let face = Self(rawValue: "NSFontFaceAttribute")
    /// The size.
    public static let size = Self(rawValue: "NSFontSizeAttribute")
    /// The traits.
    public static let traits = Self(rawValue: "NSCTFontTraitsAttribute")
    /// The features.
    public static let featureSettings = Self(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// The text style.
    public static let textStyle = Self(rawValue: "NSCTFontUIUsageAttribute")
  }
}

extension UIFont {
  /// The font `descriptor` describes, at `pointSize` (0: the descriptor's size).
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - pointSize: The size, or 0.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let traits = descriptor.symbolicTraits
    let base = descriptor.name ?? ".SFUI"
    let name = traits.contains(.traitItalic) && !base.hasSuffix("Italic") ? base + "-Italic" : base
    self.init(
      fontName: name, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize,
      weight: traits.contains(.traitBold) ? .bold : .regular, traits: traits,
      textStyle: descriptor.textStyle)
  }

  /// Its descriptor: its name, size, traits (bold from its weight) and text style.
  public var fontDescriptor: UIFontDescriptor {
    let traits =
      weight.rawValue >= Weight.bold.rawValue ? styleTraits.union(.traitBold) : styleTraits
    let system = fontName.hasPrefix(".SFUI")
    return UIFontDescriptor(
      name: system ? nil : fontName, pointSize: pointSize, traits: traits,
      textStyle: textStyle)
  }

  /// Its family's name (`.AppleSystemUIFont` for the system's).
  public var familyName: String { fontName.hasPrefix(".SFUI") ? ".AppleSystemUIFont" : fontName }

  /// The height of a line of it: 1.2 times its size, as the model measures text.
  public var lineHeight: CGFloat { pointSize * 1.2 }
  /// How far its tallest glyphs rise above the baseline (the model's: 0.95 of its size).
  public var ascender: CGFloat { pointSize * 0.95 }
  /// How far its glyphs fall below the baseline, negative (the model's: 0.25 of its size).
  public var descender: CGFloat { -pointSize * 0.25 }
  /// The height of its capitals (the model's: 0.7 of its size).
  public var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of its lowercase x (the model's: 0.52 of its size).
  public var xHeight: CGFloat { pointSize * 0.52 }
  /// The space between its lines beyond the line height (none).
  public var leading: CGFloat { 0 }

  /// The names of the fonts the system has (none: the model has no fonts).
  public static var familyNames: [String] { [] }

  /// The names of a family's fonts (none).
  ///
  /// - Parameter familyName: The family.
  /// - Returns: Its fonts' names.
  public static func fontNames(forFamilyName familyName: String) -> [String] { [] }
}

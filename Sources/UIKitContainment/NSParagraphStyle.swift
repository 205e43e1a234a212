public import Foundation

/// How a paragraph of attributed text is set (UIKit's `NSParagraphStyle`), kept with the text
/// and read back: the model lays out no glyphs.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// style.lineBreakMode = .byWordWrapping
/// let caption = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// let read = caption.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
/// precondition(read?.lineSpacing == 4 && NSParagraphStyle.default.alignment == .natural)
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: natural alignment, no spacing, word wrapping.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The style's settings (the mutable subclass sets them).
  var settings = Settings()

  /// A paragraph style's settings, with UIKit's defaults.
  struct Settings: Equatable {
    var alignment = NSTextAlignment.natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var hyphenationFactor: Float = 0
    var baseWritingDirection = NSWritingDirection.natural
    var defaultTabInterval: CGFloat = 0
    var allowsDefaultTighteningForTruncation = false
  }

  /// A style with the defaults.
  public override init() { super.init() }

  /// How its lines line up.
  public var alignment: NSTextAlignment { settings.alignment }
  /// The space between its lines, in points.
  public var lineSpacing: CGFloat { settings.lineSpacing }
  /// The space after the paragraph.
  public var paragraphSpacing: CGFloat { settings.paragraphSpacing }
  /// The space before the paragraph.
  public var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
  /// The first line's indent.
  public var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
  /// The other lines' indent.
  public var headIndent: CGFloat { settings.headIndent }
  /// The trailing indent (from the leading margin when positive, else from the trailing one).
  public var tailIndent: CGFloat { settings.tailIndent }
  /// The smallest line height (0: none).
  public var minimumLineHeight: CGFloat { settings.minimumLineHeight }
  /// The largest line height (0: none).
  public var maximumLineHeight: CGFloat { settings.maximumLineHeight }
  /// A factor of the natural line height (0: none).
  public var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
  /// What a line too long does.
  public var lineBreakMode: NSLineBreakMode { settings.lineBreakMode }
  /// How readily it hyphenates, from 0 to 1.
  public var hyphenationFactor: Float { settings.hyphenationFactor }
  /// The base direction of its writing.
  public var baseWritingDirection: NSWritingDirection { settings.baseWritingDirection }
  /// The interval of its default tab stops (0: none).
  public var defaultTabInterval: CGFloat { settings.defaultTabInterval }
  /// Whether it tightens its letters before truncating.
  public var allowsDefaultTighteningForTruncation: Bool {
    settings.allowsDefaultTighteningForTruncation
  }

  /// A copy, immutable.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.settings = settings
    return copy
  }

  /// A mutable copy.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.settings = settings
    return copy
  }

  /// Whether `object` is a paragraph style of the same settings.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.settings == settings
  }

  /// Hashes its alignment and spacing (equal styles hash alike).
  open override var hash: Int { settings.alignment.rawValue &+ Int(settings.lineSpacing) }
}

/// A paragraph style whose settings can be changed (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// How its lines line up.
  public override var alignment: NSTextAlignment {
    get { settings.alignment }
    set { settings.alignment = newValue }
  }
  /// The space between its lines, in points.
  public override var lineSpacing: CGFloat {
    get { settings.lineSpacing }
    set { settings.lineSpacing = newValue }
  }
  /// The space after the paragraph.
  public override var paragraphSpacing: CGFloat {
    get { settings.paragraphSpacing }
    set { settings.paragraphSpacing = newValue }
  }
  /// The space before the paragraph.
  public override var paragraphSpacingBefore: CGFloat {
    get { settings.paragraphSpacingBefore }
    set { settings.paragraphSpacingBefore = newValue }
  }
  /// The first line's indent.
  public override var firstLineHeadIndent: CGFloat {
    get { settings.firstLineHeadIndent }
    set { settings.firstLineHeadIndent = newValue }
  }
  /// The other lines' indent.
  public override var headIndent: CGFloat {
    get { settings.headIndent }
    set { settings.headIndent = newValue }
  }
  /// The trailing indent.
  public override var tailIndent: CGFloat {
    get { settings.tailIndent }
    set { settings.tailIndent = newValue }
  }
  /// The smallest line height.
  public override var minimumLineHeight: CGFloat {
    get { settings.minimumLineHeight }
    set { settings.minimumLineHeight = newValue }
  }
  /// The largest line height.
  public override var maximumLineHeight: CGFloat {
    get { settings.maximumLineHeight }
    set { settings.maximumLineHeight = newValue }
  }
  /// A factor of the natural line height.
  public override var lineHeightMultiple: CGFloat {
    get { settings.lineHeightMultiple }
    set { settings.lineHeightMultiple = newValue }
  }
  /// What a line too long does.
  public override var lineBreakMode: NSLineBreakMode {
    get { settings.lineBreakMode }
    set { settings.lineBreakMode = newValue }
  }
  /// How readily it hyphenates.
  public override var hyphenationFactor: Float {
    get { settings.hyphenationFactor }
    set { settings.hyphenationFactor = newValue }
  }
  /// The base direction of its writing.
  public override var baseWritingDirection: NSWritingDirection {
    get { settings.baseWritingDirection }
    set { settings.baseWritingDirection = newValue }
  }
  /// The interval of its default tab stops.
  public override var defaultTabInterval: CGFloat {
    get { settings.defaultTabInterval }
    set { settings.defaultTabInterval = newValue }
  }
  /// Whether it tightens its letters before truncating.
  public override var allowsDefaultTighteningForTruncation: Bool {
    get { settings.allowsDefaultTighteningForTruncation }
    set { settings.allowsDefaultTighteningForTruncation = newValue }
  }

  /// Takes every setting of `obj`.
  ///
  /// - Parameter obj: The style to copy.
  open func setParagraphStyle(_ obj: NSParagraphStyle) { settings = obj.settings }
}

/// The direction a text is written in (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
  /// As its language's.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// A text's shadow (UIKit's `NSShadow`), kept.
open class NSShadow: NSObject, @unchecked Sendable {
  /// Its offset.
  open var shadowOffset = CGSize.zero
  /// Its blur, in points.
  open var shadowBlurRadius: CGFloat = 0
  /// Its colour (a `UIColor`; a third of black's alpha when `nil`).
  open var shadowColor: Any?
  /// A shadow with the defaults.
  public override init() { super.init() }
}

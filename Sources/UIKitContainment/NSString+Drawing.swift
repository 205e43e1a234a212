/// How text is measured (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// The options of `rawValue`.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap within the width, from the rectangle's origin.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
  /// The font's leading goes between lines.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
  /// The glyphs' own bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
  /// The last line ends in an ellipsis when cut.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// UIKit's `NSStringDrawingContext`: how drawn text was scaled (none in the model).
public final class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may take.
  public var minimumScaleFactor: CGFloat = 0
  /// The scale it took: 1.
  public var actualScaleFactor: CGFloat { 1 }
  /// A context.
  public override init() {}
}

/// The model's estimate of text's size: the model lays out no text, so a character is half
/// its font's size wide and a line 1.2 times it tall (17 points by default), and lines wrap at
/// the width when ``NSStringDrawingOptions/usesLineFragmentOrigin`` says so.
enum TextEstimate {
  static func size(
    of text: String, font: UIFont?, within size: CGSize, wrapping: Bool
  ) -> CGSize {
    let point = font?.pointSize ?? 17
    let advance = point / 2
    let lineHeight = (point * 1.2).rounded(.up)
    var lines = 0
    var widest: CGFloat = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let width = CGFloat(line.count) * advance
      if wrapping, size.width > 0, width > size.width {
        lines += Int((width / size.width).rounded(.up))
        widest = size.width
      } else {
        lines += 1
        widest = max(widest, width)
      }
    }
    return CGSize(width: widest, height: CGFloat(lines) * lineHeight)
  }
}

extension StringProtocol {
  /// The rectangle the text takes drawn within `size` with `attributes`: the model's estimate
  /// (`TextEstimate`: half the font's size a character, 1.2 times it a line).
  ///
  /// - Parameters:
  ///   - size: The room it has.
  ///   - options: How it is measured (lines wrap with `.usesLineFragmentOrigin`).
  ///   - attributes: Its attributes (the font is read).
  ///   - context: Ignored.
  /// - Returns: The rectangle, at the origin.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    let measured = TextEstimate.size(
      of: String(self), font: attributes?[.font] as? UIFont, within: size,
      wrapping: options.contains(.usesLineFragmentOrigin))
    return CGRect(origin: .zero, size: measured)
  }

  /// The size of the text on one line with `attributes`: the model's estimate.
  ///
  /// - Parameter attributes: Its attributes (the font is read).
  /// - Returns: The size.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    TextEstimate.size(
      of: String(self), font: attributes?[.font] as? UIFont, within: .zero, wrapping: false)
  }
}

extension NSAttributedString {
  /// The rectangle the text takes drawn within `size`: the model's estimate, with the font of
  /// its first character.
  ///
  /// - Parameters:
  ///   - size: The room it has.
  ///   - options: How it is measured.
  ///   - context: Ignored.
  /// - Returns: The rectangle.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let attributes = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    return string.boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// The size of the text on one line: the model's estimate, with the font of its first
  /// character.
  ///
  /// ```swift
  /// let title = NSAttributedString(string: "Now playing", attributes: [.font: UIFont.systemFont(ofSize: 17)])
  /// precondition(title.size() == ("Now playing" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]))
  /// ```
  ///
  /// - Returns: The size.
  public func size() -> CGSize {
    let attributes = length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    return string.size(withAttributes: attributes)
  }
}

extension NSString {
  /// The size of the text on one line with `attributes`: the model's estimate, as a string's.
  ///
  /// - Parameter attributes: Its attributes (the font is read).
  /// - Returns: The size.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }

  /// The rectangle the text takes drawn within `size` with `attributes`, as a string's.
  ///
  /// - Parameters:
  ///   - size: The room it has.
  ///   - options: How it is measured.
  ///   - attributes: Its attributes.
  ///   - context: Ignored.
  /// - Returns: The rectangle, at the origin.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the text at `point` in the current context, as a string's.
  ///
  /// - Parameters:
  ///   - point: Where its top left goes.
  ///   - attributes: Its attributes.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// Draws the text within `rect` in the current context, as a string's.
  ///
  /// - Parameters:
  ///   - rect: The room it has.
  ///   - attributes: Its attributes.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(in: rect, withAttributes: attributes)
  }
}

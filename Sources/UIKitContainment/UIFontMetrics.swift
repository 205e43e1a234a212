public import Foundation

/// Scales fonts and sizes with the user's Dynamic Type size (UIKit's `UIFontMetrics`, iOS 11).
///
/// The model's user keeps the default size (`UIContentSizeCategory.large`, as
/// ``UITraitCollection/preferredContentSizeCategory`` answers), at which UIKit scales nothing:
/// a font and a value come back as they are, a font no larger than a maximum asked for.
///
/// ```swift
/// let body = UIFontMetrics(forTextStyle: .body)
/// let font = body.scaledFont(for: .systemFont(ofSize: 17))
/// precondition(font.pointSize == 17 && body.scaledValue(for: 44) == 44)
/// precondition(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
/// ```
public final class UIFontMetrics: Sendable {
  /// The text style whose scaling it follows.
  public let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  ///
  /// - Parameter textStyle: The text style to scale as.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` scaled for the user's size: as it is, at the default size.
  ///
  /// - Parameter font: The font at the default size.
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled for the user's size, at most `maximumPointSize` points.
  ///
  /// - Parameters:
  ///   - font: The font at the default size.
  ///   - maximumPointSize: The largest size it may take (0: none).
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
    return font.withSize(maximumPointSize)
  }

  /// `font` scaled for the size of `traitCollection`: as it is (every trait collection of the
  /// model's has the default size).
  ///
  /// - Parameters:
  ///   - font: The font at the default size.
  ///   - traitCollection: The traits whose size to scale for.
  /// - Returns: The scaled font.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// `value` (a spacing, a height) scaled for the user's size: as it is, at the default size.
  ///
  /// - Parameter value: The value at the default size.
  /// - Returns: The scaled value.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` scaled for the size of `traitCollection`: as it is.
  ///
  /// - Parameters:
  ///   - value: The value at the default size.
  ///   - traitCollection: The traits whose size to scale for.
  /// - Returns: The scaled value.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}

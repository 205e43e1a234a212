public import Foundation

// Geometry written as text and read back, as UIKit's `NSStringFromCGRect(_:)` family and
// `NSCoder.string(for:)` do (logs, state kept in user defaults): `{x, y}`, `{w, h}`,
// `{{x, y}, {w, h}}`, `{top, left, bottom, right}`, each number as C's `%g` writes it. Reading
// takes the numbers in order; missing ones are 0, as UIKit's are.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `point` as text: `{x, y}` (UIKit's `NSStringFromCGPoint`).
///
/// ```swift
/// precondition(NSStringFromCGRect(CGRect(x: 0, y: 20, width: 320, height: 44.5))
///   == "{{0, 20}, {320, 44.5}}")
/// precondition(CGRectFromString("{{0, 20}, {320, 44}}").height == 44)
/// ```
///
/// - Parameter point: A point.
/// - Returns: Its text.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { written([point.x, point.y]) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `size` as text: `{width, height}` (UIKit's `NSStringFromCGSize`).
///
/// - Parameter size: A size.
/// - Returns: Its text.
public func NSStringFromCGSize(_ size: CGSize) -> String { written([size.width, size.height]) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `rect` as text: `{{x, y}, {width, height}}` (UIKit's `NSStringFromCGRect`).
///
/// - Parameter rect: A rectangle.
/// - Returns: Its text.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
  "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `insets` as text: `{top, left, bottom, right}` (UIKit's `NSStringFromUIEdgeInsets`).
///
/// - Parameter insets: Edge insets.
/// - Returns: Their text.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
  written([insets.top, insets.left, insets.bottom, insets.right])
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `transform` as text: `[a, b, c, d, tx, ty]` (UIKit's `NSStringFromCGAffineTransform`).
///
/// - Parameter transform: An affine transform.
/// - Returns: Its text.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
  let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
  return "[" + numbers.map(number).joined(separator: ", ") + "]"
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The point `string` writes (UIKit's `CGPointFromString`).
///
/// - Parameter string: Text such as `{3, 4}`.
/// - Returns: The point; missing numbers are 0.
public func CGPointFromString(_ string: String) -> CGPoint {
  let n = numbers(in: string, count: 2)
  return CGPoint(x: n[0], y: n[1])
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The size `string` writes (UIKit's `CGSizeFromString`).
///
/// - Parameter string: Text such as `{320, 44}`.
/// - Returns: The size; missing numbers are 0.
public func CGSizeFromString(_ string: String) -> CGSize {
  let n = numbers(in: string, count: 2)
  return CGSize(width: n[0], height: n[1])
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The rectangle `string` writes (UIKit's `CGRectFromString`).
///
/// - Parameter string: Text such as `{{0, 20}, {320, 44}}`.
/// - Returns: The rectangle; missing numbers are 0.
public func CGRectFromString(_ string: String) -> CGRect {
  let n = numbers(in: string, count: 4)
  return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The edge insets `string` writes (UIKit's `UIEdgeInsetsFromString`).
///
/// - Parameter string: Text such as `{8, 16, 8, 16}`.
/// - Returns: The insets; missing numbers are 0.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
  let n = numbers(in: string, count: 4)
  return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}

extension NSCoder {
  /// `point` as text (UIKit's `NSCoder.string(for:)`): as ``NSStringFromCGPoint(_:)``.
  ///
  /// - Parameter point: A point.
  /// - Returns: Its text.
  public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
  /// `size` as text: as ``NSStringFromCGSize(_:)``.
  ///
  /// - Parameter size: A size.
  /// - Returns: Its text.
  public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
  /// `rect` as text: as ``NSStringFromCGRect(_:)``.
  ///
  /// - Parameter rect: A rectangle.
  /// - Returns: Its text.
  public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
  /// `insets` as text: as ``NSStringFromUIEdgeInsets(_:)``.
  ///
  /// - Parameter insets: Edge insets.
  /// - Returns: Their text.
  public static func string(for insets: UIEdgeInsets) -> String {
    NSStringFromUIEdgeInsets(insets)
  }
  /// `transform` as text: as ``NSStringFromCGAffineTransform(_:)``.
  ///
  /// - Parameter transform: An affine transform.
  /// - Returns: Its text.
  public static func string(for transform: CGAffineTransform) -> String {
    NSStringFromCGAffineTransform(transform)
  }
  /// The point `string` writes: as ``CGPointFromString(_:)``.
  ///
  /// - Parameter string: Text.
  /// - Returns: The point.
  public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
  /// The size `string` writes: as ``CGSizeFromString(_:)``.
  ///
  /// - Parameter string: Text.
  /// - Returns: The size.
  public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
  /// The rectangle `string` writes: as ``CGRectFromString(_:)``.
  ///
  /// - Parameter string: Text.
  /// - Returns: The rectangle.
  public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
  /// The edge insets `string` writes: as ``UIEdgeInsetsFromString(_:)``.
  ///
  /// - Parameter string: Text.
  /// - Returns: The insets.
  public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
    UIEdgeInsetsFromString(string)
  }
}

/// A number as C's `%g` writes it (`320`, `44.5`, `1e+06`).
private func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

/// `{a, b, …}`.
private func written(_ values: [CGFloat]) -> String {
  "{" + values.map(number).joined(separator: ", ") + "}"
}

/// The first `count` numbers in `string`, in order, 0 for each one missing.
private func numbers(in string: String, count: Int) -> [CGFloat] {
  var found: [CGFloat] = []
  var current = ""
  func flush() {
    if let value = Double(current) { found.append(CGFloat(value)) }
    current = ""
  }
  for character in string {
    if character.isNumber || "+-.eE".contains(character) {
      current.append(character)
    } else {
      flush()
    }
  }
  flush()
  return (found + Array(repeating: 0, count: count)).prefix(count).map { $0 }
}

public import Foundation

// The geometry UIKit boxes in `NSValue` (its `NSValue (NSValueUIGeometryExtensions)`): points,
// sizes and rectangles kept in dictionaries or arrays of objects, or handed to an animation's
// `fromValue`.

extension NSValue {
  /// A value holding `point`.
  ///
  /// ```swift
  /// let value = NSValue(cgPoint: CGPoint(x: 3, y: 4))
  /// precondition(value.cgPointValue == CGPoint(x: 3, y: 4))
  /// precondition(NSValue(cgRect: .zero).cgRectValue == .zero)
  /// ```
  ///
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`.
  ///
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value holding `rect`.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The point it holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size it holds.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle it holds.
  public var cgRectValue: CGRect { rectValue }
}

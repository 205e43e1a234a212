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

// As on iOS, a point, size or rectangle put where an object goes (a notification's
// `userInfo`, an array of `Any`) is read back either way: `as? CGRect` or `as? NSValue` and
// `cgRectValue`. Apple's Foundation bridges the three to `NSValue`; Linux's does not, so the
// layer does, each read back only from a value that holds one of its type.

/// A geometry value that `NSValue` boxes, bridged as Apple's Foundation bridges it: the
/// layer's detail, which code written for UIKit never names.
public protocol _BoxedInNSValue: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
  /// `value` in a box.
  static func _box(_ value: Self) -> NSValue
  /// The value `box` holds, which is of this type.
  static func _unbox(_ box: NSValue) -> Self
  /// The value of an empty box.
  static var _empty: Self { get }
}

extension _BoxedInNSValue {
  /// The value in a box.
  public func _bridgeToObjectiveC() -> NSValue { Self._box(self) }

  /// The value `source` holds (`nil` if it holds another type's).
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
    result = unboxed(source)
  }

  /// The value `source` holds, if it holds one of this type; whether it does.
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSValue, result: inout Self?
  ) -> Bool {
    result = unboxed(source)
    return result != nil
  }

  /// The value `source` holds, else the empty value.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
    source.flatMap(unboxed) ?? _empty
  }

  /// The value `box` holds, if it holds one of this type (the Objective-C type encodings of
  /// the two are the same).
  private static func unboxed(_ box: NSValue) -> Self? {
    strcmp(box.objCType, _box(_empty).objCType) == 0 ? _unbox(box) : nil
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, _BoxedInNSValue {
  /// A box holding `value`.
  public static func _box(_ value: CGPoint) -> NSValue { NSValue(point: value) }
  /// The point `box` holds.
  public static func _unbox(_ box: NSValue) -> CGPoint { box.pointValue }
  /// The origin.
  public static var _empty: CGPoint { .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, _BoxedInNSValue {
  /// A box holding `value`.
  public static func _box(_ value: CGSize) -> NSValue { NSValue(size: value) }
  /// The size `box` holds.
  public static func _unbox(_ box: NSValue) -> CGSize { box.sizeValue }
  /// No size.
  public static var _empty: CGSize { .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, _BoxedInNSValue {
  /// A box holding `value`.
  public static func _box(_ value: CGRect) -> NSValue { NSValue(rect: value) }
  /// The rectangle `box` holds.
  public static func _unbox(_ box: NSValue) -> CGRect { box.rectValue }
  /// The empty rectangle at the origin.
  public static var _empty: CGRect { .zero }
}

// Core Animation's and Core Graphics' transforms boxed in `NSValue` (its
// `NSValue (CATransform3DAdditions)` and `(NSValueUIGeometryExtensions)`), as an animation's
// `fromValue` takes them. Linux's Foundation boxes no structure: each is boxed as an array of
// its numbers (`objCType` `[16d]` and `[6d]`, where Apple's names the structure).

extension NSValue {
  /// A value holding `t`.
  ///
  /// ```swift
  /// let flip = CATransform3DMakeRotation(.pi, 0, 1, 0)
  /// precondition(NSValue(caTransform3D: flip).caTransform3DValue == flip)
  /// ```
  ///
  /// - Parameter t: The transform.
  public convenience init(caTransform3D t: CATransform3D) {
    var t = t
    self.init(bytes: &t, objCType: Self.transform3DType)
  }

  /// A value holding `transform`.
  ///
  /// - Parameter transform: The transform.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    var transform = transform
    self.init(bytes: &transform, objCType: Self.affineTransformType)
  }

  /// The 3D transform it holds (the identity when it holds another type).
  public var caTransform3DValue: CATransform3D {
    var t = CATransform3DIdentity
    if strcmp(objCType, Self.transform3DType) == 0 { getValue(&t) }
    return t
  }

  /// The affine transform it holds (the identity when it holds another type).
  public var cgAffineTransformValue: CGAffineTransform {
    var transform = CGAffineTransform.identity
    if strcmp(objCType, Self.affineTransformType) == 0 { getValue(&transform) }
    return transform
  }

  /// The type encodings of the two boxes: their numbers, as arrays of doubles.
  private static let transform3DType = "[16d]"
  private static let affineTransformType = "[6d]"
}

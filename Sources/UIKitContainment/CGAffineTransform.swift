#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A 2-D affine transform (Core Graphics' `CGAffineTransform`): a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// A view keeps its `transform` and draws nothing: its frame, bounds and centre are
/// the model's whatever the transform (UIKit leaves `frame` undefined under a transform that is
/// not the identity; read `bounds` and `center`, as Apple advises).
///
/// ```swift
/// let shrink = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 10, y: 0)
/// precondition(CGPoint(x: 2, y: 4).applying(shrink) == CGPoint(x: 6, y: 2))
/// precondition(shrink.concatenating(shrink.inverted()).isIdentity)
/// ```
public struct CGAffineTransform: Hashable, Sendable {
  /// The matrix's entries: `[a b 0; c d 0; tx ty 1]`.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// The transform of the given entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The identity.
  public init() { self = .identity }

  /// A translation by (`tx`, `ty`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether it is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by (`tx`, `ty`), then this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`), then this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians, then this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one (this one when it cannot be undone, as Core Graphics).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the rectangle's four corners transformed by `t` (a null
  /// rectangle stays null), as Core Graphics' `CGRectApplyAffineTransform`.
  ///
  /// ```swift
  /// let card = CGRect(x: 0, y: 0, width: 100, height: 50)
  /// precondition(card.applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 200, height: 100))
  /// precondition(card.applying(CGAffineTransform(translationX: -10, y: 5)).origin == CGPoint(x: -10, y: 5))
  /// ```
  ///
  /// - Parameter t: The transform.
  /// - Returns: The transformed rectangle's bounding box.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    // swift-format-ignore: NeverForceUnwrap
    let (left, top) = (xs.min()!, ys.min()!)
    // swift-format-ignore: NeverForceUnwrap
    return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }
}

extension CGSize {
  /// The size transformed by `t`, its translation aside.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

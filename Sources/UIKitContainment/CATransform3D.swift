// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's names for its transform functions are its own (`CATransform3DMakeRotation`).

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A 3-D transform (Core Animation's `CATransform3D`): a 4 × 4 matrix that a point
/// (x, y, z, 1), written as a row, multiplies from the left.
///
/// A layer keeps its ``CALayer/transform`` and ``CALayer/sublayerTransform`` and draws
/// nothing; a view's `transform` is its layer's transform read as an affine one, as in
/// UIKit. The functions compose as Core Animation's: `CATransform3DConcat(a, b)` is `a`, then
/// `b`; `CATransform3DRotate(t, …)` is the rotation, then `t`.
///
/// ```swift
/// var perspective = CATransform3DIdentity
/// perspective.m34 = -1.0 / 500
/// let turned = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
/// precondition(!CATransform3DIsIdentity(turned) && !CATransform3DIsAffine(turned))
/// let moved = CATransform3DMakeTranslation(10, 20, 0)
/// precondition(CATransform3DGetAffineTransform(moved) == CGAffineTransform(translationX: 10, y: 20))
/// ```
public struct CATransform3D: Hashable, Sendable {
  /// The first row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The second row.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The third row.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The fourth row: the translation, then the homogeneous entry.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The transform of the given entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The zero matrix, as Core Animation's empty initializer gives it.
  public init() {
    self.init(rows: Array(repeating: 0, count: 16))
  }

  /// The transform of 16 entries, row by row.
  init(rows e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  /// Its 16 entries, row by row.
  var rows: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// This matrix times `other`: this transform, then `other`.
  func then(_ other: CATransform3D) -> CATransform3D {
    let (left, right) = (rows, other.rows)
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 { sum += left[row * 4 + k] * right[k * 4 + column] }
        product[row * 4 + column] = sum
      }
    }
    return CATransform3D(rows: product)
  }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), counterclockwise as the axis
/// points at the viewer; the identity for an axis of no length (Core Animation leaves that
/// case undefined).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
  let t = 1 - c
  return CATransform3D(
    m11: c + x * x * t, m12: x * y * t + z * s, m13: x * z * t - y * s, m14: 0,
    m21: x * y * t - z * s, m22: c + y * y * t, m23: y * z * t + x * s, m24: 0,
    m31: x * z * t + y * s, m32: y * z * t - x * s, m33: c + z * z * t, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// A translation by (`tx`, `ty`), then `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).then(t)
}

/// A scale by (`sx`, `sy`, `sz`), then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).then(t)
}

/// A rotation by `angle` radians about (`x`, `y`, `z`), then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).then(t)
}

/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.then(b)
}

/// The transform that undoes `t`; `t` itself when it cannot be undone, as Core Animation.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss–Jordan elimination with partial pivoting on [t | identity].
  var left = t.rows
  var right = CATransform3DIdentity.rows
  for column in 0..<4 {
    var pivot = column
    for row in column..<4 where abs(left[row * 4 + column]) > abs(left[pivot * 4 + column]) {
      pivot = row
    }
    let lead = left[pivot * 4 + column]
    guard abs(lead) > 1e-12 else { return t }
    for k in 0..<4 {
      left.swapAt(column * 4 + k, pivot * 4 + k)
      right.swapAt(column * 4 + k, pivot * 4 + k)
    }
    for k in 0..<4 {
      left[column * 4 + k] /= lead
      right[column * 4 + k] /= lead
    }
    for row in 0..<4 where row != column {
      let factor = left[row * 4 + column]
      guard factor != 0 else { continue }
      for k in 0..<4 {
        left[row * 4 + k] -= factor * left[column * 4 + k]
        right[row * 4 + k] -= factor * right[column * 4 + k]
      }
    }
  }
  return CATransform3D(rows: right)
}

/// The 3-D transform that does what the affine `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` only moves, scales, rotates or skews in the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its plane entries; the rest is dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A path (Core Graphics' `CGPath`): lines and curves, kept as their points and never drawn.
///
/// Code written for UIKit hands paths to a layer (a shadow's ``CALayer/shadowPath``, a shape
/// layer's ``CAShapeLayer/path``) and reads their ``boundingBox``. Arcs and ellipses are kept
/// as cubic curves, as Core Graphics keeps them, so the bounding box counts their control
/// points as Core Graphics' does.
///
/// ```swift
/// let card = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100),
///                   cornerWidth: 12, cornerHeight: 12, transform: nil)
/// precondition(card.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 100))
/// let line = CGMutablePath()
/// line.move(to: CGPoint(x: 10, y: 10))
/// line.addLine(to: CGPoint(x: 30, y: 50))
/// precondition(line.currentPoint == CGPoint(x: 30, y: 50) && !line.isEmpty)
/// ```
public class CGPath: Hashable {
  /// One step of a path.
  enum Element: Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// Its points, control points included.
    var points: [CGPoint] {
      switch self {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [control, point]
      case .curve(let point, let control1, let control2): [control1, control2, point]
      case .close: []
      }
    }

    /// The same step with each point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> Element {
      switch self {
      case .move(let point): .move(point.applying(t))
      case .line(let point): .line(point.applying(t))
      case .quadCurve(let point, let control):
        .quadCurve(point.applying(t), control: control.applying(t))
      case .curve(let point, let control1, let control2):
        .curve(
          point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
      case .close: .close
      }
    }
  }

  /// Its steps, in order.
  var elements: [Element]

  init(elements: [Element]) { self.elements = elements }

  /// A rectangle, transformed by `transform` when one is given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// The ellipse that `rect` bounds, transformed by `transform` when one is given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rectangle with rounded corners, transformed by `transform` when one is given.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// The smallest rectangle that holds every point, control points included (`CGRect.null`
  /// for an empty path).
  public var boundingBox: CGRect {
    var (minX, minY, maxX, maxY) = (
      CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity,
      -CGFloat.infinity
    )
    for element in elements {
      for point in element.points {
        (minX, minY) = (min(minX, point.x), min(minY, point.y))
        (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether it has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where its last step ended (`.zero` for an empty path; a closed figure's start).
  public var currentPoint: CGPoint {
    guard let last = elements.last else { return .zero }
    if case .close = last { return subpathStart }
    return last.points.last ?? .zero
  }

  /// Where its last figure began.
  var subpathStart: CGPoint {
    for element in elements.reversed() {
      if case .move(let point) = element { return point }
    }
    return .zero
  }

  /// A path of the same steps that does not change.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// A path of the same steps to add to.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// A path of the same steps, each moved by `transform` (`nil`: as they are), that does not
  /// change (Core Graphics' `CGPathCreateCopyByTransformingPath`).
  ///
  /// ```swift
  /// let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
  /// var shift = CGAffineTransform(translationX: 5, y: 5)
  /// precondition(square.copy(using: &shift)?.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
  /// ```
  ///
  /// - Parameter transform: The transform, if any.
  /// - Returns: The transformed copy.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let moved = transform.map { transform in elements.map { $0.applying(transform.pointee) } }
    return CGPath(elements: moved ?? elements)
  }

  /// ``copy(using:)``, to add to.
  ///
  /// - Parameter transform: The transform, if any.
  /// - Returns: The transformed copy.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    let moved = transform.map { transform in elements.map { $0.applying(transform.pointee) } }
    return CGMutablePath(elements: moved ?? elements)
  }

  /// Whether `lhs` and `rhs` have the same steps (Core Graphics' `CGPathEqualToPath`).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Hashes its steps.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path to add to (Core Graphics' `CGMutablePath`); each step may be transformed as it is
/// added.
public final class CGMutablePath: CGPath {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Begins a new figure at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(Element.move(point).applying(transform))
  }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(Element.line(point).applying(transform))
  }

  /// Lines through `points`, the first moved to.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      if index == 0 {
        move(to: point, transform: transform)
      } else {
        addLine(to: point, transform: transform)
      }
    }
  }

  /// A quadratic curve to `end`, pulled towards `control`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(Element.quadCurve(end, control: control).applying(transform))
  }

  /// A cubic curve to `end`, pulled towards `control1`, then `control2`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(Element.curve(end, control1: control1, control2: control2).applying(transform))
  }

  /// Ends the current figure with a line back to its start.
  public func closeSubpath() { elements.append(.close) }

  /// A closed rectangle.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines(
      between: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The closed ellipse that `rect` bounds, as four cubic curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addRoundedRect(
      in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2,
      transform: transform)
  }

  /// A closed rectangle whose corners are quarter ellipses of the given radii (each at most
  /// half the rectangle's side).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, rounding: .allCorners,
      transform: transform)
  }

  /// A closed rectangle whose `rounding` corners are quarter ellipses of the given radii (each
  /// at most half the rectangle's side), the others square; from the top edge, clockwise on
  /// the screen.
  func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, rounding: UIRectCorner,
    transform: CGAffineTransform = .identity
  ) {
    let rx = max(0, min(cornerWidth, rect.width / 2))
    let ry = max(0, min(cornerHeight, rect.height / 2))
    let round = rx > 0 && ry > 0
    // Each corner: its own point, the centre of its arc, the angle its arc starts at.
    let corners: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
      (
        .topRight, CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX - rx, y: rect.minY + ry), .pi * 1.5
      ),
      (
        .bottomRight, CGPoint(x: rect.maxX, y: rect.maxY),
        CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0
      ),
      (
        .bottomLeft, CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2
      ),
      (
        .topLeft, CGPoint(x: rect.minX, y: rect.minY),
        CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi
      ),
    ]
    var last = CGPoint(x: rect.minX + (round && rounding.contains(.topLeft) ? rx : 0), y: rect.minY)
    move(to: last, transform: transform)
    for (corner, point, center, start) in corners {
      let arcs = round && rounding.contains(corner)
      let from = arcs ? Self.point(on: center, rx, ry, at: start) : point
      if abs(from.x - last.x) + abs(from.y - last.y) > 1e-9 {
        addLine(to: from, transform: transform)
      }
      guard arcs else {
        last = point
        continue
      }
      last = Self.point(on: center, rx, ry, at: start + .pi / 2)
      appendArc(center: center, rx: rx, ry: ry, from: start, sweep: .pi / 2, transform: transform)
    }
    closeSubpath()
  }

  /// An arc of the circle about `center`, from `startAngle` to `endAngle`.
  ///
  /// The angles are in radians from the x axis; the arc turns clockwise or not in Core
  /// Graphics' own sense (y up: `clockwise` lowers the angle), and more than a turn is a turn.
  /// A line joins it to the current point, if any.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
      sweep = max(sweep, -turn)
    } else {
      if sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
      sweep = min(sweep, turn)
    }
    let start = Self.point(on: center, radius, radius, at: startAngle)
    if isEmpty {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    appendArc(
      center: center, rx: radius, ry: radius, from: startAngle, sweep: sweep, transform: transform)
  }

  /// Every step of `path`, transformed by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// Adds an elliptical arc as cubic curves of at most a quarter turn each.
  private func appendArc(
    center: CGPoint, rx: CGFloat, ry: CGFloat, from start: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * CGFloat(tan(Double(step) / 4))
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0) = Self.cosineAndSine(of: angle)
      let (c1, s1) = Self.cosineAndSine(of: next)
      addCurve(
        to: CGPoint(x: center.x + rx * c1, y: center.y + ry * s1),
        control1: CGPoint(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0)),
        control2: CGPoint(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1)),
        transform: transform)
      angle = next
    }
  }

  /// The point at `angle` on the ellipse of radii (`rx`, `ry`) about `center`.
  private static func point(on center: CGPoint, _ rx: CGFloat, _ ry: CGFloat, at angle: CGFloat)
    -> CGPoint
  {
    let (cosine, sine) = cosineAndSine(of: angle)
    return CGPoint(x: center.x + rx * cosine, y: center.y + ry * sine)
  }

  /// The cosine and sine of `angle`, exact at quarter turns (so that a rectangle's rounded
  /// corners meet its sides where its sides are).
  private static func cosineAndSine(of angle: CGFloat) -> (CGFloat, CGFloat) {
    func snapped(_ value: Double) -> CGFloat {
      if abs(value) < 1e-12 { return 0 }
      if abs(abs(value) - 1) < 1e-12 { return value < 0 ? -1 : 1 }
      return CGFloat(value)
    }
    return (snapped(cos(Double(angle))), snapped(sin(Double(angle))))
  }
}

/// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
  /// Square, at the end point.
  case butt
  /// Rounded.
  case round
  /// Square, half the line's width beyond the end point.
  case square
}

/// How the corners of a stroked line are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
  /// Pointed.
  case miter
  /// Rounded.
  case round
  /// Cut off.
  case bevel
}

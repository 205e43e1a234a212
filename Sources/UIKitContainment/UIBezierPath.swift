/// UIKit's path object (`UIBezierPath`): a ``CGPath`` with the line settings UIKit keeps
/// beside it, never drawn.
///
/// Container code makes one to give a layer its shadow's or its mask's outline
/// (``CALayer/shadowPath``, ``CAShapeLayer/path``) without drawing. Its angles are UIKit's: the
/// y axis points down, so `clockwise` turns clockwise on the screen.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 16).cgPath
/// precondition(card.layer.shadowPath?.boundingBox == card.bounds)
/// let tab = UIBezierPath(
///   roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
///   cornerRadii: CGSize(width: 8, height: 8))
/// precondition(tab.bounds == card.bounds && !tab.isEmpty)
/// ```
open class UIBezierPath: NSObject {
  /// The path, added to as the methods below are called.
  private let path: CGMutablePath

  /// An empty path.
  public override init() { path = CGMutablePath() }

  /// A path of the steps of `cgPath`.
  public init(cgPath: CGPath) { path = CGMutablePath(elements: cgPath.elements) }

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The closed ellipse that `rect` bounds.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A closed rectangle whose corners are rounded by `cornerRadius` (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = Self.circularRadius(cornerRadius, in: rect)
    path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
  }

  /// A closed rectangle whose `corners` are rounded by `cornerRadii` (its width, as UIKit's
  /// rounds them), the others square.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner,
    cornerRadii: CGSize
  ) {
    self.init()
    let radius = Self.circularRadius(cornerRadii.width, in: rect)
    path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius, rounding: corners)
  }

  /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians from the x
  /// axis; `clockwise` as seen on the screen).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// `radius`, at most half the shorter side of `rect`: UIKit's corners stay circular.
  private static func circularRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
    max(0, min(radius, rect.width / 2, rect.height / 2))
  }

  /// The path's steps as a Core Graphics path (a copy; setting one replaces the steps).
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path.elements = newValue.elements }
  }

  /// The smallest rectangle that holds its points, control points included.
  open var bounds: CGRect { path.boundingBox }

  /// Where its last step ended.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether it has no steps.
  open var isEmpty: Bool { path.isEmpty }

  /// The width of its stroke (1 by default).
  open var lineWidth: CGFloat = 1
  /// How its stroke's ends are drawn.
  open var lineCapStyle = CGLineCap.butt
  /// How its stroke's corners are drawn.
  open var lineJoinStyle = CGLineJoin.miter
  /// The longest mitre, in line widths.
  open var miterLimit: CGFloat = 10
  /// How finely curves are drawn.
  open var flatness: CGFloat = 0.6
  /// Whether it is filled by the even–odd rule rather than the non-zero one.
  open var usesEvenOddFillRule = false

  /// Begins a new figure at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// A line from the current point to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// A cubic curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc of the circle about `center` (`clockwise` as seen on the screen), joined to the
  /// current point by a line.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    // UIKit's y axis points down: clockwise on the screen raises the angle, which Core
    // Graphics calls counterclockwise.
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Ends the current figure with a line back to its start.
  open func close() { path.closeSubpath() }

  /// Removes every step.
  open func removeAllPoints() { path.elements.removeAll() }

  /// Adds the steps of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Transforms every point by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path.elements = path.elements.map { $0.applying(transform) }
  }

  /// Whether `point` lies inside the path as it would be filled, by its
  /// ``usesEvenOddFillRule`` (``CGPath/contains(_:using:transform:)``).
  ///
  /// ```swift
  /// let button = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 44, height: 44))
  /// precondition(button.contains(CGPoint(x: 22, y: 22)) && !button.contains(CGPoint(x: 1, y: 1)))
  /// ```
  ///
  /// - Parameter point: The point, in the path's coordinates.
  /// - Returns: Whether filling the path would cover it.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The corners' bits.
  public let rawValue: UInt

  /// The corners of the given bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// The four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

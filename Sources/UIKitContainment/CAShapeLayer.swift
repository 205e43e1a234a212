/// A layer that draws a path (Core Animation's `CAShapeLayer`): its path and stroke kept,
/// never drawn.
///
/// Container code uses one as a view's ``CALayer/mask`` (rounded or cut corners) or as a
/// drawn outline.
///
/// ```swift
/// let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
/// let outline = CAShapeLayer()
/// outline.path = UIBezierPath(roundedRect: panel.bounds, cornerRadius: 20).cgPath
/// outline.fillColor = UIColor.black.cgColor
/// panel.layer.mask = outline
/// precondition(panel.layer.mask === outline && outline.path?.boundingBox == panel.bounds)
/// ```
open class CAShapeLayer: CALayer {
  /// The path it draws.
  open var path: CGPath?
  /// The colour its path is filled with (opaque black by default).
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The rule its path is filled by.
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// The colour its path is stroked with (none by default).
  open var strokeColor: CGColor?
  /// The width of its stroke.
  open var lineWidth: CGFloat = 1
  /// Where its stroke begins, from 0 to 1 of the path.
  open var strokeStart: CGFloat = 0
  /// Where its stroke ends, from 0 to 1 of the path.
  open var strokeEnd: CGFloat = 1
  /// How its stroke's ends are drawn.
  open var lineCap = CAShapeLayerLineCap.butt
  /// How its stroke's corners are drawn.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// The longest mitre, in line widths.
  open var miterLimit: CGFloat = 10
  /// The dash pattern of its stroke (solid when `nil`).
  open var lineDashPattern: [NSNumber]?
  /// Where in the dash pattern its stroke begins.
  open var lineDashPhase: CGFloat = 0
}

/// A layer that draws a gradient (Core Animation's `CAGradientLayer`): its colours and
/// geometry kept, never drawn.
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
/// fade.locations = [0, 1]
/// fade.startPoint = CGPoint(x: 0.5, y: 1)
/// fade.endPoint = CGPoint(x: 0.5, y: 0)
/// precondition(fade.colors?.count == 2 && fade.type == .axial)
/// ```
open class CAGradientLayer: CALayer {
  /// The colours of the gradient (`CGColor`s), from start to end.
  open var colors: [Any]?
  /// Where each colour stops, from 0 to 1 (evenly spread when `nil`).
  open var locations: [NSNumber]?
  /// Where the gradient starts, in units of the layer's size.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in units of the layer's size.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// Its kind.
  open var type = CAGradientLayerType.axial
}

// Core Animation declares the four below as structs of its string constants; here each is an
// enum of those strings (the same cases, read and written as Core Animation's; only
// `init(rawValue:)` may fail).

/// How a shape layer fills its path (Core Animation's `CAShapeLayerFillRule`).
public enum CAShapeLayerFillRule: String, Sendable {
  /// The non-zero winding rule.
  case nonZero = "non-zero"
  /// The even–odd rule.
  case evenOdd = "even-odd"
}

/// How a shape layer draws its stroke's ends (Core Animation's `CAShapeLayerLineCap`).
public enum CAShapeLayerLineCap: String, Sendable {
  /// Square, at the end point.
  case butt
  /// Rounded.
  case round
  /// Square, half the line's width beyond the end point.
  case square
}

/// How a shape layer draws its stroke's corners (Core Animation's `CAShapeLayerLineJoin`).
public enum CAShapeLayerLineJoin: String, Sendable {
  /// Pointed.
  case miter
  /// Rounded.
  case round
  /// Cut off.
  case bevel
}

/// The kinds of gradient (Core Animation's `CAGradientLayerType`).
public enum CAGradientLayerType: String, Sendable {
  /// Along the line from the start point to the end point.
  case axial
  /// Out from the start point, reaching the end point.
  case radial
  /// Around the start point.
  case conic
}

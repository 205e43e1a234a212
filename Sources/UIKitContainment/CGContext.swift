public import Foundation

/// A drawing destination (Core Graphics' `CGContext`): what a view's `draw(_:)` and an image
/// renderer draw into, kept as its state and never painted.
///
/// The model has no pixels, so a context keeps what code written for UIKit reads back: its
/// graphics state (colours, line, alpha, blend mode, shadow) and the stack
/// ``saveGState()``/``restoreGState()`` keep it on, its transform (``ctm``), its clip
/// (``boundingBoxOfClipPath``) and its current path, which a fill, a stroke or a clip uses up
/// as in Core Graphics. A context UIKit makes has its origin at the top left: its transform
/// scales by the scale and turns the y axis down, as UIKit's do.
///
/// Where Core Graphics logs "no current point" and ignores a line, a curve or a close with no
/// figure begun, the model ignores it without the line; a restore with no saved state is
/// ignored, as Core Graphics ignores it.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
/// let image = renderer.image { context in
///   let cg = context.cgContext
///   cg.saveGState()
///   cg.translateBy(x: 10, y: 0)
///   cg.move(to: .zero)
///   cg.addLine(to: CGPoint(x: 20, y: 20))
///   precondition(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
///   cg.strokePath()
///   precondition(cg.isPathEmpty)
///   cg.restoreGState()
/// }
/// precondition(image.size == CGSize(width: 40, height: 20))
/// ```
public final class CGContext {
  /// One graphics state: what ``saveGState()`` keeps.
  struct State {
    var transform: CGAffineTransform
    /// The clip's bounds, in device space.
    var clip: CGRect
    var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
    var antialiases = true
  }

  /// The state now.
  var state: State
  /// The states ``saveGState()`` kept, oldest first.
  private var saved: [State] = []
  /// The current path, in device space (Core Graphics keeps it so: a change of the transform
  /// leaves the points added before it where they were).
  private var devicePath = CGMutablePath()
  /// How many times something was painted: fills, strokes, clears, images and text (the
  /// model's, to read back).
  public private(set) var _paintCount = 0

  /// The width in pixels of the context's bitmap.
  public let width: Int
  /// The height in pixels of the context's bitmap.
  public let height: Int

  /// Its size in points and its pixels a point, as UIKit made it (an image drawn in it has them).
  let size: CGSize
  let scale: CGFloat

  /// A context of `size` points at `scale` pixels a point, its origin at the top left as
  /// UIKit's contexts have it.
  init(size: CGSize, scale: CGFloat) {
    (self.size, self.scale) = (size, scale)
    width = Int((size.width * scale).rounded(.up))
    height = Int((size.height * scale).rounded(.up))
    let flip = CGAffineTransform(
      a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height))
    state = State(
      transform: flip,
      clip: CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
  }

  // MARK: The graphics state

  /// Keeps a copy of the graphics state, for ``restoreGState()``.
  public func saveGState() { saved.append(state) }

  /// Puts back the graphics state last kept (nothing when none is: Core Graphics ignores it).
  public func restoreGState() {
    if let last = saved.popLast() { state = last }
  }

  /// The transform from user space to the device's pixels.
  public var ctm: CGAffineTransform { state.transform }

  /// Moves user space's origin by (`x`, `y`).
  public func translateBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
  }

  /// Scales user space by `x` and `y`.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
  }

  /// Turns user space by `angle` radians.
  public func rotate(by angle: CGFloat) {
    state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform)
  }

  /// Transforms user space by `transform`.
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
  }

  /// Sets the colour fills paint in.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }

  /// Sets the colour strokes paint in.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// Sets the colour fills paint in, by its components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the colour strokes paint in, by its components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the colour fills paint in, a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    setFillColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Sets the colour strokes paint in, a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The colour fills paint in (the model's, to read back).
  public var _fillColor: CGColor { state.fillColor }

  /// The colour strokes paint in (the model's, to read back).
  public var _strokeColor: CGColor { state.strokeColor }

  /// Sets the width of stroked lines.
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

  /// Sets how the ends of stroked lines are drawn.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

  /// Sets how the corners of stroked lines are drawn.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

  /// Sets how far a mitred corner may reach.
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Sets the dashes of stroked lines (no lengths: a solid line).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.lineDash = (phase, lengths)
  }

  /// Sets the opacity everything painted is painted with.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

  /// Sets how what is painted mixes with what is there.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// Sets the shadow of what is painted, a third black.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    state.shadow = (offset, blur, CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
  }

  /// Sets the shadow of what is painted (no colour: none).
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    state.shadow = (offset, blur, color)
  }

  /// Sets whether edges are smoothed.
  public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialiases = shouldAntialias }

  /// Sets whether edges may be smoothed (the model keeps the one setting).
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
    state.antialiases = allowsAntialiasing
  }

  /// How images drawn scaled are smoothed.
  public var interpolationQuality = CGInterpolationQuality.default

  /// The transform text is drawn with.
  public var textMatrix = CGAffineTransform.identity

  // MARK: The current path

  /// Begins a new path, dropping the current one.
  public func beginPath() { devicePath = CGMutablePath() }

  /// Begins a new figure at `point`.
  public func move(to point: CGPoint) { devicePath.move(to: point, transform: state.transform) }

  /// A line from the current point to `point` (ignored with no figure begun).
  public func addLine(to point: CGPoint) {
    guard !devicePath.isEmpty else { return }
    devicePath.addLine(to: point, transform: state.transform)
  }

  /// A cubic curve from the current point to `end` (ignored with no figure begun).
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard !devicePath.isEmpty else { return }
    devicePath.addCurve(
      to: end, control1: control1, control2: control2, transform: state.transform)
  }

  /// A quadratic curve from the current point to `end` (ignored with no figure begun).
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard !devicePath.isEmpty else { return }
    devicePath.addQuadCurve(to: end, control: control, transform: state.transform)
  }

  /// Closes the current figure (ignored with no figure begun).
  public func closePath() {
    guard !devicePath.isEmpty else { return }
    devicePath.closeSubpath()
  }

  /// Lines through `points`, the first moved to.
  public func addLines(between points: [CGPoint]) {
    devicePath.addLines(between: points, transform: state.transform)
  }

  /// A closed rectangle.
  public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: state.transform) }

  /// Closed rectangles.
  public func addRects(_ rects: [CGRect]) {
    devicePath.addRects(rects, transform: state.transform)
  }

  /// The closed ellipse `rect` bounds.
  public func addEllipse(in rect: CGRect) {
    devicePath.addEllipse(in: rect, transform: state.transform)
  }

  /// An arc of the circle about `center` (see `CGMutablePath`'s).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    devicePath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.transform)
  }

  /// A line towards `tangent1End` rounded into `tangent2End`'s direction: the model keeps the
  /// two lines (ignored with no figure begun).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard !devicePath.isEmpty else { return }
    devicePath.addLine(to: tangent1End, transform: state.transform)
  }

  /// Every figure of `path`.
  public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: state.transform) }

  /// Whether the current path has no figure.
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// Where the current path ends, in user space (`.zero` when it is empty).
  public var currentPointOfPath: CGPoint {
    devicePath.currentPoint.applying(state.transform.inverted())
  }

  /// The smallest rectangle of user space that holds the current path (`CGRect.null` when it is
  /// empty).
  public var boundingBoxOfPath: CGRect { userRect(devicePath.boundingBox) }

  /// A copy of the current path, in user space (`nil` when it is empty).
  public var path: CGPath? {
    guard !devicePath.isEmpty else { return nil }
    let user = CGMutablePath()
    user.addPath(devicePath, transform: state.transform.inverted())
    return user
  }

  // MARK: Painting

  /// Paints the current path: filled, stroked or both, and uses it up.
  public func drawPath(using mode: CGPathDrawingMode) { paintPath() }

  /// Fills the current path and uses it up.
  public func fillPath(using rule: CGPathFillRule = .winding) { paintPath() }

  /// Strokes the current path and uses it up.
  public func strokePath() { paintPath() }

  /// Fills `rect`.
  public func fill(_ rect: CGRect) { paint() }

  /// Fills each of `rects`.
  public func fill(_ rects: [CGRect]) { paint() }

  /// Strokes the outline of `rect`.
  public func stroke(_ rect: CGRect) { paint() }

  /// Strokes the outline of `rect` `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) { paint() }

  /// Fills the ellipse `rect` bounds.
  public func fillEllipse(in rect: CGRect) { paint() }

  /// Strokes the ellipse `rect` bounds.
  public func strokeEllipse(in rect: CGRect) { paint() }

  /// Strokes lines between each pair of `points`.
  public func strokeLineSegments(between points: [CGPoint]) { paint() }

  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) { paint() }

  /// Counts one painting, and drops the current path as Core Graphics does after one.
  private func paintPath() {
    devicePath = CGMutablePath()
    paint()
  }

  /// Counts one painting.
  func paint() { _paintCount += 1 }

  // MARK: The clip

  /// Narrows the clip to the current path, and uses it up.
  public func clip(using rule: CGPathFillRule = .winding) {
    state.clip = state.clip.intersection(devicePath.boundingBox)
    devicePath = CGMutablePath()
  }

  /// Narrows the clip to `rect`.
  public func clip(to rect: CGRect) {
    state.clip = state.clip.intersection(deviceRect(rect))
  }

  /// Narrows the clip to what `rects` cover.
  public func clip(to rects: [CGRect]) {
    let covered = rects.reduce(CGRect.null) { $0.union(deviceRect($1)) }
    state.clip = state.clip.intersection(covered)
  }

  /// The clip's bounds, in user space.
  public var boundingBoxOfClipPath: CGRect { userRect(state.clip) }

  // MARK: Spaces

  /// `rect`, of user space, in device space.
  private func deviceRect(_ rect: CGRect) -> CGRect { Self.bounds(of: rect, by: state.transform) }

  /// `rect`, of device space, in user space.
  private func userRect(_ rect: CGRect) -> CGRect {
    rect.isNull ? rect : Self.bounds(of: rect, by: state.transform.inverted())
  }

  /// The bounds of `rect`'s corners transformed by `transform`.
  static func bounds(of rect: CGRect, by transform: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    return corners.reduce(CGRect.null) { box, corner in
      box.union(CGRect(origin: corner.applying(transform), size: .zero))
    }
  }
}

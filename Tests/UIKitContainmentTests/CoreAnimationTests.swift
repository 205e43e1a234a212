import Testing
import UIKitContainment

/// Core Animation's transforms, layers and paths as container code uses them: kept and read back
/// as Core Animation's, never drawn.
@Suite struct CoreAnimationTests {
  /// `point`, a row (x, y, z, 1), times `t`, divided by its homogeneous part.
  private func apply(_ t: CATransform3D, to point: (CGFloat, CGFloat, CGFloat))
    -> (CGFloat, CGFloat, CGFloat)
  {
    let (x, y, z) = point
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return (
      (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
      (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
      (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
    )
  }

  @MainActor private func close(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat))
    -> Bool
  {
    abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
  }

  @MainActor private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    close((a.m11, a.m12, a.m13), (b.m11, b.m12, b.m13))
      && close((a.m21, a.m22, a.m23), (b.m21, b.m22, b.m23))
      && close((a.m31, a.m32, a.m33), (b.m31, b.m32, b.m33))
      && close((a.m41, a.m42, a.m43), (b.m41, b.m42, b.m43))
      && close((a.m14, a.m24, a.m34), (b.m14, b.m24, b.m34)) && abs(a.m44 - b.m44) < 1e-9
  }

  @Test @MainActor func transformsComposeAsCoreAnimationDoes() {
    let move = CATransform3DMakeTranslation(10, 20, 0)
    let grow = CATransform3DMakeScale(2, 3, 1)
    // `Concat(a, b)`: a, then b.
    #expect(close(apply(CATransform3DConcat(move, grow), to: (1, 1, 0)), (22, 63, 0)))
    #expect(close(apply(CATransform3DConcat(grow, move), to: (1, 1, 0)), (12, 23, 0)))
    // `Translate`, `Scale`, `Rotate`: the new step, then the transform given.
    #expect(CATransform3DTranslate(grow, 10, 20, 0) == CATransform3DConcat(move, grow))
    #expect(CATransform3DScale(move, 2, 3, 1) == CATransform3DConcat(grow, move))
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(close(CATransform3DRotate(move, .pi / 2, 0, 0, 1), CATransform3DConcat(turn, move)))
    // About z, the same turn as the plane's; about y, x goes to -z (the right hand's rule).
    for angle in [CGFloat.pi / 6, 1, -2.5] {
      let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
      #expect(close(CATransform3DMakeRotation(angle, 0, 0, 5), affine))
    }
    #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), to: (1, 0, 0)), (0, 0, -1)))
    #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), to: (0, 1, 0)), (0, 0, 1)))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test @MainActor func aPerspectiveIsNotAffineAndInvertsExactly() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let turned = CATransform3DTranslate(
      CATransform3DRotate(perspective, .pi / 3, 0, 1, 0), 30, -12, 4)
    #expect(!CATransform3DIsAffine(turned) && !CATransform3DIsIdentity(turned))
    #expect(close(CATransform3DConcat(turned, CATransform3DInvert(turned)), CATransform3DIdentity))
    #expect(close(CATransform3DConcat(CATransform3DInvert(turned), turned), CATransform3DIdentity))
    // A flat transform cannot be undone: Core Animation gives it back unchanged.
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
    let plane = CGAffineTransform(translationX: 5, y: 6).rotated(by: 0.3).scaledBy(x: 2, y: 1)
    let lifted = CATransform3DMakeAffineTransform(plane)
    #expect(CATransform3DIsAffine(lifted) && CATransform3DGetAffineTransform(lifted) == plane)
    #expect(CATransform3DEqualToTransform(lifted, lifted) && CATransform3D().m44 == 0)
  }

  @Test @MainActor func aViewsTransformIsItsLayersTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.layer.transform == CATransform3DMakeScale(0.5, 0.5, 1))
    #expect(view.transform3D == view.layer.transform)
    view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(view.transform3D == CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
    #expect(view.transform == CATransform3DGetAffineTransform(view.layer.transform))
    view.layer.setAffineTransform(.identity)
    #expect(view.transform.isIdentity && CATransform3DIsIdentity(view.transform3D))
    // The frame stays the model's, as UIKit's does for the code that reads it.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test @MainActor func aViewsLayerIsItsGeometryAndALooseLayerKeepsItsOwn() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.frame == view.frame && view.layer.position == view.center)
    view.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    view.layer.isHidden = true
    #expect(view.isHidden)
    let loose = CALayer()
    loose.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(loose.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(loose.position == CGPoint(x: 60, y: 45))
    loose.anchorPoint = .zero
    #expect(loose.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    loose.isHidden = true
    #expect(loose.isHidden && view.layer.isDoubleSided)
  }

  @Test @MainActor func sublayersAreKeptInOrder() {
    let root = CALayer()
    #expect(root.sublayers == nil)
    let (back, middle, front) = (CAGradientLayer(), CAShapeLayer(), CALayer())
    root.addSublayer(front)
    root.insertSublayer(back, at: 0)
    root.insertSublayer(middle, above: back)
    #expect(
      root.sublayers?.map(ObjectIdentifier.init)
        == [back, middle, front].map(ObjectIdentifier.init))
    #expect(middle.superlayer === root)
    let other = CALayer()
    other.addSublayer(middle)  // taken from its superlayer first
    #expect(root.sublayers?.count == 2 && middle.superlayer === other)
    root.insertSublayer(middle, below: front)
    #expect(
      root.sublayers?.map(ObjectIdentifier.init)
        == [back, middle, front].map(ObjectIdentifier.init))
    #expect(other.sublayers == nil)
    let replacement = CALayer()
    root.replaceSublayer(middle, with: replacement)
    #expect(root.sublayers?[1] === replacement && middle.superlayer == nil)
    front.removeFromSuperlayer()
    #expect(root.sublayers?.count == 2 && front.superlayer == nil)
    root.sublayers = [front]
    #expect(root.sublayers?.count == 1 && back.superlayer == nil && front.superlayer === root)
    root.insertSublayer(back, at: 99)
    #expect(root.sublayers?.last === back)
  }

  @Test func aLayerAddedUnderItselfEndsTheApp() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let (outer, inner) = (CALayer(), CALayer())
      outer.addSublayer(inner)
      inner.addSublayer(outer)
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("'CALayerInvalid'") && output.contains("cycle in its layer tree"))
  }

  @Test("points convert between loose layers, and through a view's layer as its view does")
  @MainActor func pointsConvertBetweenLayers() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    window.addSubview(card)
    let badge = CALayer()
    badge.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    badge.bounds.origin = CGPoint(x: 5, y: 0)  // scrolled: its own coordinates start at 5
    card.layer.addSublayer(badge)
    let dot = CALayer()
    dot.frame = CGRect(x: 7, y: 8, width: 2, height: 2)
    badge.addSublayer(dot)
    let point = CGPoint(x: 1, y: 1)
    #expect(dot.convert(point, to: badge) == CGPoint(x: 8, y: 9))
    #expect(dot.convert(point, to: card.layer) == CGPoint(x: 13, y: 19))
    #expect(dot.convert(point, to: window.layer) == CGPoint(x: 33, y: 119))
    #expect(dot.convert(point, to: nil) == CGPoint(x: 33, y: 119))
    #expect(dot.convert(CGPoint(x: 33, y: 119), from: window.layer) == point)
    #expect(card.layer.convert(point, from: dot) == CGPoint(x: 13, y: 19))
    let rect = badge.convert(CGRect(x: 5, y: 0, width: 40, height: 40), to: card.layer)
    #expect(rect == CGRect(x: 10, y: 10, width: 40, height: 40))
    #expect(card.layer.convert(rect, from: window.layer).origin == CGPoint(x: -10, y: -90))
  }

  @Test func aPathCopiedThroughATransformMovesEveryStep() {
    let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    var shift = CGAffineTransform(translationX: 5, y: -5)
    #expect(square.copy(using: &shift)?.boundingBox == CGRect(x: 5, y: -5, width: 10, height: 10))
    #expect(square.copy(using: nil) == square)
    var double = CGAffineTransform(scaleX: 2, y: 2)
    let grown = square.mutableCopy(using: &double)
    grown?.addLine(to: CGPoint(x: 30, y: 0))
    #expect(grown?.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 20))
  }

  @Test func pathsKeepTheirPointsAndBounds() {
    let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
    #expect(UIBezierPath(rect: rect).bounds == rect)
    #expect(UIBezierPath(ovalIn: rect).bounds == rect)
    #expect(UIBezierPath(roundedRect: rect, cornerRadius: 16).bounds == rect)
    #expect(UIBezierPath(roundedRect: rect, cornerRadius: 500).bounds == rect)
    let tab = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 12, height: 12))
    #expect(tab.bounds == rect && tab.currentPoint == CGPoint(x: 22, y: 20))
    let square = UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: .zero)
    #expect(square.bounds == rect && square.currentPoint == rect.origin)
    #expect(UIBezierPath().isEmpty && UIBezierPath().bounds.isNull)
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 5, y: 5))
    path.addLine(to: CGPoint(x: 50, y: 5))
    path.addQuadCurve(to: CGPoint(x: 50, y: 40), controlPoint: CGPoint(x: 80, y: 20))
    #expect(path.currentPoint == CGPoint(x: 50, y: 40))
    #expect(path.bounds == CGRect(x: 5, y: 5, width: 75, height: 35))  // the control point too
    path.close()
    #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    path.apply(CGAffineTransform(translationX: 100, y: 0))
    #expect(path.bounds.minX == 105)
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  /// UIKit's y axis points down: `clockwise` turns clockwise on the screen, which raises the
  /// angle; Core Graphics' own `clockwise` lowers it.
  @Test func arcsTurnAsUIKitsAndCoreGraphicsDo() {
    let quarter = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(quarter.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(quarter.currentPoint == CGPoint(x: 0, y: 10))
    let rest = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(rest.bounds == CGRect(x: -10, y: -10, width: 20, height: 20))
    let drawn = CGMutablePath()
    drawn.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(drawn == quarter.cgPath)
    drawn.addLine(to: CGPoint(x: -30, y: 0))
    #expect(drawn.boundingBox == CGRect(x: -30, y: 0, width: 40, height: 10))
    var shift = CGAffineTransform(translationX: 0, y: 100)
    let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: &shift)
    #expect(moved.boundingBox == CGRect(x: 0, y: 100, width: 4, height: 4))
    #expect(
      CGPath(ellipseIn: .zero, transform: nil).copy() == CGPath(ellipseIn: .zero, transform: nil))
  }

  @Test @MainActor func shapeAndGradientLayersKeepWhatTheyAreGiven() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(roundedRect: view.bounds, cornerRadius: 20).cgPath
    view.layer.mask = mask
    view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
    #expect(view.layer.mask === mask && mask.path?.boundingBox == view.bounds)
    #expect(view.layer.shadowPath?.boundingBox == view.bounds)
    #expect(mask.fillColor == UIColor.black.cgColor && mask.strokeColor == nil)
    let fade = CAGradientLayer()
    fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    fade.locations = [0, 0.5]
    #expect(fade.locations?.map(\.doubleValue) == [0, 0.5])
    #expect(fade.startPoint == CGPoint(x: 0.5, y: 0) && fade.type == .axial)
  }

  @Test @MainActor func aLayersActionsAreKeptAndFoundByKey() {
    let layer = CAShapeLayer()
    #expect(layer.action(forKey: "position") == nil)
    let fade = CABasicAnimation(keyPath: "opacity")
    layer.actions = ["position": NSNull(), "opacity": fade]
    #expect(layer.action(forKey: "position") is NSNull)
    #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
    #expect(layer.action(forKey: "bounds") == nil)
  }

  @Test @MainActor func aLayersContentSettingsAreKept() {
    let layer = CALayer()
    #expect(layer.contentsGravity == .resize && !layer.isOpaque)
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    layer.contentsGravity = .resizeAspectFill
    layer.isOpaque = true
    layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    #expect(layer.contentsGravity.rawValue == "resizeAspectFill" && layer.isOpaque)
    #expect(layer.contentsCenter.width == 0.2)
  }
}

/// Geometry boxed in `NSValue` as UIKit code hands it to an animation or keeps it in a queue.
@Suite struct NSValueGeometryTests {
  @Test func pointsSizesAndRectanglesComeBackAsTheyWent() {
    let point = NSValue(cgPoint: CGPoint(x: 3, y: -4))
    let size = NSValue(cgSize: CGSize(width: 5, height: 6))
    let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(point.cgPointValue == CGPoint(x: 3, y: -4))
    #expect(size.cgSizeValue == CGSize(width: 5, height: 6))
    #expect(rect.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(point == NSValue(cgPoint: CGPoint(x: 3, y: -4)))
    #expect(point != NSValue(cgPoint: CGPoint(x: 3, y: 4)))
  }
}

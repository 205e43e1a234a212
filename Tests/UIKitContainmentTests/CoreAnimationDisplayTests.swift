import ContainmentCore
import Testing
import UIKitContainment

/// A layer's own display and layout, as Core Animation runs them at the run loop's next turn;
/// its delegate; its values by key; gradients and colour spaces; a view property that
/// invalidates its view; the kept settings screens read back.
@MainActor @Suite struct CoreAnimationDisplayTests {
  /// A layer that notes what it is asked to do.
  final class Ring: CALayer {
    var drawn: [CGSize] = []
    var laidOut = 0
    var removals = 0
    override class func needsDisplay(forKey key: String) -> Bool {
      key == "progress" || super.needsDisplay(forKey: key)
    }
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
      event == "progress" ? CABasicAnimation(keyPath: event) : nil
    }
    override func draw(in ctx: CGContext) {
      drawn.append(CGSize(width: ctx.width, height: ctx.height))
    }
    override func layoutSublayers() {
      super.layoutSublayers()
      laidOut += 1
    }
    override func removeFromSuperlayer() {
      removals += 1
      super.removeFromSuperlayer()
    }
  }

  /// A delegate that draws its layer.
  final class Painter: CALayerDelegate {
    var notes: [String] = []
    func layerWillDraw(_ layer: CALayer) { notes.append("will draw") }
    func draw(_ layer: CALayer, in ctx: CGContext) { notes.append("draw") }
    func layoutSublayers(of layer: CALayer) { notes.append("layout") }
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
      event == "bounds" ? NSNull() : nil
    }
  }

  /// A delegate that displays its layer itself.
  final class Displayer: CALayerDelegate {
    var notes: [String] = []
    func display(_ layer: CALayer) { notes.append("display") }
    func draw(_ layer: CALayer, in ctx: CGContext) { notes.append("draw") }
  }

  @Test(
    "a layer asked to draw draws at the next turn, not in the call; an empty one waits for a size")
  func aLayerDrawsAtTheNextTurn() throws {
    let clock = VirtualClock()
    let ring = Ring()
    try clock.withCurrent {
      ring.contentsScale = 2
      ring.setNeedsDisplay()
      #expect(ring.needsDisplay() && ring.drawn.isEmpty, "never inside the call")
      _ = try clock.runUntilIdle()
      #expect(ring.drawn.isEmpty && ring.needsDisplay(), "empty: nothing drawn yet")
      ring.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
      _ = try clock.runUntilIdle()
      #expect(ring.drawn == [CGSize(width: 60, height: 40)] && !ring.needsDisplay())
      ring.bounds.size.width = 40
      _ = try clock.runUntilIdle()
      #expect(ring.drawn.count == 1, "a resize draws again only when it asks for that")
      ring.needsDisplayOnBoundsChange = true
      ring.bounds.size.width = 50
      _ = try clock.runUntilIdle()
      #expect(ring.drawn.count == 2)
      ring.setValue(0.5, forKey: "progress")
      _ = try clock.runUntilIdle()
      #expect(ring.drawn.count == 3, "a property its class draws by redraws it")
    }
  }

  @Test(
    "a layer of the app's own lays out at the next turn after a sublayer or a resize; Core Animation's own schedule nothing"
  )
  func aLayerOfItsOwnLaysOut() throws {
    let clock = VirtualClock()
    let (ring, plain) = (Ring(), CALayer())
    try clock.withCurrent {
      plain.addSublayer(CALayer())
      plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      #expect(clock.pendingCount == 0 && !plain.needsLayout())
      ring.addSublayer(CALayer())
      #expect(ring.needsLayout() && ring.laidOut == 0)
      _ = try clock.runUntilIdle()
      #expect(ring.laidOut == 1 && !ring.needsLayout())
      ring.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
      ring.layoutIfNeeded()
      #expect(ring.laidOut == 2, "laid out at once when asked")
      let other = CALayer()
      other.addSublayer(ring)
      #expect(ring.removals == 1, "taken from its superlayer through its own override")
    }
  }

  @Test("a delegate draws the layer, or displays it itself; its action comes first")
  func aDelegateDrawsOrDisplays() throws {
    let (drawing, displaying) = (Painter(), Displayer())
    let (first, second) = (CALayer(), CALayer())
    first.delegate = drawing
    second.delegate = displaying
    for layer in [first, second] { layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8) }
    first.display()
    second.display()
    #expect(drawing.notes == ["will draw", "draw"] && displaying.notes == ["display"])
    first.actions = ["bounds": CABasicAnimation(), "position": CABasicAnimation()]
    #expect(first.action(forKey: "bounds") is NSNull, "the delegate's action first")
    #expect(first.action(forKey: "position") is CABasicAnimation, "then the actions")
    #expect(Ring().action(forKey: "progress") is CABasicAnimation, "then the class's default")
    #expect(CALayer().action(forKey: "opacity") == nil)
    let view = UIView()
    #expect(view.layer.delegate === view)
  }

  @Test("values by key: properties, key paths and the app's own keys, on layers and animations")
  func valuesByKey() {
    let layer = CALayer()
    layer.setValue(0.5, forKey: "opacity")
    layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
    layer.setValue("dot", forKey: "role")
    layer.setValue(10, forKeyPath: "position.x")
    layer.setValue(2, forKeyPath: "transform.scale")
    #expect(layer.opacity == 0.5 && layer.position == CGPoint(x: 10, y: 4))
    #expect(layer.value(forKey: "role") as? String == "dot")
    #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 2)
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    let angle = layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0
    #expect(abs(angle - .pi / 2) < 1e-9)
    #expect(abs((layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0) - 2) < 1e-9)
    layer.setValue("not a number", forKey: "opacity")
    #expect(layer.opacity == 0.5, "the wrong type is dropped")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.setValue("fadeOut", forKey: "step")
    fade.setValue(0.25, forKey: "duration")
    #expect(fade.value(forKey: "step") as? String == "fadeOut" && fade.duration == 0.25)
  }

  @Test("hit-testing layers: the deepest that holds the point, in its superlayer's coordinates")
  func hitTestingLayers() {
    let (root, child) = (CALayer(), CALayer())
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
    root.addSublayer(child)
    #expect(root.hitTest(CGPoint(x: 55, y: 55)) === child)
    #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
    child.isHidden = true
    #expect(root.hitTest(CGPoint(x: 55, y: 55)) === root)
  }

  /// A view whose property invalidates it.
  final class Gauge: UIView {
    @Invalidating(.display, .layout) var level = 0
    var laidOut = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut += 1
    }
    override func draw(_ rect: CGRect) {}
  }

  @Test("an @Invalidating property asks its view again when it changes, and not when set the same")
  func anInvalidatingProperty() {
    let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    gauge.layoutIfNeeded()
    let before = gauge.laidOut
    gauge.level = 0
    gauge.layoutIfNeeded()
    #expect(gauge.laidOut == before, "the same value asks nothing")
    gauge.level = 3
    gauge.layoutIfNeeded()
    #expect(gauge.level == 3 && gauge.laidOut == before + 1)
    #expect(gauge.layer.needsDisplay())
  }

  @Test("gradients and colour spaces as drawing code builds and paints them")
  func gradientsAndColourSpaces() throws {
    let gray = CGColorSpaceCreateDeviceGray()
    let even = try #require(
      CGGradient(
        colorsSpace: gray, colors: [CGColor.black, CGColor.white, CGColor.clear] as CFArray,
        locations: nil))
    #expect(even.numberOfColors == 3 && even.locations == [0, 0.5, 1])
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: "no such space") == nil)
    let color = try #require(CGColor(colorSpace: gray, components: [0.5, 1]))
    #expect(color.components == [0.5, 1] && color.colorSpace?.model == .monochrome)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      let cg = context.cgContext
      cg.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
      cg.resetClip()
      #expect(cg.boundingBoxOfClipPath.width == 10, "the whole context again")
      cg.drawLinearGradient(even, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
      #expect(cg._paintCount == 1)
    }
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 4, height: 100))?.height == 30)
    #expect(image.cgImage?.cropping(to: CGRect(x: 100, y: 0, width: 4, height: 4)) == nil)
  }

  @Test("an image's variants keep what it had: cap insets, alignment insets, its flip")
  func imageVariantsKeepTheirSettings() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let image = UIImage(named: "bubble")!.resizableImage(withCapInsets: insets)
      .withAlignmentRectInsets(insets).imageFlippedForRightToLeftLayoutDirection()
      .withRenderingMode(.alwaysTemplate)
    #expect(image.capInsets == insets && image.alignmentRectInsets == insets)
    #expect(image.flipsForRightToLeftLayoutDirection && image.renderingMode == .alwaysTemplate)
    #expect(image.preparingThumbnail(of: CGSize(width: 4, height: 4))?.size.width == 4)
    let green = UIImage.SymbolConfiguration(hierarchicalColor: .green)
    #expect(green == UIImage.SymbolConfiguration(hierarchicalColor: .green))
    #expect(green != UIImage.SymbolConfiguration(hierarchicalColor: .red))
    #expect(green != UIImage.SymbolConfiguration.preferringMulticolor())
  }

  @Test("the system's spacing, a view's alignment rectangle, what lays it out along an axis")
  func spacingAndAlignment() {
    let (box, first, second) = (UIView(), UIView(), UIView())
    box.addSubview(first)
    box.addSubview(second)
    let after = second.leadingAnchor.constraint(
      equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2)
    let below = second.topAnchor.constraint(
      equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1)
    #expect(after.constant == 16 && below.constant == 8)
    NSLayoutConstraint.activate([after, below])
    #expect(second.constraintsAffectingLayout(for: .horizontal).contains { $0 === after })
    #expect(!second.constraintsAffectingLayout(for: .horizontal).contains { $0 === below })
    #expect(
      UIView().frame(forAlignmentRect: CGRect(x: 1, y: 1, width: 5, height: 5))
        == CGRect(x: 1, y: 1, width: 5, height: 5))
  }

  /// A layer that shows an image of its own, as code overrides `display()` without `super`.
  final class Thumbnail: CALayer {
    var shown = 0
    override func display() {
      shown += 1
      contents = "image"
    }
  }

  @Test("a layer whose display() is its own is displayed once per request, not again and again")
  func aDisplayOfItsOwn() throws {
    let clock = VirtualClock()
    let thumbnail = Thumbnail()
    try clock.withCurrent {
      thumbnail.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      thumbnail.setNeedsDisplay()
      _ = try clock.runUntilIdle()
      #expect(thumbnail.shown == 1 && !thumbnail.needsDisplay())
      thumbnail.bounds.size.width = 20
      _ = try clock.runUntilIdle()
      thumbnail.displayIfNeeded()
      #expect(
        thumbnail.shown == 1, "displayed: a resize or a second ask without a request does nothing")
    }
  }
}

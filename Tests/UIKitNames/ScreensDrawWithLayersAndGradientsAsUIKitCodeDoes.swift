// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Screens written for UIKit draw through Core Animation and Core Graphics: a layer drawn by
// its delegate, a layer subclass with a drawn property and a layout of its own, text and
// replicated layers, an emitter, gradients painted in a view's draw(_:), values kept on layers
// and animations by key, and the iOS 15 view property that invalidates its view. Each line
// compiled on iOS before it compiled here (none of these names existed in the layer).

final class BadgeDrawer: NSObject, CALayerDelegate {
  func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    UIColor.systemRed.setFill()
    UIBezierPath(ovalIn: layer.bounds).fill()
    UIGraphicsPopContext()
  }
}

final class RingLayer: CALayer {
  var progress: CGFloat = 0

  override init() { super.init() }
  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? RingLayer { progress = other.progress }
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    ctx.setLineWidth(4)
    ctx.addArc(
      center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 2,
      startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
    ctx.strokePath()
  }

  override func layoutSublayers() {
    super.layoutSublayers()
    for sublayer in sublayers ?? [] { sublayer.frame = bounds }
  }

  override func action(forKey event: String) -> CAAction? {
    event == "progress" ? CABasicAnimation(keyPath: event) : super.action(forKey: event)
  }
}

final class ShadedView: UIView {
  @Invalidating(.display) var highlighted = false

  override func draw(_ rect: CGRect) {
    guard let con = UIGraphicsGetCurrentContext() else { return }
    con.saveGState()
    con.addEllipse(in: rect.insetBy(dx: 10, dy: 10))
    con.setLineWidth(6)
    con.replacePathWithStrokedPath()
    con.clip()
    let locations: [CGFloat] = [0, 0.5, 1]
    let colors: [CGFloat] = [0.8, 0.4, 0.1, 0.8, 0.8, 0.4]
    let space = CGColorSpaceCreateDeviceGray()
    guard
      let gradient = CGGradient(
        colorSpace: space, colorComponents: colors, locations: locations, count: 3),
      let rgb = CGColorSpace(name: CGColorSpace.sRGB),
      let warm = CGGradient(
        colorsSpace: rgb, colors: [UIColor.orange.cgColor, UIColor.red.cgColor] as CFArray,
        locations: nil)
    else { return }
    con.drawLinearGradient(
      gradient, start: CGPoint(x: rect.minX, y: rect.midY),
      end: CGPoint(x: rect.maxX, y: rect.midY),
      options: [])
    con.resetClip()
    con.beginTransparencyLayer(auxiliaryInfo: nil)
    con.drawRadialGradient(
      warm, startCenter: CGPoint(x: rect.midX, y: rect.midY), startRadius: 0,
      endCenter: CGPoint(x: rect.midX, y: rect.midY), endRadius: rect.width / 2,
      options: [.drawsAfterEndLocation])
    con.endTransparencyLayer()
    con.restoreGState()
  }

  override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
  }
}

final class NowPlayingViewController: UIViewController {
  private let drawer = BadgeDrawer()
  private let badge = CALayer()
  private let ring = RingLayer()
  private let caption = CATextLayer()
  private let dots = CAReplicatorLayer()
  private let sparkle = CAEmitterLayer()
  private let shaded = ShadedView()

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.delegate = drawer
    badge.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    badge.contentsScale = UIScreen.main.scale
    badge.setNeedsDisplay()
    view.layer.addSublayer(badge)

    ring.frame = CGRect(x: 40, y: 0, width: 60, height: 60)
    ring.setValue(0.25, forKey: "progress")
    ring.setValue("ring", forKey: "role")
    view.layer.addSublayer(ring)

    caption.string = "Now playing"
    caption.fontSize = 13
    caption.foregroundColor = UIColor.label.cgColor
    caption.alignmentMode = .center
    caption.truncationMode = .end
    caption.contentsScale = UIScreen.main.scale
    view.layer.addSublayer(caption)

    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    dot.cornerRadius = 4
    dots.addSublayer(dot)
    dots.instanceCount = 3
    dots.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
    dots.instanceDelay = 0.2
    view.layer.addSublayer(dots)

    let cell = CAEmitterCell()
    cell.birthRate = 20
    cell.lifetime = 3
    cell.velocity = 100
    cell.emissionRange = .pi / 4
    cell.contentsScale = 2
    sparkle.emitterCells = [cell]
    sparkle.emitterShape = .line
    sparkle.emitterMode = .outline
    view.layer.addSublayer(sparkle)

    shaded.mask = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.addSubview(shaded)
    if shaded.hasAmbiguousLayout { shaded.exerciseAmbiguityInLayout() }
    _ = shaded.constraintsAffectingLayout(for: .horizontal)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    caption.frame = CGRect(x: 0, y: view.bounds.height - 20, width: view.bounds.width, height: 20)
    sparkle.emitterPosition = CGPoint(x: view.bounds.midX, y: 0)
    sparkle.emitterSize = CGSize(width: view.bounds.width, height: 1)
    shaded.frame = shaded.frame(forAlignmentRect: view.bounds.insetBy(dx: 20, dy: 20))
  }

  func pulse() {
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 1
    grow.toValue = 1.2
    grow.setValue("pulse", forKey: "name")
    ring.add(grow, forKey: "pulse")
    ring.setValue(1.2, forKeyPath: "transform.scale")
    if let scale = ring.value(forKeyPath: "transform.scale") as? CGFloat, scale > 1 {
      shaded.highlighted = true
    }
    let spin = CABasicAnimation(keyPath: "transform")
    spin.valueFunction = CAValueFunction(name: .rotateZ)
    _ = ring.hitTest(CGPoint(x: 50, y: 10))
  }

  func symbols(in imageView: UIImageView) {
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(hierarchicalColor: .green)
    let arrow = UIImage(systemName: "chevron.right")?
      .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
      .imageFlippedForRightToLeftLayoutDirection()
    imageView.image = arrow
    let format = UIGraphicsImageRendererFormat(for: traitCollection)
    _ = format.scale
    if traitCollection.layoutDirection == .rightToLeft { imageView.transform = .identity }
    _ = arrow?.cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 4, height: 4))
  }

  func spacing(_ first: UIView, _ second: UIView) {
    NSLayoutConstraint.activate([
      second.leadingAnchor.constraint(
        equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
      second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 2),
    ])
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label)
    _ = UIVisualEffectView(effect: vibrancy)
  }
}

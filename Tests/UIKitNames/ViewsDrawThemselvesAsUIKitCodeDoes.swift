// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Views written for UIKit draw themselves with Core Graphics in `draw(_:)`, make images with
// an image context or a renderer, measure their text, and ask what kind of view they hold, as
// the drop-down menus, side menus and badges of public iOS libraries do.

final class CheckmarkView: UIView {
  var color = UIColor.gray {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setStrokeColor(color.cgColor)
    context.setLineWidth(2)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    context.beginPath()
    context.move(to: CGPoint(x: rect.minX + 4, y: rect.midY))
    context.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 4))
    context.addLine(to: CGPoint(x: rect.maxX - 4, y: rect.minY + 4))
    context.strokePath()
    context.restoreGState()
  }
}

final class BadgeView: UIView {
  var text: NSString = "3"

  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
    circle.fill()
    UIColor.white.setStroke()
    circle.lineWidth = 1
    circle.stroke()
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white,
    ]
    let size = text.size(withAttributes: attributes)
    text.draw(
      at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2),
      withAttributes: attributes)
  }
}

final class ArrowView: UIView {
  override func draw(_ rect: CGRect) {
    let context = UIGraphicsGetCurrentContext()
    context?.setFillColor(UIColor.black.cgColor)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: rect.width / 2, y: rect.height))
    path.addLine(to: CGPoint(x: rect.width, y: 0))
    path.closeSubpath()
    context?.addPath(path)
    context?.fillPath()
    context?.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: 2, startAngle: 0,
      endAngle: .pi * 2, clockwise: true)
    context?.setBlendMode(.multiply)
    context?.drawPath(using: .fillStroke)
  }
}

enum ImageBuilder {
  static func image(color: UIColor, size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    defer { UIGraphicsEndImageContext() }
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    return UIGraphicsGetImageFromCurrentImageContext()?
      .resizableImage(withCapInsets: .zero, resizingMode: .stretch)
      .withRenderingMode(.alwaysTemplate)
  }

  static func gradient(_ layer: CAGradientLayer) -> UIImage? {
    UIGraphicsBeginImageContext(layer.bounds.size)
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    layer.render(in: context)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
  }

  static func snapshot(of view: UIView) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = UIScreen.main.scale
    format.opaque = view.isOpaque
    let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
    return renderer.image { context in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
      context.cgContext.translateBy(x: 0, y: view.bounds.height)
      context.cgContext.scaleBy(x: 1, y: -1)
      view.layer.render(in: context.cgContext)
    }
  }

  static func icon(size: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
      UIColor.systemBlue.set()
      context.fill(CGRect(x: 0, y: 0, width: size, height: size))
      let image = UIImage(systemName: "star")
      image?.draw(in: CGRect(x: 4, y: 4, width: size - 8, height: size - 8))
    }
  }
}

@MainActor func firstTableView(in view: UIView) -> UITableView? {
  for subview in view.subviews where subview.isKind(of: UITableView.self) {
    return subview as? UITableView
  }
  return nil
}

@MainActor func rowHeight(_ number: NSNumber) -> CGFloat { CGFloat(truncating: number) }

// Views and labels override what UIKit lets them: their layer's class, their layout through
// the layer, whether a recognizer may begin, their margins and content mode, and how a label
// draws its text.

final class GradientBackgroundView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override var contentMode: UIView.ContentMode {
    get { .redraw }
    set { super.contentMode = newValue }
  }

  override var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16) }
    set { super.layoutMargins = newValue }
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    (self.layer as? CAGradientLayer)?.frame = bounds
  }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    setNeedsLayout()
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    let velocity = pan.velocity(in: self)
    return abs(velocity.x) > abs(velocity.y)
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = .systemBlue
  }
}

final class PaddedLabel: UILabel {
  var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: insets))
  }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let inner = super.textRect(
      forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    return inner.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }
}

final class ScreenWithMargins: UIViewController {
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    view.setNeedsLayout()
  }
}

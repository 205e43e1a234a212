import Testing
import UIKitContainment

/// A view's layout goes through `layoutSublayers(of:)` where its class overrides it, as Core
/// Animation asks the view its layer backs: `super` runs the view controller's and the view's
/// layout callbacks, in UIKit's order.
@MainActor @Suite struct LayerLayoutTests {
  /// A view that notes its layout callbacks, and may leave `super` out.
  final class Strip: UIView {
    var notes: [String] = []
    var callsSuper = true
    override func layoutSublayers(of layer: CALayer) {
      notes.append(layer === self.layer ? "sublayers of its layer" : "sublayers of another")
      if callsSuper { super.layoutSublayers(of: layer) }
      notes.append("after super")
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      notes.append("subviews")
    }
  }

  /// A screen whose view is a strip, noting its layout callbacks in the strip's notes.
  final class Screen: UIViewController {
    override func loadView() { view = Strip(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    override func viewWillLayoutSubviews() { (view as? Strip)?.notes.append("will") }
    override func viewDidLayoutSubviews() { (view as? Strip)?.notes.append("did") }
  }

  @Test func aLayoutGoesThroughTheLayerWithTheViewControllersCallbacksInside() throws {
    let screen = Screen()
    let strip = try #require(screen.view as? Strip)
    strip.setNeedsLayout()
    strip.layoutIfNeeded()
    #expect(strip.notes == ["sublayers of its layer", "will", "subviews", "did", "after super"])
  }

  @Test func anOverrideThatLeavesSuperOutLaysNothingOut() {
    let strip = Strip(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    strip.callsSuper = false
    strip.setNeedsLayout()
    strip.layoutIfNeeded()
    #expect(strip.notes == ["sublayers of its layer", "after super"])
    #expect(!UIView._overridesLayerLayout && Strip._overridesLayerLayout)
  }
}

/// A view's layer is of its class's `layerClass`, as UIKit makes it.
@MainActor @Suite struct LayerClassTests {
  final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
  }
  final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
  }
  final class Ring: CAShapeLayer {}
  final class RingView: UIView {
    override class var layerClass: AnyClass { Ring.self }
  }

  @Test func aViewsLayerIsOfItsLayerClass() {
    #expect(type(of: UIView().layer) == CALayer.self)
    let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    (gradient.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect((gradient.layer as? CAGradientLayer)?.colors?.count == 2)
    #expect(gradient.layer.frame == gradient.frame, "still the view's geometry")
    #expect(ShapeView().layer is CAShapeLayer)
    #expect(type(of: RingView().layer) == CAShapeLayer.self, "an app's class: its nearest")
  }
}

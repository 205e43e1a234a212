internal import ContainmentCore
import Foundation

/// What a layer asks of the object that draws it, lays it out and gives its actions (Core
/// Animation's `CALayerDelegate`); a view is its layer's delegate.
///
/// Every method is optional, as in Core Animation. The default ``display(_:)`` is what a layer
/// does when its delegate has none of its own: it draws through `draw(in:)` (Swift cannot ask
/// an object whether it implements a method, so the default stands for "not implemented").
///
/// ```swift
/// final class Badge: CALayerDelegate {
///   var drawn = 0
///   func draw(_ layer: CALayer, in ctx: CGContext) {
///     drawn += 1
///     ctx.fillEllipse(in: layer.bounds)
///   }
/// }
/// let badge = Badge()
/// let layer = CALayer()
/// layer.delegate = badge
/// layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
/// layer.display()
/// precondition(badge.drawn == 1)
/// ```
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
  /// Draws `layer`'s content itself (by default: the layer draws through `draw(in:)`).
  ///
  /// - Parameter layer: The layer to display.
  func display(_ layer: CALayer)
  /// Draws `layer` into `ctx`, a context of its bounds.
  ///
  /// - Parameters:
  ///   - layer: The layer drawn.
  ///   - ctx: Its context.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Told just before `layer` draws through `draw(in:)`.
  ///
  /// - Parameter layer: The layer about to draw.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out `layer`'s sublayers.
  ///
  /// - Parameter layer: The layer to lay out.
  func layoutSublayers(of layer: CALayer)
  /// The action for a change of `layer`'s property `event`, or `nil` to let the layer look on.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - event: The property's key.
  /// - Returns: The action, or `nil`.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Not implemented: the layer draws through `draw(in:)`.
  public func display(_ layer: CALayer) { layer.drawContents() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Lays out nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// `nil`: the layer looks on.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// A view draws, lays out and gives the actions of the layer it backs.
extension UIView: CALayerDelegate {}

/// What a layer that backs no view waits for from the run loop's next turn.
struct LayerPending {
  /// Asked to draw (``CALayer/setNeedsDisplay()``) and not drawn since.
  var display = false
  /// Asked to lay out (``CALayer/setNeedsLayout()``) and not laid out since.
  var layout = false
  /// In its thread's ``LayerPass``.
  var queued = false
}

// A layer's display and layout, as Core Animation runs them: at the run loop's next turn (the
// transaction's commit), never inside the call that asked. A view's layer is its view's: its
// display and layout are the view's (`UIView+Drawing.swift`, `UIView.layoutIfNeeded()`). A layer
// that backs no view is drawn once its bounds are not empty (decided by the model: it does not
// look for a window above it), and lays out when asked, when its bounds change size or when a
// sublayer is added — the last two only for a class of the app's own or a layer with a
// delegate, as Core Animation's built-in layers lay out nothing of their own.
extension CALayer {
  /// ``display()``'s work.
  func displayNow() {
    if let view {
      guard ViewOverrides.draws(type(of: view)) else { return }
      view.looks.needsDisplay = true
      return view.display()
    }
    pending.display = false
    if let delegate = ownDelegate { delegate.display(self) } else { drawContents() }
  }

  /// ``display()`` as Core Animation calls it: the request cleared first, so that an override
  /// that does not call `super` leaves the layer displayed.
  func displayAsAsked() {
    if view == nil { pending.display = false }
    display()
  }

  /// Draws the layer through ``draw(in:)`` in a context of its bounds, its delegate told first;
  /// an empty layer draws nothing.
  func drawContents() {
    pending.display = false
    let bounds = self.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    delegate?.layerWillDraw(self)
    let context = CGContext(size: bounds.size, scale: contentsScale)
    context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
    draw(in: context)
  }

  /// ``setNeedsDisplay()``'s work.
  func invalidateDisplay() {
    if let view { return view.setNeedsDisplay() }
    pending.display = true
    LayerPass.current.add(self)
  }

  /// ``setNeedsLayout()``'s work.
  func invalidateLayout() {
    if let view { return view.setNeedsLayout() }
    pending.layout = true
    LayerPass.current.add(self)
  }

  /// ``layoutIfNeeded()``'s work.
  func layOutNowIfNeeded() {
    if let view { return view.layoutIfNeeded() }
    guard pending.layout else { return }
    pending.layout = false
    layoutSublayers()
  }

  /// After its bounds changed size: drawn again when it asks for that, laid out again.
  func boundsResized() {
    if needsDisplayOnBoundsChange {
      setNeedsDisplay()
    } else if pending.display {
      LayerPass.current.add(self)
    }
    if laysOutItself { setNeedsLayout() }
  }

  /// Whether it has a layout of its own to run: a class of the app's, or a delegate.
  var laysOutItself: Bool {
    view == nil
      && (ownDelegate != nil || !LayerPass.builtIn.contains(ObjectIdentifier(type(of: self))))
  }

  /// The deepest layer hit by `point`, in the superlayer's coordinates.
  func layerHit(by point: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let frame = self.frame
    let local = CGPoint(
      x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    guard contains(local) || !masksToBounds else { return nil }
    for sublayer in sublayerList.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }
}

/// The layers of a thread that wait for the run loop's next turn to draw or lay out.
final class LayerPass: @unchecked Sendable {
  /// A layer waiting, unretained.
  private struct Waiting {
    weak var layer: CALayer?
  }

  /// Core Animation's classes the model has, which lay out nothing of their own.
  @MainActor static let builtIn: Set<ObjectIdentifier> = [
    ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self),
    ObjectIdentifier(CAGradientLayer.self), ObjectIdentifier(CATextLayer.self),
    ObjectIdentifier(CATransformLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
    ObjectIdentifier(CAEmitterLayer.self),
  ]

  private var waiting: [Waiting] = []
  /// When it runs next.
  private let turn = NextTurn()

  /// This thread's pass.
  static var current: LayerPass { threadLayerPass.value }

  /// Keeps `layer` until the pass, and schedules the pass.
  @MainActor func add(_ layer: CALayer) {
    if !layer.pending.queued {
      layer.pending.queued = true
      waiting.append(Waiting(layer: layer))
    }
    turn.request { [self] in run() }
  }

  /// Lays out, then draws, each waiting layer; one still empty waits for a size.
  @MainActor private func run() {
    let now = waiting
    waiting = []
    for entry in now {
      guard let layer = entry.layer else { continue }
      layer.pending.queued = false
      layer.layoutIfNeeded()
      if layer.pending.display, layer.bounds.width > 0, layer.bounds.height > 0 {
        layer.displayAsAsked()
      }
    }
  }
}

/// Each thread's layer pass.
private let threadLayerPass = ThreadOwned { LayerPass() }

import Synchronization

// Which of UIView's methods a view's class overrides, read once as the view is made: UIKit
// draws only a view whose class overrides `draw(_:)` (it gives the others no backing store),
// and a layout goes through `layoutSublayers(of:)` only where a class overrides it, so that
// the views that do neither pay a few loads for both. Read from the class's method table
// (`OverrideSlots`), as the trait callbacks' overrides are, which a view made notes here too.

/// The overrides of UIView's drawing and layer layout.
@MainActor enum ViewOverrides {
  /// Notes a view made: one whose class hears trait changes marks its application, one whose
  /// class draws itself waits for its first display, one whose class overrides
  /// `layoutSublayers(of:)` lays out through it.
  @inline(__always) static func made(_ view: UIView) {
    let type = type(of: view)
    TraitObservers.made(type)
    if draws(type) { DisplayPass.madeDrawing(view) }
    if layerLayout.overridden(in: type) { view.looks.laysOutThroughLayer = true }
    if windowMoves.overridden(in: type) { WindowMoves.made() }
  }

  /// Whether `type` overrides `draw(_:)`: a label's class, `draw(_:)` or `drawText(in:)` beyond
  /// UILabel's own (the model draws no plain label: it paints nothing anyway).
  static func draws(_ type: UIView.Type) -> Bool {
    guard drawing.overridden(in: type) else { return false }
    guard let label = type as? UILabel.Type else { return true }
    return labelDrawing.overridden(in: label)
  }

  private static let drawing = OverrideSlots(views: [DrawingProbeView.self])
  private static let labelDrawing = OverrideSlots(
    labels: [DrawingProbeLabel.self, TextDrawingProbeLabel.self])
  static let layerLayout = OverrideSlots(views: [LayerLayoutProbeView.self])
  private static let windowMoves = OverrideSlots(
    views: [WillMoveToWindowProbeView.self, DidMoveToWindowProbeView.self])
}

/// Whether a view of a class that overrides `willMove(toWindow:)` or `didMoveToWindow()` was
/// made in the process: until one is, a move tells the moved view alone, as no subview could
/// hear it.
enum WindowMoves {
  private static let madeOne = Atomic(false)

  /// Whether subviews are told of their window's change.
  static var heard: Bool { madeOne.load(ordering: .relaxed) }

  /// Notes a view made that hears its window's changes.
  static func made() { madeOne.store(true, ordering: .relaxed) }
}

extension UIView {
  /// Whether the view's class overrides `draw(_:)`, as the layer reads its method table
  /// (`true` when it cannot tell): the harness's question.
  public static var _drawsItself: Bool { ViewOverrides.draws(self) }

  /// Whether the view's class overrides `layoutSublayers(of:)`, as the layer reads its method
  /// table (`true` when it cannot tell).
  public static var _overridesLayerLayout: Bool { ViewOverrides.layerLayout.overridden(in: self) }

  /// The default `layoutSublayers(of:)`: the view's own layout, for its own layer.
  func layOutLayer(_ layer: CALayer) {
    guard layer === looksIfMade?.layer else { return }
    layOutOwn(_owner?.asUIKit)
  }
}

// The probes: classes never made, each overriding one method (`OverrideSlots`).

private final class DrawingProbeView: UIView {
  override func draw(_ rect: CGRect) {}
}

private final class WillMoveToWindowProbeView: UIView {
  override func willMove(toWindow newWindow: UIWindow?) {}
}

private final class DidMoveToWindowProbeView: UIView {
  override func didMoveToWindow() {}
}

private final class LayerLayoutProbeView: UIView {
  override func layoutSublayers(of layer: CALayer) {}
}

private final class DrawingProbeLabel: UILabel {
  override func draw(_ rect: CGRect) {}
}

private final class TextDrawingProbeLabel: UILabel {
  override func drawText(in rect: CGRect) {}
}

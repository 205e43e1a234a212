import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// A view's own drawing: `draw(_:)` in the display pass of the run loop's next turn, with a
/// context current while it runs; Core Graphics' state as code reads it back; UIKit's image
/// contexts and renderers.
@MainActor @Suite struct UIDrawingTests {
  /// A view that notes each `draw(_:)`, with the context it had.
  final class Gauge: UIView {
    var drawn: [CGRect] = []
    var contexts: [CGContext?] = []
    override func draw(_ rect: CGRect) {
      drawn.append(rect)
      contexts.append(UIGraphicsGetCurrentContext())
      UIColor.red.setFill()
      UIBezierPath(ovalIn: bounds).fill()
    }
  }

  /// Runs `body` on a clock of its own with a window shown; `turn` runs the run loop's turn.
  func onScreen(_ body: (_ window: UIWindow, _ turn: () throws -> Void) throws -> Void) throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      try body(window) { _ = try clock.runUntilIdle() }
    }
  }

  @Test func aViewThatDrawsIsDrawnInTheRunLoopsNextTurnOnceInAWindow() throws {
    try onScreen { window, turn in
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      try turn()
      #expect(gauge.drawn.isEmpty, "not in a window: nothing to draw")
      window.addSubview(gauge)
      #expect(gauge.drawn.isEmpty, "never inside the call")
      try turn()
      #expect(gauge.drawn == [CGRect(x: 0, y: 0, width: 100, height: 40)])
      let context = try #require(gauge.contexts.first ?? nil)
      #expect(context.width == 300 && context.height == 120, "the screen's scale")
      #expect(context._paintCount == 1 && context._fillColor == UIColor.red.cgColor)
      #expect(UIGraphicsGetCurrentContext() == nil, "current only while draw(_:) runs")
      try turn()
      #expect(gauge.drawn.count == 1, "drawn again only when asked")
    }
  }

  @Test func setNeedsDisplayDrawsOnceInTheNextTurnWithTheRectanglesAskedFor() throws {
    try onScreen { window, turn in
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      window.addSubview(gauge)
      try turn()
      gauge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
      gauge.setNeedsDisplay(CGRect(x: 50, y: 20, width: 10, height: 10))
      try turn()
      #expect(gauge.drawn.last == CGRect(x: 0, y: 0, width: 60, height: 30))
      gauge.setNeedsDisplay()
      gauge.setNeedsDisplay()
      try turn()
      #expect(gauge.drawn.count == 3)
      #expect(gauge.drawn.last == gauge.bounds)
      gauge.setNeedsDisplay(CGRect(x: 500, y: 500, width: 10, height: 10))
      try turn()
      #expect(gauge.drawn.count == 3, "a rectangle outside the view draws nothing")
    }
  }

  @Test func aHiddenOrEmptyViewWaitsUntilItCanBeDrawn() throws {
    try onScreen { window, turn in
      let empty = Gauge(frame: .zero)
      let hidden = Gauge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      hidden.isHidden = true
      window.addSubview(empty)
      window.addSubview(hidden)
      try turn()
      #expect(empty.drawn.isEmpty && hidden.drawn.isEmpty)
      empty.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
      hidden.isHidden = false
      try turn()
      #expect(empty.drawn == [CGRect(x: 0, y: 0, width: 30, height: 30)])
      #expect(hidden.drawn.count == 1)
    }
  }

  @Test func aSubviewThatDrawsIsDrawnWhenItsSuperviewComesIntoTheWindow() throws {
    try onScreen { window, turn in
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      card.addSubview(gauge)
      try turn()
      window.addSubview(card)
      try turn()
      #expect(gauge.drawn.count == 1)
    }
  }

  @Test func theRedrawContentModeDrawsAgainWhenTheSizeChanges() throws {
    try onScreen { window, turn in
      let redrawn = Gauge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      redrawn.contentMode = .redraw
      let scaled = Gauge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(redrawn)
      window.addSubview(scaled)
      try turn()
      redrawn.frame.size = CGSize(width: 40, height: 40)
      scaled.frame.size = CGSize(width: 40, height: 40)
      redrawn.frame.origin = CGPoint(x: 5, y: 5)
      try turn()
      #expect(redrawn.drawn.count == 2 && redrawn.drawn.last?.size == CGSize(width: 40, height: 40))
      #expect(scaled.drawn.count == 1, "scaled: its old drawing stretched, not drawn again")
    }
  }

  @Test func aViewThatDoesNotDrawIsNeverAskedTo() {
    #expect(Gauge._drawsItself)
    #expect(!UIView._drawsItself && !UILabel._drawsItself && !UIButton._drawsItself)
  }

  @Test func aContextKeepsItsStateTransformPathAndClipAsCoreGraphicsDoes() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 2)
    defer { UIGraphicsEndImageContext() }
    let context = UIGraphicsGetCurrentContext()!
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 100))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    context.saveGState()
    context.translateBy(x: 10, y: 10)
    context.setLineWidth(4)
    context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    context.addLine(to: CGPoint(x: 5, y: 5))
    #expect(context.isPathEmpty, "no current point: ignored")
    context.move(to: .zero)
    context.addLine(to: CGPoint(x: 30, y: 40))
    #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 30, height: 40))
    context.restoreGState()
    #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 30, height: 40))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    context.restoreGState()
    #expect(context.ctm.d == -2, "a restore with nothing saved is ignored")
    context.strokePath()
    #expect(context.isPathEmpty && context._paintCount == 1)
    UIColor.blue.set()
    #expect(context._fillColor == UIColor.blue.cgColor)
    #expect(context._strokeColor == UIColor.blue.cgColor)
  }

  @Test func anImageContextMakesAnImageOfItsSizeAndScaleAndEndsInOrder() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), true, 0)
    let inner = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let outer = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(inner?.size == CGSize(width: 10, height: 20) && inner?.scale == 3)
    #expect(outer?.size == CGSize(width: 8, height: 8) && outer?.scale == 1)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(inner != outer, "images drawn are equal only to themselves")
    let stretched = inner?.resizableImage(
      withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
    #expect(stretched?.capInsets.top == 2 && stretched?.resizingMode == .stretch)
    #expect(stretched?.size == inner?.size)
  }

  @Test func aRendererDrawsWithItsContextCurrentAndTakesAnEmptySize() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 30, height: 30), format: format)
    var painted = 0
    let image = renderer.image { context in
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
      #expect(
        context.cgContext.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 30, height: 30))
      context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
      "Hi".draw(at: .zero, withAttributes: nil)
      painted = context.cgContext._paintCount
    }
    #expect(painted == 2)
    #expect(image.size == CGSize(width: 30, height: 30) && image.scale == 2)
    #expect(UIGraphicsImageRenderer(size: .zero).image { _ in }.size == .zero)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test(
    "an image context without area ends the app with UIKit's reason since iOS 17",
    arguments: [0, 1])
  func anEmptyImageContextEndsTheApp(opaque: Int) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [opaque] in
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 382, height: 0), opaque == 1, 3)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let bitmap = opaque == 1 ? "0x2006" : "0x2002"
    #expect(
      text.contains(
        "'NSInternalInconsistencyException', reason: 'UIGraphicsBeginImageContext() failed to "
          + "allocate CGBitampContext: size={382, 0}, scale=3.000000, bitmapInfo=\(bitmap). "
          + "Use UIGraphicsImageRenderer to avoid this assert.'"))
  }

  @Test func anImagesBitmapHasItsSizeInPixelsAndMakesAnImageBack() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4)).image { context in
      let bitmap = context.cgContext.makeImage()
      #expect(bitmap?.width == 30 && bitmap?.height == 12)
      if let bitmap { context.cgContext.draw(bitmap, in: CGRect(x: 0, y: 0, width: 5, height: 2)) }
      #expect(context.cgContext._paintCount == 1)
    }
    let bitmap = try #require(image.cgImage)
    #expect(bitmap.width == 30 && bitmap.height == 12)
    let back = UIImage(cgImage: bitmap, scale: 3, orientation: .up)
    #expect(back.size == image.size && back.scale == 3 && back.imageOrientation == .up)
    #expect(UIImage(cgImage: bitmap).size == CGSize(width: 30, height: 12))
    let integer: NSInteger = 3
    #expect(integer == 3 as Int)
  }

  /// A label with room around its text, as apps write one.
  final class PaddingLabel: UILabel {
    var drawnIn: [CGRect] = []
    override func drawText(in rect: CGRect) {
      let inset = rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
      drawnIn.append(inset)
      super.drawText(in: inset)
    }
  }

  @Test func aLabelThatDrawsItsTextItselfIsDrawnAndDrawnAgainWhenItsTextChanges() throws {
    #expect(!UILabel._drawsItself && PaddingLabel._drawsItself)
    try onScreen { window, turn in
      let label = PaddingLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      label.text = "Inbox"
      window.addSubview(label)
      try turn()
      #expect(label.drawnIn == [CGRect(x: 8, y: 4, width: 84, height: 22)])
      label.text = "Archive"
      try turn()
      #expect(label.drawnIn.count == 2)
    }
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: 10)
    let rect = label.textRect(
      forBounds: CGRect(x: 2, y: 2, width: 200, height: 50), limitedToNumberOfLines: 1)
    #expect(rect.origin == CGPoint(x: 2, y: 2))
    #expect(rect.size == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]))
  }
}

public import Foundation

// What UIKit's own types draw into the current context (`UIGraphicsGetCurrentContext()`): an
// image, a colour made the fill or the stroke, a path filled or stroked, text, a layer. The
// model paints nothing: each call counts one painting on the context, or sets its state, as
// Core Graphics would; with no current context each does nothing, as UIKit's do.

extension UIImage {
  /// How the middle of a resizable image fills a larger size (UIKit's `UIImage.ResizingMode`).
  public enum ResizingMode: Int, Sendable {
    /// Repeated.
    case tile
    /// Stretched.
    case stretch
  }

  /// This image with `capInsets` kept as they are when it is drawn larger, the middle tiled.
  ///
  /// - Parameter capInsets: The edges to keep.
  /// - Returns: The resizable image.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// This image with `capInsets` kept as they are when it is drawn larger, the middle filled
  /// by `resizingMode`.
  ///
  /// - Parameters:
  ///   - capInsets: The edges to keep.
  ///   - resizingMode: How the middle fills.
  /// - Returns: The resizable image.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    variant(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// Draws the image with its top left at `point` in the current context.
  ///
  /// - Parameter point: Where its top left goes.
  public func draw(at point: CGPoint) { paintInCurrentContext() }

  /// Draws the image with its top left at `point`, mixed by `blendMode` at `alpha`.
  ///
  /// - Parameters:
  ///   - point: Where its top left goes.
  ///   - blendMode: How it mixes with what is there.
  ///   - alpha: Its opacity.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    paintInCurrentContext()
  }

  /// Draws the image scaled to fill `rect` in the current context.
  ///
  /// - Parameter rect: Where it goes.
  public func draw(in rect: CGRect) { paintInCurrentContext() }

  /// Draws the image scaled to fill `rect`, mixed by `blendMode` at `alpha`.
  ///
  /// - Parameters:
  ///   - rect: Where it goes.
  ///   - blendMode: How it mixes with what is there.
  ///   - alpha: Its opacity.
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    paintInCurrentContext()
  }
}

extension UIColor {
  /// Makes the colour the current context's fill colour.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes the colour the current context's stroke colour.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Makes the colour the current context's fill and stroke colours.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIBezierPath {
  /// Fills the path in the current context with its fill colour.
  public func fill() { paintInCurrentContext() }

  /// Fills the path in the current context, mixed by `blendMode` at `alpha`.
  ///
  /// - Parameters:
  ///   - blendMode: How it mixes with what is there.
  ///   - alpha: Its opacity.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { paintInCurrentContext() }

  /// Strokes the path in the current context with its stroke colour and its line width.
  public func stroke() { paintInCurrentContext() }

  /// Strokes the path in the current context, mixed by `blendMode` at `alpha`.
  ///
  /// - Parameters:
  ///   - blendMode: How it mixes with what is there.
  ///   - alpha: Its opacity.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { paintInCurrentContext() }

  /// Narrows the current context's clip to the path (its current path stays as it was, as
  /// UIKit's does).
  public func addClip() {
    UIGraphicsGetCurrentContext()?.clip(to: bounds)
  }
}

extension StringProtocol {
  /// Draws the text at `point` in the current context with `attributes`.
  ///
  /// - Parameters:
  ///   - point: Where its top left goes.
  ///   - attributes: Its attributes.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    paintInCurrentContext()
  }

  /// Draws the text within `rect` in the current context with `attributes`.
  ///
  /// - Parameters:
  ///   - rect: The room it has.
  ///   - attributes: Its attributes.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    paintInCurrentContext()
  }
}

extension NSAttributedString {
  /// Draws the text at `point` in the current context.
  ///
  /// - Parameter point: Where its top left goes.
  public func draw(at point: CGPoint) { paintInCurrentContext() }

  /// Draws the text within `rect` in the current context.
  ///
  /// - Parameter rect: The room it has.
  public func draw(in rect: CGRect) { paintInCurrentContext() }
}

extension CALayer {
  /// Draws the layer and its sublayers into `context`, in the layer's coordinates.
  ///
  /// - Parameter context: The context to draw into.
  public func render(in context: CGContext) { context.paint() }
}

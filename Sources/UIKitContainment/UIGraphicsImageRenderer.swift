public import Foundation

/// How an image renderer's images are made (UIKit's `UIGraphicsImageRendererFormat`): their
/// scale and whether they are opaque.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  /// Pixels a point (the main screen's by default).
  public var scale: CGFloat = UIScreen.main.scale
  /// Whether the images have no transparency (`false` by default).
  public var opaque = false
  /// Whether the images keep colours beyond sRGB (kept).
  public var preferredRange = Range.automatic

  /// The range of colours an image keeps (UIKit's `UIGraphicsImageRendererFormat.Range`).
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case `default` = 1
    case extended = 2
    case standard = 3
  }

  /// A format of the main screen's scale, not opaque.
  public override init() {}

  /// The format that suits the main screen.
  ///
  /// - Returns: A new format.
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// The format that suits the device best: the main screen's.
  ///
  /// - Returns: A new format.
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// What an image renderer's actions draw with (UIKit's `UIGraphicsImageRendererContext`): its
/// Core Graphics context, current while they run.
public final class UIGraphicsImageRendererContext: NSObject {
  /// The context the actions draw into.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.format = format
    cgContext = CGContext(size: size, scale: format.scale)
  }

  /// The image drawn so far.
  public var currentImage: UIImage { UIImage(drawnAt: cgContext.size, scale: cgContext.scale) }

  /// Fills `rect` with the context's fill colour.
  ///
  /// - Parameter rect: The rectangle.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect`, mixed by `blendMode`.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: How it mixes with what is there.
  public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

  /// Strokes the outline of `rect`.
  ///
  /// - Parameter rect: The rectangle.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Strokes the outline of `rect`, mixed by `blendMode`.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - blendMode: How it mixes with what is there.
  public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }

  /// Narrows the clip to `rect`.
  ///
  /// - Parameter rect: The rectangle.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images from drawing code (UIKit's `UIGraphicsImageRenderer`, iOS 10): the way UIKit
/// recommends over `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, and one that takes an
/// empty size (its image is empty) where that function ends the app since iOS 17.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
/// let badge = renderer.image { context in
///   UIColor.red.setFill()
///   UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).fill()
///   precondition(UIGraphicsGetCurrentContext() === context.cgContext)
/// }
/// precondition(badge.size == CGSize(width: 24, height: 24))
/// precondition(UIGraphicsGetCurrentContext() == nil)
/// ```
public final class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
  /// The format of its images.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// A renderer of images of `size`, in the default format.
  ///
  /// - Parameter size: The images' size in points.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of images of `size`, in `format`.
  ///
  /// - Parameters:
  ///   - size: The images' size in points.
  ///   - format: Their format.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds`' size, whose actions draw in `bounds`' coordinates.
  ///
  /// - Parameter bounds: The rectangle drawn.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of images of `bounds`' size in `format`.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle drawn.
  ///   - format: The images' format.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    (self.bounds, self.format) = (bounds, format)
  }

  /// Runs `actions` with a new context current, and gives the image they drew.
  ///
  /// - Parameter actions: The drawing.
  /// - Returns: The image, of the renderer's size and scale.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = run(actions)
    return context.currentImage
  }

  /// Runs `actions` and gives the image they drew as PNG data: empty, as the model encodes no
  /// pixels.
  ///
  /// - Parameter actions: The drawing.
  /// - Returns: The data.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = run(actions)
    return Data()
  }

  /// Runs `actions` and gives the image they drew as JPEG data: empty, as the model encodes
  /// no pixels.
  ///
  /// - Parameters:
  ///   - compressionQuality: From 0 (smallest) to 1 (best).
  ///   - actions: The drawing.
  /// - Returns: The data.
  public func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    _ = run(actions)
    return Data()
  }

  /// A new context of the renderer's, current while `actions` run.
  private func run(_ actions: (UIGraphicsImageRendererContext) -> Void)
    -> UIGraphicsImageRendererContext
  {
    let context = UIGraphicsImageRendererContext(size: bounds.size, format: format)
    context.cgContext.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
    GraphicsContexts.drawing(in: context.cgContext) { actions(context) }
    return context
  }
}

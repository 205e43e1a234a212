public import Foundation

/// A bitmap (Core Graphics' `CGImage`): its size in pixels, what an image's ``UIImage/cgImage``
/// gives and a layer's `contents` takes; the model keeps no pixels.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4)).image { _ in }
/// let bitmap = image.cgImage
/// precondition(bitmap?.width == 30 && bitmap?.height == 12)  // the screen's scale, 3
/// precondition(UIImage(cgImage: bitmap!, scale: 3, orientation: .up).size == image.size)
/// ```
public final class CGImage: @unchecked Sendable {
  /// Its width in pixels.
  public let width: Int
  /// Its height in pixels.
  public let height: Int

  init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}

extension UIImage {
  /// How an image is turned when it is drawn (UIKit's `UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The image's bitmap: its size times its scale, in pixels.
  public var cgImage: CGImage? {
    CGImage(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  /// How the image is turned: `.up` (the model turns none).
  public var imageOrientation: Orientation { .up }

  /// An image of `cgImage`, a point a pixel.
  ///
  /// - Parameter cgImage: The bitmap.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage` at `scale` pixels a point.
  ///
  /// - Parameters:
  ///   - cgImage: The bitmap.
  ///   - scale: Pixels a point.
  ///   - orientation: How it is turned (kept as `.up`: the model turns none).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale > 0 ? scale : 1
    self.init(
      "", .automatic, nil,
      size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
      scale: scale)
  }
}

extension CGContext {
  /// Draws `image` scaled to fill `rect`.
  ///
  /// - Parameters:
  ///   - image: The bitmap.
  ///   - rect: Where it goes.
  public func draw(_ image: CGImage, in rect: CGRect) { paint() }

  /// A bitmap of what the context holds: its size in pixels.
  ///
  /// - Returns: The bitmap.
  public func makeImage() -> CGImage? { CGImage(width: width, height: height) }
}

/// Foundation's names of the platform's integers, as Objective-C's headers give them to Swift.
public typealias NSInteger = Int
/// Foundation's name of the platform's unsigned integer.
public typealias NSUInteger = UInt

internal import ContainmentCore
public import Foundation

// An image's variants for layout and direction, and the images prepared for display (iOS 15):
// kept settings and sizes, as the model loads and decodes no pixels.

extension UIImage {
  /// This image with `alignmentInsets` as the insets of its content from its edges.
  ///
  /// ```swift
  /// let arrow = UIImage(systemName: "chevron.right")!
  ///   .withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
  /// precondition(arrow.alignmentRectInsets.left == 2)
  /// precondition(arrow.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
  /// ```
  ///
  /// - Parameter alignmentInsets: The insets.
  /// - Returns: The image with those insets.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    variant(alignmentRectInsets: alignmentInsets)
  }

  /// This image, drawn mirrored in a right-to-left layout.
  ///
  /// - Returns: The image that flips.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { variant(flips: true) }

  /// This image with its orientation mirrored left to right (the model turns none: the same
  /// image, which flips in a right-to-left layout as UIKit's does).
  ///
  /// - Returns: The mirrored image.
  public func withHorizontallyFlippedOrientation() -> UIImage { variant(flips: true) }

  /// The image decoded for display at once (iOS 15): the model decodes nothing, so the image
  /// itself.
  ///
  /// - Returns: The image.
  public func preparingForDisplay() -> UIImage? { self }

  /// A thumbnail of the image at `size` (iOS 15), its content scaled to fit: of that size.
  ///
  /// - Parameter size: The thumbnail's size, in points.
  /// - Returns: The thumbnail, or `nil` for an empty size.
  public func preparingThumbnail(of size: CGSize) -> UIImage? {
    guard size.width > 0, size.height > 0 else { return nil }
    return variant(size: size)
  }

  /// The image decoded for display, handed to `completionHandler` at the run loop's next turn
  /// (iOS 15; UIKit decodes in the background).
  ///
  /// - Parameter completionHandler: Given the prepared image.
  public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    let image = self
    VirtualClock.runLoop.schedule(after: 0) { completionHandler(image) }
  }

  /// A thumbnail at `size`, handed to `completionHandler` at the run loop's next turn (iOS 15).
  ///
  /// - Parameters:
  ///   - size: The thumbnail's size, in points.
  ///   - completionHandler: Given the thumbnail.
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void
  ) {
    let thumbnail = preparingThumbnail(of: size)
    VirtualClock.runLoop.schedule(after: 0) { completionHandler(thumbnail) }
  }

  /// ``preparingForDisplay()``, awaited (iOS 15).
  ///
  /// - Returns: The image.
  public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

  /// ``preparingThumbnail(of:)``, awaited (iOS 15).
  ///
  /// - Parameter size: The thumbnail's size, in points.
  /// - Returns: The thumbnail.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
    preparingThumbnail(of: size)
  }
}

extension CGImage {
  /// The part of the bitmap in `rect` (in pixels), or `nil` when `rect` misses it.
  ///
  /// - Parameter rect: The part to keep.
  /// - Returns: The cropped bitmap.
  public func cropping(to rect: CGRect) -> CGImage? {
    let kept = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !kept.isNull, kept.width > 0, kept.height > 0 else { return nil }
    return CGImage(width: Int(kept.width), height: Int(kept.height))
  }
}

extension UIGraphicsImageRendererFormat {
  /// A format for `traitCollection`: its display scale (the main screen's when it has none).
  ///
  /// - Parameter traitCollection: The traits.
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }
}

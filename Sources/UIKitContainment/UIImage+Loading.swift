public import Foundation

// Images loaded from a file or from data: the model decodes none, so what it makes has no size
// and no pixels; it answers `nil` where UIKit would have nothing to decode.

extension UIImage {
  /// The image in the file at `path`, or `nil` when no file is there (the model reads no
  /// pixels: the image has no size).
  ///
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init((path as NSString).lastPathComponent, .automatic, nil)
  }

  /// The image `data` encodes, or `nil` for no data (the model decodes nothing: the image has
  /// no size).
  ///
  /// ```swift
  /// precondition(UIImage(data: Data()) == nil)
  /// precondition(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))?.size == .zero)
  /// ```
  ///
  /// - Parameter data: The encoded image.
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init("", .automatic, nil)
  }

  /// The image encoded as PNG: the format's signature alone, as the model has no pixels
  /// (``init(data:)`` takes it back as an image).
  ///
  /// - Returns: The encoded image.
  public func pngData() -> Data? { Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

  /// The image encoded as JPEG: the format's start-of-image marker alone (no pixels).
  ///
  /// - Parameter compressionQuality: From 0 (smallest) to 1 (best): kept out, as no pixel is.
  /// - Returns: The encoded image.
  public func jpegData(compressionQuality: CGFloat) -> Data? { Data([0xFF, 0xD8, 0xFF]) }
}

// Which way a view's content reads, and how it takes fingers: kept and read back. The model
// lays out left to right, and one finger at a time reaches a view.

/// Which way a layout reads (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
  /// As the language's direction.
  case unspecified
  /// Playback controls: never flipped.
  case playback
  /// Spatial controls: never flipped.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

extension UIView {
  /// The direction its content reads in: right to left only when forced (the model's language
  /// reads left to right).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }

  /// The direction content of `attribute` reads in: right to left only when forced.
  ///
  /// - Parameter attribute: How the content follows the layout direction.
  /// - Returns: Its direction.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The direction content of `attribute` reads in under a layout of `direction`: the forced
  /// ones theirs, the flipping ones `direction`'s.
  ///
  /// - Parameters:
  ///   - attribute: How the content follows the layout direction.
  ///   - direction: The layout's direction.
  /// - Returns: Its direction.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo direction: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: direction
    }
  }
}

extension UIApplication {
  /// The direction the app's layout reads in: left to right (the model's language).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

// How an image is drawn and a symbol configured: kept and read back, as the model draws
// nothing. Images stay equal when their names are.

extension UIImage {
  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As where it is shown decides.
    case automatic
    /// In its own colours.
    case alwaysOriginal
    /// As a template, in the tint colour.
    case alwaysTemplate
  }

  /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's scale against its text (UIKit's `UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified, small, medium, large
  }

  /// A symbol's size, weight and scale (UIKit's `UIImage.SymbolConfiguration`, iOS 13).
  public final class SymbolConfiguration: NSObject, Sendable {
    /// Its point size (0: unspecified).
    public let pointSize: CGFloat
    /// Its weight.
    public let weight: SymbolWeight
    /// Its scale.
    public let scale: SymbolScale
    /// How its layers are coloured (iOS 15), kept: `nil` for the tint alone.
    let colouring: SymbolColouring?

    /// A configuration of a point size, a weight and a scale.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public init(
      pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default
    ) {
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
      colouring = nil
    }

    /// A configuration that colours a symbol's layers.
    init(colouring: SymbolColouring) {
      (pointSize, weight, scale, self.colouring) = (0, .unspecified, .default, colouring)
    }

    /// A configuration that draws a symbol's layers in shades of `hierarchicalColor` (iOS 15).
    ///
    /// - Parameter hierarchicalColor: The colour.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(colouring: .hierarchical(hierarchicalColor))
    }

    /// A configuration that draws a symbol's layers in `paletteColors`, in order (iOS 15).
    ///
    /// - Parameter paletteColors: The colours.
    public convenience init(paletteColors: [UIColor]) {
      self.init(colouring: .palette(paletteColors))
    }

    /// A configuration that draws a symbol in its own colours (iOS 15).
    ///
    /// - Returns: The configuration.
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(colouring: .multicolor)
    }

    /// A configuration that draws a symbol in one colour (iOS 16).
    ///
    /// - Returns: The configuration.
    public static func preferringMonochrome() -> SymbolConfiguration {
      SymbolConfiguration(colouring: .monochrome)
    }

    /// A configuration of a weight.
    ///
    /// - Parameter weight: The weight.
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

    /// A configuration of the size of `font` (its weight kept by the model as unspecified).
    ///
    /// - Parameters:
    ///   - font: The font whose point size it takes.
    ///   - scale: The scale.
    public convenience init(font: UIFont, scale: SymbolScale = .default) {
      self.init(pointSize: font.pointSize, scale: scale)
    }

    /// A configuration of a scale.
    ///
    /// - Parameter scale: The scale.
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }

    /// This configuration with what `other` specifies over it.
    ///
    /// - Parameter other: The configuration to apply.
    /// - Returns: The two combined.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      if let colouring = other.colouring, other.pointSize == 0, other.weight == .unspecified,
        other.scale == .default
      {
        return SymbolConfiguration(colouring: colouring)
      }
      return SymbolConfiguration(
        pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .default ? other.scale : scale)
    }

    /// Configurations are equal when their size, weight, scale and colouring are.
    public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
      (lhs.pointSize, lhs.weight, lhs.scale) == (rhs.pointSize, rhs.weight, rhs.scale)
        && lhs.colouring == rhs.colouring
    }

    /// Hashes the size, weight and scale.
    public override var hash: Int { valueHash(pointSize, weight, scale) }

    /// Whether `object` is an equal configuration, as `==` says (NSObject's equality, which sets,
    /// dictionaries and `==` between `NSObject`s use).
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? SymbolConfiguration).map { self == $0 } ?? false
    }
  }

  /// This image drawn in `renderingMode`.
  ///
  /// - Parameter renderingMode: How it is drawn.
  /// - Returns: The image in that mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    variant(mode: renderingMode)
  }

  /// A renderer format of the image's scale (iOS 10), to draw it again as it is.
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  /// This image drawn in `color` (iOS 13): in its own colours from then on, as UIKit's
  /// (`.alwaysOriginal`); the colour is not kept, as the model draws nothing.
  ///
  /// - Parameter color: The colour to draw it in.
  /// - Returns: The image in that colour.
  public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysOriginal) }

  /// This image drawn in `color`, in `renderingMode` (iOS 13); the colour is not kept.
  ///
  /// - Parameters:
  ///   - color: The colour to draw it in.
  ///   - renderingMode: How it is drawn.
  /// - Returns: The image in that colour.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// This symbol with `configuration` over its own.
  ///
  /// - Parameter configuration: The configuration to apply.
  /// - Returns: The image so configured.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    variant(configuration: .some(symbolConfiguration?.applying(configuration) ?? configuration))
  }

  /// This image with `configuration` in place of its own.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The image so configured.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    variant(configuration: .some(configuration))
  }
}

/// How a symbol configuration colours a symbol's layers.
enum SymbolColouring: Hashable, Sendable {
  case hierarchical(UIColor)
  case palette([UIColor])
  case multicolor
  case monochrome
}

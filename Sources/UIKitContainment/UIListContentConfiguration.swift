/// UIKit's `UIListContentConfiguration` (iOS 14): a list cell's text, secondary text and image.
///
/// ```swift
/// var content = UIListContentConfiguration.cell()
/// content.text = "Inbox"
/// content.secondaryText = "12"
/// content.textProperties.color = .label
/// precondition(content.text == "Inbox")
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  /// How a text looks.
  public struct TextProperties: Sendable {
    /// Its font.
    public var font = UIFont.systemFont(ofSize: 17)
    /// Its colour.
    public var color = UIColor.label
    /// At most this many lines (0: any).
    public var numberOfLines = 0
    /// How its lines line up (kept).
    public var alignment = TextAlignment.natural
    /// Whether its font follows the user's text size (kept).
    public var adjustsFontForContentSizeCategory = true
    /// How a line too long ends.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether its font shrinks to fit its width (kept).
    public var adjustsFontSizeToFitWidth = false
    /// How far its font may shrink (kept).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether its letters may draw closer before it is cut (kept).
    public var allowsDefaultTighteningForTruncation = true
    /// How its letters' case changes as it shows.
    public var transform = TextTransform.none
    /// Changes its colour as it shows (`nil`: none).
    public var colorTransformer: UIConfigurationColorTransformer?

    /// How a text's letters' case changes (UIKit's `UIListContentConfiguration
    /// .TextProperties.TextTransform`).
    public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }

    /// The colour shown: its colour through its transformer.
    ///
    /// - Returns: The colour.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// How a text's lines line up (UIKit's `UIListContentConfiguration.TextProperties
    /// .TextAlignment`).
    public enum TextAlignment: Int, Sendable {
      case natural, center, justified
    }
  }

  /// How an image looks (kept).
  public struct ImageProperties: Sendable {
    /// Its tint (`nil`: the cell's).
    public var tintColor: UIColor?
    /// Its largest size (`.zero`: its own).
    public var maximumSize = CGSize.zero
    /// Its size reserved for alignment (`.zero`: none).
    public var reservedLayoutSize = CGSize.zero
    /// The corner radius it is clipped to.
    public var cornerRadius: CGFloat = 0
    /// The symbol configuration of a symbol image (kept).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Changes its tint as it shows (`nil`: none).
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// Whether it keeps its colours when the user inverts them (kept).
    public var accessibilityIgnoresInvertColors = false

    /// The tint shown: its tint (else `tintColor`) through its transformer.
    ///
    /// - Parameter tintColor: The tint of an image with none of its own.
    /// - Returns: The colour.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let tint = self.tintColor ?? tintColor
      return tintColorTransformer?(tint) ?? tint
    }
  }

  /// How the image looks.
  public var imageProperties = ImageProperties()

  /// The text.
  public var text: String?
  /// The text, with attributes (shown in place of ``text`` when set).
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text, with attributes.
  public var secondaryAttributedText: NSAttributedString?
  /// The margins around its content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the texts one above the other.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Whether the texts go side by side when they fit (a value cell's way).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The image.
  public var image: UIImage?
  /// How the text looks.
  public var textProperties = TextProperties()
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties()

  /// A default cell's configuration.
  ///
  /// - Returns: An empty configuration.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A subtitle cell's configuration.
  ///
  /// - Returns: An empty configuration.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A value cell's configuration.
  ///
  /// - Returns: An empty configuration.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// A grouped list's header configuration.
  ///
  /// - Returns: An empty configuration.
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
}

extension UIListContentConfiguration {
  /// A list's header in the list's appearance (iOS 18).
  public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A list's footer in the list's appearance (iOS 18).
  public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// An inset grouped list's prominent header (iOS 15).
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
  /// An inset grouped list's extra prominent header (iOS 15).
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
  /// A sidebar's header.
  public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A sidebar's cell.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A sidebar's cell with a subtitle.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
  /// A cell of a sidebar beside its content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
  /// A cell with a subtitle of a sidebar beside its content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }
}

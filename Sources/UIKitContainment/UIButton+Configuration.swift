/// UIKit's `UIButton.Configuration` (iOS 15): a button's look as a value — its title, image,
/// colours, shape and insets — kept and read back; the model draws nothing.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.title = "Continue"
/// configuration.image = UIImage(systemName: "arrow.right")
/// configuration.imagePlacement = .trailing
/// configuration.cornerStyle = .capsule
/// let button = UIButton(configuration: configuration, primaryAction: nil)
/// precondition(button.title(for: .normal) == "Continue")
/// ```
extension UIButton {
  /// A button's look (iOS 15).
  public struct Configuration: Hashable, Sendable {
    /// The shape of the button's corners.
    public enum CornerStyle: Int, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    /// The button's size.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }

    /// How the title and subtitle line up.
    public enum TitleAlignment: Int, Sendable {
      case automatic, leading, center, trailing
    }

    /// The title.
    public var title: String?
    /// The title, with attributes (shown in place of ``title`` when set).
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The subtitle, with attributes.
    public var attributedSubtitle: AttributedString?
    /// The image.
    public var image: UIImage?
    /// The colour of the title and the image.
    public var baseForegroundColor: UIColor?
    /// The background's colour.
    public var baseBackgroundColor: UIColor?
    /// The corners' shape.
    public var cornerStyle = CornerStyle.dynamic
    /// The button's size.
    public var buttonSize = Size.medium
    /// The content's insets from the edges.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// Where the image sits beside the title.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// How the titles line up.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether an activity indicator shows in place of the image.
    public var showsActivityIndicator = false
    /// The background.
    public var background = UIBackgroundConfiguration()

    /// A plain button's look.
    ///
    /// - Returns: The configuration.
    public static func plain() -> Configuration { Configuration() }
    /// A tinted button's look.
    ///
    /// - Returns: The configuration.
    public static func tinted() -> Configuration { Configuration() }
    /// A gray button's look.
    ///
    /// - Returns: The configuration.
    public static func gray() -> Configuration { Configuration(background: .systemGray5) }
    /// A filled button's look.
    ///
    /// - Returns: The configuration.
    public static func filled() -> Configuration { Configuration(background: .tintColor) }
    /// A borderless button's look.
    ///
    /// - Returns: The configuration.
    public static func borderless() -> Configuration { Configuration() }
    /// A bordered button's look.
    ///
    /// - Returns: The configuration.
    public static func bordered() -> Configuration { Configuration(background: .systemGray5) }
    /// A bordered, tinted button's look.
    ///
    /// - Returns: The configuration.
    public static func borderedTinted() -> Configuration { Configuration() }
    /// A prominent bordered button's look.
    ///
    /// - Returns: The configuration.
    public static func borderedProminent() -> Configuration {
      Configuration(background: .tintColor)
    }

    /// An empty look.
    public init() {}

    /// A look on a background of `color`.
    init(background color: UIColor) { baseBackgroundColor = color }

    /// This look updated for `state` (the model's looks do not change with the state).
    ///
    /// - Parameter state: The button's state.
    /// - Returns: The configuration.
    public func updated(for state: UIControl.State) -> Configuration { self }
  }

  /// A button of `configuration`'s look whose tap sends `primaryAction` (iOS 15).
  ///
  /// - Parameters:
  ///   - configuration: Its look.
  ///   - primaryAction: The action of its tap.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    // An initializer's own assignment runs no observer: shown here.
    self.configuration = configuration
    show(configuration)
  }

  /// Asks for ``configurationUpdateHandler`` to run (at once in the model).
  public func setNeedsUpdateConfiguration() { updateConfiguration() }

  /// Shows `configuration`'s title and image in the normal state.
  func show(_ configuration: Configuration) {
    setTitle(
      configuration.attributedTitle.map { String($0.characters) } ?? configuration.title,
      for: .normal)
    setImage(configuration.image, for: .normal)
    if let color = configuration.baseForegroundColor { setTitleColor(color, for: .normal) }
  }
}

/// UIKit's `UIBackgroundConfiguration` (iOS 14): a background's colour and shape, kept.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The colour.
  public var backgroundColor: UIColor?
  /// The corners' radius.
  public var cornerRadius: CGFloat = 0
  /// The outline's colour.
  public var strokeColor: UIColor?
  /// The outline's width.
  public var strokeWidth: CGFloat = 0
  /// The insets from the edges.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Changes the colour as it is shown (`nil`: none).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// Changes the outline's colour as it is shown (`nil`: none).
  public var strokeColorTransformer: UIConfigurationColorTransformer?

  /// The colour shown: the background colour (else `tintColor`) through the transformer.
  ///
  /// - Parameter tintColor: The colour of a background with none of its own.
  /// - Returns: The colour.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// A clear background.
  public init() {}

  /// A clear background.
  ///
  /// - Returns: The configuration.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A plain list cell's background.
  ///
  /// - Returns: The configuration.
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A grouped list cell's background.
  ///
  /// - Returns: The configuration.
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A sidebar cell's background.
  ///
  /// - Returns: The configuration.
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A list cell's background in the list's appearance (iOS 18).
  ///
  /// - Returns: The configuration.
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// This configuration as it shows in `state` (a cell's): the model's backgrounds do not
  /// change with one.
  ///
  /// - Parameter state: The state.
  /// - Returns: This configuration.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}

/// UIKit's `NSDirectionalRectEdge`: edges named by the reading direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits.
  public let rawValue: UInt
  /// The edges of `rawValue`.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 8)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// UIKit's `UIConfigurationColorTransformer` (iOS 14): a change of colour a configuration
/// applies as it is shown.
///
/// ```swift
/// let faded = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// precondition(faded(.red) == UIColor.red.withAlphaComponent(0.5))
/// ```
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  private let transform: @Sendable (UIColor) -> UIColor
  private let identity = UUID()

  /// A transformer applying `transform`.
  ///
  /// - Parameter transform: The change of colour.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

  /// `color`, changed.
  ///
  /// - Parameter color: A colour.
  /// - Returns: The colour changed.
  public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

  /// Grey of the same brightness.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.getWhite(&white, alpha: &alpha)
    return UIColor(white: white, alpha: alpha)
  }
  /// The tint colour (the system's blue in the model).
  public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
  /// The tint colour, kept to one hue (the system's blue in the model).
  public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemBlue }

  /// Whether the two are the same transformer.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes its identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A size class: whether a dimension is constrained (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not known.
  case unspecified
  /// Constrained, as a phone's width.
  case compact
  /// Roomy, as a tablet's.
  case regular
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not known.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet.
  case pad = 1
}

/// The traits of the environment a view or view controller is in (UIKit's
/// `UITraitCollection`): its size classes, appearance, device and scale.
///
/// The model derives them from the size of the view of the outermost view controller above
/// (the window's, or the screen's out of one), on a phone: a width under 700 points or a height
/// under 500 is compact (a phone in portrait: compact × regular; in landscape: compact ×
/// compact; a window of 1,024 × 768: regular × regular). A container can give a child other
/// traits (``UIViewController/setOverrideTraitCollection(_:forChild:)``).
///
/// ```swift
/// let traits = UITraitCollection(traitsFrom: [
///   UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
/// ])
/// precondition(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
/// precondition(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
/// ```
public final class UITraitCollection: NSObject, Sendable {
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Points to pixels (0: not known).
  public let displayScale: CGFloat
  /// The direction layouts read in: left to right (the model's language reads so).
  public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }

  private init(
    horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified, style: UIUserInterfaceStyle = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceStyle = style
    userInterfaceIdiom = idiom
    displayScale = scale
  }

  /// Traits with nothing specified.
  public override convenience init() { self.init(horizontal: .unspecified) }

  /// Traits that specify the horizontal size class only.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }

  /// Traits that specify the vertical size class only.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  /// Traits that specify the appearance only.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// Traits that specify the device only.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(idiom: userInterfaceIdiom)
  }

  /// Traits that specify the scale only.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

  /// The traits of `collections`, each specified trait of a later one over an earlier one's.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var merged = UITraitCollection()
    for next in collections { merged = merged.overridden(by: next) }
    self.init(
      horizontal: merged.horizontalSizeClass, vertical: merged.verticalSizeClass,
      style: merged.userInterfaceStyle, idiom: merged.userInterfaceIdiom,
      scale: merged.displayScale)
  }

  /// The traits of a phone's window (or a view) of `size`.
  convenience init(phoneOfSize size: CGSize) {
    let (horizontal, vertical) = Self.sizeClasses(of: size)
    self.init(horizontal: horizontal, vertical: vertical, style: .light, idiom: .phone, scale: 3)
  }

  /// A phone's traits for a window of `size`: one shared collection for each pair of size
  /// classes (reading traits makes none; a compact height makes a compact width).
  static func phone(ofSize size: CGSize) -> UITraitCollection {
    switch sizeClasses(of: size) {
    case (.compact, .compact): compactPhone
    case (.compact, _): portraitPhone
    default: regularPhone
    }
  }

  private static let compactPhone = UITraitCollection(
    phoneOfSize: CGSize(width: 844, height: 390))
  private static let portraitPhone = UITraitCollection(
    phoneOfSize: CGSize(width: 390, height: 844))
  private static let regularPhone = UITraitCollection(
    phoneOfSize: CGSize(width: 1024, height: 768))

  /// The horizontal and vertical size classes of a phone's window of `size`.
  static func sizeClasses(of size: CGSize) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
    (
      size.width < 700 || size.height < 500 ? .compact : .regular,
      size.height < 500 ? .compact : .regular
    )
  }

  /// These traits with each trait `other` specifies taken from it.
  func overridden(by other: UITraitCollection) -> UITraitCollection {
    UITraitCollection(
      horizontal: other.horizontalSizeClass == .unspecified
        ? horizontalSizeClass : other.horizontalSizeClass,
      vertical: other.verticalSizeClass == .unspecified
        ? verticalSizeClass : other.verticalSizeClass,
      style: other.userInterfaceStyle == .unspecified
        ? userInterfaceStyle : other.userInterfaceStyle,
      idiom: other.userInterfaceIdiom == .unspecified
        ? userInterfaceIdiom : other.userInterfaceIdiom,
      scale: other.displayScale == 0 ? displayScale : other.displayScale)
  }

  /// Whether every trait `other` specifies has the same value here.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return overridden(by: other) == self
  }

  /// Whether colours may look different in `other` (another appearance).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }

  /// Whether two collections have the same traits.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    (lhs.horizontalSizeClass, lhs.verticalSizeClass, lhs.userInterfaceStyle)
      == (rhs.horizontalSizeClass, rhs.verticalSizeClass, rhs.userInterfaceStyle)
      && (lhs.userInterfaceIdiom, lhs.displayScale) == (rhs.userInterfaceIdiom, rhs.displayScale)
  }

  /// Hashes the traits.
  public override var hash: Int {
    valueHash(
      horizontalSizeClass, verticalSizeClass, userInterfaceStyle, userInterfaceIdiom, displayScale)
  }

  /// Whether `object` is a collection with the same traits, as `==` says (NSObject's equality, which sets,
  /// dictionaries and `==` between `NSObject`s use).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection).map { self == $0 } ?? false
  }

  /// `<UITraitCollection: H compact, V regular, …>`.
  public override var description: String {
    "<UITraitCollection: H \(horizontalSizeClass), V \(verticalSizeClass), \(userInterfaceStyle), \(userInterfaceIdiom), @\(displayScale)x>"
  }
}

// The bars' images before `UIBarAppearance` (iOS 5 to 12, still common): a navigation bar's
// background by metrics and position, its shadow and back indicator, a tab bar's background,
// shadow and selection indicator, a toolbar's background and shadow by position. Kept as set,
// never drawn. `setBackgroundImage(UIImage(), for: .default)` with `shadowImage = UIImage()` is
// how countless apps made a transparent bar.

/// The bar's height its images are for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
  /// A bar of regular height.
  case `default` = 0
  /// A bar of compact height (a phone in landscape).
  case compact = 1
  /// A bar of regular height with a prompt.
  case defaultPrompt = 101
  /// A bar of compact height with a prompt.
  case compactPrompt = 102
}

/// Where a bar stands (UIKit's `UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
  /// Anywhere: the images for every position unless one is set for its own.
  case any = 0
  /// At the bottom of its view.
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top, its background under the status bar too.
  case topAttached = 3
}

/// A bar that stands somewhere (UIKit's `UIBarPositioning`).
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
  /// Where it stands.
  var barPosition: UIBarPosition { get }
}

/// Who tells a bar where it stands (UIKit's `UIBarPositioningDelegate`).
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
  /// Where `bar` stands; `.any` unless implemented.
  ///
  /// - Parameter bar: The bar.
  /// - Returns: Its position.
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  /// `.any`, as UIKit's default.
  ///
  /// - Parameter bar: The bar.
  /// - Returns: `.any`.
  public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar's images as its code set them, by position and metrics.
struct BarImages {
  /// The backgrounds set, by position and metrics.
  var backgrounds: [Int: UIImage] = [:]
  /// The shadows set, by position.
  var shadows: [Int: UIImage] = [:]
  /// A navigation bar's back indicator and its mask; a tab bar's selection indicator.
  var indicator: UIImage?
  /// A navigation bar's back indicator's mask.
  var indicatorMask: UIImage?
  /// A navigation bar's titles' vertical offsets, by metrics.
  var titleAdjustments: [Int: CGFloat] = [:]

  /// The key of a background for `position` and `metrics`.
  static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int {
    position.rawValue * 1_000 + metrics.rawValue
  }

  /// The background set for `position` and `metrics`, else the one for any position.
  func background(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> UIImage? {
    backgrounds[Self.key(position, metrics)] ?? backgrounds[Self.key(.any, metrics)]
  }
}

extension UINavigationBar: UIBarPositioning {
  /// Where it stands: at the top.
  public var barPosition: UIBarPosition { .top }

  /// Sets its background image for `barMetrics` (`nil`: the default background).
  ///
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - barMetrics: The height it is for.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// Sets its background image for `barPosition` and `barMetrics`.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil`.
  ///   - barPosition: Where the bar stands.
  ///   - barMetrics: The height it is for.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    barImages.backgrounds[BarImages.key(barPosition, barMetrics)] = backgroundImage
  }

  /// The background image set for `barMetrics`, if any.
  ///
  /// - Parameter barMetrics: The height.
  /// - Returns: The image, if any.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    barImages.background(.any, barMetrics)
  }

  /// The background image set for `barPosition` and `barMetrics`, if any.
  ///
  /// - Parameters:
  ///   - barPosition: Where the bar stands.
  ///   - barMetrics: The height.
  /// - Returns: The image, if any.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    -> UIImage?
  {
    barImages.background(barPosition, barMetrics)
  }

  /// The line under the bar (`nil`: the default one; an empty image: none).
  public var shadowImage: UIImage? {
    get { barImages.shadows[UIBarPosition.any.rawValue] }
    set { barImages.shadows[UIBarPosition.any.rawValue] = newValue }
  }

  /// The back button's chevron (`nil`: the default one).
  public var backIndicatorImage: UIImage? {
    get { barImages.indicator }
    set { barImages.indicator = newValue }
  }

  /// The mask a title slides under beside the back chevron in a push or pop.
  public var backIndicatorTransitionMaskImage: UIImage? {
    get { barImages.indicatorMask }
    set { barImages.indicatorMask = newValue }
  }

  /// Moves the title up or down by `adjustment` points at `barMetrics`.
  ///
  /// - Parameters:
  ///   - adjustment: Points, down when positive.
  ///   - barMetrics: The height it is for.
  public func setTitleVerticalPositionAdjustment(
    _ adjustment: CGFloat, for barMetrics: UIBarMetrics
  ) {
    barImages.titleAdjustments[barMetrics.rawValue] = adjustment
  }

  /// The title's vertical offset at `barMetrics` (0 unless set).
  ///
  /// - Parameter barMetrics: The height.
  /// - Returns: The offset in points.
  public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
    barImages.titleAdjustments[barMetrics.rawValue] ?? 0
  }
}

extension UITabBar: UIBarPositioning {
  /// Where it stands: at the bottom.
  public var barPosition: UIBarPosition { .bottom }

  /// Its background image (`nil`: the default background).
  public var backgroundImage: UIImage? {
    get { barImages.backgrounds[BarImages.key(.any, .default)] }
    set { barImages.backgrounds[BarImages.key(.any, .default)] = newValue }
  }

  /// The line along its top (`nil`: the default one; an empty image: none).
  public var shadowImage: UIImage? {
    get { barImages.shadows[UIBarPosition.any.rawValue] }
    set { barImages.shadows[UIBarPosition.any.rawValue] = newValue }
  }

  /// The image behind the selected item.
  public var selectionIndicatorImage: UIImage? {
    get { barImages.indicator }
    set { barImages.indicator = newValue }
  }
}

extension UIToolbar: UIBarPositioning {
  /// Where it stands: where its delegate says, else at the bottom.
  public var barPosition: UIBarPosition {
    switch delegate?.position(for: self) {
    case nil, .any?: .bottom
    case let position?: position
    }
  }

  /// Sets its background image for `topOrBottom` and `barMetrics`.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil`.
  ///   - topOrBottom: Where the bar stands.
  ///   - barMetrics: The height it is for.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    barImages.backgrounds[BarImages.key(topOrBottom, barMetrics)] = backgroundImage
  }

  /// The background image set for `topOrBottom` and `barMetrics`, if any.
  ///
  /// - Parameters:
  ///   - topOrBottom: Where the bar stands.
  ///   - barMetrics: The height.
  /// - Returns: The image, if any.
  public func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    barImages.background(topOrBottom, barMetrics)
  }

  /// Sets its shadow image for `topOrBottom`.
  ///
  /// - Parameters:
  ///   - shadowImage: The image, or `nil`.
  ///   - topOrBottom: Where the bar stands.
  public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)
  {
    barImages.shadows[topOrBottom.rawValue] = shadowImage
  }

  /// The shadow image set for `topOrBottom` (else for any position), if any.
  ///
  /// - Parameter topOrBottom: Where the bar stands.
  /// - Returns: The image, if any.
  public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    barImages.shadows[topOrBottom.rawValue] ?? barImages.shadows[UIBarPosition.any.rawValue]
  }
}

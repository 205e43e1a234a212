/// How a bar looks (UIKit's `UIBarAppearance`, iOS 13): its background and shadow, kept and read
/// back, never drawn.
///
/// Code written for UIKit makes one, configures it and gives it to a bar for each of its states:
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemBackground
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
/// let navigation = UINavigationController(rootViewController: UIViewController())
/// navigation.navigationBar.standardAppearance = appearance
/// navigation.navigationBar.scrollEdgeAppearance = appearance
/// precondition(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .systemBackground)
/// ```
@preconcurrency @MainActor open class UIBarAppearance: NSObject {
  /// The background's colour (`nil`: the configuration's).
  open var backgroundColor: UIColor?
  /// The blur behind the background (the default configuration's system blur).
  open var backgroundEffect: UIBlurEffect?
  /// The background's image.
  open var backgroundImage: UIImage?
  /// The shadow's colour (`nil`: none; the default and opaque configurations' a thin grey).
  open var shadowColor: UIColor?
  /// The shadow's image.
  open var shadowImage: UIImage?

  /// An appearance of the default configuration: translucent, blurred, with a shadow.
  public required override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with the background and shadow of `barAppearance`.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundEffect = barAppearance.backgroundEffect
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's translucent look: no colour, a blur, a shadow.
  open func configureWithDefaultBackground() {
    (backgroundColor, backgroundEffect, shadowColor) = (
      nil, UIBlurEffect(style: .systemChromeMaterial), Self.shadow
    )
  }

  /// An opaque look: the system background's colour, no blur, a shadow.
  open func configureWithOpaqueBackground() {
    (backgroundColor, backgroundEffect, shadowColor) = (.systemBackground, nil, Self.shadow)
  }

  /// A transparent look: no colour, no blur, no shadow.
  open func configureWithTransparentBackground() {
    (backgroundColor, backgroundEffect, shadowColor) = (nil, nil, nil)
  }

  /// The system's thin grey shadow.
  private static let shadow = UIColor(white: 0, alpha: 0.3)
}

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): a bar's look and its
/// titles' text, kept.
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text style.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text style.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a tab bar looks (UIKit's `UITabBarAppearance`): a bar's look, kept.
open class UITabBarAppearance: UIBarAppearance {}

/// How a toolbar looks (UIKit's `UIToolbarAppearance`): a bar's look, kept.
open class UIToolbarAppearance: UIBarAppearance {}

/// The size of text the user chose (UIKit's `UIContentSizeCategory`, Dynamic Type): the model's
/// user keeps the default, `.large`, so no change is ever posted.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// The category's name.
  public let rawValue: String
  /// A category of the given name.
  ///
  /// - Parameter rawValue: Its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not specified.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest outside the accessibility sizes.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// An accessibility size.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An accessibility size.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// An accessibility size.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user changes the size of text: never in the model.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in the notification's user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// The categories smallest first (`unspecified` before all).
  private static let order: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether `lhs` is a smaller size than `rhs` (an unknown name counts as unspecified).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

extension UITraitCollection {
  /// The size of text the user chose: `.large`, the default (the model's user changes none).
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIApplication {
  /// The size of text the user chose: `.large`, the default.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

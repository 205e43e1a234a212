internal import ContainmentCore

/// A colour (UIKit's `UIColor`): enough to give a view a background, compare it, and fade it.
///
/// ```swift
/// let view = UIView()
/// view.backgroundColor = .systemBackground
/// view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
/// precondition(view.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
/// ```
public final class UIColor: NSObject, Sendable {
  /// Red, from 0 to 1.
  public let red: CGFloat
  /// Green, from 0 to 1.
  public let green: CGFloat
  /// Blue, from 0 to 1.
  public let blue: CGFloat
  /// Opacity, from 0 to 1.
  public let alpha: CGFloat

  /// What gives a dynamic colour for a trait collection (`UIColor+Components`), if it is one.
  let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// A colour of the given components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    provider = nil
  }

  /// A dynamic colour: `provider`'s, its components those of `light`.
  init(light: UIColor, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
    self.provider = provider
  }

  /// `UIColor()`, which code written for UIKit keeps as a placeholder until it sets a colour:
  /// no colour, every component 0 (decided: UIKit's object made this way is not documented).
  public override convenience init() { self.init(red: 0, green: 0, blue: 0, alpha: 0) }

  /// A grey of the given brightness.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether two colours have the same components.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  /// Hashes the components.
  public override var hash: Int { valueHash(red, green, blue, alpha) }

  /// Whether `object` is a colour with the same components, as `==` says (NSObject's equality, which sets,
  /// dictionaries and `==` between `NSObject`s use).
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor).map { self == $0 } ?? false
  }

  /// `UIColor(red: …, green: …, blue: …, alpha: …)`.
  public override var description: String {
    "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Dark grey.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// The system's background (the light appearance's white).
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// The system's grouped background.
  public static let systemGroupedBackground = UIColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// The system's label colour.
  public static let label = UIColor(white: 0, alpha: 1)
  /// The system's grey.
  public static let systemGray = UIColor(
    red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  /// The system's blue.
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  /// The system's red.
  public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
}

// The system's colours as their light appearance gives them (the model draws nothing and has
// no dark appearance to resolve them in: each is one colour, compared by its components).

extension UIColor {
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  /// The tint of the view it colours (iOS 15): the system's blue, the model's default tint.
  public static let tintColor = systemBlue
  /// The system's orange.
  public static let systemOrange = system(255, 149, 0)
  /// The system's yellow.
  public static let systemYellow = system(255, 204, 0)
  /// The system's green.
  public static let systemGreen = system(52, 199, 89)
  /// The system's mint.
  public static let systemMint = system(0, 199, 190)
  /// The system's teal.
  public static let systemTeal = system(48, 176, 199)
  /// The system's cyan.
  public static let systemCyan = system(50, 173, 230)
  /// The system's indigo.
  public static let systemIndigo = system(88, 86, 214)
  /// The system's purple.
  public static let systemPurple = system(175, 82, 222)
  /// The system's pink.
  public static let systemPink = system(255, 45, 85)
  /// The system's brown.
  public static let systemBrown = system(162, 132, 94)
  /// The system's second grey.
  public static let systemGray2 = system(174, 174, 178)
  /// The system's third grey.
  public static let systemGray3 = system(199, 199, 204)
  /// The system's fourth grey.
  public static let systemGray4 = system(209, 209, 214)
  /// The system's fifth grey.
  public static let systemGray5 = system(229, 229, 234)
  /// The system's sixth grey.
  public static let systemGray6 = system(242, 242, 247)

  /// Secondary text.
  public static let secondaryLabel = system(60, 60, 67, alpha: 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = system(60, 60, 67, alpha: 0.3)
  /// Quaternary text.
  public static let quaternaryLabel = system(60, 60, 67, alpha: 0.18)
  /// A placeholder's text.
  public static let placeholderText = system(60, 60, 67, alpha: 0.3)
  /// A link's text.
  public static let link = system(0, 122, 255)
  /// A thin line between pieces of content, letting some through.
  public static let separator = system(60, 60, 67, alpha: 0.29)
  /// A thin line between pieces of content, letting none through.
  public static let opaqueSeparator = system(198, 198, 200)
  /// The background over the system background.
  public static let secondarySystemBackground = system(242, 242, 247)
  /// The background over the secondary one.
  public static let tertiarySystemBackground = system(255, 255, 255)
  /// The background over the grouped one.
  public static let secondarySystemGroupedBackground = system(255, 255, 255)
  /// A fill of thin, small shapes.
  public static let systemFill = system(120, 120, 128, alpha: 0.2)
  /// A fill of medium shapes.
  public static let secondarySystemFill = system(120, 120, 128, alpha: 0.16)

  /// A system colour of 8-bit components.
  private static func system(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }
}

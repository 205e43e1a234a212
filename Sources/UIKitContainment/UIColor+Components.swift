// Colours made and read as UIKit code makes and reads them: by hue, saturation and
// brightness; by name; dynamic (iOS 13: a colour for each trait collection); and their
// components read back.

extension UIColor {
  /// A colour of the given hue, saturation and brightness (each from 0 to 1).
  ///
  /// ```swift
  /// let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
  /// precondition(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - hue: The hue, a turn of the colour wheel from red.
  ///   - saturation: The saturation.
  ///   - brightness: The brightness.
  ///   - alpha: The opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch index {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// A colour of the Display P3 space's components, taken as they are (the model has one
  /// colour space).
  ///
  /// - Parameters:
  ///   - displayP3Red: Red.
  ///   - green: Green.
  ///   - blue: Blue.
  ///   - alpha: The opacity.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// The app's colour named `name` in its asset catalogue: the model has no catalogue, so
  /// every name gives the system's grey (decided: code that falls back on `nil` would hide
  /// the screen it colours).
  ///
  /// - Parameter name: The colour's name.
  public convenience init?(named name: String) {
    self.init(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  }

  /// A colour that tiles `image` (the model draws nothing: a grey, the image kept aside).
  ///
  /// - Parameter image: The image to tile.
  public convenience init(patternImage image: UIImage) {
    self.init(white: 0.5, alpha: 1)
  }

  /// A dynamic colour (iOS 13): `dynamicProvider` gives the colour for each trait collection
  /// (``resolvedColor(with:)``); read where no traits are given, it is the light appearance's.
  ///
  /// ```swift
  /// let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
  /// let dark = UITraitCollection(userInterfaceStyle: .dark)
  /// precondition(ink.resolvedColor(with: dark) == .white && ink == .black)
  /// ```
  ///
  /// - Parameter dynamicProvider: The colour for a trait collection.
  public convenience init(
    dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    self.init(light: light, provider: dynamicProvider)
  }

  /// The colour for `traitCollection`: a dynamic colour's provider's, else this one (the
  /// system's colours have their light appearance only here).
  ///
  /// - Parameter traitCollection: The traits to resolve it for.
  /// - Returns: The colour to draw with.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }

  /// Reads its red, green, blue and opacity; `true`, as every colour of the model has them.
  ///
  /// - Parameters:
  ///   - red: Set to red.
  ///   - green: Set to green.
  ///   - blue: Set to blue.
  ///   - alpha: Set to the opacity.
  /// - Returns: `true`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads its brightness as a grey (the mean of its components) and its opacity; `true`.
  ///
  /// - Parameters:
  ///   - white: Set to the grey's brightness.
  ///   - alpha: Set to the opacity.
  /// - Returns: `true`.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    white?.pointee = (red + green + blue) / 3
    alpha?.pointee = self.alpha
    return true
  }

  /// Reads its hue, saturation, brightness and opacity; `true`.
  ///
  /// - Parameters:
  ///   - hue: Set to the hue.
  ///   - saturation: Set to the saturation.
  ///   - brightness: Set to the brightness.
  ///   - alpha: Set to the opacity.
  /// - Returns: `true`.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let high = max(red, green, blue)
    let span = high - min(red, green, blue)
    var turn: CGFloat = 0
    if span > 0 {
      turn =
        high == red
        ? (green - blue) / span : high == green ? 2 + (blue - red) / span : 4 + (red - green) / span
      turn /= 6
      if turn < 0 { turn += 1 }
    }
    hue?.pointee = turn
    saturation?.pointee = high == 0 ? 0 : span / high
    brightness?.pointee = high
    alpha?.pointee = self.alpha
    return true
  }

  /// Dark text on a light background (black).
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// Light text on a dark background (white, at 60 % opacity).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// The grouped table view's background (deprecated in iOS 13 for
  /// `systemGroupedBackground`).
  @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
  public static let groupTableViewBackground = systemGroupedBackground
}

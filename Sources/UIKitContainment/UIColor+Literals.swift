// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`,
// `#imageLiteral(resourceName:)`), which UIKit's Swift overlay makes a `UIColor` and a `UIImage`
// by declaring the two types the compiler looks for.

/// The type a `#colorLiteral(red:green:blue:alpha:)` makes where no other is asked for:
/// `UIColor`, as UIKit's overlay declares it.
public typealias _ColorLiteralType = UIColor

/// The type a `#imageLiteral(resourceName:)` makes where no other is asked for: `UIImage`.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, each component from 0 to 1.
  ///
  /// ```swift
  /// let dimming = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.4)
  /// precondition(dimming == UIColor(red: 0, green: 0, blue: 0, alpha: 0.4))
  /// ```
  ///
  /// - Parameters:
  ///   - red: Red.
  ///   - green: Green.
  ///   - blue: Blue.
  ///   - alpha: Opacity.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension UIImage: _ExpressibleByImageLiteral {
  /// The image of an `#imageLiteral(resourceName:)`: the app's image of that name, as
  /// `UIImage(named:)` makes it (the model loads no file, so it always makes one).
  ///
  /// - Parameter name: The image's name in the app's resources.
  public convenience init(imageLiteralResourceName name: String) {
    self.init(name, .automatic, nil)
  }
}

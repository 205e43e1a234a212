/// A distance to move something from its place (UIKit's `UIOffset`): a tab bar item's title, a
/// bar button item's title, a search bar's text.
public struct UIOffset: Hashable, Sendable {
  /// The distance to the right.
  public var horizontal: CGFloat
  /// The distance down.
  public var vertical: CGFloat

  /// An offset of `horizontal` to the right and `vertical` down.
  ///
  /// - Parameters:
  ///   - horizontal: The distance to the right.
  ///   - vertical: The distance down.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  /// No offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// No offset.
  public static let zero = UIOffset()
}

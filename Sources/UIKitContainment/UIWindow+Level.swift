// A window's level, key status and screen as code written for UIKit sets them: a banner's or an
// alert's window above the app's, made key without being shown.

extension UIWindow {
  /// Where a window stands among the others (UIKit's `UIWindow.Level`): the higher in front.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level's value.
    public let rawValue: CGFloat
    /// The level of `rawValue`.
    ///
    /// - Parameter rawValue: Its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level of `rawValue`.
    ///
    /// - Parameter rawValue: Its value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The app's windows (0).
    public static let normal = Level(0)
    /// The status bar's (1,000).
    public static let statusBar = Level(1000)
    /// An alert's (2,000).
    public static let alert = Level(2000)
    /// The level `rhs` above `lhs` (`.statusBar + 1`, as UIKit's overlay adds them).
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    /// Whether `lhs` is behind `rhs`.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Makes the window the key window without showing it (UIKit's `makeKey()`): the model's key
  /// windows are the visible ones, so this changes nothing (decided: show it with
  /// `makeKeyAndVisible()` or `isHidden = false`).
  public func makeKey() {}

  /// The screen the window shows on: the model's one screen (deprecated in iOS 13 for the
  /// scene's; setting another changes nothing, as the model has no other).
  public var screen: UIScreen {
    get { UIScreen.main }
    set {}
  }
}

extension UIWindowScene {
  /// The scene's coordinates: the screen's.
  public var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }
}

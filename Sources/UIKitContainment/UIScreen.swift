internal import ContainmentCore

/// The device's screen (UIKit's `UIScreen`): a phone's portrait screen, 390 × 844 points.
public final class UIScreen: NSObject, Sendable {
  /// The screen.
  public static let main = UIScreen()

  private override init() {}

  /// The screen's bounds in points.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

  /// Pixels a point.
  public var scale: CGFloat { 3 }

  /// The screen's bounds in pixels, portrait whatever the interface's orientation.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }

  /// Pixels a point of the screen itself.
  public var nativeScale: CGFloat { 3 }
}

/// The status bar of a window scene (UIKit's `UIStatusBarManager`, iOS 13): where it is and
/// how it looks, read from the scene's orientation.
///
/// The model's phone has a status bar 47 points tall across the top in portrait and none in
/// landscape, as iPhones with a notch do (decided: the height varies by device).
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = UIViewController()
/// window.makeKeyAndVisible()
/// let bar = window.windowScene?.statusBarManager
/// precondition(bar?.statusBarFrame.height == 47 && bar?.isStatusBarHidden == false)
/// window.isHidden = true
/// ```
@preconcurrency @MainActor public final class UIStatusBarManager: NSObject {
  private unowned let scene: UIWindowScene

  init(scene: UIWindowScene) { self.scene = scene }

  /// Whether the status bar is hidden: in landscape.
  public var isStatusBarHidden: Bool { scene.interfaceOrientation.isLandscape }

  /// Its frame in the scene's coordinates: across the top, 47 points tall in portrait; none in
  /// landscape.
  public var statusBarFrame: CGRect {
    Self.frame(in: scene.interfaceOrientation, width: scene.screen.bounds.width)
  }

  /// The status bar's frame in an interface of `orientation` as wide as `width`.
  static func frame(in orientation: UIInterfaceOrientation, width: CGFloat) -> CGRect {
    orientation.isLandscape ? .zero : CGRect(x: 0, y: 0, width: width, height: height)
  }

  /// Its style: the key window's root view controller's `preferredStatusBarStyle`, else
  /// `.default`.
  public var statusBarStyle: UIStatusBarStyle {
    scene.keyWindow?.rootViewController?.preferredStatusBarStyle ?? .default
  }

  /// A notched phone's status bar height.
  private static let height: CGFloat = 47
}

extension UIWindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

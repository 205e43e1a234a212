// The status bar as the application answered for it before iOS 13, when one window scene's
// `UIStatusBarManager` took over: deprecated in UIKit, still in much code written for it.

extension UIApplication {
  /// The status bar's frame in screen coordinates: the app's scene's
  /// (``UIStatusBarManager/statusBarFrame``: 47 points tall in portrait, none in landscape).
  ///
  /// ```swift
  /// let window = UIWindow(frame: UIScreen.main.bounds)
  /// window.rootViewController = UIViewController()
  /// window.makeKeyAndVisible()
  /// precondition(UIApplication.shared.statusBarFrame.height == 47)
  /// window.isHidden = true
  /// ```
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  public var statusBarFrame: CGRect { windowScene.statusBarManager?.statusBarFrame ?? .zero }

  /// Whether the status bar is hidden: the scene's (in landscape).
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  public var isStatusBarHidden: Bool {
    get { windowScene.statusBarManager?.isStatusBarHidden ?? false }
    // The status bar follows the view controllers (`UIViewControllerBasedStatusBarAppearance`,
    // iOS's default since iOS 9), so setting it changes nothing, as on iOS.
    set {}
  }

  /// The orientation of the interface: the app's scene's.
  @available(
    iOS, deprecated: 13.0,
    message: "Use the interfaceOrientation property of the window scene instead."
  )
  public var statusBarOrientation: UIInterfaceOrientation { windowScene.interfaceOrientation }

  /// The status bar's style: the scene's (the key window's root view controller's).
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  public var statusBarStyle: UIStatusBarStyle {
    get { windowScene.statusBarManager?.statusBarStyle ?? .default }
    // Changes nothing, as `isStatusBarHidden`'s.
    set {}
  }

  /// Hides or shows the status bar: nothing, as on iOS while the view controllers decide it
  /// (iOS's default since iOS 9).
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animation: How.
  @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
  public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

  /// Sets the status bar's style: nothing, as on iOS while the view controllers decide it.
  ///
  /// - Parameters:
  ///   - statusBarStyle: The style.
  ///   - animated: Whether to animate.
  @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
  public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}
}

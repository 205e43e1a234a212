// The status bar as the application answered for it before iOS 13, when one window scene's
// `UIStatusBarManager` took over: deprecated in UIKit, still in much code written for it.

internal import ContainmentCore

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

extension UIApplication {
  /// Posted when the interface is about to turn (deprecated in iOS 13): its `userInfo`'s
  /// ``statusBarOrientationUserInfoKey`` holds the new orientation's raw value.
  ///
  /// The model posts it once the window has taken its new orientation, before the size
  /// transition (decided: the model turns at once), then the device's notification, then
  /// ``didChangeStatusBarOrientationNotification`` and ``didChangeStatusBarFrameNotification``.
  ///
  /// ```swift
  /// let window = UIWindow(frame: UIScreen.main.bounds)
  /// window.rootViewController = UIViewController()
  /// window.makeKeyAndVisible()
  /// nonisolated(unsafe) var heights: [CGFloat] = []
  /// let token = NotificationCenter.default.addObserver(
  ///   forName: UIApplication.didChangeStatusBarFrameNotification, object: nil, queue: nil
  /// ) { note in
  ///   let old = note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue
  ///   heights.append(old?.cgRectValue.height ?? -1)
  /// }
  /// window._modelWindow.rotate(to: .landscapeLeft)
  /// NotificationCenter.default.removeObserver(token)
  /// precondition(heights == [47])
  /// window.isHidden = true
  /// ```
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static var willChangeStatusBarOrientationNotification: Notification.Name {
    named(.willChangeStatusBarOrientation)
  }

  /// Posted when the status bar's frame is about to change (deprecated in iOS 13): its
  /// `userInfo`'s ``statusBarFrameUserInfoKey`` holds the new frame (an `NSValue`).
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static var willChangeStatusBarFrameNotification: Notification.Name {
    named(.willChangeStatusBarFrame)
  }

  /// Posted when the status bar's frame changed (deprecated in iOS 13): its `userInfo`'s
  /// ``statusBarFrameUserInfoKey`` holds the previous frame (an `NSValue`), as UIKit's does.
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static var didChangeStatusBarFrameNotification: Notification.Name {
    named(.didChangeStatusBarFrame)
  }

  /// The key of the orientation's raw value (an `NSNumber`) in the orientation notifications'
  /// `userInfo`: the new one's when it will change, the previous one's when it did.
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static let statusBarOrientationUserInfoKey =
    "UIApplicationStatusBarOrientationUserInfoKey"

  /// The key of the status bar's frame (an `NSValue`) in the frame notifications' `userInfo`:
  /// the new one's when it will change, the previous one's when it did.
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

  /// Posts that the interface will turn to `new`, and the status bar's frame will follow it.
  func postStatusBarWillChange(to new: InterfaceOrientation) {
    postStatusBarChange(.willChangeStatusBarOrientation, .willChangeStatusBarFrame, new)
  }

  /// Posts that the interface turned from `old`, and the status bar's frame followed it.
  func postStatusBarDidChange(from old: InterfaceOrientation) {
    postStatusBarChange(.didChangeStatusBarOrientation, .didChangeStatusBarFrame, old)
  }

  /// Posts `orientationName` with `orientation`'s raw value, then `frameName` with the status
  /// bar's frame in it.
  private func postStatusBarChange(
    _ orientationName: Notification.Name, _ frameName: Notification.Name,
    _ orientation: InterfaceOrientation
  ) {
    guard Self.mayBeObserved else { return }  // no user info made for nobody
    post(
      orientationName,
      userInfo: [Self.statusBarOrientationUserInfoKey: NSNumber(value: orientation.uiKitRawValue)])
    post(
      frameName,
      userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: statusBarFrame(in: orientation))])
  }

  /// The status bar's frame when the interface has `orientation`.
  private func statusBarFrame(in orientation: InterfaceOrientation) -> CGRect {
    UIStatusBarManager.frame(in: orientation, width: UIScreen.main.bounds.width)
  }
}

extension InterfaceOrientation {
  /// UIKit's raw value of the orientation (`UIInterfaceOrientation.landscapeLeft` is 4).
  fileprivate var uiKitRawValue: Int {
    switch self {
    case .portrait: 1
    case .portraitUpsideDown: 2
    case .landscapeRight: 3
    case .landscapeLeft: 4
    }
  }
}

extension Notification.Name {
  fileprivate static let willChangeStatusBarOrientation = Self(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  fileprivate static let willChangeStatusBarFrame = Self(
    "UIApplicationWillChangeStatusBarFrameNotification")
  fileprivate static let didChangeStatusBarFrame = Self(
    "UIApplicationDidChangeStatusBarFrameNotification")
}

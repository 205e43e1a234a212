// The app's window as code written for UIKit reaches it through a delegate:
// `UIApplication.shared.delegate?.window??.rootViewController`.
//
// UIKit's `window` is an optional requirement of `UIApplicationDelegate` and
// `UIWindowSceneDelegate`, so read through the protocol it is `UIWindow??`: `nil` when the
// delegate has no `window` property, `.some(nil)` when it has one that holds no window. Swift
// has no optional requirements off Objective-C, so the model reads the delegate's stored
// property named `window`, as the Objective-C runtime finds the property by its name; a
// delegate's own code reads its own property, unchanged.

extension UIApplicationDelegate {
  /// The delegate's window: its stored property `window`, or `nil` when it has none (the
  /// optional requirement unimplemented).
  ///
  /// ```swift
  /// final class AppDelegate: UIApplicationDelegate {
  ///   var window: UIWindow?
  /// }
  /// let delegate = AppDelegate()
  /// delegate.window = UIWindow(frame: UIScreen.main.bounds)
  /// let seen: any UIApplicationDelegate = delegate
  /// precondition(seen.window??.frame == UIScreen.main.bounds)
  /// ```
  public var window: UIWindow?? { storedWindow(of: self) }
}

extension UIWindowSceneDelegate {
  /// The delegate's window: its stored property `window`, or `nil` when it has none.
  public var window: UIWindow?? { storedWindow(of: self) }
}

/// `object`'s stored property `window` (its class's or a superclass's), if it has one.
func storedWindow(of object: AnyObject) -> UIWindow?? {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    if let child = current.children.first(where: { $0.label == "window" }) {
      return .some(child.value as? UIWindow)
    }
    mirror = current.superclassMirror
  }
  return nil
}

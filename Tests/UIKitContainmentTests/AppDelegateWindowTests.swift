import Testing
import UIKitContainment

/// The app's window reached through its delegate, as container code finds the root view
/// controller: `UIApplication.shared.delegate?.window??.rootViewController`.
@MainActor @Suite struct AppDelegateWindowTests {
  final class WindowedDelegate: UIApplicationDelegate {
    var window: UIWindow?
  }

  final class BareDelegate: UIApplicationDelegate {}

  final class SceneDelegate: UIWindowSceneDelegate {
    var window: UIWindow?
  }

  @Test(
    "a delegate's window reads as UIKit's optional requirement: nil without one, .some otherwise")
  func theDelegatesWindow() throws {
    let windowed = WindowedDelegate()
    var seen: any UIApplicationDelegate = windowed
    #expect(seen.window != nil && seen.window! == nil, "a property with no window yet")
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    window.rootViewController = root
    windowed.window = window
    #expect(seen.window??.rootViewController === root)
    seen = BareDelegate()
    #expect(seen.window == nil, "no property: the requirement unimplemented")
    let scene = SceneDelegate()
    scene.window = window
    let sceneSeen: any UIWindowSceneDelegate = scene
    #expect(sceneSeen.window??.rootViewController === root)
  }
}

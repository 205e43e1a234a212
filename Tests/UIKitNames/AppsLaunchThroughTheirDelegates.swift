// modes: 5 6
// library

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// The app delegate and scene delegate every app written for UIKit since iOS 13 has, as Xcode's
// template writes them: `@main`, the launch options, the scene configuration, a window made
// for the scene with a tab bar of navigation stacks, and the scene's life.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if let url = launchOptions?[.url] as? URL { print("opened with \(url)") }
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: UIViewController()),
      UINavigationController(rootViewController: UIViewController()),
    ]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    if let context = connectionOptions.urlContexts.first { print(context.url) }
  }

  func sceneDidDisconnect(_ scene: UIScene) {}
  func sceneDidBecomeActive(_ scene: UIScene) {}
  func sceneWillResignActive(_ scene: UIScene) {}
  func sceneWillEnterForeground(_ scene: UIScene) {}
  func sceneDidEnterBackground(_ scene: UIScene) {}

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    guard let url = urlContexts.first?.url else { return }
    print(url.absoluteString)
  }
}

// Container code finds the app's root view controller through the delegates' optional
// `window` (UIKit's `UIWindow??`), to present from it.
@MainActor func presentFromTheRoot(_ alert: UIViewController) {
  if let root = UIApplication.shared.delegate?.window??.rootViewController {
    root.present(alert, animated: true)
  }
  let scene = UIApplication.shared.connectedScenes.first
  if let window = (scene?.delegate as? UIWindowSceneDelegate)?.window, let shown = window {
    shown.rootViewController?.present(alert, animated: true)
  }
}

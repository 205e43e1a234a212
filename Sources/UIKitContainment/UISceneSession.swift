/// UIKit's `UISceneSession`: what the system keeps of a scene, its role and configuration.
///
/// The model's application has one scene and so one session, of the role
/// `.windowApplication`, whose configuration is the default one.
@preconcurrency @MainActor public final class UISceneSession: NSObject {
  /// The role of a scene (UIKit's `UISceneSession.Role`).
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// The role named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's interactive windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// Its role.
  public let role: Role
  /// Its configuration.
  public let configuration: UISceneConfiguration
  /// An identifier kept across launches.
  public let persistentIdentifier: String
  /// The app's information about it (kept).
  public var userInfo: [String: Any]?
  /// Its scene, while connected.
  public internal(set) weak var scene: UIScene?

  init(role: Role, scene: UIScene?) {
    self.role = role
    configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    persistentIdentifier = "UIKitContainment-scene-1"
    self.scene = scene
  }
}

/// UIKit's `UISceneConfiguration`: how a scene is made — its name, role and delegate's class.
@preconcurrency @MainActor public final class UISceneConfiguration: NSObject {
  /// Its name in the app's Info.plist.
  public let name: String?
  /// The role of the scenes it makes.
  public let role: UISceneSession.Role
  /// The class of the scenes' delegate (kept).
  public var delegateClass: AnyClass?
  /// The class of the scenes (kept).
  public var sceneClass: AnyClass?

  /// A configuration called `name` for scenes of `sessionRole`.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - sessionRole: The role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// UIKit's `UIOpenURLContext`: a URL the app is asked to open, with its options.
@preconcurrency @MainActor public final class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL

  init(url: URL) { self.url = url }
}

extension UIScene {
  /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): the model connects
  /// its scene with none.
  @preconcurrency @MainActor public final class ConnectionOptions {
    /// URLs to open.
    public let urlContexts: Set<UIOpenURLContext> = []
    /// The app that asked for the scene.
    public let sourceApplication: String? = nil

    init() {}
  }

  /// The scene's session.
  public var session: UISceneSession { sessionOfScene }
}

/// UIKit's `UISceneDelegate`: a scene's life, as the scene tells it.
///
/// Every method is optional. With a delegate set on the application's scene
/// (`scene.delegate`), the background and the foreground are told to it rather than to the
/// app's delegate, as in an app of scenes since iOS 13; the model connects its one scene
/// itself, so `scene(_:willConnectTo:options:)` is never called.
///
/// ```swift
/// final class SceneDelegate: UIWindowSceneDelegate {
///   var window: UIWindow?
///   var backgrounds = 0
///   func sceneDidEnterBackground(_ scene: UIScene) { backgrounds += 1 }
/// }
/// ```
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
  /// The scene is being connected (never called: the model connects its scene itself).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was let go (never called).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come back from the background.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// URLs to open (never called).
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// UIKit's `UIWindowSceneDelegate`: a scene delegate that keeps the scene's main window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// UIKit's `UIApplicationDelegate`: the app's life, as the application tells it.
///
/// Every method is optional (a default that does nothing, or UIKit's default answer). The
/// model runs no app of its own: a harness or a test makes the windows, so the launch methods
/// are declared for the app delegate written for UIKit and never called; `@main` on one
/// compiles, and its `main()` says that the model runs no app. The application tells its
/// delegate of memory warnings, and of the background and the foreground unless its scene has
/// a delegate, which hears them instead, as in an app of scenes since iOS 13.
///
/// ```swift
/// final class AppDelegate: UIApplicationDelegate {
///   var backgrounds = 0
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool { true }
///   func applicationDidEnterBackground(_ application: UIApplication) { backgrounds += 1 }
/// }
/// ```
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
  /// The app is launching (never called: the model runs no app).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app has launched (never called: the model runs no app).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene being made (never called: the model's one scene is made for
  /// it).
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The user closed scenes (never called).
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Opens a URL given to the app (never called).
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  /// The app is about to end (never called: the model's app does not end).
  func applicationWillTerminate(_ application: UIApplication)
  /// The app received a memory warning.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// The app entered the background (not with a scene delegate).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to leave the background (not with a scene delegate).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app became active (not with a scene delegate).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to stop being active (not with a scene delegate).
  func applicationWillResignActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The session's configuration.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { connectingSceneSession.configuration }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// `false`: not opened.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}

  /// The entry point `@main` gives an app delegate, as UIKit's does: the model runs no app
  /// (a harness or a test makes its windows), so it says so on the standard error and returns.
  public static func main() {
    let line =
      "UIKitContainment runs no app: \(Self.self) is not launched; a harness or a test makes "
      + "the windows and drives the screens\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}

extension UIApplication {
  /// A key of the options the app was launched with (UIKit's `UIApplication.LaunchOptionsKey`).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The URL the app was opened with.
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that opened it.
    public static let sourceApplication = Self(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification's payload.
    public static let remoteNotification = Self(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// A Home Screen quick action.
    public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// A user activity's dictionary.
    public static let userActivityDictionary = Self(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    /// The app was launched for a location event.
    public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
  }

  /// A key of the options a URL is opened with (UIKit's `UIApplication.OpenURLOptionsKey`).
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    ///
    /// - Parameter rawValue: Its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The bundle identifier of the app that asked.
    public static let sourceApplication = Self(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// An annotation the asking app gave.
    public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file is opened in place.
    public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}

internal import ContainmentCore

/// An instance of the app's interface (UIKit's `UIScene`): the model's application has one,
/// always in the foreground's state its application is in.
@preconcurrency @MainActor open class UIScene: NSObject {
  /// Where a scene stands (UIKit's `UIScene.ActivationState`).
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive
    /// On screen, not receiving events.
    case foregroundInactive
    /// Off screen.
    case background
  }

  /// The application it belongs to (which keeps it): `nil` once that application is gone.
  weak var application: UIApplication?

  /// Its title: kept only.
  public var title: String?

  /// Its delegate (a scene keeps it, as UIKit's does): with one, the application tells it of
  /// the background and the foreground rather than its own delegate.
  public var delegate: (any UISceneDelegate)?

  /// Its session, made when first asked for (``session``).
  private var madeSession: UISceneSession?
  /// ``session``'s storage.
  var sessionOfScene: UISceneSession {
    if let madeSession { return madeSession }
    let session = UISceneSession(role: .windowApplication, scene: self)
    madeSession = session
    return session
  }

  init(application: UIApplication) { self.application = application }

  /// Its state: its application's (active, inactive or in the background); unattached once
  /// the application is gone.
  public var activationState: ActivationState {
    switch application?.applicationState {
    case nil: .unattached
    case .active: .foregroundActive
    case .inactive: .foregroundInactive
    case .background: .background
    }
  }
}

/// The scene that holds the app's windows (UIKit's `UIWindowScene`): one for the application,
/// holding every window, on the device's one screen.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = UIViewController()
/// window.makeKeyAndVisible()
/// let scene = window.windowScene
/// precondition(scene?.windows.contains(window) == true && scene?.keyWindow === window)
/// precondition(scene?.interfaceOrientation == .portrait)
/// window.isHidden = true
/// ```
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  /// The windows in the scene: the application's.
  public var windows: [UIWindow] { application?.windows ?? [] }

  /// The key window, if any.
  public var keyWindow: UIWindow? { application?.keyWindow }

  /// The screen it shows on.
  public var screen: UIScreen { .main }

  /// The orientation of its interface: the key window's (else the first window's; portrait
  /// with none).
  public var interfaceOrientation: UIInterfaceOrientation {
    (keyWindow ?? windows.first)?._modelWindow.orientation ?? .portrait
  }

  /// The traits of its environment: the screen's.
  public var traitCollection: UITraitCollection {
    UITraitCollection.phone(ofSize: UIScreen.main.bounds.size)
  }
}

extension UIApplication {
  /// The scenes connected to the app: the one that holds its windows.
  public var connectedScenes: Set<UIScene> { [windowScene] }

  /// The application's one scene, made when first asked for.
  var windowScene: UIWindowScene {
    if let sceneIfMade { return sceneIfMade }
    let scene = UIWindowScene(application: self)
    sceneIfMade = scene
    return scene
  }
}

extension UIWindow {
  /// The scene the window is in: the application's.
  public var windowScene: UIWindowScene? {
    get { UIApplication.shared.windowScene }
    // The model has one scene: a window set into it is in it already.
    set {}
  }
}

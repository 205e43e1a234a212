public import ContainmentCore
import Synchronization

/// UIKit's `UIApplication`, on the model: the app's state, its delegate, its windows, and the
/// notifications app code observes — memory warnings delivered as iOS delivers them, entering
/// the background and coming back.
///
/// `UIApplication.shared` is the application current on the thread: a harness makes one of its
/// own current for each run (so runs on several threads never share one), and elsewhere it is
/// the thread's own (UIKit's one application lives on the main thread; code under test here may
/// run on any). A `UIWindow` made while an application is current belongs to it, as does a
/// harness's window.
///
/// A memory warning (`_simulateMemoryWarning()`, or a harness's on one of the application's
/// windows) comes as on iOS: the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
/// ``didReceiveMemoryWarningNotification`` posted to `NotificationCenter.default`, then each
/// window's view controllers' `didReceiveMemoryWarning()` (the model hands it down each
/// window's tree, presentations included; UIKit posts it to every view controller alive).
/// Entering the background and coming back post UIKit's notifications and tell the delegate,
/// and call no appearance method, as on iOS.
///
/// ```swift
/// final class Observer: @unchecked Sendable { var warnings = 0 }
/// let observer = Observer()
/// let token = NotificationCenter.default.addObserver(
///   forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared,
///   queue: nil
/// ) { _ in observer.warnings += 1 }
/// UIApplication.shared._simulateMemoryWarning()
/// NotificationCenter.default.removeObserver(token)
/// precondition(observer.warnings == 1)
/// ```
///
/// `NotificationCenter.default` is the process's: a harness running several jobs at once posts
/// each job's notifications to it from the job's thread, and an observer added with a block
/// while an application is current hears only its own application's (and those of code outside
/// any), as the one app of an iPhone does (`NotificationCenter+Observers.swift`).
@preconcurrency @MainActor open class UIApplication: UIResponder {
  /// UIKit's `UIApplication.State`.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The application current on this thread (a harness's), else the thread's own.
  public static var shared: UIApplication { slot.current ?? threadApplication.value }

  nonisolated private static let slot = ThreadSlot<UIApplication>()

  /// The application made current on this thread (a harness's run, `_withCurrent(_:)`), if
  /// any, by identity: what may be asked from any thread.
  nonisolated static var currentIdentity: ObjectIdentifier? {
    slot.current.map(ObjectIdentifier.init)
  }
  private static let threadApplication = ThreadOwned { onModelThread(()) { UIApplication() } }

  /// Whether a view controller or a view of a class that overrides a trait callback was made
  /// in this application (`TraitObservers`): a harness's run has an application of its own, so
  /// what other code in the process made changes nothing of its run.
  var traitObserverMade = false

  /// The app's delegate (kept weakly; UIKit's is unretained).
  @exclusivity(unchecked) public weak var delegate: (any UIApplicationDelegate)?

  /// Whether the app is active, inactive or in the background.
  @exclusivity(unchecked) public private(set) var applicationState = State.active

  /// How many ``beginIgnoringInteractionEvents()`` are not ended yet.
  @exclusivity(unchecked) var ignoredInteractions = 0
  /// The one scene its windows are in (`UIWindowScene.swift`), made when first asked for.
  var sceneIfMade: UIWindowScene?
  /// The URLs it was asked to open, in order (`UIApplication+Opening.swift`).
  public internal(set) var _openedURLs: [URL] = []
  /// The general pasteboard, once made (`UIPasteboard.swift`).
  var pasteboard: UIPasteboard?

  /// The windows of the application, unretained: each leaves the list when it goes.
  @exclusivity(unchecked) private var modelWindows: [Unmanaged<Window>] = []

  /// The block observers added to a notification center while the application was current,
  /// not removed yet (`NotificationCenter+Observers`).
  @exclusivity(unchecked) package var _observations: [NotificationObservation] = []

  /// The overrides of the team's screens running, innermost last (`UIApplication+ScreenCode`).
  @exclusivity(unchecked) var screenCode: [ScreenCodeSite] = []

  /// The repeating or pending timers scheduled while the application was current, not
  /// invalidated yet: the run loop's (`Timer+MainRunLoop`).
  @exclusivity(unchecked) package var _timers: [Timer] = []

  /// The first responder, if any (`UIResponder.swift`); weak, as a view or view controller that
  /// goes is first responder no more (only one made first responder pays for the reference).
  @exclusivity(unchecked) weak var firstResponder: UIResponder? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if firstResponder != nil { FirstResponder.noteSet() }
      if keyboardHeldBack == 0 { keyboardFollowsFirstResponder() }
    }
  }

  /// The keyboard's frame on the screen while it is up or coming up (`UIApplication+Keyboard`).
  @exclusivity(unchecked) var keyboardFrame: CGRect?
  /// How many times the keyboard began to show or hide.
  @exclusivity(unchecked) var keyboardChanges = 0
  /// How many changes of first responder hold the keyboard back until they end: one passing
  /// to another, a text field telling it began editing (`UIApplication+Keyboard`).
  @exclusivity(unchecked) var keyboardHeldBack = 0
  /// The views whose keyboard guide was asked for (`UIKeyboardLayoutGuide.swift`).
  @exclusivity(unchecked) var keyboardGuideViews: [WeakView] = []
  /// The appearance proxies made in this application, by class and containers
  /// (`UIAppearance.swift`).
  var appearanceProxies: [String: AnyObject] = [:]
  /// Its background tasks under way (`UIApplication+BackgroundTasks.swift`).
  var backgroundTasks = BackgroundTasks()

  /// How many notifications of each kind the app posted to assistive technologies
  /// (`UIAccessibility.post(notification:argument:)`).
  public var _accessibilityPosts: [UIAccessibility.Notification: Int] = [:]

  /// Whether the screen stays on while idle: kept (the model has no screen to dim).
  public var isIdleTimerDisabled = false
  /// The number on the app's icon: kept (the model has no home screen).
  public var applicationIconBadgeNumber = 0
  /// Whether the status bar's network spinner shows: kept; deprecated in iOS 13, which shows
  /// none.
  public var isNetworkActivityIndicatorVisible = false

  /// An application of its own, for a harness's run (UIKit makes the only one at launch).
  public override init() {}

  /// The application's next responder: its delegate, when that is a responder.
  open override var next: UIResponder? { delegate as? UIResponder }

  deinit {
    onModelThread(self) { application in
      for window in application.modelWindows { window.takeUnretainedValue()._application = nil }
      // A run's forgotten observers would hear the next run's notifications.
      for observation in application._observations { observation.remove() }
    }
  }

  /// How many block observers added while the application was current are still registered.
  public var _observerCount: Int { _observations.count }

  /// The windows of the application, in the order they joined it.
  public var windows: [UIWindow] { modelWindows.map { UIWindow.of($0.takeUnretainedValue()) } }

  /// The key window: of its windows shown (each of which the model counts key), the last to
  /// join it (UIKit's, deprecated since iOS 13 for scenes, which the model has not).
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// Dispatches `event` (a finger's change) to the window of its touch, whose `sendEvent(_:)`
  /// delivers it.
  ///
  /// UIKit calls it for every event, and an override that watches them all calls `super`. The
  /// model's application is always UIKit's own class (no `UIApplicationMain` names one of the
  /// app's), so a performed touch goes to its window directly; this delivers an event handed
  /// to it.
  ///
  /// - Parameter event: The event.
  open func sendEvent(_ event: UIEvent) {
    guard let touch = event.changedTouch else { return }
    if let window = touch.window { window.sendEvent(event) } else { touch.deliverChange() }
  }

  /// Sends `action` to `target`, or up the responder chain (see
  /// `UIApplication+SendAction.swift` for the selectors the layer can send), for a subclass to
  /// watch every action (an override is not called: the model's application is always
  /// UIKit's own class).
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - target: Its receiver, or `nil` for the responder chain.
  ///   - sender: What sends it.
  ///   - event: The event that caused it.
  /// - Returns: Whether a receiver was found and the action sent.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  { deliverAction(action, to: target, from: sender, for: event) }

  /// Makes `window` one of the application's windows, until it or the application goes.
  ///
  /// - Parameter window: A window of the model's (a harness's).
  public func _add(_ window: Window) {
    guard window._application !== self else { return }
    if let other = window._application as? UIApplication { other._remove(window) }
    window._application = self
    modelWindows.append(Unmanaged.passUnretained(window))
  }

  /// Takes `window` out of the application's windows.
  ///
  /// - Parameter window: One of its windows.
  public func _remove(_ window: Window) {
    modelWindows.removeAll { $0.takeUnretainedValue() === window }
    if window._application === self { window._application = nil }
  }

  /// Runs `body` with this application as `UIApplication.shared` on this thread, which runs
  /// the main actor's work meanwhile: `MainActor.assumeIsolated` in the app's code passes here,
  /// as on iOS's main thread.
  ///
  /// - Parameter body: The work that sees this application.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  nonisolated public func _withCurrent<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    // The thread runs a model now: code that asks whether it is on the main actor, as UIKit
    // code does (`MainActor.assumeIsolated`), is, as it would be on iOS's main thread.
    let previous = vcsMainActorChecksEnter()
    defer { vcsMainActorChecksLeave(previous) }
    return try Self.slot.with(self, body)
  }

  // MARK: Notifications

  /// Posted when the app receives a memory warning.
  ///
  /// The application's notifications are posted once code has named one of them (an
  /// observer names it to observe it): a harness sends thousands of warnings and changes of
  /// state, and a post to `NotificationCenter.default` costs more than the rest of a step, so
  /// the model posts none that nobody can be waiting for (an observer of a raw name, such as
  /// `"UIApplicationDidReceiveMemoryWarningNotification"`, alone is the exception).
  nonisolated public static var didReceiveMemoryWarningNotification: Notification.Name {
    named(.didReceiveMemoryWarning)
  }
  /// Posted when the app enters the background.
  nonisolated public static var didEnterBackgroundNotification: Notification.Name {
    named(.didEnterBackground)
  }
  /// Posted shortly before the app leaves the background.
  nonisolated public static var willEnterForegroundNotification: Notification.Name {
    named(.willEnterForeground)
  }
  /// Posted when the app becomes active.
  nonisolated public static var didBecomeActiveNotification: Notification.Name {
    named(.didBecomeActive)
  }
  /// Posted when the app is about to stop being active.
  nonisolated public static var willResignActiveNotification: Notification.Name {
    named(.willResignActive)
  }
  /// Posted when the interface's orientation changed (deprecated in iOS 13, still observed by
  /// much code): when the key window (else the first) turns, after the device's own
  /// notification.
  @available(
    iOS, deprecated: 13.0,
    message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead."
  )
  nonisolated public static var didChangeStatusBarOrientationNotification: Notification.Name {
    named(.didChangeStatusBarOrientation)
  }
  /// Posted when the app is about to end: never in the model, whose app runs until the
  /// process ends (iOS posts it only for an app ended while not suspended).
  nonisolated public static var willTerminateNotification: Notification.Name {
    named(.willTerminate)
  }
  /// Whether any code has named one of the application's notifications.
  nonisolated private static let notificationsNamed = Atomic(false)
  /// `name`, noting that code has named one of the application's notifications.
  nonisolated static func named(_ name: Notification.Name) -> Notification.Name {
    notificationsNamed.store(true, ordering: .relaxed)
    return name
  }

  /// Whether code has named one of the application's notifications (else none is posted).
  nonisolated static var mayBeObserved: Bool { notificationsNamed.load(ordering: .relaxed) }

  /// Posts `name` from the application, if code has named one of its notifications.
  func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
    guard Self.mayBeObserved else { return }
    NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
  }

  /// Sends the app a memory warning, as the system does: the delegate, the notification, then
  /// the view controllers of every window.
  public func _simulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    post(.didReceiveMemoryWarning)
    for window in modelWindows { window.takeUnretainedValue()._deliverMemoryWarning() }
  }

  /// Sends the app to the background.
  ///
  /// It resigns active, then enters the background (the delegate told and the notification
  /// posted at each), its views staying where they are. Does nothing in the background.
  public func _enterBackground() {
    guard applicationState != .background else { return }
    if applicationState == .active {
      become(
        .inactive, telling: { $0.applicationWillResignActive }, { $0.sceneWillResignActive },
        .willResignActive)
    }
    become(
      .background, telling: { $0.applicationDidEnterBackground }, { $0.sceneDidEnterBackground },
      .didEnterBackground)
    startBackgroundTime()
  }

  /// Brings the app back from the background.
  ///
  /// It will enter the foreground, then becomes active. Does nothing unless in the
  /// background.
  public func _enterForeground() {
    guard applicationState == .background else { return }
    become(
      .inactive, telling: { $0.applicationWillEnterForeground }, { $0.sceneWillEnterForeground },
      .willEnterForeground)
    become(
      .active, telling: { $0.applicationDidBecomeActive }, { $0.sceneDidBecomeActive },
      .didBecomeActive)
  }

  /// Takes `state`, then tells the scene's delegate (`sceneMethod`) when it has one, as iOS 13
  /// and later do for an app of scenes, else the app's (`method`), and posts `notification`.
  private func become(
    _ state: State, telling method: (any UIApplicationDelegate) -> (UIApplication) -> Void,
    _ sceneMethod: (any UISceneDelegate) -> (UIScene) -> Void, _ notification: Notification.Name
  ) {
    applicationState = state
    if let scene = sceneIfMade, let sceneDelegate = scene.delegate {
      sceneMethod(sceneDelegate)(scene)
    } else if let delegate {
      method(delegate)(self)
    }
    post(notification)
  }
}

extension UIApplication: _WindowApplication {
  /// A memory warning arrived at one of the application's windows: the whole app gets it.
  public func _memoryWarningArrives() { _simulateMemoryWarning() }

  /// One of the application's windows turned: when it is the key window (else the first), the
  /// interface's orientation and the status bar's frame are about to change, the device's
  /// orientation changed (posted if code asked for the device's notifications), and the
  /// interface's and the status bar's did (`UIApplication+StatusBar.swift`).
  public func _windowRotated(_ window: Window) {
    let device = UIDevice.current.isGeneratingDeviceOrientationNotifications
    guard device || Self.mayBeObserved,
      let shown = keyWindow ?? windows.first, shown._modelWindow === window
    else { return }
    let old = window._rotatingFrom ?? window.orientation
    postStatusBarWillChange(to: window.orientation)
    if device {
      NotificationCenter.default.post(
        name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
    }
    postStatusBarDidChange(from: old)
  }

}

extension Notification.Name {
  /// The raw names of the application's notifications (naming one of them through
  /// `UIApplication` is what makes the application post them).
  fileprivate static let didReceiveMemoryWarning = Self(
    "UIApplicationDidReceiveMemoryWarningNotification")
  fileprivate static let didEnterBackground = Self("UIApplicationDidEnterBackgroundNotification")
  fileprivate static let willEnterForeground = Self("UIApplicationWillEnterForegroundNotification")
  fileprivate static let didBecomeActive = Self("UIApplicationDidBecomeActiveNotification")
  fileprivate static let willResignActive = Self("UIApplicationWillResignActiveNotification")
  fileprivate static let willTerminate = Self("UIApplicationWillTerminateNotification")
  static let didChangeStatusBarOrientation = Self(
    "UIApplicationDidChangeStatusBarOrientationNotification")
}

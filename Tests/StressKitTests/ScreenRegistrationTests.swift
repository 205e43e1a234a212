import StressKit
import Synchronization
import Testing
import UIKitContainment

/// The store a team's screens observe.
enum TeamStore {
  static let didChange = Notification.Name("TeamStoreDidChange")
}

/// Observes the store while on screen with a `[weak self]` block; removes the observer as it
/// leaves unless `forgets`.
class StoreObservingScreen: UIViewController {
  var observer: (any NSObjectProtocol)?
  var refreshes = 0
  /// Whether it never removes its observer.
  var forgets: Bool { false }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard observer == nil else { return }
    observer = NotificationCenter.default.addObserver(
      forName: TeamStore.didChange, object: nil, queue: nil
    ) { [weak self] _ in MainActor.assumeIsolated { self?.refreshes += 1 } }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard !forgets, let observer else { return }
    NotificationCenter.default.removeObserver(observer)
    self.observer = nil
  }
}

/// The slip: the observer is never removed; the screen goes, its observer stays.
final class ForgetfulStoreScreen: StoreObservingScreen {
  override var forgets: Bool { true }
}

/// Observes from `viewDidLoad` to `deinit`, removing with the form that names the
/// notification.
final class DeinitRemovingScreen: UIViewController {
  nonisolated(unsafe) var observer: (any NSObjectProtocol)?
  override func viewDidLoad() {
    super.viewDidLoad()
    // A view loaded again (released under a memory warning) loads here again.
    guard observer == nil else { return }
    observer = NotificationCenter.default.addObserver(
      forName: TeamStore.didChange, object: nil, queue: nil
    ) { [weak self] _ in MainActor.assumeIsolated { self?.title = "changed" } }
  }
  deinit {
    if let observer {
      NotificationCenter.default.removeObserver(observer, name: TeamStore.didChange, object: nil)
    }
  }
}

/// The first screen shown starts an app-wide observer on purpose (a service of the app's,
/// kept for good), and no other screen does: one left registered, which is no slip.
final class ServiceStartingScreen: UIViewController {
  /// The applications a service was started in; runs of other tests load screens of this
  /// class on their own threads at once, hence the lock.
  static let started = Mutex<Set<ObjectIdentifier>>([])
  override func viewDidLoad() {
    super.viewDidLoad()
    let application = ObjectIdentifier(UIApplication.shared)
    guard Self.started.withLock({ $0.insert(application).inserted }) else { return }
    NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { _ in }
  }
}

/// Observes a center of its own, which goes with it: nothing is left registered.
final class OwnCenterScreen: UIViewController {
  let center = NotificationCenter()
  override func viewDidLoad() {
    super.viewDidLoad()
    center.addObserver(forName: TeamStore.didChange, object: nil, queue: nil) { _ in }
  }
}

/// Ticks while shown with a `[weak self]` repeating timer it invalidates as it leaves, unless
/// `forgets`; a one-shot timer of each appearance is left to fire.
class TickingScreen: UIViewController {
  var timer: Timer?
  var ticks = 0
  var forgets: Bool { false }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { _ in }
    guard timer == nil else { return }
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.ticks += 1 }
    }
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard !forgets else { return }
    timer?.invalidate()
    timer = nil
  }
}

/// The slip: the timer is never invalidated and fires on for nothing once the screen is gone.
final class ForgetfulTickingScreen: TickingScreen {
  override var forgets: Bool { true }
}

enum ForgetfulStoreScreens: StressScreenSet {
  static let screens = [StressScreen("store") { ForgetfulStoreScreen() }]
}

enum ForgetfulTickingScreens: StressScreenSet {
  static let screens = [StressScreen("ticking") { ForgetfulTickingScreen() }]
}

enum CarefulRegisteringScreens: StressScreenSet {
  static let screens = [
    StressScreen("store") { StoreObservingScreen() },
    StressScreen("deinit") { DeinitRemovingScreen() },
    StressScreen("service") { ServiceStartingScreen() },
    StressScreen("own-center") { OwnCenterScreen() },
    StressScreen("ticking") { TickingScreen() },
  ]
}

/// C9 for what a screen's code leaves registered with the app (`Oracle+Registrations`): a
/// `[weak self]` observer or timer never removed lets its screen go, so no leak check sees it;
/// alike ones left by screens gone pile up, and that is found, named by the class, the
/// override and what was registered.
@Suite struct ScreenRegistrationTests {
  /// A registration a screen forgets, as a container drives it.
  enum Slip: String, CaseIterable, CustomTestStringConvertible {
    case observerInTheStack, timerInTheTabs

    var testDescription: String { rawValue }

    /// A default run of the container with the forgetful screens.
    func run(seed: UInt64) throws -> StressReport {
      switch self {
      case .observerInTheStack:
        try StressSeeds.run(WithScreens<StackDriver, ForgetfulStoreScreens>.self, seed: seed)
      case .timerInTheTabs:
        try StressSeeds.run(WithScreens<TabDriver, ForgetfulTickingScreens>.self, seed: seed)
      }
    }

    /// What the violation says.
    var words: [String] {
      switch self {
      case .observerInTheStack:
        [
          "ForgetfulStoreScreen deallocated leaving a NotificationCenter observer of "
            + "TeamStoreDidChange registered (added in its viewWillAppear(_:)); ",
          " alike from ForgetfulStoreScreens gone pile up",
        ]
      case .timerInTheTabs:
        ["a repeating Timer (every 1.0 s) registered (added in its viewDidAppear(_:))"]
      }
    }
  }

  @Test(
    "an observer or a repeating timer a screen never removes is found once two pile up, in at most 10 operations",
    arguments: Slip.allCases, [1, 2, 3] as [UInt64])
  func aForgottenRegistrationIsFound(slip: Slip, seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) { try slip.run(seed: seed) }
    #expect(failure.violation.rule == .C9, "\(failure)")
    for phrase in slip.words {
      #expect(failure.violation.description.contains(phrase), "\(failure)")
    }
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }

  @Test(
    "removed as it leaves or in deinit, by either form, a service kept on purpose, a center of its own, one-shot timers: clean",
    arguments: [1, 2, 3] as [UInt64])
  func carefulScreensRunClean(seed: UInt64) throws {
    let report = try StressSeeds.run(
      WithScreens<StackDriver, CarefulRegisteringScreens>.self, seed: seed, steps: 5_000)
    let c9 = try #require(report.coverage?.checks.first { $0.rule == .C9 })
    #expect(c9.checks > 100, "\(c9)")
  }

  @Test("what a screen's override registers is noted as its, what runs outside one is not")
  @MainActor func registrationsAreNotedByTheirOverride() {
    let application = UIApplication()
    application._withCurrent {
      let screen = StoreObservingScreen()
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      // No harness marks the screen's code here: the observer is the app's.
      #expect(application._observerCount == 1)
      #expect(application._registrations(madeBy: ObjectIdentifier(screen)).isEmpty)
      application._screenCodeWillRun("viewDidLoad()", of: screen)
      let token = NotificationCenter.default.addObserver(
        forName: TeamStore.didChange, object: nil, queue: nil
      ) { _ in }
      application._screenCodeDidRun()
      let made = application._registrations(madeBy: ObjectIdentifier(screen))
      #expect(made.map(\.description) == ["a NotificationCenter observer of TeamStoreDidChange"])
      NotificationCenter.default.removeObserver(token, name: TeamStore.didChange, object: nil)
      #expect(application._registrations(madeBy: ObjectIdentifier(screen)).isEmpty)
      screen.beginAppearanceTransition(false, animated: false)
      screen.endAppearanceTransition()
    }
    #expect(application._observerCount == 0)
  }
}

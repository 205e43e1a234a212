import ContainmentCore
import Testing
import UIKitContainment

/// A stage for containers written the UIKit way: a registry that names the view controllers
/// they make (`vc0`, `vc1`… in the order they are made) and logs their events, a window, and a
/// clock current while a test acts.
final class UIKitStage: ViewControllerRegistry {
  let log = LifecycleLog(capacity: 256)
  let clock = VirtualClock()
  private var next: UInt64 = 0
  private let policy: ViewReleasePolicy

  init(policy: ViewReleasePolicy = .iOS6) { self.policy = policy }

  func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration {
    defer { next += 1 }
    return ViewControllerRegistration(id: ViewControllerID(next), observer: log, policy: policy)
  }

  /// Runs `body` with this stage's registry and clock current.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withCurrent { try clock.withCurrent { try body() } }
  }

  /// What `action` logs, and only that.
  func logged(_ action: () throws -> Void) rethrows -> [String] {
    log.removeAll()
    try run(action)
    defer { log.removeAll() }
    return log.lines
  }

  /// Advances the clock until no deadline is left.
  func settle() throws {
    try run { _ = try clock.runUntilIdle() }
  }

  /// A window showing `root`, on screen.
  @MainActor func show(_ root: UIViewController) -> UIWindow {
    run {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      window.makeKeyAndVisible()
      return window
    }
  }
}

import ContainmentCore
import Dispatch
import Foundation
import Testing
import UIKitContainment

/// The application as iOS runs it: memory warnings announced before they reach the view
/// controllers, the background entered and left without appearance callbacks, windows joining
/// the thread's application.
@Suite struct UIApplicationTests {
  /// What the delegate, the observers and the view controllers heard, in order.
  final class Heard: UIApplicationDelegate, @unchecked Sendable {
    var lines: [String] = []
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
      lines.append("delegate: memory warning")
    }
    func applicationWillResignActive(_ application: UIApplication) {
      lines.append("delegate: will resign active")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      lines.append("delegate: did enter background")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
      lines.append("delegate: will enter foreground")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      lines.append("delegate: did become active")
    }

    /// Observes `names` from `application` until the tokens are removed.
    func observe(_ names: [Notification.Name], of application: UIApplication)
      -> [any NSObjectProtocol]
    {
      names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
          [self] note in
          let name = note.name.rawValue
          MainActor.assumeIsolated { self.lines.append("notification: \(name)") }
        }
      }
    }
  }

  /// A screen that notes its memory warnings and appearance.
  @MainActor final class Screen: UIViewController {
    var heard: Heard?
    override func didReceiveMemoryWarning() {
      super.didReceiveMemoryWarning()
      heard?.lines.append("screen: didReceiveMemoryWarning")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      heard?.lines.append("screen: viewWillDisappear")
    }
  }

  @Test @MainActor func aWarningAtAWindowIsAnnouncedThenReachesEveryWindowOfTheApp() {
    let application = UIApplication()
    let heard = Heard()
    application.delegate = heard
    let tokens = heard.observe([UIApplication.didReceiveMemoryWarningNotification], of: application)
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let (first, second) = (Window(), Window())
    application._add(first)
    application._add(second)
    for window in [first, second] {
      let screen = Screen()
      screen.heard = heard
      try? window.setRootViewController(screen)
      window.makeKeyAndVisible()
    }
    first.simulateMemoryWarning()
    #expect(
      heard.lines == [
        "delegate: memory warning",
        "notification: UIApplicationDidReceiveMemoryWarningNotification",
        "screen: didReceiveMemoryWarning", "screen: didReceiveMemoryWarning",
      ])
    #expect(application.windows.count == 2)
  }

  @Test @MainActor func theBackgroundIsEnteredAndLeftWithoutAppearanceCallbacks() {
    let application = UIApplication()
    let heard = Heard()
    application.delegate = heard
    let tokens = heard.observe(
      [
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      ], of: application)
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let window = Window()
    application._add(window)
    let screen = Screen()
    screen.heard = heard
    try? window.setRootViewController(screen)
    window.makeKeyAndVisible()
    application._enterBackground()
    #expect(application.applicationState == .background)
    application._enterBackground()  // already there: nothing
    application._enterForeground()
    #expect(application.applicationState == .active)
    #expect(
      heard.lines == [
        "delegate: will resign active",
        "notification: UIApplicationWillResignActiveNotification",
        "delegate: did enter background",
        "notification: UIApplicationDidEnterBackgroundNotification",
        "delegate: will enter foreground",
        "notification: UIApplicationWillEnterForegroundNotification",
        "delegate: did become active",
        "notification: UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test func aWindowJoinsTheThreadsApplicationAndLeavesItAsItGoes() {
    // On a thread of its own, whose application no other test shares.
    final class Counts: @unchecked Sendable { var during = 0, after = 0, same = false }
    let counts = Counts()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      // That thread runs the model: the main actor's code, unchecked, as a harness runs it.
      onModelThread(counts) { counts in
        do {
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          counts.during = UIApplication.shared.windows.count
          counts.same = UIApplication.shared.windows.first === window
        }
        counts.after = UIApplication.shared.windows.count
      }
      finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(counts.during == 1 && counts.same && counts.after == 0)
  }

  @Test @MainActor func anApplicationMadeCurrentIsShared() {
    let application = UIApplication()
    #expect(UIApplication.shared !== application)
    application._withCurrent { #expect(UIApplication.shared === application) }
    #expect(UIApplication.shared !== application)
  }
}

import Testing
import UIKitContainment

/// A screen that observes memory warnings while on screen, as careful code does.
private final class WarnedScreen: UIViewController, @unchecked Sendable {
  var warningObserver: (any NSObjectProtocol)?
  var warnings = 0
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    warningObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared,
      queue: nil
    ) { [weak self] _ in MainActor.assumeIsolated { self?.warnings += 1 } }
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let warningObserver { NotificationCenter.default.removeObserver(warningObserver) }
    warningObserver = nil
  }
}

/// A responder that counts the standard action a selector observer sends it.
private final class ResigningField: UIResponder {
  var resigns = 0
  override func resignFirstResponder() -> Bool {
    resigns += 1
    return super.resignFirstResponder()
  }
}

/// A count a block may change from wherever it runs.
private final class Count: @unchecked Sendable { var value = 0 }

/// Block observers of `NotificationCenter` are noted by the current application until removed,
/// and a run's forgotten ones are removed with its application; scheduled timers are noted until
/// invalidated: so that a leak check can name them as holders.
@Suite struct NotificationObserverTests {
  @Test("an observer is noted from its addition to its removal, and hears what is posted between")
  @MainActor func anObserverIsNotedUntilRemoved() {
    let application = UIApplication()
    let screen = WarnedScreen()
    application._withCurrent {
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      #expect(application._observerCount == 1)
      application._simulateMemoryWarning()
      #expect(screen.warnings == 1)
      screen.beginAppearanceTransition(false, animated: false)
      screen.endAppearanceTransition()
      #expect(application._observerCount == 0)
      application._simulateMemoryWarning()
    }
    #expect(screen.warnings == 1)
  }

  @Test("an observer hears its own application's posts and those outside any, not another's")
  @MainActor func anObserverHearsItsOwnApplicationOnly() {
    let name = Notification.Name("NotificationObserverTests.\(UUID().uuidString)")
    let (mine, other) = (UIApplication(), UIApplication())
    let heard = Count()
    let token = mine._withCurrent {
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        heard.value += 1
      }
    }
    defer { mine._withCurrent { NotificationCenter.default.removeObserver(token) } }
    other._withCurrent { NotificationCenter.default.post(name: name, object: nil) }
    #expect(heard.value == 0, "another application's post")
    mine._withCurrent { NotificationCenter.default.post(name: name, object: nil) }
    #expect(heard.value == 1)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.value == 2, "a post outside any application")
  }

  @Test("a run's forgotten observer is removed when its application goes")
  @MainActor func forgottenObserversGoWithTheApplication() {
    let name = Notification.Name("NotificationObserverTests.\(UUID().uuidString)")
    let heard = Count()
    do {
      let application = UIApplication()
      application._withCurrent {
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          heard.value += 1
        }
      }
      NotificationCenter.default.post(name: name, object: nil)
      #expect(heard.value == 1)
      #expect(application._observerCount == 1)
    }
    NotificationCenter.default.post(name: name, object: nil)
    #expect(heard.value == 1)
  }

  @Test("a scheduled repeating timer is noted until it is invalidated, and lets its block go")
  @MainActor func aTimerIsNotedUntilInvalidated() {
    let application = UIApplication()
    weak var weakScreen: UIViewController?
    application._withCurrent {
      let screen = WarnedScreen()
      weakScreen = screen
      let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        _ = screen.title
      }
      #expect(application._timers.count == 1)
      #expect(
        (application._timers.first as? RunLoopTimer)?.description
          == "a repeating Timer (every 1.0 s)")
      timer.invalidate()
      #expect(application._timers.isEmpty)
    }
    #expect(weakScreen == nil)
  }

  @Test("a target-selector observer is sent its action until removed, and is not retained")
  @MainActor func aSelectorObserverIsSentItsActionUntilRemoved() {
    let name = Notification.Name("NotificationObserverTests.\(UUID().uuidString)")
    let center = NotificationCenter.default
    let field = ResigningField()
    center.addObserver(field, selector: Selector("resignFirstResponder"), name: name, object: nil)
    center.post(name: name, object: nil)
    center.post(name: Notification.Name("\(name.rawValue).other"), object: nil)
    #expect(field.resigns == 1)
    center.removeObserver(field, name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(field.resigns == 1, "removed")
    weak var gone: ResigningField?
    do {
      let passing = ResigningField()
      gone = passing
      center.addObserver(
        passing, selector: Selector("resignFirstResponder"), name: name, object: nil)
    }
    #expect(gone == nil, "the center does not keep its observer")
    center.post(name: name, object: nil)
  }
}

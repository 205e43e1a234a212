import Containment
import Testing
import UIKitContainment

/// UIKit's recorded callback orders, through UIKit's own names: the scenarios of
/// ``UIKitGoldenTests`` written with `UIViewController`, `UIView` and UIKit's non-throwing
/// `addChild(_:)` and `transition(from:to:…)` replay as the same golden logs say.
///
/// Left out: `transition-second-refused`, where the model's own names refuse a second transition
/// of a child in one and UIKit's take it in (`UIKitSymbols`, *Decided by the model*).
@Suite struct UIKitFaceGoldenTests {
  /// The stage of ``UIKitGoldenTests``, on UIKit's names: a registry names the view
  /// controllers in the order they are made.
  @MainActor final class Stage {
    /// Names the view controllers made while it is current `vc0`, `vc1`… in order.
    final class Registry: ViewControllerRegistry {
      let log: GoldenRecorder
      private var next: UInt64 = 0
      init(log: GoldenRecorder) { self.log = log }
      func registerViewController(of type: ViewController.Type) -> ViewControllerRegistration {
        defer { next += 1 }
        return ViewControllerRegistration(id: ViewControllerID(next), observer: log, policy: .iOS6)
      }
    }

    let log: GoldenRecorder
    let registry: Registry
    let clock = VirtualClock()
    let window = Window()
    let container: UIViewController
    var shown: UIViewController

    init(onScreen: Bool) throws {
      let log = GoldenRecorder()
      let registry = Registry(log: log)
      (self.log, self.registry) = (log, registry)
      (container, shown) = registry.withCurrent { (UIViewController(), UIViewController()) }
      try window.setRootViewController(container)
      if onScreen { window.makeKeyAndVisible() }
      container.addChild(shown)
      container.view.addSubview(shown.view)
      shown.didMove(toParent: container)
      log.forget()
    }

    func note(_ text: String) { log.note(text) }

    func child() -> UIViewController { registry.withCurrent { UIViewController() } }

    /// The Cocoanetics swap, in UIKit's names.
    func swap(to new: UIViewController, duration: Double) {
      let (old, container) = (shown, container)
      old.willMove(toParent: nil)
      container.addChild(new)
      shown = new
      container.transition(from: old, to: new, duration: duration, animations: nil) {
        [self] finished in
        note("completion(finished: \(finished))")
        new.didMove(toParent: container)
        old.removeFromParent()
      }
    }

    func step(_ name: String, _ body: () throws -> Void) {
      log.step(name, state: GoldenRecorder.state(of: container, clock: clock)) {
        try registry.withCurrent { try clock.withCurrent { try body() } }
      }
    }

    var transcript: [String] { log.transcript }
  }

  static let runs: [String: @MainActor @Sendable (Stage) throws -> Void] = [
    "transition-animated": { stage in
      let new = stage.child()
      stage.step("swap(duration: 0.3)") { stage.swap(to: new, duration: 0.3) }
      stage.step("advance(ticks: 299)") { try stage.clock.advance(by: 299) }
      stage.step("advance(ticks: 1)") { try stage.clock.advance(by: 1) }
    },
    "transition-not-animated": { stage in
      let new = stage.child()
      stage.step("swap(duration: 0)") { stage.swap(to: new, duration: 0) }
    },
    "transition-off-screen": { stage in
      let new = stage.child()
      stage.step("swap(duration: 0.3)") { stage.swap(to: new, duration: 0.3) }
      stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
    },
    "transition-container-disappears": { stage in
      let new = stage.child()
      stage.step("swap(duration: 0.3)") { stage.swap(to: new, duration: 0.3) }
      stage.step("hideWindow") { stage.window.hide() }
      stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
      stage.step("showWindow") { stage.window.makeKeyAndVisible() }
    },
    "menu-animated": { stage in
      let menu = UIView()
      stage.container.view.addSubview(menu)
      let new = stage.child()
      stage.step("showMenu") {
        UIView.animate(
          withDuration: 0.3, animations: { menu.frame.size.height = 100 },
          completion: { _ in stage.note("completion: the menu is down") })
        stage.note("menu height \(menu.frame.size.height) at once")
      }
      stage.step("advance(ticks: 150)") { try stage.clock.advance(by: 150) }
      stage.step("selectRow(vc2)") {
        let old = stage.shown
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
        stage.container.addChild(new)
        stage.container.view.addSubview(new.view)
        new.didMove(toParent: stage.container)
        stage.shown = new
        UIView.animate(
          withDuration: 0.3, animations: { menu.frame.size.height = 0 },
          completion: { _ in stage.note("completion: the menu is up") })
        stage.note("menu height \(menu.frame.size.height) at once")
      }
      stage.step("advance(ticks: 150)") { try stage.clock.advance(by: 150) }
      stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
    },
  ]

  @Test(
    "UIKit's names replay the recorded orders as their golden logs say",
    arguments: UIKitGoldenTests.scenarios.filter { $0.name != "transition-second-refused" })
  @MainActor func scenarioMatchesItsGoldenLog(_ scenario: UIKitGoldenTests.Scenario) throws {
    let run = try #require(Self.runs[scenario.name], "\(scenario.name) has no UIKit twin")
    let stage = try Stage(onScreen: scenario.onScreen)
    try run(stage)
    let text = stage.transcript.joined(separator: "\n") + "\n"
    #expect(!text.contains("unbalanced"), "\(scenario.name):\n\(text)")
    // Compared, never recorded: the golden logs are the model's names' to record.
    let golden = try #require(GoldenFile.resource("GoldenUIKit", scenario.name + ".log"))
    if let diff = LineDiff.unified(
      expected: GoldenFile.comparedLines(golden), actual: GoldenFile.comparedLines(text))
    {
      Issue.record("\(scenario.name): UIKit's names differ from the golden log:\n\(diff)")
    }
  }
}

import Containment
import Testing

/// UIKit's own containment API in the model, callback by callback: golden logs of
/// `transition(from:to:duration:options:animations:completion:)` and of a menu animated with
/// `View.animate`, each citing what it rests on and saying where the model decides.
@Suite struct UIKitGoldenTests {
  /// A window showing `vc0`, a container written the Cocoanetics way with `vc1` shown, and a
  /// clock current for everything a scenario does.
  final class Stage {
    /// Every callback, and the completions' notes, in the order they came, step by step.
    let log = GoldenRecorder()
    let clock = VirtualClock()
    let window = Window()
    let container: ViewController
    var shown: ViewController
    private var nextID: UInt64 = 2

    init(onScreen: Bool) throws {
      container = ViewController(id: ViewControllerID(0), observer: log)
      shown = ViewController(id: ViewControllerID(1), observer: log)
      try window.setRootViewController(container)
      if onScreen { window.makeKeyAndVisible() }
      try container.addChild(shown)
      container.view.addSubview(shown.view)
      shown.didMove(toParent: container)
      log.forget()
    }

    /// Notes what a completion did, among the callbacks.
    func note(_ text: String) { log.note(text) }

    /// A new child.
    func child() -> ViewController {
      defer { nextID += 1 }
      return ViewController(id: ViewControllerID(nextID), observer: log)
    }

    /// The Cocoanetics swap: `willMove(toParent: nil)` and `addChild` before `transition`,
    /// `didMove(toParent:)` and `removeFromParent()` in its completion.
    func swap(to new: ViewController, duration: Double) throws(ContainmentError) {
      let old = shown
      old.willMove(toParent: nil)
      try container.addChild(new)
      shown = new
      try container.transition(from: old, to: new, duration: duration, animations: nil) {
        [self, container] finished in
        note("completion(finished: \(finished))")
        new.didMove(toParent: container)
        old.removeFromParent()
      }
    }

    /// One step: its name, the callbacks it made, and the state after it.
    func step(_ name: String, _ body: () throws -> Void) {
      log.step(name, state: GoldenRecorder.state(of: container, clock: clock)) {
        try clock.withCurrent { try body() }
      }
    }

    var transcript: [String] { log.transcript }
  }

  /// A scenario: its name, what it rests on, and its steps.
  struct Scenario: CustomStringConvertible, Sendable {
    let name: String
    let follows: [String]
    let run: @Sendable (Stage) throws -> Void
    var onScreen = true
    var description: String { name }
  }

  static let apple = [
    "Apple, UIViewController.transition(from:to:duration:options:animations:completion:): the",
    "  from-controller's view is visible in the parent's hierarchy, the to-controller's is not;",
    "  the method adds the second view, performs the animations and, once they complete,",
    "  removes the first view; a duration of zero makes the changes without animating them;",
    "  the completion receives whether the animations finished.",
    "Cocoanetics, \"Containing ViewControllers\": willMove(toParent: nil) and addChild before,",
    "  didMove(toParent:) and removeFromParent() in the completion; with this method the",
    "  \"will\" callbacks fire before the transition and the \"did\" ones after it.",
  ]

  static let scenarios: [Scenario] = [
    Scenario(
      name: "transition-animated",
      follows: apple + [
        "The model: the old child's will-callback first, the new one's second, as UIKit's",
        "  navigation controller orders a push; one tick a millisecond on the current clock.",
      ],
      run: { stage in
        let new = stage.child()
        stage.step("swap(duration: 0.3)") { try stage.swap(to: new, duration: 0.3) }
        stage.step("advance(ticks: 299)") { try stage.clock.advance(by: 299) }
        stage.step("advance(ticks: 1)") { try stage.clock.advance(by: 1) }
      }),
    Scenario(
      name: "transition-not-animated",
      follows: apple + [
        "The model: with no animation the completion runs before transition returns (UIKit",
        "  calls it at the end of the run loop's turn; the model has no run loop).",
      ],
      run: { stage in
        let new = stage.child()
        stage.step("swap(duration: 0)") { try stage.swap(to: new, duration: 0) }
      }),
    Scenario(
      name: "transition-off-screen",
      follows: apple + [
        "UIKit forwards appearance only to view controllers on screen: off screen the swap",
        "  moves the views and the parents, with no appearance callback.",
      ],
      run: { stage in
        let new = stage.child()
        stage.step("swap(duration: 0.3)") { try stage.swap(to: new, duration: 0.3) }
        stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
      },
      onScreen: false),
    Scenario(
      name: "transition-second-refused",
      follows: apple + [
        "The model refuses a transition for a child already in one (childInTransition): UIKit",
        "  leaves it undefined. Once the first has ended, the next one runs.",
      ],
      run: { stage in
        let second = stage.child()
        let third = stage.child()
        stage.step("swap(duration: 0.3)") { try stage.swap(to: second, duration: 0.3) }
        stage.step("transition(from: vc2, to: vc3) mid-way") {
          try stage.container.addChild(third)
          try stage.container.transition(from: second, to: third, duration: 0.3, animations: nil)
        }
        stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
        stage.step("transition(from: vc2, to: vc3)") {
          second.willMove(toParent: nil)
          try stage.container.transition(from: second, to: third, duration: 0, animations: nil) {
            finished in
            stage.note("completion(finished: \(finished))")
            third.didMove(toParent: stage.container)
            second.removeFromParent()
          }
        }
      }),
    Scenario(
      name: "transition-container-disappears",
      follows: apple + [
        "Decided by the model (no source settles it): the container leaving the screen",
        "  mid-way gives both children their callbacks (the old one, already disappearing, is",
        "  not asked twice); the end then completes only what is still under way, so every",
        "  child's callbacks stay balanced; back on screen, the new child appears.",
      ],
      run: { stage in
        let new = stage.child()
        stage.step("swap(duration: 0.3)") { try stage.swap(to: new, duration: 0.3) }
        stage.step("hideWindow") { stage.window.hide() }
        stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
        stage.step("showWindow") { stage.window.makeKeyAndVisible() }
      }),
    Scenario(
      name: "menu-animated",
      follows: [
        "codepath, \"Container View Controllers\": the menu drops down and folds up with",
        "  UIView.animate(withDuration: 0.3); picking a row swaps the active child in a property",
        "  observer (willMove(toParent: nil), removeFromSuperview, removeFromParent; addChild,",
        "  addSubview, didMove(toParent:)) and folds the menu.",
        "Apple, UIView.animate(withDuration:animations:completion:): the block's changes are made",
        "  at once; the completion runs when the animation ends (here on the virtual clock).",
      ],
      run: { stage in
        let menu = View()
        stage.container.view.addSubview(menu)
        let new = stage.child()
        stage.step("showMenu") {
          View.animate(withDuration: 0.3) {
            menu.frame.size.height = 100
          } completion: {
            _ in
            stage.note("completion: the menu is down")
          }
          stage.note("menu height \(menu.frame.size.height) at once")
        }
        stage.step("advance(ticks: 150)") { try stage.clock.advance(by: 150) }
        stage.step("selectRow(vc2)") {
          let old = stage.shown
          old.willMove(toParent: nil)
          old.view.removeFromSuperview()
          old.removeFromParent()
          try stage.container.addChild(new)
          stage.container.view.addSubview(new.view)
          new.didMove(toParent: stage.container)
          stage.shown = new
          View.animate(withDuration: 0.3) {
            menu.frame.size.height = 0
          } completion: { _ in
            stage.note("completion: the menu is up")
          }
          stage.note("menu height \(menu.frame.size.height) at once")
        }
        stage.step("advance(ticks: 150)") { try stage.clock.advance(by: 150) }
        stage.step("advance(ticks: 300)") { try stage.clock.advance(by: 300) }
      }),
  ]

  @Test("each scenario of UIKit's own API replays as its golden log says", arguments: scenarios)
  func scenarioMatchesItsGoldenLog(_ scenario: Scenario) throws {
    let stage = try Stage(onScreen: scenario.onScreen)
    try scenario.run(stage)
    stage.log.expectGolden(scenario.name, in: "GoldenUIKit", follows: scenario.follows)
  }

  @Test("every scenario has a golden log, and every golden log a scenario")
  func everyScenarioHasAGoldenLog() {
    #expect(
      Set(GoldenFile.names(in: "GoldenUIKit", withExtension: "log"))
        == Set(Self.scenarios.map(\.name)))
  }
}

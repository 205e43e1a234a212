import Containment
import ContainmentTestSupport
import Testing

/// `transition(from:to:duration:options:animations:completion:)` and `View.animate` on the
/// virtual clock, as Apple documents them and the Cocoanetics article uses them.
@Suite struct ChildTransitionTests {
  /// A shown window whose root (`vc0`) holds `vc1` the way Apple's recipe adds a child, and a
  /// clock for the animations.
  final class Fixture: WindowFixture {
    let parent: ViewController
    let old: ViewController
    let new: ViewController

    init(shown: Bool = true) throws {
      let log = LifecycleLog(capacity: 256)
      parent = ViewController(id: ViewControllerID(0), observer: log)
      old = ViewController(id: ViewControllerID(1), observer: log)
      new = ViewController(id: ViewControllerID(2), observer: log)
      super.init(log: log)
      try window.setRootViewController(parent)
      if shown { show() }
      try parent.addChild(old)
      parent.view.addSubview(old.view)
      old.didMove(toParent: parent)
      log.removeAll()
    }

    /// The article's swap: `willMove(nil)`, `addChild`, then `transition` with `didMove` and
    /// `removeFromParent` in the completion; `finished` records what the completion got.
    func swap(duration: Double, finished: Box? = nil) throws(ContainmentError) {
      old.willMove(toParent: nil)
      try parent.addChild(new)
      try clock.withCurrent { () throws(ContainmentError) in
        try parent.transition(from: old, to: new, duration: duration, animations: nil) {
          [parent, old, new] done in
          finished?.value = done
          new.didMove(toParent: parent)
          old.removeFromParent()
        }
      }
    }
  }

  final class Box { var value: Bool? }

  @Test(
    "animated on screen: the will-callbacks before, the did-callbacks and the completion after the duration"
  )
  func animatedOnScreen() throws {
    let fixture = try Fixture()
    let finished = Box()
    try fixture.swap(duration: 0.3, finished: finished)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: true)",
        "vc2 viewWillAppear(animated: true)",
      ])
    // Both views are in the container until the end; the old one leaves then.
    #expect(fixture.parent.view.subviews.map(\.ownerID) == [fixture.old.id, fixture.new.id])
    #expect(fixture.old.isInChildTransition && fixture.new.isInChildTransition)
    #expect(fixture.clock.nextDeadline == 300)
    #expect(
      try fixture.loggedAtEnd(of: 300) == [
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: vc0)", "vc1 didMove(toParent: nil)",
      ])
    #expect(finished.value == true)
    #expect(fixture.parent.view.subviews.map(\.ownerID) == [fixture.new.id])
    #expect(fixture.parent.children.map(\.id) == [fixture.new.id])
    #expect(!fixture.old.isInChildTransition && !fixture.new.isInChildTransition)
    #expect(fixture.clock.isIdle)
  }

  @Test("a duration of zero makes every change before transition returns, not animated")
  func notAnimated() throws {
    let fixture = try Fixture()
    let finished = Box()
    try fixture.swap(duration: 0, finished: finished)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: false)",
        "vc2 viewWillAppear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc2 viewDidAppear(animated: false)", "vc2 didMove(toParent: vc0)",
        "vc1 didMove(toParent: nil)",
      ])
    #expect(finished.value == true)
    #expect(fixture.clock.isIdle)
  }

  @Test("off screen: no appearance callbacks, the views still swap at the end")
  func offScreen() throws {
    let fixture = try Fixture(shown: false)
    try fixture.swap(duration: 0.2)
    try fixture.clock.runUntilIdle()
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc2 didMove(toParent: vc0)", "vc1 didMove(toParent: nil)",
      ])
    #expect(fixture.parent.view.subviews.map(\.ownerID) == [fixture.new.id])
  }

  @Test("without a current clock an animated transition waits on the thread's run-loop clock")
  func noClock() throws {
    let fixture = try Fixture()
    try fixture.parent.addChild(fixture.new)
    var ended = false
    try fixture.parent.transition(
      from: fixture.old, to: fixture.new, duration: 1, animations: nil
    ) { _ in ended = true }
    #expect(!ended, "a transition never ends inside the call that began it")
    #expect(VirtualClock.current == nil && VirtualClock.runLoop.nextDeadline != nil)
    try VirtualClock.runLoop.runUntilIdle()
    #expect(ended)
    #expect(fixture.new.appearanceState == .appeared && fixture.old.appearanceState == .disappeared)
  }

  @Test("each misuse UIKit refuses throws its error and changes nothing")
  func refusals() throws {
    let fixture = try Fixture()
    let (parent, old, new) = (fixture.parent, fixture.old, fixture.new)
    // Not a child yet.
    #expect(throws: ContainmentError.noCommonParent(from: old.id, to: new.id, parent: parent.id)) {
      try parent.transition(from: old, to: new, duration: 0, animations: nil)
    }
    try parent.addChild(new)
    // The old view not in a hierarchy.
    #expect(throws: ContainmentError.viewNotInHierarchy(new.id)) {
      try parent.transition(from: new, to: old, duration: 0, animations: nil)
    }
    // The same view controller twice, and a new view already shown.
    #expect(throws: ContainmentError.viewAlreadyInHierarchy(old.id)) {
      try parent.transition(from: old, to: old, duration: 0, animations: nil)
    }
    parent.view.addSubview(new.view)
    #expect(throws: ContainmentError.viewAlreadyInHierarchy(new.id)) {
      try parent.transition(from: old, to: new, duration: 0, animations: nil)
    }
    new.view.removeFromSuperview()
    _ = fixture.drainLog()
    // Nothing changed: no callback, the views where they were.
    #expect(fixture.log.lines.isEmpty)
    #expect(parent.view.subviews.map(\.ownerID) == [old.id])
    // A second transition while the first runs, for either child.
    let third = ViewController(id: ViewControllerID(3), observer: fixture.log)
    try parent.addChild(third)
    try fixture.clock.withCurrent { () throws(ContainmentError) in
      try parent.transition(from: old, to: new, duration: 0.5, animations: nil)
    }
    #expect(throws: ContainmentError.childInTransition(old.id)) {
      try fixture.clock.withCurrent { () throws(ContainmentError) in
        try parent.transition(from: old, to: third, duration: 0.5, animations: nil)
      }
    }
    #expect(throws: ContainmentError.childInTransition(new.id)) {
      try parent.transition(from: new, to: third, duration: 0.5, animations: nil)
    }
    try fixture.clock.runUntilIdle()
    // Once it has ended, the next one may start.
    try parent.transition(from: new, to: third, duration: 0, animations: nil)
    #expect(parent.view.subviews.map(\.ownerID) == [third.id])
  }

  @Test("an end read a tick late shows the end's events as early ones (loggedAtEnd can fail)")
  func anEndReadLateIsEarly() throws {
    let fixture = try Fixture()
    try fixture.swap(duration: 0.3)
    _ = fixture.drainLog()
    let logged = try fixture.loggedAtEnd(of: 301)
    #expect(!logged.isEmpty && logged.allSatisfy { $0.hasPrefix("early: ") }, "\(logged)")
  }

  @Test("the container leaving the screen mid-way balances every child's callbacks")
  func containerDisappearsMidway() throws {
    let fixture = try Fixture()
    try fixture.swap(duration: 0.3)
    #expect(
      fixture.logged { fixture.window.hide() } == [
        "vc0 viewWillDisappear(animated: false)", "vc2 viewWillDisappear(animated: false)",
        "vc0 viewDidDisappear(animated: false)", "vc1 viewDidDisappear(animated: true)",
        "vc2 viewDidDisappear(animated: false)",
      ])
    try fixture.clock.runUntilIdle()
    // The end completes nothing twice: no unbalanced call.
    #expect(fixture.drainLog() == ["vc2 didMove(toParent: vc0)", "vc1 didMove(toParent: nil)"])
    #expect(fixture.new.appearanceState == .disappeared)
    fixture.window.makeKeyAndVisible()
    #expect(fixture.new.appearanceState == .appeared)
    #expect(!fixture.drainLog().contains { $0.contains("unbalanced") })
  }

  @Test("forwarding appearance by hand as well is UIKit's unbalanced call")
  func forwardingByHandIsUnbalanced() throws {
    let fixture = try Fixture()
    try fixture.parent.addChild(fixture.new)
    fixture.new.beginAppearanceTransition(true, animated: true)
    try fixture.parent.transition(
      from: fixture.old, to: fixture.new, duration: 0, animations: nil)
    #expect(fixture.drainLog().contains { $0.hasPrefix("vc2 unbalanced") })
  }

  @Test("a memory warning mid-way unloads neither child's view")
  func memoryWarningMidway() throws {
    let fixture = try Fixture()
    try fixture.swap(duration: 0.3)
    fixture.window.simulateMemoryWarning()
    #expect(fixture.old.isViewLoaded && fixture.new.isViewLoaded)
    try fixture.clock.runUntilIdle()
    #expect(fixture.new.appearanceState == .appeared)
  }

  @Test("View.animate: the block at once, the completion after delay and duration on the clock")
  func animate() throws {
    let clock = VirtualClock()
    let view = View()
    var ended: [String] = []
    clock.withCurrent {
      View.animate(withDuration: 0.25, delay: 0.05, options: [.curveEaseOut]) {
        view.frame.origin.y = 40
      } completion: { finished in
        ended.append("first \(finished)")
        // Chained: the clock that fires is current.
        View.animate(withDuration: 0.1, animations: {}, completion: { _ in ended.append("second") })
      }
      View.animate(
        withDuration: 0, animations: { view.frame.origin.x = 1 },
        completion: { _ in ended.append("instant") })
    }
    #expect(view.frame.origin == Point(x: 1, y: 40))
    #expect(ended == ["instant"])
    #expect(clock.nextDeadline == 300)
    try clock.advance(by: 300)
    #expect(ended == ["instant", "first true"])
    #expect(clock.nextDeadline == 400)
    try clock.runUntilIdle()
    #expect(ended == ["instant", "first true", "second"])
    // No current clock: on the thread's run-loop clock, run by the test.
    View.animate(withDuration: 5, animations: {}, completion: { _ in ended.append("no clock") })
    #expect(ended.last == "second" && VirtualClock.current == nil)
    try VirtualClock.runLoop.runUntilIdle()
    #expect(ended.last == "no clock")
  }

  @Test("seconds become ticks: a millisecond each, at least one for any positive duration")
  func ticks() {
    #expect(VirtualClock.ticks(seconds: 0.3) == 300)
    #expect(VirtualClock.ticks(seconds: 0.05) == 50)
    #expect(VirtualClock.ticks(seconds: 0.0001) == 1)
    #expect(VirtualClock.ticks(seconds: 0) == 0)
    #expect(VirtualClock.ticks(seconds: -1) == 0)
    #expect(VirtualClock.ticks(seconds: .nan) == 0)
    #expect(VirtualClock.ticks(seconds: .infinity) == 1_000_000_000_000)
  }

  @Test("withCurrent nests and restores the clock that was current")
  func nesting() {
    let outer = VirtualClock()
    let inner = VirtualClock()
    #expect(VirtualClock.current == nil)
    outer.withCurrent {
      #expect(VirtualClock.current === outer)
      inner.withCurrent { #expect(VirtualClock.current === inner) }
      #expect(VirtualClock.current === outer)
    }
    #expect(VirtualClock.current == nil)
  }
}

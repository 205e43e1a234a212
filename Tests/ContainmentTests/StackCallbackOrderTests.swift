import Containment
import ContainmentTestSupport
import Testing

/// The exact callback order of push and pop, animated and not (C3, C7, L2, L4 together).
@Suite struct StackCallbackOrderTests {
  private func shownStackWithRoot(capacity: Int = 2) throws -> StackFixture {
    let fixture = try StackFixture(capacity: capacity)
    try fixture.pushChildren(1)
    fixture.show()
    _ = fixture.drainLog()
    return fixture
  }

  @Test func displayingTheStackLoadsAndShowsOnlyTheTop() throws {
    let fixture = try StackFixture()
    try fixture.pushChildren(2)
    #expect(fixture.drainLog().prefix(2) == ["vc0 loadView", "vc0 viewDidLoad"], "at assignment")
    fixture.show()
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillAppear(animated: false)",
        "vc2 loadView", "vc2 viewDidLoad", "vc2 viewWillAppear(animated: false)",
        "vc0 willShow(vc2, animated: false)", "vc0 viewDidAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)", "vc0 didShow(vc2, animated: false)",
      ])
  }

  @Test func animatedPushDeliversWillsNowAndDidsWhenTheClockReachesTheEnd() throws {
    let fixture = try shownStackWithRoot()
    try fixture.stack.push(fixture.child(2), style: .slide, animated: true)
    #expect(
      fixture.drainLog() == [
        "vc2 willMove(toParent: vc0)", "vc2 loadView", "vc2 viewDidLoad",
        "vc1 viewWillDisappear(animated: true)", "vc2 viewWillAppear(animated: true)",
        "vc0 willShow(vc2, animated: true)",
      ])
    #expect(fixture.stack.transitionEndsAt == 350)
    #expect(
      try fixture.loggedAtEnd(of: 350) == [
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: vc0)", "vc0 didShow(vc2, animated: true)",
      ])
    #expect(!fixture.stack.isTransitioning)
  }

  @Test func unanimatedPushDeliversEverythingAtOnce() throws {
    let fixture = try shownStackWithRoot()
    try fixture.stack.push(fixture.child(2), animated: false)
    #expect(
      fixture.drainLog() == [
        "vc2 willMove(toParent: vc0)", "vc2 loadView", "vc2 viewDidLoad",
        "vc1 viewWillDisappear(animated: false)", "vc2 viewWillAppear(animated: false)",
        "vc0 willShow(vc2, animated: false)",
        "vc1 viewDidDisappear(animated: false)", "vc2 viewDidAppear(animated: false)",
        "vc2 didMove(toParent: vc0)", "vc0 didShow(vc2, animated: false)",
      ])
    #expect(fixture.clock.isIdle)
  }

  @Test(arguments: [true, false])
  func popDeliversWillMoveFirstAndDidMoveLast(animated: Bool) throws {
    let fixture = try shownStackWithRoot()
    try fixture.stack.push(fixture.child(2), animated: false)
    _ = fixture.drainLog()
    let popped = try fixture.stack.pop(animated: animated)
    #expect(popped.id == ViewControllerID(2))
    try fixture.clock.runUntilIdle()
    #expect(
      fixture.drainLog() == [
        "vc2 willMove(toParent: nil)",
        "vc2 viewWillDisappear(animated: \(animated))", "vc1 viewWillAppear(animated: \(animated))",
        "vc0 willShow(vc1, animated: \(animated))",
        "vc2 viewDidDisappear(animated: \(animated))", "vc1 viewDidAppear(animated: \(animated))",
        "vc2 didMove(toParent: nil)", "vc0 didShow(vc1, animated: \(animated))",
      ])
    #expect(popped.parent == nil)
  }

  @Test func capacityOnePushReleasesTheCoveredViewWhenTheTransitionEnds() throws {
    let fixture = try shownStackWithRoot(capacity: 1)
    try fixture.stack.push(fixture.child(2), animated: true)
    _ = fixture.drainLog()
    #expect(fixture.loadedIndices == [0, 1], "both participants stay loaded during the push")
    try fixture.clock.runUntilIdle()
    #expect(fixture.drainLog().suffix(1) == ["vc1 viewDidUnload"])
    #expect(fixture.loadedIndices == [1])
  }

  @Test func delegateHearsShowsAroundTheChildCallbacks() throws {
    final class Delegate: StackControllerDelegate {
      let log: LifecycleLog
      var heard: [String] = []
      init(log: LifecycleLog) { self.log = log }
      func stackController(_ stack: StackController, willShow child: ViewController, animated: Bool)
      {
        heard.append("willShow \(child.id) after \(log.events.count) events")
      }
      func stackController(_ stack: StackController, didShow child: ViewController, animated: Bool)
      {
        heard.append("didShow \(child.id) after \(log.events.count) events")
      }
    }
    let fixture = try shownStackWithRoot()
    let delegate = Delegate(log: fixture.log)
    fixture.stack.delegate = delegate
    try fixture.stack.push(fixture.child(2), animated: true)
    try fixture.clock.runUntilIdle()
    // 5 events (willMove, loadView, viewDidLoad, the two viewWill…) then the stack's willShow
    // event, as UIKit's navigation delegate hears it; 8 before didShow.
    #expect(delegate.heard == ["willShow vc2 after 6 events", "didShow vc2 after 10 events"])
  }
}

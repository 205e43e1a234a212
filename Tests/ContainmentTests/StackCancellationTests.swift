import Containment
import ContainmentTestSupport
import Testing

/// L2's cancelled edges as a container drives them: a push or pop taken back in mid-flight.
@Suite struct StackCancellationTests {
  private func shownStack(children count: Int, capacity: Int = 2) throws -> StackFixture {
    let (fixture, _) = try StackFixture.shown(capacity: capacity, pushing: count)
    _ = fixture.drainLog()
    return fixture
  }

  @Test(
    "L2: a cancelled push plays back, then reverses both participants whole and removes the child")
  func cancelledPush() throws {
    let fixture = try shownStack(children: 1)
    let pushed = fixture.child(2)
    try fixture.stack.push(pushed, style: .cover, animated: true)
    try fixture.clock.advance(by: 150)
    _ = fixture.drainLog()
    try fixture.stack.cancelTransition()
    #expect(fixture.stack.viewControllers.map(\.id) == [ViewControllerID(1)])
    #expect(fixture.stack.lastTransition == PlayedTransition(style: .cover, isReversed: true))
    #expect(fixture.stack.transitionEndsAt == 300, "plays back over the 150 ticks it had run")
    #expect(fixture.drainLog().isEmpty, "nothing is called until the play-back ends")
    #expect(pushed.appearanceState == .appearing)
    #expect(fixture.stack.topViewController?.appearanceState == .disappearing)
    try fixture.clock.runUntilIdle()
    #expect(
      fixture.drainLog() == [
        "vc2 viewWillDisappear(animated: true)", "vc2 viewDidDisappear(animated: true)",
        "vc1 viewWillAppear(animated: true)", "vc1 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: nil)",
      ])
    #expect(pushed.parent == nil)
    #expect(pushed.isViewLoaded, "taking a child back does not release its view (C5)")
    #expect(pushed.viewIfLoaded?.superview == nil)
    #expect(fixture.stack.children.map(\.id) == [ViewControllerID(1)])
  }

  @Test("L2: a cancelled pop: the revealed child disappears whole, then the popped one reappears")
  func cancelledPop() throws {
    let fixture = try shownStack(children: 3, capacity: 1)
    let top = fixture.stack.topViewController
    try fixture.stack.pop(animated: true)
    try fixture.clock.advance(by: 100)
    _ = fixture.drainLog()
    try fixture.stack.cancelTransition()
    #expect(fixture.stack.topViewController === top)
    #expect(fixture.drainLog().isEmpty, "no delegate call, no callback at the cancellation")
    try fixture.clock.runUntilIdle()
    // wangling.me, "The Inconsistent Order of View Transition Events": a cancelled interactive
    // pop gives the revealed child viewWillDisappear and viewDidDisappear, then the popped one
    // viewWillAppear and viewDidAppear; the navigation delegate hears nothing.
    #expect(
      fixture.drainLog() == [
        "vc2 viewWillDisappear(animated: true)", "vc2 viewDidDisappear(animated: true)",
        "vc3 viewWillAppear(animated: true)", "vc3 viewDidAppear(animated: true)",
        "vc3 didMove(toParent: vc0)", "vc2 viewWillUnload", "vc2 viewDidUnload",
      ])
    #expect(fixture.stack.count == 3)
    #expect(fixture.loadedIndices == [2], "capacity 1 again once the cancellation ends")
    #expect(fixture.stack.topViewController?.appearanceState == .appeared)
  }

  @Test func cancellingAtTheFirstTickEndsAtOnce() throws {
    let fixture = try shownStack(children: 1)
    try fixture.stack.push(fixture.child(2), animated: true)
    try fixture.stack.cancelTransition()
    #expect(!fixture.stack.isTransitioning)
    #expect(fixture.stack.count == 1)
    #expect(fixture.stack.topViewController?.appearanceState == .appeared)
  }

  @Test func onlyARunningPushOrSinglePopCanBeCancelled() throws {
    let fixture = try shownStack(children: 4)
    #expect(throws: ContainmentError.notCancellable) { try fixture.stack.cancelTransition() }
    try fixture.stack.pop(to: fixture.stack.viewControllers[0], animated: true)
    #expect(!fixture.stack.canCancelTransition, "pop(to:) across several children")
    #expect(throws: ContainmentError.notCancellable) { try fixture.stack.cancelTransition() }
    try fixture.clock.runUntilIdle()
    try fixture.stack.push(fixture.child(9), animated: true)
    try fixture.clock.advance(by: 10)
    try fixture.stack.cancelTransition()
    #expect(throws: ContainmentError.notCancellable, "a cancellation cannot be cancelled") {
      try fixture.stack.cancelTransition()
    }
    try fixture.clock.runUntilIdle()
    #expect(fixture.stack.count == 1)
  }
}

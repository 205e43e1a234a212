import Containment
import ContainmentTestSupport
import Testing

/// C4: a memory warning releases every loaded view that is not visible, never the top or a
/// transition participant, and reaches every child.
@Suite struct StackMemoryWarningTests {
  private func warningCount(_ log: [String]) -> Int {
    log.filter { $0.hasSuffix("didReceiveMemoryWarning") }.count
  }

  @Test("C4: idle warning keeps only the top") func idleWarningKeepsOnlyTheTop() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 3, pushing: 5)
    #expect(fixture.loadedIndices == [2, 3, 4])
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    let log = fixture.drainLog()
    #expect(fixture.loadedIndices == [4])
    #expect(warningCount(log) == 1 + children.count, "the stack and every child hear it")
    #expect(
      log.filter { $0.hasSuffix("viewDidUnload") } == ["vc3 viewDidUnload", "vc4 viewDidUnload"])
    #expect(fixture.stack.isViewLoaded, "the stack's own view is visible")
  }

  @Test("C4: warning in the middle of an animated push spares both participants")
  func warningInTheMiddleOfAnAnimatedPushSparesBothParticipants() throws {
    let (fixture, _) = try StackFixture.shown(capacity: 3, pushing: 3)
    try fixture.stack.push(fixture.child(4), animated: true)
    try fixture.clock.advance(by: 100)
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    let log = fixture.drainLog()
    #expect(fixture.loadedIndices == [2, 3], "old top (disappearing) and new top (appearing) stay")
    #expect(log.contains("vc2 viewDidUnload"))
    try fixture.clock.runUntilIdle()
    #expect(
      fixture.drainLog() == [
        "vc3 viewDidDisappear(animated: true)", "vc4 viewDidAppear(animated: true)",
        "vc4 didMove(toParent: vc0)", "vc0 didShow(vc4, animated: true)",
      ])
  }

  @Test("C4: warning in the middle of an animated pop spares the popped and the revealed")
  func warningInTheMiddleOfAnAnimatedPopSparesThePoppedAndTheRevealed() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 3, pushing: 4)
    try fixture.stack.pop(animated: true)
    try fixture.clock.advance(by: 100)
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    let log = fixture.drainLog()
    #expect(children[3].isViewLoaded, "the popped child is still disappearing")
    #expect(children[2].isViewLoaded, "the revealed child is appearing")
    #expect(!children[1].isViewLoaded)
    #expect(warningCount(log) == 1 + 4, "the child being popped still hears it")
    try fixture.clock.runUntilIdle()
    #expect(children[3].parent == nil)
    #expect(children[3].isViewLoaded, "popping never releases the view (C5)")
  }

  @Test("C4: warning with the stack off screen releases everything")
  func warningWithTheStackOffScreenReleasesEverything() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 3, pushing: 3)
    fixture.window.hide()
    #expect(children.allSatisfy { $0.appearanceState == .disappeared })
    fixture.window.simulateMemoryWarning()
    #expect(fixture.loadedIndices.isEmpty)
    #expect(!fixture.stack.isViewLoaded, "the stack's own view is off screen too")
    _ = fixture.drainLog()
    fixture.show()
    #expect(fixture.loadedIndices == [2], "coming back reloads the top only")
    #expect(children[2].appearanceState == .appeared)
    #expect(children[2].viewIfLoaded?.window === fixture.window)
  }
}

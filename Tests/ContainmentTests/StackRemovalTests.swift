import Containment
import ContainmentTestSupport
import Testing

/// C5 and C8: removal never releases a view; pops play the inverse transition.
@Suite struct StackRemovalTests {
  @Test("C5: removed child keeps its view and reuses it when pushed again")
  func removedChildKeepsItsViewAndReusesItWhenPushedAgain() throws {
    let fixture = try StackFixture(capacity: 3)
    fixture.show()
    let children = try fixture.pushChildren(3)
    let middle = children[1]
    let middleView = middle.view
    let removed = try fixture.stack.remove(at: 1)
    #expect(removed === middle)
    #expect(middle.isViewLoaded)
    #expect(middle.parent == nil)
    #expect(middleView.superview == nil)
    #expect(middle.calls.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    _ = fixture.drainLog()
    try fixture.stack.push(middle, animated: true)
    fixture.clock.runUntilIdle()
    #expect(middle.view === middleView)
    #expect(middle.viewLoadCount == 1)
    #expect(!fixture.drainLog().contains("vc2 loadView"))
  }

  @Test("C5: popped child keeps its view") func poppedChildKeepsItsView() throws {
    let fixture = try StackFixture()
    fixture.show()
    try fixture.pushChildren(1)
    let child = fixture.child(2)
    try fixture.stack.push(child, animated: false)
    let shown = child.view
    try fixture.stack.pop(animated: false)
    #expect(child.viewIfLoaded === shown)
    try fixture.stack.push(child, animated: false)
    #expect(child.viewLoadCount == 1)
  }

  @Test("C8: pop plays the inverse of the push", arguments: TransitionStyle.allCases)
  func popPlaysTheInverseOfThePush(style: TransitionStyle) throws {
    let fixture = try StackFixture()
    fixture.show()
    try fixture.pushChildren(1)
    try fixture.stack.push(fixture.child(2), style: style, duration: 123, animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: style, isReversed: false))
    fixture.clock.runUntilIdle()
    let start = fixture.clock.now
    try fixture.stack.pop(animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: style, isReversed: true))
    let expectedEnd = style == .none ? nil : start + 123
    #expect(fixture.stack.transitionEndsAt == expectedEnd)
  }

  @Test("C8: replacing with a child already below plays like a pop")
  func replacingWithAChildAlreadyBelowPlaysLikeAPop() throws {
    let fixture = try StackFixture()
    fixture.show()
    let children = try fixture.pushChildren(2)
    let cover = fixture.child(3)
    try fixture.stack.push(cover, style: .cover, animated: false)
    try fixture.stack.setViewControllers([children[0], children[1]], animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: .cover, isReversed: true))
    fixture.clock.runUntilIdle()
    #expect(cover.parent == nil)
    #expect(fixture.stack.viewControllers.map(\.id) == children.map(\.id))
    let fresh = fixture.child(4)
    try fixture.stack.setViewControllers([fresh], style: .crossFade, animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: .crossFade, isReversed: false))
    fixture.clock.runUntilIdle()
    #expect(children.allSatisfy { $0.parent == nil })
    #expect(fresh.appearanceState == .appeared)
  }
}

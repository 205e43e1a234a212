import Containment
import ContainmentTestSupport
import Testing

/// C5 and C8: removal never releases a view; pops play the inverse transition.
@Suite struct StackRemovalTests {
  @Test("C5: removed child keeps its view and reuses it when pushed again")
  func removedChildKeepsItsViewAndReusesItWhenPushedAgain() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 3, pushing: 3)
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
    try fixture.clock.runUntilIdle()
    #expect(middle.view === middleView)
    #expect(middle.viewLoadCount == 1)
    #expect(!fixture.drainLog().contains("vc2 loadView"))
  }

  @Test("C5: popped child keeps its view") func poppedChildKeepsItsView() throws {
    let (fixture, _) = try StackFixture.shown(pushing: 1)
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
    let (fixture, _) = try StackFixture.shown(pushing: 1)
    try fixture.stack.push(fixture.child(2), style: style, duration: 123, animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: style, isReversed: false))
    try fixture.clock.runUntilIdle()
    let start = fixture.clock.now
    try fixture.stack.pop(animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: style, isReversed: true))
    let expectedEnd = style == .none ? nil : start + 123
    #expect(fixture.stack.transitionEndsAt == expectedEnd)
  }

  @Test("C8: replacing with a child already below plays like a pop")
  func replacingWithAChildAlreadyBelowPlaysLikeAPop() throws {
    let (fixture, children) = try StackFixture.shown(pushing: 2)
    let cover = fixture.child(3)
    try fixture.stack.push(cover, style: .cover, animated: false)
    try fixture.stack.setViewControllers([children[0], children[1]], animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: .cover, isReversed: true))
    try fixture.clock.runUntilIdle()
    #expect(cover.parent == nil)
    #expect(fixture.stack.viewControllers.map(\.id) == children.map(\.id))
    let fresh = fixture.child(4)
    try fixture.stack.setViewControllers([fresh], style: .crossFade, animated: true)
    #expect(fixture.stack.lastTransition == PlayedTransition(style: .crossFade, isReversed: false))
    try fixture.clock.runUntilIdle()
    #expect(children.allSatisfy { $0.parent == nil })
    #expect(fresh.appearanceState == .appeared)
  }
}

/// Removing many children at once (`setViewControllers`, `pop(to:)`) compacts the container's
/// list once at the end, yet every callback sees the list as if they left one by one.
@Suite struct BatchedRemovalTests {
  /// A child that notes, when it is told it leaves, which of its siblings are still listed.
  final class SiblingWatcher: ViewController {
    unowned(unsafe) var stack: StackController?
    var seenAtWillMove: [ViewControllerID] = []
    var seenAtDidMove: [ViewControllerID] = []

    override func willMove(toParent parent: ViewController?) {
      if parent == nil, let stack { seenAtWillMove = stack.children.map(\.id) }
      super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: ViewController?) {
      if parent == nil, let stack { seenAtDidMove = stack.children.map(\.id) }
      super.didMove(toParent: parent)
    }
  }

  /// `setViewControllers([])` (0) or `popToRoot` (1).
  static func remove(_ removal: Int, from stack: StackController) throws {
    if removal == 0 {
      try stack.setViewControllers([], animated: false)
    } else {
      _ = try stack.popToRoot(animated: false)
    }
  }

  @Test(arguments: [0, 1])
  func callbacksSeeTheSiblingsThatHaveNotLeftYet(removal: Int) throws {
    let fixture = try StackFixture()
    fixture.show()
    let children = (0..<6).map { SiblingWatcher(id: ViewControllerID(UInt64(10 + $0))) }
    for child in children { child.stack = fixture.stack }
    try fixture.stack.setViewControllers(children, animated: false)
    try Self.remove(removal, from: fixture.stack)
    let ids = children.map(\.id)
    // The deep children leave root first (after the root for a pop to the root); each sees
    // itself and the ones after it at willMove(nil), and no longer itself at didMove(nil).
    let leaving = removal == 0 ? Array(children.dropLast()) : Array(children.dropFirst().dropLast())
    for child in leaving {
      let position = try #require(ids.firstIndex(of: child.id))
      let stillListed = (removal == 0 ? [] : [ids[0]]) + ids[position...]
      #expect(child.seenAtWillMove == stillListed, "\(child.id) at willMove(nil)")
      #expect(child.seenAtDidMove == Array(stillListed.filter { $0 != child.id }))
    }
    try fixture.clock.runUntilIdle()
    #expect(fixture.stack.children.map(\.id) == (removal == 0 ? [] : [ids[0]]))
    for child in children.dropFirst() { #expect(child.parent == nil) }
  }

  @Test func aChildComesBackAfterBeingRemovedInABatch() throws {
    let fixture = try StackFixture()
    fixture.show()
    let children = (0..<4).map { fixture.child(UInt64(10 + $0)) }
    try fixture.stack.setViewControllers(children, animated: false)
    try fixture.stack.setViewControllers([children[3], children[0]], animated: false)
    try fixture.clock.runUntilIdle()
    #expect(Set(fixture.stack.children.map(\.id)) == [children[0].id, children[3].id])
    #expect(fixture.stack.children.count == 2, "no child listed twice")
    #expect(fixture.stack.viewController(at: 1) === children[0])
    #expect(fixture.stack.viewController(at: 2) == nil)
    #expect(fixture.stack.viewController(at: -1) == nil)
  }
}

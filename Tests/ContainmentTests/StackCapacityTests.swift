import Containment
import ContainmentTestSupport
import Testing

/// C1 and C2: only the top N keep views; a child coming back is reloaded with `viewDidLoad`.
@Suite struct StackCapacityTests {
  @Test("C1: only the top n keep their views", arguments: [1, 2, 3, 5])
  func onlyTheTopNKeepTheirViews(capacity: Int) throws {
    let fixture = try StackFixture(capacity: capacity)
    fixture.show()
    for number in 1...7 {
      try fixture.stack.push(fixture.child(UInt64(number)), animated: true)
      try fixture.clock.runUntilIdle()
      let count = fixture.stack.count
      #expect(fixture.loadedIndices == Array(max(0, count - capacity)..<count))
    }
    for (index, child) in fixture.stack.viewControllers.enumerated() where !child.isViewLoaded {
      #expect(child.viewIfLoaded?.superview == nil, "released view of index \(index) left behind")
    }
  }

  @Test("C1: lowering the capacity releases at once and raising it keeps more")
  func loweringTheCapacityReleasesAtOnceAndRaisingItKeepsMore() throws {
    let fixture = try StackFixture(capacity: 4)
    fixture.show()
    for number in 1...6 {
      try fixture.stack.push(fixture.child(UInt64(number)), animated: false)
    }
    #expect(fixture.loadedIndices == [2, 3, 4, 5])
    try fixture.stack.setCapacity(1)
    #expect(fixture.loadedIndices == [5])
    try fixture.stack.setCapacity(3)
    try fixture.stack.push(fixture.child(7), animated: false)
    #expect(fixture.loadedIndices == [5, 6])
    try fixture.stack.push(fixture.child(8), animated: false)
    try fixture.stack.push(fixture.child(9), animated: false)
    #expect(fixture.loadedIndices == [6, 7, 8])
  }

  @Test("C1: capacity change during a transition applies when it ends")
  func capacityChangeDuringATransitionAppliesWhenItEnds() throws {
    let (fixture, _) = try StackFixture.shown(capacity: 3, pushing: 3)
    try fixture.stack.push(fixture.child(4), animated: true)
    #expect(fixture.loadedIndices == [1, 2, 3], "the child pushed below the top 3 goes at once")
    try fixture.stack.setCapacity(1)
    #expect(fixture.loadedIndices == [2, 3], "the participants stay until the end")
    try fixture.clock.runUntilIdle()
    #expect(fixture.loadedIndices == [3])
  }

  @Test("C1: inserting below pushes deep views out") func insertingBelowPushesDeepViewsOut() throws
  {
    let (fixture, _) = try StackFixture.shown(capacity: 2, pushing: 3)
    #expect(fixture.loadedIndices == [1, 2])
    try fixture.stack.insert(fixture.child(9), at: 1)
    // Now [1, 9, 2, 3]: the old depth-1 child stays, the inserted one loads nothing.
    #expect(fixture.loadedIndices == [2, 3])
    try fixture.stack.insert(fixture.child(10), at: 3)
    // [1, 9, 2, 10, 3]: child 2 fell to depth 2 and was released.
    #expect(fixture.loadedIndices == [4])
  }

  @Test("C2: child coming back is reloaded before it appears")
  func childComingBackIsReloadedBeforeItAppears() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 1, pushing: 3)
    #expect(!children[1].isViewLoaded)
    _ = fixture.drainLog()
    try fixture.stack.pop(animated: true)
    let log = fixture.drainLog()
    #expect(
      log.prefix(6) == [
        "vc3 willMove(toParent: nil)", "vc2 loadView", "vc2 viewDidLoad",
        "vc3 viewWillDisappear(animated: true)", "vc2 viewWillAppear(animated: true)",
        "vc0 willShow(vc2, animated: true)",
      ])
    #expect(children[1].viewLoadCount == 2)
    #expect(children[1].calls.filter { $0 == "viewDidLoad" }.count == 2)
    #expect(children[1].viewIfLoaded?.window != nil)
  }

  @Test("C2: pop to reveals and reloads only the target") func popToRevealsAndReloadsOnlyTheTarget()
    throws
  {
    let (fixture, children) = try StackFixture.shown(capacity: 2, pushing: 5)
    let popped = try fixture.stack.popToRoot(animated: true)
    #expect(popped.map(\.id) == children[1...].map(\.id))
    try fixture.clock.runUntilIdle()
    #expect(children[0].viewLoadCount == 2)
    #expect(children[1...3].allSatisfy { $0.viewLoadCount == 1 }, "nothing else was reloaded")
    #expect(fixture.stack.count == 1)
    #expect(children[0].appearanceState == .appeared)
  }
}

import Containment
import ContainmentTestSupport
import Testing

/// L4: `willMove` before, `didMove` after, one parent at a time, misuse throws.
@Suite struct ContainmentRelationshipTests {
  @Test("L4: add and remove call the containment methods in order")
  func addAndRemoveCallTheContainmentMethodsInOrder() throws {
    let parent = ViewController(id: ViewControllerID(1))
    let child = RecordingViewController(id: ViewControllerID(2))
    try parent.addChild(child)
    #expect(child.parent === parent)
    #expect(parent.children.map(\.id) == [child.id])
    child.didMove(toParent: parent)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(child.calls == ["willMove(vc1)", "didMove(vc1)", "willMove(nil)", "didMove(nil)"])
  }

  @Test("L4: a child with a parent cannot be added elsewhere")
  func aChildWithAParentCannotBeAddedElsewhere() throws {
    let first = ViewController(id: ViewControllerID(1))
    let second = ViewController(id: ViewControllerID(2))
    let child = ViewController(id: ViewControllerID(3))
    try first.addChild(child)
    #expect(throws: ContainmentError.alreadyHasParent(child: child.id, parent: first.id)) {
      try second.addChild(child)
    }
    #expect(child.parent === first)
    #expect(second.children.isEmpty)
  }

  @Test("L4: cycles are refused") func cyclesAreRefused() throws {
    let top = ViewController(id: ViewControllerID(1))
    let middle = ViewController(id: ViewControllerID(2))
    try top.addChild(middle)
    #expect(throws: ContainmentError.containmentCycle(child: top.id, parent: middle.id)) {
      try middle.addChild(top)
    }
    #expect(throws: ContainmentError.containmentCycle(child: top.id, parent: top.id)) {
      try top.addChild(top)
    }
  }

  @Test("L4: error messages name the problem") func errorMessagesNameTheProblem() {
    let error = ContainmentError.alreadyHasParent(
      child: ViewControllerID(3), parent: ViewControllerID(1))
    #expect(error.description == "vc3 already has a parent (vc1); remove it from its parent first")
    #expect(
      ContainmentError.indexOutOfRange(index: 5, validRange: 0..<3).description
        == "index 5 is out of range 0...2")
    #expect(ContainmentError.invalidCapacity(0).description == "capacity must be at least 1, got 0")
  }
}

import Containment
import ContainmentTestSupport
import Testing

/// Bad use of the stack API throws a typed error and changes nothing.
@Suite struct StackErrorTests {
  @Test(arguments: [0, -1, Int.min])
  func capacityBelowOneIsRefused(capacity: Int) throws {
    #expect(throws: ContainmentError.invalidCapacity(capacity)) {
      _ = try StackController(capacity: capacity, clock: VirtualClock())
    }
    let stack = try StackController(capacity: 3, clock: VirtualClock())
    #expect(throws: ContainmentError.invalidCapacity(capacity)) { try stack.setCapacity(capacity) }
    #expect(stack.capacity == 3)
  }

  @Test func indicesOutOfRangeAreRefused() throws {
    let fixture = try StackFixture()
    try fixture.pushChildren(2)
    let extra = fixture.child(9)
    #expect(throws: ContainmentError.indexOutOfRange(index: 3, validRange: 0..<3)) {
      try fixture.stack.insert(extra, at: 3)
    }
    #expect(throws: ContainmentError.indexOutOfRange(index: -1, validRange: 0..<3)) {
      try fixture.stack.insert(extra, at: -1)
    }
    #expect(throws: ContainmentError.indexOutOfRange(index: 2, validRange: 0..<2)) {
      try fixture.stack.remove(at: 2)
    }
    #expect(extra.parent == nil)
    #expect(fixture.stack.count == 2)
  }

  @Test func poppingTheRootOrAnEmptyStackIsRefused() throws {
    let fixture = try StackFixture()
    fixture.show()
    #expect(throws: ContainmentError.empty) { try fixture.stack.pop() }
    #expect(throws: ContainmentError.empty) { try fixture.stack.popToRoot() }
    let root = try fixture.pushChildren(1)[0]
    #expect(throws: ContainmentError.cannotPopRoot) { try fixture.stack.pop() }
    #expect(try fixture.stack.popToRoot().isEmpty)
    #expect(root.appearanceState == .appeared)
    #expect(try fixture.stack.remove(at: 0, animated: false) === root, "remove may empty the stack")
    #expect(root.appearanceState == .disappeared)
    #expect(fixture.stack.count == 0)
  }

  @Test func childrenWithAParentOrTwiceInAListAreRefused() throws {
    let fixture = try StackFixture()
    let children = try fixture.pushChildren(2)
    let other = ViewController(id: ViewControllerID(50))
    let adopted = fixture.child(51)
    try other.addChild(adopted)
    #expect(throws: ContainmentError.alreadyHasParent(child: adopted.id, parent: other.id)) {
      try fixture.stack.push(adopted)
    }
    #expect(
      throws: ContainmentError.alreadyHasParent(child: children[0].id, parent: fixture.stack.id)
    ) {
      try fixture.stack.push(children[0])
    }
    let fresh = fixture.child(52)
    #expect(throws: ContainmentError.duplicateChild(fresh.id)) {
      try fixture.stack.setViewControllers([fresh, children[0], fresh])
    }
    #expect(throws: ContainmentError.alreadyHasParent(child: adopted.id, parent: other.id)) {
      try fixture.stack.setViewControllers([fresh, adopted])
    }
    #expect(throws: ContainmentError.notAChild(fresh.id)) { try fixture.stack.pop(to: fresh) }
    #expect(fresh.parent == nil)
    #expect(fixture.stack.viewControllers.map(\.id) == children.map(\.id))
  }
}

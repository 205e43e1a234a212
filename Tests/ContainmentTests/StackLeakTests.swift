import Containment
import ContainmentTestSupport
import Testing

/// C9: once the stack is emptied and outside references dropped, everything is deallocated.
@Suite struct StackLeakTests {
  private struct Weak {
    weak var object: AnyObject?
  }

  @Test("C9: nothing outlives the stack") func nothingOutlivesTheStack() throws {
    var controllers: [Weak] = []
    var views: [Weak] = []
    weak var weakStack: StackController?
    let window = Window()
    do {
      let clock = VirtualClock()
      let stack = try StackController(capacity: 2, clock: clock, id: ViewControllerID(0))
      weakStack = stack
      try window.setRootViewController(stack)
      window.makeKeyAndVisible()
      for number in 1...6 {
        let child = CostlyViewController(id: ViewControllerID(UInt64(number)), payloadBytes: 4096)
        controllers.append(Weak(object: child))
        views.append(Weak(object: child.view))
        try stack.push(child, style: .cover, animated: number.isMultiple(of: 2))
        if number == 4 { window.simulateMemoryWarning() }
        try clock.runUntilIdle()
      }
      try stack.pop(animated: true)  // leave a transition pending on the clock
      window.simulateMemoryWarning()
      try clock.runUntilIdle()
      try stack.setViewControllers([], animated: true)
      try clock.runUntilIdle()
      #expect(stack.count == 0)
      #expect(stack.children.isEmpty)
      try window.setRootViewController(nil)
    }
    #expect(weakStack == nil, "the stack leaked")
    #expect(controllers.filter { $0.object != nil }.count == 0, "child view controllers leaked")
    #expect(views.filter { $0.object != nil }.count == 0, "views leaked")
  }

  @Test("C9: a pending transition does not keep the stack alive")
  func aPendingTransitionDoesNotKeepTheStackAlive() throws {
    weak var weakStack: StackController?
    let clock = VirtualClock()
    do {
      let window = Window()
      let stack = try StackController(root: ViewController(id: ViewControllerID(1)), clock: clock)
      weakStack = stack
      try window.setRootViewController(stack)
      window.makeKeyAndVisible()
      try stack.push(ViewController(id: ViewControllerID(2)), animated: true)
    }
    #expect(weakStack == nil, "the stack and its clock must not keep each other alive")
    #expect(clock.isIdle, "the stack withdrew its deadline when it went")
    #expect(try clock.runUntilIdle() == 0)
  }
}

import Containment

/// A stack in a window, with a clock and an event log, for contract tests.
///
/// Children made with ``child(_:payload:)`` get identifiers 1, 2, 3, …; the stack is 0.
public final class StackFixture: WindowFixture {
  /// The stack under test, with identifier 0.
  public let stack: StackController

  /// Creates the fixture; the window is not visible until ``show()``.
  ///
  /// Children made by ``child(_:payload:)`` get 256 bytes of view.
  public init(capacity: Int = StackController.defaultCapacity) throws {
    let clock = VirtualClock()
    let log = LifecycleLog(capacity: 1024)
    stack = try StackController(
      capacity: capacity,
      clock: clock,
      id: ViewControllerID(0),
      observer: log
    )
    super.init(clock: clock, log: log, childPayload: 256)
    try window.setRootViewController(stack)
  }

  /// A shown fixture whose stack then got `count` children, numbered from 1 and pushed without
  /// animation (``pushChildren(_:from:)``), and those children.
  public static func shown(
    capacity: Int = StackController.defaultCapacity, pushing count: Int
  ) throws -> (StackFixture, [RecordingViewController]) {
    let fixture = try StackFixture(capacity: capacity)
    fixture.show()
    return (fixture, try fixture.pushChildren(count))
  }

  /// Pushes `count` children numbered from `first`, without animation, and returns them.
  @discardableResult
  public func pushChildren(_ count: Int, from first: UInt64 = 1) throws -> [RecordingViewController]
  {
    var pushed: [RecordingViewController] = []
    for offset in 0..<UInt64(count) {
      let next = child(first + offset)
      try stack.push(next, animated: false)
      pushed.append(next)
    }
    return pushed
  }

  /// The indices (root first) of the stack's children whose views are loaded.
  public var loadedIndices: [Int] {
    stack.viewControllers.indices.filter { stack.viewControllers[$0].isViewLoaded }
  }
}

import Containment

/// A stack in a window, with a clock and an event log, for contract tests.
///
/// Children made with ``child(_:payload:)`` get identifiers 1, 2, 3, …; the stack is 0.
public final class StackFixture {
  /// The clock the stack's transitions run on.
  public let clock = VirtualClock()
  /// Every event of the stack and of the children made by ``child(_:payload:)``.
  public let log = LifecycleLog(capacity: 1024)
  /// The window whose root is the stack.
  public let window = Window()
  /// The stack under test, with identifier 0.
  public let stack: StackController

  /// Creates the fixture; the window is not visible until ``show()``.
  public init(capacity: Int = StackController.defaultCapacity) throws {
    stack = try StackController(
      capacity: capacity,
      clock: clock,
      id: ViewControllerID(0),
      observer: log
    )
    try window.setRootViewController(stack)
  }

  /// A new recording child with the given identifier.
  public func child(_ number: UInt64, payload: Int = 256) -> RecordingViewController {
    RecordingViewController(id: ViewControllerID(number), viewPayloadBytes: payload, observer: log)
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

  /// Makes the window visible.
  public func show() { window.makeKeyAndVisible() }

  /// The log's lines, then clears it.
  public func drainLog() -> [String] {
    defer { log.removeAll() }
    return log.lines
  }

  /// The indices (root first) of the stack's children whose views are loaded.
  public var loadedIndices: [Int] {
    stack.viewControllers.indices.filter { stack.viewControllers[$0].isViewLoaded }
  }
}

import Containment

/// A window, the clock its containers' transitions run on, and a log of every event: what a
/// container's contract tests start from.
///
/// Each suite's fixture is a subclass that makes its container with this log and clock (made
/// before `super.init` when the container needs them first) and sets it as the window's root.
/// Children made with ``child(_:payload:)`` log into the same log.
open class WindowFixture {
  /// The clock the containers' transitions run on.
  public let clock: VirtualClock
  /// Every event of the containers and children made with this log.
  public let log: LifecycleLog
  /// The window; not visible until ``show()``.
  public let window = Window()
  /// The payload of a child made by ``child(_:payload:)`` without one.
  public let childPayload: Int

  /// The log of a container (`vc0`) coming on screen without animation with its first child
  /// (`vc1`) selected and not yet loaded: the child's view loads within the container's
  /// will-appear, and each did-appear follows its will-appear in the same order.
  public static let containerShownWithFirstChild = [
    "vc0 viewWillAppear(animated: false)", "vc1 loadView", "vc1 viewDidLoad",
    "vc1 viewWillAppear(animated: false)", "vc0 viewDidAppear(animated: false)",
    "vc1 viewDidAppear(animated: false)",
  ]

  /// A fixture with `clock` and `log` (256 events by default); children get `childPayload`
  /// bytes of view.
  public init(
    clock: VirtualClock = VirtualClock(), log: LifecycleLog = LifecycleLog(capacity: 256),
    childPayload: Int = 64
  ) {
    self.clock = clock
    self.log = log
    self.childPayload = childPayload
  }

  /// A new recording child with the identifier `number`.
  public func child(_ number: UInt64, payload: Int? = nil) -> RecordingViewController {
    RecordingViewController(
      id: ViewControllerID(number), viewPayloadBytes: payload ?? childPayload, observer: log)
  }

  /// Makes the window visible.
  public func show() { window.makeKeyAndVisible() }

  /// The log's lines, then clears it.
  public func drainLog() -> [String] {
    defer { log.removeAll() }
    return log.lines
  }

  /// What `action` logs, and only that: the log is drained before it and after it.
  public func logged(by action: () throws -> Void) rethrows -> [String] {
    _ = drainLog()
    try action()
    return drainLog()
  }

  /// What the clock's next `ticks` log when only the last of them is to log anything, as the
  /// end of a transition of `ticks`: the events of the last tick, after any logged before it
  /// (or left in the log), each marked `early: ` so that a comparison fails naming them.
  public func loggedAtEnd(of ticks: Int64) throws -> [String] {
    try clock.advance(by: ticks - 1)
    let early = drainLog().map { "early: \($0)" }
    try clock.advance(by: 1)
    return early + drainLog()
  }

  /// The log's lines that report unbalanced appearance calls.
  public var unbalanced: [String] { log.lines.filter { $0.contains("unbalanced") } }
}

extension RecordingViewController {
  /// Recording children with the identifiers `numbers`, in order, each with `payload` bytes of
  /// view, logging into `log`.
  public static func numbered(
    _ numbers: ClosedRange<UInt64>, payload: Int = 64, log: LifecycleLog
  ) -> [RecordingViewController] {
    numbers.map {
      RecordingViewController(id: ViewControllerID($0), viewPayloadBytes: payload, observer: log)
    }
  }
}

/// The clock animations run on: ``View/animate(withDuration:delay:options:animations:completion:)``
/// and `transition(from:to:duration:options:animations:completion:)` end on the
/// thread's current clock, as UIKit's animations run on the main thread's run loop.
///
/// A clock is current on a thread inside ``VirtualClock/withCurrent(_:)`` and while it fires its
/// deadlines; the stress runner makes its clock current for everything it does. Without a
/// current clock an animation waits on the thread's own (``VirtualClock/runLoop``).
///
/// ```swift
/// let clock = VirtualClock()
/// var ended = false
/// clock.withCurrent {
///   View.animate(withDuration: 0.3, animations: {}) { _ in ended = true }
/// }
/// precondition(!ended && clock.nextDeadline == 300)  // 0.3 s: 300 ticks
/// _ = try clock.runUntilIdle()
/// precondition(ended)
/// ```
extension VirtualClock {
  /// The clock animations started on this thread run on, if any.
  public static var current: VirtualClock? { slot.current }

  /// Runs `body` with this clock current on this thread, then makes the previous one current
  /// again.
  ///
  /// - Parameter body: The work whose animations run on this clock.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @discardableResult
  public func withCurrent<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try Self.slot.with(self, body)
  }

  /// The thread-specific slot of the current clock.
  private static let slot = ThreadSlot<VirtualClock>()

  /// Schedules `action` to run `delay` ticks from now (at the next advance when `delay` is 0 or
  /// less), in order with every other deadline of this clock.
  ///
  /// The clock keeps `action` until it runs: what it captures stays alive until then. A
  /// timer's deadline is in the `background`: it fires when time passes it, and leaves the
  /// clock idle (``isIdle``), as a run loop's timer never keeps UIKit's transitions from ending.
  ///
  /// - Parameters:
  ///   - delay: How many ticks from now.
  ///   - background: Whether it is a timer's (`false` by default).
  ///   - action: The work to do then.
  public func schedule(
    after delay: Int64, background: Bool = false, perform action: @escaping () -> Void
  ) {
    let token = actions.add(action)
    schedule(
      at: VirtualClock.later(now, by: delay), target: actions, token: token,
      background: background)
  }
}

/// The closures a clock keeps until their deadlines (``VirtualClock/schedule(after:perform:)``);
/// owned by the clock, so that its pending deadlines never outlive it.
final class ScheduledActions: VirtualClockTarget {
  @exclusivity(unchecked) private var waiting: [Int: () -> Void] = [:]
  @exclusivity(unchecked) private var nextToken = 0

  /// Keeps `action`; returns its token.
  func add(_ action: @escaping () -> Void) -> Int {
    nextToken &+= 1
    waiting[nextToken] = action
    return nextToken
  }

  func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    waiting.removeValue(forKey: token)?()
  }
}

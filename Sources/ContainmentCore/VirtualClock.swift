/// Receives the deadlines it scheduled on a ``VirtualClock``.
public protocol VirtualClockTarget: AnyObject {
  /// Called when the clock reaches a deadline this target scheduled.
  ///
  /// - Parameters:
  ///   - token: The token passed to ``VirtualClock/schedule(at:target:token:)``.
  ///   - clock: The clock; its ``VirtualClock/now`` is the deadline.
  func virtualClockDidReach(token: Int, on clock: VirtualClock)
}

/// Virtual time for transitions: integer ticks that move only when the owner advances them.
///
/// Nothing sleeps. Animated transitions schedule their end on the clock; the owner (a test, the
/// stress runner) decides when time passes, so runs are deterministic and operations can land in
/// the middle of a transition. By convention one tick is one millisecond.
///
/// Deadlines fire in order of time, and in order of scheduling for equal times. A target may
/// schedule more work while it fires; work due by the end of an advance fires within it. A
/// timer's deadlines are in the background (``schedule(after:background:perform:)``): they fire
/// when time passes them, but the clock counts as idle without them, so that waiting for
/// transitions to end never waits for a timer that repeats for ever.
///
/// ```swift
/// let clock = VirtualClock()
/// let stack = try StackController(root: home, clock: clock)
/// try stack.push(detail, animated: true)   // ends at now + the style's duration
/// try clock.advance(by: 100)               // mid-transition
/// _ = try clock.runUntilIdle()             // the push completes
/// precondition(clock.isIdle)
/// ```
///
/// Scheduling uses storage kept across deadlines: once it has grown to the largest number of
/// pending deadlines, scheduling allocates nothing.
public final class VirtualClock {
  private struct Entry {
    var deadline: Int64
    var sequence: UInt64
    /// Not retained: a target that goes away withdraws its deadlines (``cancel(target:)``), so a
    /// pending deadline never keeps it alive (a stack owns its clock; the reverse would be a
    /// cycle).
    unowned(unsafe) var target: any VirtualClockTarget
    var token: Int
    /// A timer's deadline, which leaves the clock idle (``isIdle``).
    var isBackground: Bool
  }

  /// The current time, in ticks.
  ///
  /// Starts at 0.
  @inlinable public var now: Int64 { _now }
  @exclusivity(unchecked) @usableFromInline var _now: Int64 = 0
  /// The animation groups open on this clock, outermost first (`VirtualClock+AnimationGroups`).
  @exclusivity(unchecked) @usableFromInline package var _animationGroups: [_AnimationGroup] = []
  /// Whether the views' animations on this clock take their time (`UIView.setAnimationsEnabled`):
  /// when not, each ends at once.
  package var _animationsEnabled = true

  /// Pending entries sorted by (deadline, sequence), soonest last so that firing pops the end.
  @exclusivity(unchecked) private var pending: [Entry] = []
  /// How many of `pending` are not in the background.
  @exclusivity(unchecked) private var foregroundCount = 0
  @exclusivity(unchecked) private var nextSequence: UInt64 = 0
  /// The closures scheduled with ``schedule(after:perform:)``, kept until they run.
  let actions = ScheduledActions()

  /// Creates a clock at time 0 with nothing scheduled.
  public init() {}

  /// The number of deadlines not yet reached.
  public var pendingCount: Int { pending.count }

  /// Whether nothing is scheduled but in the background (timers): what waits for transitions
  /// to end does not wait for a timer, which may fire for ever, as a repeating one does.
  public var isIdle: Bool { foregroundCount == 0 }

  /// How many transitions wait on what the clock does not drive (a finger on an interactive
  /// pop): a harness counts a run as settled only when nothing is scheduled and nothing holds.
  @exclusivity(unchecked) package private(set) var _holds: Int = 0

  /// Whether nothing is scheduled but timers and no transition waits on a gesture: what a
  /// harness waits for before it checks that everything settled.
  public var isSettled: Bool { foregroundCount == 0 && _holds == 0 }

  /// A transition begins waiting on a gesture.
  package func _hold() { _holds += 1 }

  /// A transition no longer waits on a gesture.
  package func _release() { _holds = max(0, _holds - 1) }

  /// The soonest pending deadline, if any.
  public var nextDeadline: Int64? { pending.last?.deadline }

  /// Schedules `target` to be told when the clock reaches `deadline`.
  ///
  /// A deadline in the past fires at the next advance. The clock does not retain `target`: a
  /// target must withdraw its deadlines with ``cancel(target:)`` before it is deallocated, as
  /// ``StackController`` does in its `deinit`.
  ///
  /// - Complexity: O(number of pending deadlines).
  public func schedule(at deadline: Int64, target: any VirtualClockTarget, token: Int) {
    schedule(at: deadline, target: target, token: token, background: false)
  }

  /// Schedules `target` at `deadline`, in the background (a timer's, which leaves the clock
  /// idle) or not.
  func schedule(at deadline: Int64, target: any VirtualClockTarget, token: Int, background: Bool) {
    let entry = Entry(
      deadline: deadline, sequence: nextSequence, target: target, token: token,
      isBackground: background)
    nextSequence &+= 1
    if !background { foregroundCount += 1 }
    // Skip, from the soonest end, every entry due no later than this one: equal deadlines fire
    // in the order they were scheduled.
    var index = pending.count
    while index > 0, pending[index - 1].deadline <= deadline {
      index -= 1
    }
    pending.insert(entry, at: index)
  }

  /// Schedules `target` `delay` ticks from now (at the end of time, `Int64.max`, at the latest).
  public func schedule(after delay: Int64, target: any VirtualClockTarget, token: Int) {
    schedule(at: VirtualClock.later(now, by: delay), target: target, token: token)
  }

  /// `instant` moved `ticks` on (a negative number stays), stopping at `Int64.max`.
  @inline(__always)
  @usableFromInline static func later(_ instant: Int64, by ticks: Int64) -> Int64 {
    let (sum, overflow) = instant.addingReportingOverflow(max(0, ticks))
    return overflow ? .max : sum
  }

  /// Withdraws every pending deadline of `target`.
  ///
  /// - Complexity: O(number of pending deadlines).
  public func cancel(target: any VirtualClockTarget) {
    pending.removeAll { $0.target === target }
    foregroundCount = pending.count { !$0.isBackground }
  }

  /// The most deadlines one ``advance(to:limit:)`` or ``runUntilIdle(limit:)`` fires by default
  /// before it gives up: far more than any run needs, few enough to stop a runaway at once.
  public static let defaultLimit = 1_000_000

  /// Advances time by `ticks`, firing every deadline reached on the way, in order.
  ///
  /// Time stops at `Int64.max` ticks (about 292 million years): no trace overflows it.
  ///
  /// - Parameters:
  ///   - ticks: How far to go (a negative number stays).
  ///   - limit: The most deadlines to fire.
  /// - Returns: The number of deadlines fired.
  /// - Throws: ``Runaway`` when `limit` deadlines fired and more are due: targets that schedule
  ///   again whenever they fire, so that time cannot pass.
  @discardableResult
  public func advance(by ticks: Int64, limit: Int = VirtualClock.defaultLimit) throws(Runaway)
    -> Int
  {
    try advance(to: VirtualClock.later(now, by: ticks), limit: limit)
  }

  /// Advances time to `instant` (never backwards), firing every deadline up to it, in order.
  ///
  /// - Parameters:
  ///   - instant: The time to reach.
  ///   - limit: The most deadlines to fire.
  /// - Returns: The number of deadlines fired.
  /// - Throws: ``Runaway`` when `limit` deadlines fired and more are due by `instant`; time
  ///   stays at the last deadline fired.
  @discardableResult
  public func advance(to instant: Int64, limit: Int = VirtualClock.defaultLimit) throws(Runaway)
    -> Int
  {
    try advance(to: instant, limit: limit, untilIdle: false)
  }

  /// Fires the deadlines up to `instant`; a runaway names the goal: idle, or `instant`.
  private func advance(to instant: Int64, limit: Int, untilIdle: Bool) throws(Runaway) -> Int {
    // What fires runs with this clock current: an animation that starts another in its
    // completion runs on this clock too.
    if let next = pending.last, next.deadline <= instant, VirtualClock.current !== self {
      return try withCurrent { () throws(Runaway) -> Int in
        try advance(to: instant, limit: limit, untilIdle: untilIdle)
      }
    }
    var fired = 0
    while let next = pending.last, next.deadline <= instant {
      guard fired < limit else {
        throw runaway(fired: fired, until: untilIdle ? "idle" : "t=\(instant)")
      }
      pending.removeLast()
      if !next.isBackground { foregroundCount -= 1 }
      _now = max(now, next.deadline)
      fired += 1
      next.target.virtualClockDidReach(token: next.token, on: self)
    }
    _now = max(now, instant)
    return fired
  }

  /// Fires every deadline pending now, soonest first, at once.
  ///
  /// The clock current on the thread stays as it is: the animations of an interactive
  /// transition, held on a clock of their own while a gesture lasts, end together when it does,
  /// and what they start runs on the run loop's clock. What they schedule here stays.
  package func _fireAll() {
    let due = pending.reversed()
    pending.removeAll()
    foregroundCount = 0
    for next in due {
      _now = max(now, next.deadline)
      next.target.virtualClockDidReach(token: next.token, on: self)
    }
  }

  /// Advances time until nothing is pending but in the background (``isIdle``): timers due
  /// before the last deadline fire on the way, later ones stay.
  ///
  /// - Parameter limit: The most deadlines to fire.
  /// - Returns: The number of deadlines fired.
  /// - Throws: ``Runaway`` when `limit` deadlines fired and the clock is still not idle.
  @discardableResult
  public func runUntilIdle(limit: Int = VirtualClock.defaultLimit) throws(Runaway) -> Int {
    var fired = 0
    while foregroundCount > 0, let next = pending.last {
      guard fired < limit else { throw runaway(fired: fired, until: "idle") }
      do {
        fired += try advance(to: next.deadline, limit: limit - fired, untilIdle: true)
      } catch {
        throw Runaway(fired: fired + error.fired, goal: "idle", now: now, pending: error.pending)
      }
    }
    return fired
  }

  /// What a clock that could not get somewhere fired, and who kept scheduling.
  public struct Runaway: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many deadlines fired before giving up.
    public var fired: Int
    /// Where the clock was going: `idle` or `t=TIME`.
    public var goal: String
    /// The time when it gave up.
    public var now: Int64
    /// The targets of the soonest pending deadlines (type, and view controller identifier when
    /// the target is one), with their tokens and times.
    public var pending: [String]

    /// What happened, what it may mean, and what to change.
    public var description: String {
      "the clock fired \(fired) deadlines without reaching \(goal) (now t=\(now)); still pending: "
        + pending.joined(separator: ", ")
        + ". A target that schedules again whenever it fires keeps time from passing: make its "
        + "transitions end, or advance in smaller steps with a larger limit."
    }
  }

  private func runaway(fired: Int, until goal: String) -> Runaway {
    let soonest = pending.suffix(3).reversed().map { entry in
      let target = entry.target
      let name =
        (target as? ViewController).map { "\(type(of: target))(\($0._id))" }
        ?? "\(type(of: target))"
      return "\(name) token \(entry.token) at t=\(entry.deadline)"
    }
    return Runaway(fired: fired, goal: goal, now: now, pending: soonest)
  }
}

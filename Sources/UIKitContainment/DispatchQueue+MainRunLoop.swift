internal import ContainmentCore

/// The main queue on the virtual clock: work that code written for UIKit queues on
/// `DispatchQueue.main` runs when the clock of the thread's run loop
/// (a harness's clock, a test's, or the thread's own) reaches it, in
/// order with the animations and transitions waiting there — deterministic, replayed and shrunk
/// with the run that queued it, never inside the call that queued it.
///
/// `async(execute:)` and `asyncAfter(deadline:execute:)` without their quality-of-service and
/// flag arguments are this layer's (Swift prefers them to Dispatch's, which take those as
/// defaults, in a file that imports Foundation too); every other queue, and the forms with those
/// arguments, are Dispatch's own. A deadline is read as a delay from now, rounded up to 10 ms
/// steps (a deadline computed from `DispatchTime.now()` a moment earlier gives the same delay
/// however loaded the machine).
///
/// ```swift
/// final class Screen: UIViewController, @unchecked Sendable {
///   var refreshed = false
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     DispatchQueue.main.async { self.refreshed = true }
///   }
/// }
/// let screen = Screen()
/// screen.loadViewIfNeeded()
/// precondition(!screen.refreshed)  // queued, not run inside viewDidLoad
/// RunLoop.main.run(until: Date())  // runs what is due now
/// precondition(screen.refreshed)
/// ```
extension DispatchQueue {
  /// Queues `work`: on the main queue, for the next time the run loop's clock advances;
  /// on any other queue, as Dispatch does.
  ///
  /// - Parameter work: The work to do.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMain else { return async(group: nil, qos: .unspecified, flags: [], execute: work) }
    VirtualClock.runLoop.schedule(after: 0) { Self.runAsMainQueueWork(work) }
  }

  /// Queues `work` for `deadline`: on the main queue, for when the run loop's clock has
  /// advanced by the time left until it (rounded up to 10 ms); on any other queue, as Dispatch
  /// does.
  ///
  /// - Parameters:
  ///   - deadline: When to run it (`.now() + 0.5`).
  ///   - work: The work to do.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMain else {
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
    VirtualClock.runLoop.schedule(after: Self.ticks(until: deadline)) {
      Self.runAsMainQueueWork(work)
    }
  }

  /// Runs `work`, queued on the main queue, as the main actor's: Swift 6 code's blocks for the
  /// main queue are the main actor's and check that they run on it, as they do on iOS's main
  /// thread; here they run on the thread whose run loop's clock reaches them.
  private static func runAsMainQueueWork(_ work: () -> Void) {
    let previous = vcsMainActorChecksEnter()
    defer { vcsMainActorChecksLeave(previous) }
    work()
  }

  /// Whether this is the main queue (`DispatchQueue.main` makes a new object on each access
  /// on Linux: the queue is known by its label).
  private var isMain: Bool { label == DispatchQueue.main.label }

  /// The milliseconds left until `deadline`, rounded up to a multiple of 10 (0 for a deadline
  /// past, about 31 years at most).
  static func ticks(until deadline: DispatchTime) -> Int64 {
    let now = DispatchTime.now().uptimeNanoseconds
    let target = deadline.uptimeNanoseconds
    guard target > now else { return 0 }
    let step: UInt64 = 10_000_000
    let steps = min((target - now + step - 1) / step, 100_000_000_000)
    return Int64(steps) * 10
  }
}

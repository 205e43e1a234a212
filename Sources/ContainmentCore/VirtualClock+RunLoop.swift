/// The clock of a thread's run loop: where animations, transitions and the work code queues
/// for later (`UIKitContainment`'s `DispatchQueue.main.async`) wait, so that nothing the app
/// defers ever runs inside the call that deferred it.
///
/// Inside ``VirtualClock/withCurrent(_:)`` (a harness's run, a test's stage) it is the current
/// clock. Elsewhere it is the thread's own clock, made at its first use and kept for the
/// thread's life: nothing on it moves until the thread runs it, as a test runs UIKit's main run
/// loop (`RunLoop.main.run(until:)` on iOS):
///
/// ```swift
/// var ended = false
/// View.animate(withDuration: 0.3, animations: {}) { _ in ended = true }
/// precondition(!ended)  // waiting on the thread's run loop
/// _ = try VirtualClock.runLoop.runUntilIdle()
/// precondition(ended)
/// ```
extension VirtualClock {
  /// The current clock, else this thread's own.
  public static var runLoop: VirtualClock { current ?? threadClock.value }
}

/// Each thread's own run-loop clock.
private let threadClock = ThreadOwned { VirtualClock() }

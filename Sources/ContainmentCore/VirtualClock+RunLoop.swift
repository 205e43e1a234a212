#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
  public static var runLoop: VirtualClock {
    if let current { return current }
    if let raw = pthread_getspecific(threadClockKey) {
      return Unmanaged<VirtualClock>.fromOpaque(raw).takeUnretainedValue()
    }
    let clock = VirtualClock()
    pthread_setspecific(threadClockKey, Unmanaged.passRetained(clock).toOpaque())
    return clock
  }
}

/// The key of each thread's own run-loop clock, released when the thread ends.
private let threadClockKey: pthread_key_t = {
  var key = pthread_key_t()
  let created = pthread_key_create(&key) { raw in
    guard let raw else { return }
    Unmanaged<VirtualClock>.fromOpaque(raw).release()
  }
  precondition(created == 0, "no thread-specific key is left")
  return key
}()

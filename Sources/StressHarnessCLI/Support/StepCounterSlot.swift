import StressKit

/// Where the running run's ``StepCounter`` is found by the threads that report on it (the
/// status line's, the watchdog's): the run puts it there, they read its count.
///
/// Guarded by a `pthread_mutex_t` (``PthreadLock``), which ThreadSanitizer sees.
final class StepCounterSlot: @unchecked Sendable {
  private let lock = PthreadLock()
  private var counter: StepCounter?

  /// Puts `counter` in the slot; `nil` empties it.
  func hold(_ counter: StepCounter?) {
    lock.lock()
    self.counter = counter
    lock.unlock()
  }

  /// The steps the held counter has counted, or `fallback`'s when the slot is empty.
  func steps(or fallback: () -> Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return counter?.value ?? fallback()
  }
}

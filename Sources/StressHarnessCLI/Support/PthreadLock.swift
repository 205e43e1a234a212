#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `pthread_mutex_t`, which ThreadSanitizer sees (unlike `Synchronization.Mutex`'s futex).
final class PthreadLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it.
  func lock() { pthread_mutex_lock(mutex) }

  /// Gives the lock back.
  func unlock() { pthread_mutex_unlock(mutex) }
}

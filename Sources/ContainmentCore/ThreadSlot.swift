#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread-specific slot holding one object, unretained: what is current on a thread (the
/// clock animations run on, the registry new view controllers come from) for the length of a
/// `with(_:_:)`.
struct ThreadSlot<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  /// A new slot, empty on every thread.
  init() {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key is left")
    self.key = key
  }

  /// The object current on this thread, if any.
  var current: Object? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `object` current on this thread, then makes the previous one current
  /// again (`object` is not retained: it lives while `body` runs).
  func with<Result, Failure: Error>(
    _ object: Object, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let previous = pthread_getspecific(key)
    let mine = Unmanaged.passUnretained(object).toOpaque()
    if previous == mine { return try body() }
    pthread_setspecific(key, mine)
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}

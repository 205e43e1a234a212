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
package struct ThreadSlot<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  /// A new slot, empty on every thread.
  package init() {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key is left")
    self.key = key
  }

  /// The object current on this thread, if any.
  package var current: Object? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `object` current on this thread, then makes the previous one current
  /// again (`object` is not retained: it lives while `body` runs).
  package func with<Result, Failure: Error>(
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

/// A thread-specific object made at its first use on each thread and released when the thread
/// ends: what a thread has of its own when nothing is current (its run loop's clock, its
/// application).
package struct ThreadOwned<Object: AnyObject>: Sendable {
  private let key: pthread_key_t
  private let make: @Sendable () -> Object

  /// A slot whose object on each thread `make` makes.
  package init(_ make: @escaping @Sendable () -> Object) {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { raw in
      guard let raw else { return }
      Unmanaged<AnyObject>.fromOpaque(raw).release()
    }
    precondition(created == 0, "no thread-specific key is left")
    self.key = key
    self.make = make
  }

  /// This thread's object, made now if it has none.
  package var value: Object {
    if let raw = pthread_getspecific(key) {
      return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
    }
    let object = make()
    pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
    return object
  }
}

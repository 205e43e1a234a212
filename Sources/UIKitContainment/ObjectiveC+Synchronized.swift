import Foundation
import Synchronization

// `@synchronized` as Swift code reaches it through the Objective-C runtime, which
// `import UIKit` brings: `objc_sync_enter(object)` … `objc_sync_exit(object)`, a recursive lock
// per object. Swift on Linux has no such runtime: the layer keeps the locks, one per object
// while a thread holds or waits for it.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What `objc_sync_enter(_:)` and `objc_sync_exit(_:)` answer when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
/// What `objc_sync_exit(_:)` answers for an object the thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Takes `object`'s recursive lock, waiting while another thread holds it.
///
/// ```swift
/// let queue = NSObject()
/// _ = objc_sync_enter(queue)
/// _ = objc_sync_enter(queue)  // the same thread again: recursive
/// precondition(objc_sync_exit(queue) == OBJC_SYNC_SUCCESS)
/// precondition(objc_sync_exit(queue) == OBJC_SYNC_SUCCESS)
/// ```
///
/// - Parameter object: The object whose lock to take.
/// - Returns: ``OBJC_SYNC_SUCCESS``.
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
  ObjectLocks.shared.enter(ObjectIdentifier(object as AnyObject))
  return OBJC_SYNC_SUCCESS
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Gives back `object`'s lock, taken by this thread with `objc_sync_enter(_:)`.
///
/// - Parameter object: The object whose lock to give back.
/// - Returns: ``OBJC_SYNC_SUCCESS``, or ``OBJC_SYNC_NOT_OWNING_THREAD_ERROR`` when this thread
///   does not hold it.
@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
  ObjectLocks.shared.exit(ObjectIdentifier(object as AnyObject))
    ? OBJC_SYNC_SUCCESS : OBJC_SYNC_NOT_OWNING_THREAD_ERROR
}

/// The objects' locks: made when a thread first asks, dropped once no thread holds or waits.
final class ObjectLocks: Sendable {
  static let shared = ObjectLocks()

  /// A lock, the thread holding it and how many times, and how many entries are under way or
  /// waiting (changed under the table's lock).
  final class Lock: @unchecked Sendable {
    let condition = NSCondition()
    var owner: pthread_t?
    var depth = 0
    var users = 0
  }

  private let locks = Mutex<[ObjectIdentifier: Lock]>([:])

  func enter(_ id: ObjectIdentifier) {
    let lock = locks.withLock { locks in
      let lock = locks[id] ?? Lock()
      locks[id] = lock
      lock.users += 1
      return lock
    }
    let me = pthread_self()
    lock.condition.lock()
    while let owner = lock.owner, pthread_equal(owner, me) == 0 { lock.condition.wait() }
    lock.owner = me
    lock.depth += 1
    lock.condition.unlock()
  }

  func exit(_ id: ObjectIdentifier) -> Bool {
    guard let lock = locks.withLock({ $0[id] }) else { return false }
    lock.condition.lock()
    guard let owner = lock.owner, pthread_equal(owner, pthread_self()) != 0 else {
      lock.condition.unlock()
      return false
    }
    lock.depth -= 1
    if lock.depth == 0 {
      lock.owner = nil
      lock.condition.signal()
    }
    lock.condition.unlock()
    // Each enter counted a use, a recursive one too.
    locks.withLock { locks in
      lock.users -= 1
      if lock.users == 0 { locks[id] = nil }
    }
    return true
  }
}

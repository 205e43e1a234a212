import Foundation
import Testing
import UIKitContainment

/// `objc_sync_enter`/`objc_sync_exit`, `@synchronized` as Swift code for UIKit writes it.
@Suite struct ObjectSynchronizationTests {
  /// An object to lock, and what the threads share under its lock.
  final class Shared: @unchecked Sendable {
    var value = 0
  }

  /// Synchronous: the test stays on one thread, as a lock's holder must.
  @Test func theLockIsRecursiveAndGivenBackByItsHolderOnly() {
    let object = Shared()
    #expect(objc_sync_exit(object) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    #expect(objc_sync_enter(object) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_enter(object) == OBJC_SYNC_SUCCESS)
    // Another thread does not hold it, and cannot give it back.
    let answered = DispatchSemaphore(value: 0)
    let thread = Thread {
      object.value = Int(objc_sync_exit(object))
      answered.signal()
    }
    thread.start()
    answered.wait()
    #expect(Int32(object.value) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    #expect(objc_sync_exit(object) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(object) == OBJC_SYNC_SUCCESS)
    #expect(objc_sync_exit(object) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
  }

  /// Threads that add under the lock lose no addition.
  @Test func threadsTakeTheLockInTurn() async {
    let shared = Shared()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<2_000 {
            objc_sync_enter(shared)
            let value = shared.value
            shared.value = value + 1
            objc_sync_exit(shared)
          }
        }
      }
    }
    #expect(shared.value == 8_000)
  }
}

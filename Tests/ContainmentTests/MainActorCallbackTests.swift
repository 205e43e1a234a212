import Containment
import Foundation
import Testing

/// A container written in Swift 6 whose override hands a closure to the standard library:
/// Swift 6 checks at run time that the closure runs on the main actor, the override's.
private final class CountingContainer: ViewController {
  var counted = 0
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    counted += [1, 2, 3].filter { $0 > 1 }.count
  }
}

/// The callbacks a subclass overrides are the main actor's, as UIKit's are, and the model runs
/// them on the thread that made its view controllers.
@Suite struct MainActorCallbackTests {
  /// A thread of its own (never the main one), outside any harness run: without the layer's
  /// help Swift's check in the override's closure ends the process (the test fails by
  /// crashing).
  @Test func anOverridesClosurePassesTheCheckOnTheThreadThatMadeIt() {
    final class Seen: @unchecked Sendable { var counted = -1, isMainThread = true }
    let seen = Seen()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      seen.isMainThread = Thread.isMainThread
      let container = CountingContainer()
      container.beginAppearanceTransition(true, animated: false)
      container.endAppearanceTransition()
      seen.counted = container.counted
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(!seen.isMainThread, "the check is made off the main thread")
    #expect(seen.counted == 2)
  }
}

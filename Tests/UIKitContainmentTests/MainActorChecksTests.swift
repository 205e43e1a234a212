import Dispatch
import Testing
import UIKitContainment

/// What a timer's block notes, through code that asks to be on the main actor.
private final class Ticks: @unchecked Sendable {
  var count = 0
}

/// Code isolated to the main actor, as a screen's own methods are on iOS.
@MainActor private func tick(_ ticks: Ticks) { ticks.count += 1 }

/// Main-actor checks pass on the thread that runs a model.
///
/// UIKit code written for Swift 6 asserts that it runs on the main actor where iOS runs it on
/// the main thread (`MainActor.assumeIsolated` in a timer's or an observer's block). A model
/// runs on whichever thread runs it: while the layer's run loop runs, or a harness's
/// application is current, that thread passes the check as iOS's main thread would.
@Suite struct MainActorChecksTests {
  /// Runs `body` on a thread of its own and waits for it.
  ///
  /// Never the main one, where the check passes anyway. Without the layer's help
  /// `MainActor.assumeIsolated` there ends the process: the test fails by crashing.
  private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.start()
    done.wait()
  }

  @Test func aTimerBlockAssumingTheMainActorRunsOnTheRunLoopsThread() {
    let ticks = Ticks()
    let isMainThread = Box(true)
    onAnotherThread {
      isMainThread.value = Thread.isMainThread
      let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
        MainActor.assumeIsolated { tick(ticks) }
      }
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.35))
      timer.invalidate()
    }
    #expect(!isMainThread.value, "the check is made off the main thread")
    #expect(ticks.count == 3)
  }

  @Test func aHarnessApplicationMakesItsThreadTheMainActors() {
    let ticks = Ticks()
    onAnotherThread {
      // Made unchecked: what is tested is the check within `_withCurrent`.
      let (outer, inner) = onModelThread(()) { (UIApplication(), UIApplication()) }
      outer._withCurrent {
        MainActor.assumeIsolated { tick(ticks) }
        inner._withCurrent { MainActor.assumeIsolated { tick(ticks) } }
        MainActor.assumeIsolated { tick(ticks) }
      }
    }
    #expect(ticks.count == 3, "nested and after a nested one ends, the thread still passes")
  }
}

/// A value a thread writes and the test reads once the thread is done.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

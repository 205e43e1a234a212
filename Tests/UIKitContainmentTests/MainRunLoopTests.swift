import ContainmentCore
import Dispatch
import Testing
import UIKitContainment

/// Work queued on the main queue runs on the virtual clock of the thread's run loop: never
/// inside the call that queued it, in order with the animations waiting there.
@Suite struct MainRunLoopTests {
  /// A note-taker shared with the queued work (which Dispatch's signature wants `Sendable`).
  final class Notes: @unchecked Sendable {
    var lines: [String] = []
  }

  @Test func mainQueueWorkWaitsForTheClockInOrderWithAnimations() throws {
    let clock = VirtualClock()
    let notes = Notes()
    clock.withCurrent {
      DispatchQueue.main.async { notes.lines.append("async") }
      UIView.animate(withDuration: 0.3, animations: {}) { _ in notes.lines.append("animation") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { notes.lines.append("after 0.1 s") }
      DispatchQueue.main.async { notes.lines.append("async again") }
    }
    #expect(notes.lines.isEmpty, "nothing runs inside the call that queued it")
    #expect(clock.nextDeadline == 0)
    try clock.advance(by: 0)
    #expect(notes.lines == ["async", "async again"])
    try clock.advance(by: 100)
    #expect(notes.lines == ["async", "async again", "after 0.1 s"])
    try clock.advance(by: 200)
    #expect(notes.lines.last == "animation" && clock.isIdle)
  }

  @Test(
    "a deadline is a delay from now, rounded up to 10 ms",
    arguments: [(0.5, 500), (0.001, 10), (0.0, 0), (-1.0, 0), (2.345, 2350)] as [(Double, Int64)])
  func deadlinesRoundUpToTenMilliseconds(seconds: Double, ticks: Int64) {
    let clock = VirtualClock()
    clock.withCurrent { DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {} }
    #expect(clock.nextDeadline == ticks)
  }

  @Test func otherQueuesAreDispatchs() {
    let done = DispatchSemaphore(value: 0)
    let clock = VirtualClock()
    clock.withCurrent {
      DispatchQueue.global().async { done.signal() }
      DispatchQueue(label: "other").asyncAfter(deadline: .now()) { done.signal() }
    }
    #expect(clock.isIdle)
    done.wait()
    done.wait()
  }

  @Test func withoutAClockTheThreadsOwnRunLoopHoldsTheWork() {
    // On a thread of its own, so that no other test's leftovers share its clock.
    let notes = Notes()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      DispatchQueue.main.async { notes.lines.append("queued") }
      notes.lines.append("returned, pending \(VirtualClock.runLoop.pendingCount)")
      _ = try? VirtualClock.runLoop.runUntilIdle()
      finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(notes.lines == ["returned, pending 1", "queued"])
  }
}

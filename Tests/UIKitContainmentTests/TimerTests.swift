import ContainmentCore
import Testing
import UIKitContainment

/// Timers on the run loop's virtual clock: scheduled, fired, repeated, invalidated and let go
/// as on iOS, never inside the call that scheduled them, never on the wall clock.
@Suite struct TimerTests {
  /// What the timers' blocks write (Foundation's signature wants them `Sendable`).
  final class Notes: @unchecked Sendable {
    var lines: [String] = []
  }

  /// A screen a timer's block may keep alive.
  final class Screen: @unchecked Sendable {
    var ticks = 0
  }

  @Test func aTimerFiresAtItsDeadlineInOrderWithTheMainQueue() throws {
    let clock = VirtualClock()
    let notes = Notes()
    let timer = clock.withCurrent {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { notes.lines.append("after 0.2 s") }
      return Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
        notes.lines.append("timer")
      }
    }
    #expect(notes.lines.isEmpty, "nothing fires inside the call")
    #expect(clock.nextDeadline == 100)
    try clock.advance(by: 99)
    #expect(notes.lines.isEmpty)
    try clock.advance(by: 200)
    #expect(notes.lines == ["timer", "after 0.2 s"])
    #expect(!timer.isValid, "a timer that does not repeat is done once it fired")
    #expect(clock.isIdle)
  }

  @Test("fired by hand, a timer that does not repeat is done; a repeating one keeps its schedule")
  func firingByHand() throws {
    let clock = VirtualClock()
    let screen = Screen()
    let (once, repeating) = clock.withCurrent {
      (
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in screen.ticks += 1 },
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in screen.ticks += 10 }
      )
    }
    once.fire()
    repeating.fire()
    #expect(screen.ticks == 11 && !once.isValid && repeating.isValid)
    try clock.advance(by: 500)
    #expect(screen.ticks == 21, "the one-shot does not fire again at its date")
    repeating.invalidate()
  }

  @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() throws {
    let clock = VirtualClock()
    let screen = Screen()
    let timer = clock.withCurrent {
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in screen.ticks += 1 }
    }
    try clock.advance(by: 1_000)
    #expect(screen.ticks == 4)
    #expect(clock.isIdle && clock.pendingCount == 1, "a timer leaves the clock idle")
    timer.invalidate()
    try clock.advance(by: 1_000)
    #expect(screen.ticks == 4)
    #expect(clock.pendingCount == 0, "an invalidated timer is let go at its next fire date")
  }

  @Test func waitingForTransitionsDoesNotWaitForATimer() throws {
    let clock = VirtualClock()
    let screen = Screen()
    let notes = Notes()
    clock.withCurrent {
      Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in screen.ticks += 1 }
      UIView.animate(withDuration: 0.35, animations: {}) { _ in notes.lines.append("ended") }
    }
    #expect(!clock.isIdle && !clock.isSettled)
    try clock.runUntilIdle()
    #expect(notes.lines == ["ended"] && clock.now == 350)
    #expect(screen.ticks == 3, "the timer fired on the way, and was not waited for")
    #expect(clock.isIdle && clock.isSettled && clock.pendingCount == 1)
  }

  @Test func theRunLoopKeepsAScheduledTimerAndItsBlockUntilInvalidated() throws {
    let clock = VirtualClock()
    weak var weakScreen: Screen?
    var timer: Timer?
    do {
      let screen = Screen()
      weakScreen = screen
      timer = clock.withCurrent {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in screen.ticks += 1 }
      }
    }
    try clock.advance(by: 3_000)
    #expect(weakScreen?.ticks == 3, "the timer's block keeps the screen alive, as on iOS")
    timer?.invalidate()
    #expect(weakScreen == nil, "invalidated, the timer lets its block go at once")
    #expect(timer?.isValid == false)
  }

  @Test func aTimerAddedToTheMainRunLoopFiresOnItsClock() throws {
    let clock = VirtualClock()
    let notes = Notes()
    let timer = Timer(timeInterval: 0.5, repeats: false) { _ in notes.lines.append("fired") }
    clock.withCurrent { RunLoop.main.add(timer, forMode: .common) }
    #expect(clock.nextDeadline == 500)
    try clock.advance(by: 500)
    #expect(notes.lines == ["fired"])
  }

  @Test func runUntilADateAdvancesTheRunLoopsClockAndReturnsAtOnce() {
    // On a thread of its own, so that no other test's leftovers share its clock.
    let notes = Notes()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in notes.lines.append("10 s") }
      let before = VirtualClock.runLoop.now
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 9))
      notes.lines.append("ran \(VirtualClock.runLoop.now - before) ms")
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
      finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(notes.lines == ["ran 9000 ms", "10 s"])
  }
  /// A selector timer made unscheduled and added to the main run loop, as a toast's is: it
  /// fires once its interval has passed from when it was made, not before it is added.
  @Test @MainActor func anUnscheduledSelectorTimerFiresOnceAdded() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      let editor = UIKitTargetActionTests.Editor()
      let timer = Timer(
        timeInterval: 0.5, target: editor, selector: Selector("copy:"), userInfo: nil,
        repeats: false)
      try clock.advance(by: 200)
      #expect(editor.performed.isEmpty, "not added yet")
      RunLoop.main.add(timer, forMode: .common)
      try clock.advance(by: 1000)
      #expect(editor.performed.count == 1)
      #expect(!timer.isValid, "a timer that does not repeat is done once fired")
    }
  }
}

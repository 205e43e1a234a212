import Containment
import Testing

private final class Recorder: VirtualClockTarget {
  var fired: [(token: Int, at: Int64)] = []
  var reschedule: Int64?

  func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    fired.append((token, clock.now))
    if let delay = reschedule {
      reschedule = nil
      clock.schedule(after: delay, target: self, token: token * 10)
    }
  }
}

@Suite struct VirtualClockTests {
  @Test func deadlinesFireInTimeOrderThenSchedulingOrder() throws {
    let clock = VirtualClock()
    let recorder = Recorder()
    clock.schedule(at: 30, target: recorder, token: 1)
    clock.schedule(at: 10, target: recorder, token: 2)
    clock.schedule(at: 30, target: recorder, token: 3)
    clock.schedule(at: 10, target: recorder, token: 4)
    #expect(clock.nextDeadline == 10)
    #expect(try clock.advance(by: 10) == 2)
    #expect(clock.now == 10)
    #expect(recorder.fired.map(\.token) == [2, 4])
    #expect(try clock.runUntilIdle() == 2)
    #expect(recorder.fired.map(\.token) == [2, 4, 1, 3])
    #expect(recorder.fired.map(\.at) == [10, 10, 30, 30])
    #expect(clock.isIdle)
  }

  @Test func timeNeverGoesBackAndWorkScheduledWhileFiringRunsInTheSameAdvance() throws {
    let clock = VirtualClock()
    let recorder = Recorder()
    recorder.reschedule = 5
    clock.schedule(at: 10, target: recorder, token: 1)
    try clock.advance(to: 20)
    #expect(recorder.fired.map(\.token) == [1, 10])
    #expect(recorder.fired.map(\.at) == [10, 15])
    try clock.advance(to: 3)
    #expect(clock.now == 20)
    try clock.advance(by: -4)
    #expect(clock.now == 20)
    #expect(clock.pendingCount == 0)
  }

  /// A target that schedules itself again at once whenever it fires.
  final class Runaway: ViewController, VirtualClockTarget {
    func virtualClockDidReach(token: Int, on clock: VirtualClock) {
      clock.schedule(after: 0, target: self, token: token + 1)
    }
  }

  @Test func aTargetThatAlwaysReschedulesStopsTheClockWithAnExplanation() throws {
    let clock = VirtualClock()
    let target = Runaway(id: ViewControllerID(7))
    clock.schedule(at: 5, target: target, token: 0)
    do {
      try clock.runUntilIdle(limit: 1_000)
      Issue.record("the clock went idle")
    } catch {
      #expect(error.fired == 1_000)
      #expect(error.now == 5)
      #expect(error.pending == ["Runaway(vc7) token 1000 at t=5"])
      #expect(
        error.description.hasPrefix(
          "the clock fired 1000 deadlines without reaching idle (now t=5); still pending: Runaway(vc7) token 1000 at t=5. A target that schedules again"
        ), "\(error)")
    }
    #expect(throws: VirtualClock.Runaway.self) { try clock.advance(by: 10, limit: 50) }
    clock.cancel(target: target)
    #expect(try clock.runUntilIdle() == 0)
  }
}

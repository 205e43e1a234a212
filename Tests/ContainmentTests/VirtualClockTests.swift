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
  @Test func deadlinesFireInTimeOrderThenSchedulingOrder() {
    let clock = VirtualClock()
    let recorder = Recorder()
    clock.schedule(at: 30, target: recorder, token: 1)
    clock.schedule(at: 10, target: recorder, token: 2)
    clock.schedule(at: 30, target: recorder, token: 3)
    clock.schedule(at: 10, target: recorder, token: 4)
    #expect(clock.nextDeadline == 10)
    #expect(clock.advance(by: 10) == 2)
    #expect(clock.now == 10)
    #expect(recorder.fired.map(\.token) == [2, 4])
    #expect(clock.runUntilIdle() == 2)
    #expect(recorder.fired.map(\.token) == [2, 4, 1, 3])
    #expect(recorder.fired.map(\.at) == [10, 10, 30, 30])
    #expect(clock.isIdle)
  }

  @Test func timeNeverGoesBackAndWorkScheduledWhileFiringRunsInTheSameAdvance() {
    let clock = VirtualClock()
    let recorder = Recorder()
    recorder.reschedule = 5
    clock.schedule(at: 10, target: recorder, token: 1)
    clock.advance(to: 20)
    #expect(recorder.fired.map(\.token) == [1, 10])
    #expect(recorder.fired.map(\.at) == [10, 15])
    clock.advance(to: 3)
    #expect(clock.now == 20)
    clock.advance(by: -4)
    #expect(clock.now == 20)
    #expect(clock.pendingCount == 0)
  }
}

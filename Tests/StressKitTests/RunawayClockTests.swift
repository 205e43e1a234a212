import Containment
import StressKit
import Testing

/// A container whose animation reschedules itself for ever once started: time can no longer
/// pass for it.
final class SpinningController: ViewController, VirtualClockTarget {
  let clock: VirtualClock
  init(id: ViewControllerID, clock: VirtualClock, observer: (any LifecycleObserver)?) {
    self.clock = clock
    super.init(id: id, title: "spinner", viewPayloadBytes: 0, observer: observer)
  }
  func spin() { clock.schedule(after: 10, target: self, token: 0) }
  func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    clock.schedule(after: 0, target: self, token: token + 1)
  }
  deinit { clock.cancel(target: self) }
}

final class SpinningStress: StressContainer {
  enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
    case spin
    var description: String { "spin" }
  }
  enum Kind: String, StressKind { case spin }
  static let name = "spinner"
  static let profiles = [
    StressProfile<Kind>(
      name: "default", summary: "spins once, then time passes",
      weights: [(.container(.spin), 1), (.shared(.advance), 9)])
  ]
  let spinner: SpinningController
  var spun = false

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) {
    spinner = SpinningController(
      id: context.containerID, clock: context.clock, observer: context.observer)
  }

  var root: ViewController { spinner }
  var isTransitioning: Bool { false }
  static func kind(of operation: Operation) -> Kind { .spin }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { .spin }
  func apply(_ operation: Operation) -> Bool {
    guard !spun else { return false }
    spun = true
    spinner.spin()
    return true
  }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
}

@Suite struct RunawayClockTests {
  @Test("a container whose clock never idles fails the run, with what kept rescheduling")
  func aRunawayClockIsAViolationNotAHang() throws {
    let runner = try StressRunner<SpinningStress>(options: StressOptions(seed: 1, steps: 100))
    runner.run()
    let violation = try #require(runner.finish().first)
    #expect(violation.rule == .L2)
    #expect(violation.seen.contains("SpinningController(vc0) token"), "\(violation)")
    #expect(runner.step < 100, "the run stopped at the runaway")
  }
}

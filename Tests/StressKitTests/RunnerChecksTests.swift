import Containment
import StressKit
import Testing

/// The root of ``QuirkyDriver``: it hosts the container under test and, with a planted bug,
/// keeps memory warnings and size changes from it.
final class QuirkyHost: ViewController {
  var swallowsWarnings = false
  /// Refuses rotations, as a container in a transition does.
  var refusesRotations = false

  override var shouldAutorotate: Bool { !refusesRotations && super.shouldAutorotate }

  override func didReceiveMemoryWarning() {
    if swallowsWarnings { return }
    super.didReceiveMemoryWarning()
  }

  /// Size changes stop here: the container never hears them.
  override func viewWillTransition(to size: Size) {}
}

/// The container under test of ``QuirkyDriver``: its animation can reschedule itself for ever.
final class QuirkyController: ViewController, VirtualClockTarget {
  let clock: VirtualClock
  init(id: ViewControllerID, clock: VirtualClock, observer: (any LifecycleObserver)?) {
    self.clock = clock
    super.init(id: id, title: "quirky", viewPayloadBytes: 0, observer: observer)
  }
  func spin() { clock.schedule(after: 10, target: self, token: 0) }
  func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    clock.schedule(after: 0, target: self, token: token + 1)
  }
  deinit { clock.cancel(target: self) }
}

/// A driver whose planted bugs only the runner's own checks can see: warnings that do not reach
/// every view controller (C4), size changes accepted mid-transition that never reach the
/// container (C7), a clock that never idles, a transition that never ends.
final class QuirkyDriver: StressDriver {
  enum Operation: StressOperation {
    enum Kind: String, StressKind { case spin }
    var kind: Kind { .spin }
    case spin
    var description: String { "spin" }
  }
  enum Bug: String, StressBug {
    case swallowsWarnings = "swallows-warnings"
    case rotatesMidTransition = "rotates-mid-transition"
    case spinsForEver = "spins-for-ever"
    /// Says a transition runs for ever (a completion that forgot to clear its flag), refusing
    /// rotations as a container in a transition does.
    case neverEndsItsTransition = "never-ends-its-transition"
  }
  static let info = StressDriverInfo<QuirkyDriver>(
    name: "quirky",
    profiles: [
      StressProfile(
        name: "default", summary: "time, warnings and rotations around a spin",
        weights: [
          (.container(.spin), 1), (.shared(.advance), 3), (.shared(.memoryWarning), 3),
          (.shared(.rotate), 3),
        ])
    ])
  let quirky: QuirkyController
  let host: QuirkyHost
  let bugs: Set<Bug>

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    bugs = plantedBugs
    quirky = QuirkyController(
      id: context.containerID, clock: context.clock, observer: context.observer)
    host = QuirkyHost(id: context.makeID(isChild: false), observer: context.observer)
    host.swallowsWarnings = plantedBugs.contains(.swallowsWarnings)
    host.refusesRotations = plantedBugs.contains(.neverEndsItsTransition)
    try host.addChild(quirky)
    quirky.didMove(toParent: host)
  }

  var root: ViewController { host }
  var subject: ViewController { quirky }
  /// Always, with the rotation bug: the host accepts rotations all the same.
  var isTransitioning: Bool {
    bugs.contains(.rotatesMidTransition) || bugs.contains(.neverEndsItsTransition)
  }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { .spin }
  func apply(_ operation: Operation) -> Bool {
    guard bugs.contains(.spinsForEver) else { return false }
    quirky.spin()
    return true
  }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
}

/// The checks the runner makes itself, whatever the driver: each planted bug above is seen,
/// and the clean driver runs clean.
@Suite struct RunnerChecksTests {
  @Test("without a planted bug the quirky container runs clean")
  func theCleanDriverRunsClean() throws {
    let runner = try StressRunner<QuirkyDriver>(options: StressOptions(seed: 1, steps: 2_000))
    runner.run()
    #expect(runner.finish().isEmpty)
    #expect(runner.memoryWarnings > 100)
  }

  @Test(
    "each quirk is seen by the runner's own checks",
    arguments: [
      ("swallows-warnings", Rule.C4, "the warning delivered to 2 view controllers"),
      ("rotates-mid-transition", .C7, "a size change refused during a transition"),
      ("spins-for-ever", .hang, "every step to end within 100000 virtual-time events"),
      ("never-ends-its-transition", .hang, "the container's transition to end"),
    ])
  func eachQuirkIsSeen(bug: String, rule: Rule, expected: String) throws {
    let runner = try StressRunner<QuirkyDriver>(
      options: StressOptions(seed: 1, steps: 2_000, plantedBugs: [bug]))
    runner.run()
    let violation = try #require(runner.finish().first, "\(bug) went unseen")
    #expect(violation.rule == rule, "\(violation)")
    #expect(violation.expected.hasPrefix(expected), "\(violation)")
    #expect(runner.step < 2_000, "the run stopped at the first violation")
    if bug == "spins-for-ever" {
      #expect(violation.seen.contains("QuirkyController(vc0) token"), "who kept rescheduling")
    }
  }
}

/// Runs `options` to its first violation, a hang expecting `expected`: the hang, the run's trace
/// as its text, and the trace decoded again, whose replay must stop at the same hang.
func runToHang(_ options: StressOptions<StackDriver>, expecting expected: String) throws
  -> (hang: Violation, text: String, decoded: StressTrace<StackDriver>)
{
  let runner = try StressRunner<StackDriver>(options: options)
  runner.run()
  let hang = try #require(runner.finish().first)
  #expect(hang.rule == .hang)
  #expect(hang.expected == expected, "\(hang)")
  let steps = try StressRunner<StackDriver>.steps(of: options, count: runner.step)
  let trace = StressTrace<StackDriver>(options: options, steps: steps)
  let decoded = try StressTrace<StackDriver>(decoding: trace.encoded(), name: "t.jsonl")
  let replayed = try #require(
    StressRunner<StackDriver>.firstViolation(of: decoded.steps, options: decoded.options))
  #expect(replayed.expected == hang.expected)
  return (hang, String(decoding: trace.encoded(), as: UTF8.self), decoded)
}

/// `--events-per-step`: the virtual-time bound of a step, in the options and the trace.
@Suite struct EventsPerStepTests {
  @Test func aLowerBoundStopsAHangSoonerAndTravelsInTheTrace() throws {
    var options = StressOptions<StackDriver>(seed: 1, plantedBugs: ["cover-never-ends"])
    options.eventsPerStep = 1_000
    // The header carries a bound that is not the default, and a replay uses it.
    let (_, text, decoded) = try runToHang(
      options, expecting: "every step to end within 1000 virtual-time events")
    #expect(text.contains(#""eventsPerStep":1000"#))
    #expect(decoded.options.eventsPerStep == 1_000)
    // The default is left out of the header, so traces without the option read as before.
    let plain = StressTrace<StackDriver>(options: StressOptions(seed: 1), steps: [])
    #expect(!String(decoding: plain.encoded(), as: UTF8.self).contains("eventsPerStep"))
    var bad = options
    bad.eventsPerStep = 0
    #expect(throws: HarnessError.usage("events per step must be in 1...100000000, got 0")) {
      try bad.validate()
    }
  }
}

/// `--callbacks-per-step`: the callbacks bound of a step, in the oracle, the options and the trace.
@Suite struct CallbacksPerStepTests {
  @Test func aStepPastTheBoundIsAHangAndTheBoundTravelsInTheTrace() throws {
    var options = StressOptions<StackDriver>(seed: 2, steps: 1_000)
    options.callbacksPerStep = 6
    let (_, text, decoded) = try runToHang(
      options, expecting: "every step to end within 6 lifecycle callbacks")
    #expect(text.contains(#""callbacksPerStep":6"#))
    #expect(decoded.options.callbacksPerStep == 6)
    // The default bound lets every step of a clean run end.
    let clean = try StressRunner<StackDriver>(options: StressOptions(seed: 2, steps: 20_000))
    clean.run()
    #expect(clean.finish().isEmpty)
    var bad = options
    bad.callbacksPerStep = 0
    #expect(throws: HarnessError.usage("callbacks per step must be in 1...1000000000, got 0")) {
      try bad.validate()
    }
  }
}

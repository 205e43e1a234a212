import Containment
import StressKit
import Testing

/// Proof that the harness can fail: each planted bug is caught by a default run.
@Suite struct PlantedBugTests {
  static let expectedRules: [StackDriver.Bug: Set<Rule>] = [
    .capacityOffByOne: [.C1],
    .keepsCapacityInAByte: [.C1],
    .memoryWarningUnloadsTop: [.C4, .L3],
    .reloadWithoutViewDidLoad: [.C2],
    .removalReleasesView: [.C5],
    .unbalancedAfterInterruption: [.L2],
    .leakRetainCycle: [.C9],
    .coverNeverEnds: [.hang],
    .releasesViewWithinCapacity: [.C1],
    .keepsCoveredViewsOffScreen: [.C4],
    .resizesTopOnly: [.C7],
    .lateDidMove: [.L4],
    .poolsBigViews: [.C9],
    .showsCancelled: [.C3],
    .fastForwards: [.C10],
    .keepsHugeViews: [.C1],
    .keepsCompletions: [.C9],
    .forgetsDidShow: [.C3],
    .cancelsLongPops: [.C8],
  ]

  // A bug that traps would end this process: the command line's supervisor catches those
  // (`CrashCommandLineTests`).
  @Test(arguments: StackDriver.Bug.allCases.filter { !$0.traps })
  func aDefaultRunCatchesThePlantedBug(bug: StackDriver.Bug) throws {
    let runner = try StressRunner<StackDriver>(
      options: StressOptions(
        seed: 1, steps: 100_000, plantedBugs: [bug.rawValue]))
    runner.run()
    let violations = runner.finish()
    let first = try #require(violations.first, "\(bug) went unnoticed for 100,000 steps")
    #expect(Self.expectedRules[bug, default: []].contains(first.rule), "\(first)")
  }

  @Test(
    "a leak is found in the step that let it go, not at teardown, with what holds it: views a cache keeps, view controllers in a retain cycle or kept by a closure",
    arguments: [StackDriver.Bug.poolsBigViews, .leakRetainCycle, .keepsCompletions], [1, 2, 3])
  func aLeakIsFoundAtItsStep(bug: StackDriver.Bug, seed: UInt64) throws {
    let runner = try StressRunner<StackDriver>(
      options: StressOptions(
        seed: seed, steps: 100_000, plantedBugs: [bug.rawValue], payloadBytes: 1 << 20))
    runner.run()
    let stoppedAt = runner.step
    let first = try #require(runner.finish().first)
    #expect(first.rule == .C9, "\(first)")
    // Found in a step of the run (which it stopped), long before the 256 MiB a run may hold.
    #expect(first.step == stoppedAt - 1 && stoppedAt < 100_000, "\(first)")
    #expect(runner.payloadBudgetExceeded == nil)
    let seen =
      switch bug {
      // The first released view found alive, through the stack's stored pool.
      case .poolsBigViews: "of payload): held by vc0.faultPool[0] → view of vc"
      // The stack's array of the children in the cycle, named through its stored property.
      case .leakRetainCycle: "let it go; held by vc0.faultRetained["
      // A closure that captures the child alone has it as its context: said as such.
      default: "let it go; held by a closure in vc0.faultCompletions["
      }
    #expect(first.seen.contains(seen), "\(first)")
    // The step that let it go, by number and kind of operation.
    if bug != .poolsBigViews {
      #expect(first.seen.contains(/still alive after step \d+ \([a-z-]+\) let it go/), "\(first)")
    }
    // Replaying the run's steps finds it in the same step.
    let steps = try StressRunner<StackDriver>.steps(of: runner.options, count: stoppedAt)
    let again = StressRunner<StackDriver>.firstViolation(of: steps, options: runner.options)
    #expect(again?.step == first.step)
  }
}

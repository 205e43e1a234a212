import Containment
import StressKit
import Testing

/// Proof that the harness can fail: each planted bug is caught by a default run.
@Suite struct PlantedBugTests {
  static let expectedRules: [StackStress.Bug: Set<Rule>] = [
    .capacityOffByOne: [.C1],
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
  ]

  // A bug that traps would end this process: the command line's supervisor catches those
  // (`CrashCommandLineTests`).
  @Test(arguments: StackStress.Bug.allCases.filter { !$0.traps })
  func aDefaultRunCatchesThePlantedBug(bug: StackStress.Bug) throws {
    let runner = try StressRunner<StackStress>(
      options: StressOptions(
        seed: 1, steps: 100_000, plantedBugs: [bug.rawValue]))
    runner.run()
    let violations = runner.finish()
    let first = try #require(violations.first, "\(bug) went unnoticed for 100,000 steps")
    #expect(Self.expectedRules[bug, default: []].contains(first.rule), "\(first)")
  }

  @Test(
    "a leak is found in the step that let it go, not at teardown: views a cache keeps, and view controllers in a retain cycle",
    arguments: [StackStress.Bug.poolsBigViews, .leakRetainCycle], [1, 2, 3])
  func aLeakIsFoundAtItsStep(bug: StackStress.Bug, seed: UInt64) throws {
    let runner = try StressRunner<StackStress>(
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
      bug == .poolsBigViews
      ? "still alive beyond the" : "let it go (held by something else)"
    #expect(first.seen.contains(seen), "\(first)")
    // Replaying the run's steps finds it in the same step.
    let steps = try StressRunner<StackStress>.steps(of: runner.options, count: stoppedAt)
    let again = StressRunner<StackStress>.firstViolation(of: steps, options: runner.options)
    #expect(again?.step == first.step)
  }
}

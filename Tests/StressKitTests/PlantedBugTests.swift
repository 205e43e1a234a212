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
  ]

  // A bug that traps would end this process: the command line's supervisor catches those
  // (`CrashCommandLineTests`).
  @Test(arguments: StackStress.Bug.allCases.filter { !$0.traps })
  func aDefaultRunCatchesThePlantedBug(bug: StackStress.Bug) throws {
    let runner = try StressRunner<StackStress>(
      options: StressOptions(seed: 1, steps: 100_000, plantedBugs: [bug.rawValue]))
    runner.run()
    let violations = runner.finish()
    let first = try #require(violations.first, "\(bug) went unnoticed for 100,000 steps")
    #expect(Self.expectedRules[bug, default: []].contains(first.rule), "\(first)")
  }
}

import Containment
import StressKit
import Testing

@Suite struct ShrinkerTests {
  // A bug that traps would end this process: the command line's supervisor catches those
  // (`CrashCommandLineTests`).
  @Test(arguments: StackStress.Bug.allCases.filter { !$0.traps })
  func plantedBugsShrinkToTenOperationsOrFewer(bug: StackStress.Bug) throws {
    let options = StressOptions<StackStress>(
      seed: 1, steps: 100_000, plantedBugs: [bug.rawValue],
      payloadBytes: PlantedBugTests.payloadBytes(for: bug))
    let runner = try StressRunner<StackStress>(options: options)
    runner.run()
    let violation = try #require(runner.finish().first)
    let operations = try StressRunner<StackStress>.steps(of: options, count: runner.step)
    #expect(operations.count == runner.step)
    #expect(
      StressRunner<StackStress>.firstViolation(of: operations, options: options) == violation,
      "the regenerated operations fail exactly like the run")
    let shrinker = StressShrinker<StackStress>(options: options, signature: violation.rule)
    let small = shrinker.shrink(operations)
    #expect(small.count <= 10, "\(bug): \(small.count) operations: \(small)")
    let again = StressRunner<StackStress>.firstViolation(of: small, options: options)
    #expect(again?.rule == violation.rule, "the reproducer must fail the same rule")
  }
}

import Containment
import StressKit
import Testing

@Suite struct ShrinkerTests {
  @Test(arguments: PlantedBug.allCases)
  func plantedBugsShrinkToTenOperationsOrFewer(bug: PlantedBug) throws {
    let options = RunOptions(seed: 1, steps: 100_000, plantedBugs: [bug.rawValue])
    let runner = try Runner(options: options)
    runner.run()
    let violation = try #require(runner.finish().first)
    let operations = try Runner.operations(of: options, steps: runner.step)
    #expect(operations.count == runner.step)
    #expect(
      Shrinker.firstViolation(of: operations, options: options) == violation,
      "the regenerated operations fail exactly like the run")
    let shrinker = Shrinker(options: options, signature: violation.rule)
    let small = shrinker.shrink(operations)
    #expect(small.count <= 10, "\(bug): \(small.count) operations: \(small)")
    let again = Shrinker.firstViolation(of: small, options: options)
    #expect(again?.rule == violation.rule, "the reproducer must fail the same rule")
  }
}

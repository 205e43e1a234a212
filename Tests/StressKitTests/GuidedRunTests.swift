import StressKit
import Testing

/// A run whose step seeds an outside engine chooses (`explore`): drawn as a seeded run draws,
/// deterministic, and replayable from the steps it recorded.
@Suite struct GuidedRunTests {
  @Test("each byte is a step's seed, its position above it; the steps past the limit are left out")
  func bytesBecomeStepSeeds() {
    let bytes: [UInt8] = [1, 0xFF, 0, 1]
    #expect(GuidedInput.stepSeeds(from: bytes) == [1, 0x1FF, 0x200, 0x301])
    #expect(GuidedInput.stepSeeds(from: bytes, maxSteps: 2) == [1, 0x1FF])
    #expect(GuidedInput.stepSeeds(from: [UInt8]()).isEmpty)
    #expect(GuidedInput.stepSeeds(from: bytes, maxSteps: 0).isEmpty)
    // A slice that does not start at 0 counts positions from its own start.
    #expect(GuidedInput.stepSeeds(from: bytes[2...]) == [0, 0x101])
  }

  @Test("a step's byte chooses its kind: the same byte anywhere is the same kind")
  func theByteChoosesTheKind() throws {
    // The lowest byte repeated (the kinds' shares of the 256 values follow the profile's
    // weights, in the profile's order), then the highest.
    let seeds = GuidedInput.stepSeeds(from: [0, 0, 0, 0, 255])
    let steps = try guided(seeds).steps
    #expect(steps.count == 5)
    let kinds = steps.map { StressRunner<StackDriver>.kind(of: $0) }
    #expect(Set(kinds.prefix(4)).count == 1, "\(kinds)")
    #expect(kinds[4] != kinds[0], "\(kinds)")
  }

  /// The steps of a guided run of `seeds`, and its violations.
  private func guided(
    _ seeds: [UInt64], bugs: [String] = []
  ) throws -> (steps: [StressStep<StackDriver.Operation>], violations: [Violation]) {
    var options = StressOptions<StackDriver>(seed: 1, steps: max(1, seeds.count))
    options.plantedBugs = bugs
    let runner = try StressRunner(options: options)
    var steps: [StressStep<StackDriver.Operation>] = []
    runner.run(stepSeeds: seeds) { steps.append($0) }
    return (steps, runner.finish())
  }

  @Test("the same seeds make the same steps; a run of a prefix makes a prefix of them")
  func guidedRunsAreDeterministic() throws {
    let seeds = (0..<48).map { UInt64($0) &* 0x9E37_79B9 }
    let first = try guided(seeds)
    #expect(first.steps.count == 48)
    #expect(first.violations.isEmpty)
    #expect(try guided(seeds).steps == first.steps)
    #expect(try guided(Array(seeds.prefix(20))).steps == Array(first.steps.prefix(20)))
    // The seeds choose: other seeds, other steps.
    #expect(try guided(seeds.map { $0 + 1 }).steps != first.steps)
  }

  @Test("a guided run stops at its first violation, and its recorded steps replay to it")
  func aViolationReplaysFromItsSteps() throws {
    // The first of eight inputs of random step seeds that finds the planted bug.
    var failing: (seeds: [UInt64], found: [StressStep<StackDriver.Operation>], [Violation])?
    for input in 1...8 where failing == nil {
      var generator = SplitMix64(seed: UInt64(input))
      let seeds = (0..<64).map { _ in generator.next() & 0xFFFF_FFFF }
      let run = try guided(seeds, bugs: ["capacity-off-by-one"])
      if !run.violations.isEmpty { failing = (seeds, run.steps, run.violations) }
    }
    let (seeds, steps, violations) = try #require(failing)
    let found = (steps: steps, violations: violations)
    let violation = try #require(found.violations.first)
    #expect(found.steps.count < seeds.count, "the run goes on past its violation")
    var options = StressOptions<StackDriver>(seed: 1, steps: found.steps.count)
    options.plantedBugs = ["capacity-off-by-one"]
    let replayed = try StressRunner(options: options)
    try replayed.replay(found.steps)
    let again = try #require(replayed.finish().first)
    #expect(again.rule == violation.rule)
    #expect(again.step == violation.step)
    // Without the bug the same seeds run clean.
    #expect(try guided(seeds).violations.isEmpty)
  }
}

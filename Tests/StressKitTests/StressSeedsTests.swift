import Foundation
import StressKit
import Testing

/// A team's own `swift test` runs seeds of its driver, one test case a seed.
@Suite struct StressSeedsTests {
  @Test(arguments: StressSeeds.seeds(2, environment: [:]))
  func aCleanSeedPasses(seed: UInt64) throws {
    let report = try StressSeeds.run(StackDriver.self, seed: seed, steps: 2_000, environment: [:])
    #expect(report.steps == 2_000 && report.violations.isEmpty && report.options.seed == seed)
  }

  @Test("a seed that breaks a rule throws its violation and a reproducer that replays it")
  func aFailingSeedThrowsItsReproducer() throws {
    let failure = try #require(
      throws: SeedFailure.self,
      performing: {
        try StressSeeds.run(
          StackDriver.self, seed: 7, steps: 2_000, plantedBugs: ["memory-warning-unloads-top"],
          environment: [:])
      })
    #expect(failure.seed == 7 && failure.container == "stack")
    #expect((1...10).contains(failure.reproducerLength), "\(failure)")
    #expect(failure.description.hasPrefix("stack, seed 7: C4 at step "), "\(failure)")
    // The reproducer is a trace: read back, it breaks the same rule.
    let trace = try StressTrace<StackDriver>(
      decoding: Data(failure.reproducer.utf8), name: "reproducer")
    #expect(trace.steps.count == failure.reproducerLength)
    let replayed = StressRunner<StackDriver>.firstViolation(of: trace.steps, options: trace.options)
    #expect(replayed?.rule == failure.violation.rule)
  }

  @Test("the environment sets the seeds and the steps; a value it cannot read fails the test")
  func theEnvironmentSetsTheSeeds() throws {
    let key = StressSeeds.seedsVariable
    #expect(StressSeeds.seeds(3, environment: [:]) == [1, 2, 3])
    #expect(StressSeeds.seeds(2, from: .max, environment: [:]) == [.max])
    #expect(StressSeeds.seeds(3, environment: [key: "5"]) == [1, 2, 3, 4, 5])
    #expect(StressSeeds.seeds(3, environment: [key: "40...42"]) == [40, 41, 42])
    for bad in ["abc", "0", "-3", "5...3", "1...200000", "1...2...3", "", "1e3"] {
      #expect(StressSeeds.seeds(3, environment: [key: bad]) == [1, 2, 3], "\(bad)")
      let error = #expect(throws: HarnessError.self) {
        try StressSeeds.run(StackDriver.self, seed: 1, steps: 10, environment: [key: bad])
      }
      #expect("\(error.map(String.init(describing:)) ?? "")".contains(key), "\(bad)")
    }
    let steps = StressSeeds.stepsVariable
    let report = try StressSeeds.run(StackDriver.self, seed: 1, environment: [steps: "300"])
    #expect(report.steps == 300)
    for bad in ["0", "x", "99999999999"] {
      #expect(throws: HarnessError.self) {
        try StressSeeds.run(StackDriver.self, seed: 1, environment: [steps: bad])
      }
    }
  }
}

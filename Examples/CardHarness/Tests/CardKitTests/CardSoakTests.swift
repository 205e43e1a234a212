import CardKit
import StressKit
import Testing

/// Seeds of the cards in this package's own `swift test`, one test case a seed; a nightly runs
/// more with `VIEWCACHESTRESS_SEEDS=1...200 VIEWCACHESTRESS_STEPS=200000`.
@Test(arguments: StressSeeds.seeds(4))
func cardSoak(seed: UInt64) throws {
  try StressSeeds.run(CardDriver.self, seed: seed, steps: 5_000)
}

/// The soak fails on a seed that breaks a rule: the planted swallowed warnings.
@Test func cardSoakFindsAPlantedBug() throws {
  let failure = try #require(
    throws: SeedFailure.self,
    performing: {
      try StressSeeds.run(
        CardDriver.self, seed: 3, steps: 10_000, plantedBugs: ["swallows-warnings"],
        environment: [:])
    })
  #expect(failure.violation.rule == .C4, "\(failure)")
  #expect(failure.reproducerLength <= 10, "\(failure)")
}

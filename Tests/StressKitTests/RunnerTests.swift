import Containment
import StressKit
import Testing

@Suite struct RunnerTests {
  @Test(arguments: Profile.all.map(\.name))
  func aCleanStackPassesEveryProfile(profile: String) throws {
    let runner = try Runner(options: RunOptions(seed: 11, steps: 20_000, profile: profile))
    runner.run()
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.prefix(3))")
    #expect(runner.applied.reduce(0, +) > 5_000)
  }
}

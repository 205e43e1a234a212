import StressKit
import Testing

/// Short harness runs over fixed seeds and every profile.
///
/// With and without swarm masks and at three capacities: the replay suite's share of
/// random exploration. Nightly soaks go further; these keep every profile's paths exercised by
/// `swift test`.
@Suite struct SeededStressTests {
  /// Steps per run: enough to reach deep stacks and mid-transition warnings, small enough
  /// for a debug build (the 15 runs take about 3 s together).
  static let steps = 20_000
  static let seeds: [UInt64] = [11, 12, 13]

  @Test(
    "a short run of every profile stays clean",
    arguments: StackDriver.profiles.map(\.name), seeds)
  func profileRunIsClean(profile: String, seed: UInt64) throws {
    let capacity = [1, 2, 4][Int(seed % 3)]
    let options = StressOptions<StackDriver>(
      seed: seed, steps: Self.steps, auditInterval: 64, profile: profile, swarm: seed % 2 == 0,
      configuration: StackDriver.Configuration(capacity: capacity))
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    let violations = runner.finish()
    #expect(
      violations.isEmpty,
      "stress-harness run --seed \(seed) --profile \(profile) --capacity \(capacity)\(options.swarm ? " --swarm" : "") --steps \(Self.steps): \(violations.map(String.init(describing:)))"
    )
    #expect(runner.step == Self.steps)
    // The run did real work, not a stream of no-ops (a swarm mask may switch pushes off).
    let applied = runner.report(elapsedSeconds: 0).operations.map(\.applied).reduce(0, +)
    #expect(applied > Self.steps / 4)
    if !options.swarm { #expect(runner.oracle.loads > 0) }
  }
}

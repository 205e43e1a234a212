import ArgumentParser
import StressKit

extension StressHarness.Run {
  func validate() throws {
    if let steps, steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
    if let duration, !(duration > 0 && duration <= Self.longestDuration) {
      throw ValidationError(
        "--duration must be a number of seconds more than 0 and at most \(Int(Self.longestDuration)) (30 days), got \(duration)"
      )
    }
    if steps != nil, duration != nil {
      throw ValidationError("--steps and --duration cannot be used together")
    }
    try check(jobs, in: 1...256, option: "--jobs")
    try check(seeds, in: 1...1_000_000, option: "--seeds")
    if let resolved = try sharding.resolved() {
      let (shard, source) = resolved
      if seed == nil {
        throw ValidationError(
          "shard \(shard) (\(source)) needs --seed: every shard of a soak counts from the same first seed"
        )
      }
      if failuresFolder != nil {
        throw ValidationError(
          "a shard's failures go to its folder in --shard-dir (\(sharding.folder(of: shard))/failures); drop --failures"
        )
      }
    }
    if plot != nil, runCount > 1 {
      throw ValidationError("--plot draws one run; use it with --jobs 1 and --seeds 1")
    }
    if plot != nil, noChurn {
      throw ValidationError("--plot needs the churn timeline; drop --no-churn")
    }
    if churnDetail, noChurn {
      throw ValidationError("--churn-detail and --no-churn contradict each other")
    }
    if trace == "-" {
      throw ValidationError(
        "--trace needs a file: the journal is written as the run goes, not to standard output")
    }
    if trace != nil, runCount > 1 {
      throw ValidationError("--trace records one run; use it with --jobs 1 and --seeds 1")
    }
    if heapProfile != nil, runCount > 1 {
      throw ValidationError(
        "--heap-profile profiles one run; use it with --jobs 1 and --seeds 1")
    }
    for source in pressure where noChurn {
      if case .budget = source {
        throw ValidationError("--pressure \(source) needs live bytes from churn; drop --no-churn")
      }
    }
    try parameters.check(for: workload.container)
    try validate(for: workload.container.driver)
  }

  /// The checks that depend on the container.
  private func validate<Driver: StressDriver>(for type: Driver.Type) throws {
    try workload.validate(for: type)
    let options = try options(Driver.self, seed: 0)
    do {
      try options.validate()
    } catch {
      // The configuration's messages start with the parameter's name: `capacity must …`.
      throw ValidationError("--\(error.description)")
    }
  }
}

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

@Suite struct OperationTests {
  @Test func ordinalsFollowTheDeclarationOrder() {
    #expect(OperationKind.ordered.map(\.ordinal) == Array(OperationKind.ordered.indices))
  }

  @Test func everyKindRoundTripsThroughItsTraceLine() throws {
    var rng = SplitMix64(seed: 3)
    let generator = WorkloadGenerator(profile: .standard)
    var seen = Set<OperationKind>()
    for _ in 0..<5_000 {
      let operation = generator.next(using: &rng, stackCount: 5, cacheCount: 8)
      seen.insert(operation.kind)
      let trace = Trace(options: RunOptions(), operations: [operation])
      let decoded = try Trace(decoding: trace.encoded(), name: "t")
      #expect(decoded.operations == [operation])
    }
    #expect(seen == Set(OperationKind.ordered), "the default profile draws every kind")
  }

  @Test func swarmMasksDisableKindsButNeverPush() {
    var rng = SplitMix64(seed: 1)
    var disabledSomething = false
    for _ in 0..<20 {
      let mask = WorkloadGenerator.swarmMask(using: &rng)
      #expect(!mask.contains(.push))
      disabledSomething = disabledSomething || !mask.isEmpty
      let generator = WorkloadGenerator(profile: .standard, disabled: mask)
      var draws = SplitMix64(seed: 2)
      for _ in 0..<500 {
        let kind = generator.next(using: &draws, stackCount: 3, cacheCount: 8).kind
        #expect(!mask.contains(kind))
      }
    }
    #expect(disabledSomething)
  }
}

@Suite struct ReportTests {
  @Test func unavailableChurnIsSaidOnceInTheSummary() throws {
    let runner = try Runner(options: RunOptions(seed: 2, steps: 100))
    runner.run()
    runner.finish()
    var report = runner.report(elapsedSeconds: 0.5)
    #expect(report.churn == nil)
    report.churnUnavailable = "jemalloc is linked but is not the process's allocator"
    let lines = report.text.split(separator: "\n").filter { $0.hasPrefix("churn") }
    #expect(lines == ["churn: unavailable (jemalloc is linked but is not the process's allocator)"])
  }
}

@Suite struct UncheckedRunTests {
  @Test func aRunWithoutTheOracleAppliesTheSameStepsAndChecksNothing() throws {
    let options = RunOptions(seed: 12, steps: 5_000, plantedBugs: ["capacity-off-by-one"])
    let checked = try Runner(options: options)
    checked.run()
    #expect(!checked.finish().isEmpty, "the planted bug is caught when checking")
    let unchecked = try Runner(options: options, checking: false)
    unchecked.run()
    #expect(unchecked.finish().isEmpty, "nothing is checked")
    #expect(unchecked.step == 5_000, "the run goes to the end")
    #expect(unchecked.oracle.loads == 0, "the oracle hears nothing")
  }
}

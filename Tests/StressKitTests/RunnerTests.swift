import Containment
import StressKit
import Testing

/// The stack on the one runner: every profile clean, its operations round-tripping through
/// trace lines, swarm masks, reports, and runs without the oracle.
@Suite struct RunnerTests {
  @Test(arguments: StackDriver.profiles.map(\.name))
  func aCleanStackPassesEveryProfile(profile: String) throws {
    let runner = try StressRunner<StackDriver>(
      options: StressOptions(seed: 11, steps: 20_000, profile: profile))
    runner.run()
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.prefix(3))")
    #expect(runner.report(elapsedSeconds: 0).operations.map(\.applied).reduce(0, +) > 5_000)
  }
}

@Suite struct OperationTests {
  @Test func ordinalsFollowTheDeclarationOrder() {
    #expect(StackDriver.Kind.allCases.map(\.ordinal) == Array(StackDriver.Kind.allCases.indices))
    #expect(SharedStepKind.allCases.map(\.ordinal) == Array(SharedStepKind.allCases.indices))
    #expect(NestedDriver.Kind.allCases.map(\.ordinal) == Array(NestedDriver.Kind.allCases.indices))
    let all = StepKind<StackDriver.Kind>.all
    #expect(all.map(\.ordinal) == Array(all.indices))
  }

  @Test func everyKindRoundTripsThroughItsTraceLine() throws {
    let options = StressOptions<StackDriver>(seed: 3, steps: 5_000)
    let steps = try StressRunner<StackDriver>.steps(of: options, count: 5_000)
    let trace = StressTrace<StackDriver>(options: options, steps: steps)
    let decoded = try StressTrace<StackDriver>(decoding: trace.encoded(), name: "t")
    #expect(decoded.steps == steps)
    let drawn = Set(steps.map(StressRunner<StackDriver>.kind(of:)))
    #expect(drawn == Set(StepKind<StackDriver.Kind>.all), "the default profile draws every kind")
  }

  @Test func swarmMasksDisableKindsButNeverPush() throws {
    var disabledSomething = false
    for seed: UInt64 in 1...20 {
      let options = StressOptions<StackDriver>(seed: seed, steps: 500, swarm: true)
      let runner = try StressRunner<StackDriver>(options: options)
      #expect(!runner.disabledKinds.contains(.container(.push)))
      disabledSomething = disabledSomething || !runner.disabledKinds.isEmpty
      let steps = try StressRunner<StackDriver>.steps(of: options, count: 500)
      for step in steps {
        #expect(!runner.disabledKinds.contains(StressRunner<StackDriver>.kind(of: step)))
      }
    }
    #expect(disabledSomething)
  }

  @Test func aFixedConfigurationDrawsNoChangeOfIt() throws {
    let options = StressOptions<StackDriver>(seed: 5, steps: 5_000, fixedConfiguration: true)
    let steps = try StressRunner<StackDriver>.steps(of: options, count: 5_000)
    #expect(!steps.contains { StressRunner<StackDriver>.kind(of: $0) == .container(.setCapacity) })
  }
}

@Suite struct AuditTests {
  @Test("audits space out as the container deepens, so that they cost O(1) per step")
  func auditsAreAmortizedOverDepth() throws {
    let options = StressOptions<StackDriver>(
      seed: 3, steps: 6_000, auditInterval: 1, profile: "deep-stack")
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    #expect(runner.finish().isEmpty)
    let deepest = runner.report(elapsedSeconds: 0).maxChildren
    #expect(deepest > 20, "the stack grew deep")
    // One audit per step at first; then every `tree size` steps.
    #expect(runner.audits > 6_000 / (deepest + 2), "audits still run")
    #expect(runner.audits < 6_000 / 4, "\(runner.audits) audits for \(deepest) children")
  }
}

@Suite struct ReportTests {
  @Test func unavailableChurnIsSaidOnceInTheSummary() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 2, steps: 100))
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
    let options = StressOptions<StackDriver>(
      seed: 12, steps: 5_000, plantedBugs: ["capacity-off-by-one"])
    let checked = try StressRunner<StackDriver>(options: options)
    checked.run()
    #expect(!checked.finish().isEmpty, "the planted bug is caught when checking")
    let unchecked = try StressRunner<StackDriver>(options: options, checking: false)
    unchecked.run()
    #expect(unchecked.finish().isEmpty, "nothing is checked")
    #expect(unchecked.step == 5_000, "the run goes to the end")
    #expect(unchecked.oracle.loads == 0, "the oracle hears nothing")
  }
}

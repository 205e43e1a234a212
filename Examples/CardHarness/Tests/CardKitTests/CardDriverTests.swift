import CardKit
import StressKit
import Testing

/// A container written outside ViewCacheStress, plugged into the harness: the runner's own
/// checks (here C4, a memory warning that must reach every view controller) apply to it as to
/// the built-in ones.
@Suite struct CardStressTests {
  @Test("a container from outside the package runs clean under the harness")
  func pluggedInContainerRunsClean() throws {
    let runner = try StressRunner<CardDriver>(options: StressOptions(seed: 3, steps: 10_000))
    runner.run()
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.map(String.init(describing:)))")
    let report = runner.report(elapsedSeconds: 0)
    #expect(report.reloads > 0)
    // The states it cannot reach declared (never mid-transition), a run covers all the others.
    let coverage = try #require(report.coverage)
    #expect(coverage.reachedPairs == coverage.reachablePairs, "\(coverage.textLines)")
    #expect(coverage.unreachable.count == 1)
    #expect(report.operations.contains { $0.kind == "show" && $0.applied > 1_000 })
  }

  @Test("the runner's own checks catch its planted bug, and the shrinker shrinks it")
  func pluggedInBugIsCaught() throws {
    let options = StressOptions<CardDriver>(
      seed: 3, steps: 10_000, plantedBugs: ["swallows-warnings"])
    let runner = try StressRunner<CardDriver>(options: options)
    runner.run()
    let first = try #require(runner.finish().first)
    #expect(first.rule == .C4, "\(first)")
    let steps = try StressRunner<CardDriver>.steps(of: options, count: runner.step)
    let small = StressShrinker<CardDriver>(options: options, signature: .C4).shrink(steps)
    #expect(small == [.memoryWarning(count: 1)])
  }
}

/// The card container's parameter, declared once in `CardDriver.parameters`.
@Suite struct CardParameterTests {
  @Test("the parameter changes the workload: a blank show every time leaves no card")
  func parameterDrivesTheWorkload() throws {
    var options = StressOptions<CardDriver>(seed: 3, steps: 2_000)
    options.configuration.blankOneIn = 1
    let runner = try StressRunner<CardDriver>(options: options)
    runner.run()
    #expect(runner.finish().isEmpty)
    #expect(runner.report(elapsedSeconds: 0).reloads == 0)
  }

  @Test("a value outside the declared range is refused, naming the parameter")
  func outOfRangeIsRefused() {
    var options = StressOptions<CardDriver>(seed: 3, steps: 10)
    options.configuration.blankOneIn = 0
    #expect(throws: HarnessError.usage("blank-one-in must be in 1...64, got 0")) {
      try options.validate()
    }
  }
}

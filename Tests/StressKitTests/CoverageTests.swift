import Containment
import Foundation
import StressKit
import Testing

/// The contract coverage report: what a run reached, what no run can reach, what it missed.
@Suite struct CoverageTests {
  /// The default run of each container (seed 1, 200,000 steps) reaches every reachable state ×
  /// step kind, never reaches a state its driver calls unreachable, and exercises every rule
  /// its driver checks.
  @Test(
    "a default run reaches every reachable pair", arguments: BuiltInDrivers.all.map { $0.name })
  func theDefaultRunReachesEveryReachablePair(container: String) throws {
    let type = try #require(BuiltInDrivers.named(container))
    try reachesEverything(type)
  }

  private func reachesEverything<Driver: StressDriver>(_: Driver.Type) throws {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1))
    runner.run()
    #expect(runner.finish().isEmpty)
    let coverage = try #require(runner.report(elapsedSeconds: 1).coverage)
    #expect(coverage.neverReached.isEmpty, "\(Driver.name): \(coverage.neverReached.prefix(10))")
    #expect(
      coverage.reachedButUnreachable.isEmpty,
      "\(Driver.name): \(coverage.reachedButUnreachable.map(\.state))")
    #expect(coverage.neverExercised.isEmpty, "\(Driver.name): \(coverage.neverExercised)")
    #expect(coverage.reachedPairs == coverage.reachablePairs && coverage.reachablePairs > 0)
    #expect(coverage.reached.reduce(0) { $0 + $1.steps } == 200_000)
  }

  /// A short run misses pairs, and the report names them, in text and in JSON.
  @Test func aShortRunNamesThePairsItMissed() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1, steps: 30))
    runner.run()
    runner.finish()
    let report = runner.report(elapsedSeconds: 1)
    let coverage = try #require(report.coverage)
    #expect(coverage.reachedPairs < coverage.reachablePairs)
    #expect(coverage.neverReached.count == coverage.reachablePairs - coverage.reachedPairs)
    #expect(coverage.reached.reduce(0) { $0 + $1.steps } == 30)
    let first = try #require(coverage.neverReached.first)
    #expect(report.text.contains("never reached: \(first)"))
    #expect(
      report.text.contains("coverage: \(coverage.reachedPairs) of \(coverage.reachablePairs)"))
    // Rules whose checks a 30-step run never exercised are named too.
    #expect(!coverage.neverExercised.isEmpty)
    #expect(report.text.contains("; never: "))
    let decoded = try JSONDecoder().decode(
      StressReport.self, from: JSONEncoder().encode(report))
    #expect(decoded.coverage == coverage)
  }

  /// The stack's states: the runner's phase, then cover, top and depth; the unreachable ones
  /// each with a reason, and a state the stack does reach is not among them.
  @Test func theStacksStatesAndWhyOthersCannotBeReached() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1, steps: 10))
    runner.run()
    runner.finish()
    let coverage = try #require(runner.report(elapsedSeconds: 1).coverage)
    #expect(coverage.dimensions.map(\.name) == ["phase", "cover", "top", "depth"])
    #expect(coverage.unreachable.allSatisfy { !$0.reason.isEmpty })
    let states = Set(coverage.unreachable.map(\.state))
    #expect(states.contains(["idle", "uncovered", "top unloaded", "at N"]))
    #expect(states.contains(["mid-transition", "covered", "top loaded", "above N"]))
    #expect(!states.contains(["off screen", "uncovered", "top unloaded", "above N"]))
    #expect(!states.contains(["mid-transition", "uncovered", "top loaded", "at N"]))
  }

  /// Counting off, the report has no coverage and the run is otherwise the same.
  @Test func countingOffLeavesTheRunAlone() throws {
    var options = StressOptions<TabDriver>(seed: 3, steps: 2_000)
    let counted = try StressRunner<TabDriver>(options: options)
    counted.run()
    counted.finish()
    options.countsCoverage = false
    let uncounted = try StressRunner<TabDriver>(options: options)
    uncounted.run()
    uncounted.finish()
    var withCoverage = counted.report(elapsedSeconds: 1).withoutMeasurements()
    let without = uncounted.report(elapsedSeconds: 1).withoutMeasurements()
    #expect(without.coverage == nil)
    #expect(withCoverage.coverage != nil)
    withCoverage.coverage = nil
    // The counts by phase come with coverage; without it they are absent.
    #expect(without.operations.allSatisfy { $0.midTransition == nil && $0.offScreen == nil })
    #expect(withCoverage.operations.allSatisfy { $0.midTransition != nil && $0.offScreen != nil })
    for index in withCoverage.operations.indices {
      withCoverage.operations[index].midTransition = nil
      withCoverage.operations[index].offScreen = nil
    }
    #expect(withCoverage == without)
  }

  @Test("the operations called mid-transition and off screen are counted, and add up")
  func operationsAreCountedByPhase() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1, steps: 20_000))
    runner.run()
    runner.finish()
    let report = runner.report(elapsedSeconds: 1)
    let own = report.operations.filter { SharedStepKind(rawValue: $0.kind) == nil }
    let mid = own.reduce(0) { $0 + ($1.midTransition ?? 0) }
    let off = own.reduce(0) { $0 + ($1.offScreen ?? 0) }
    #expect(mid > 0 && off > 0, "the stack is driven mid-transition and off screen")
    #expect(
      own.allSatisfy { ($0.midTransition ?? 0) + ($0.offScreen ?? 0) <= $0.applied + $0.noOps })
    #expect(report.text.contains("the container's operations called mid-transition "))
  }
}

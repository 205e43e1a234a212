import Foundation

/// Seeds of a driver run by a package's own `swift test`, one test case a seed.
///
/// A parameterized test runs each seed on its own and, when one fails, names the seed, the
/// broken rule and the reproducer, shrunk to a few operations:
///
/// ```swift
/// import StressKit
/// import Testing
///
/// @Test(arguments: StressSeeds.seeds(4))
/// func stackSoak(seed: UInt64) throws {
///   try StressSeeds.run(StackDriver.self, seed: seed, steps: 2_000)
/// }
/// ```
///
/// The same test soaks a night: `VIEWCACHESTRESS_SEEDS=200 swift test --filter stackSoak` runs
/// seeds 1 to 200 (`VIEWCACHESTRESS_SEEDS=1000...1099` a range), and
/// `VIEWCACHESTRESS_STEPS=200000` makes each a default run's length. A failure's reproducer is
/// the text of a trace: saved as `Tests/KeptCases/NAME.jsonl`, ``StressRegressions`` replays
/// it in every later `swift test`.
///
/// A seed runs in the test's own process: a container that traps ends the test program, as
/// any trap in a test does. `stress-harness run --seeds` runs each seed in a worker of its own
/// and names the crash.
public enum StressSeeds {
  /// The variable that sets the seeds: a count (`200`: seeds 1 to 200) or a range
  /// (`1000...1099`).
  public static let seedsVariable = "VIEWCACHESTRESS_SEEDS"
  /// The variable that sets each seed's steps, overriding the test's.
  public static let stepsVariable = "VIEWCACHESTRESS_STEPS"
  /// The most seeds one test runs.
  public static let mostSeeds = 100_000

  /// The seeds a parameterized test runs: `count` seeds from `first`, unless
  /// ``seedsVariable`` says otherwise.
  ///
  /// A variable that says neither a count nor a range gives these seeds, and
  /// ``run(_:seed:steps:plantedBugs:environment:)`` refuses to run them, naming the variable:
  /// the test fails rather than soak the wrong seeds.
  ///
  /// ```swift
  /// import StressKit
  ///
  /// precondition(StressSeeds.seeds(3, from: 10, environment: [:]) == [10, 11, 12])
  /// precondition(StressSeeds.seeds(3, environment: ["VIEWCACHESTRESS_SEEDS": "7...8"]) == [7, 8])
  /// ```
  public static func seeds(
    _ count: Int = 4, from first: UInt64 = 1,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [UInt64] {
    if let value = environment[seedsVariable], let range = try? seeds(reading: value) {
      return Array(range)
    }
    let (last, overflow) = first.addingReportingOverflow(UInt64(max(1, min(count, mostSeeds)) - 1))
    return Array(first...(overflow ? UInt64.max : last))
  }

  /// The seeds `value` names: a count from 1, or an inclusive range.
  static func seeds(reading value: String) throws(HarnessError) -> ClosedRange<UInt64> {
    let problem = HarnessError.usage(
      "\(seedsVariable)=\(value.debugDescription): not a count of seeds (1...\(mostSeeds)) or a range of them (FIRST...LAST)"
    )
    let parts = value.split(separator: "...", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      guard let count = Int(parts[0]), (1...mostSeeds).contains(count) else { throw problem }
      return 1...UInt64(count)
    case 2:
      guard let low = UInt64(parts[0]), let high = UInt64(parts[1]), low <= high,
        high - low < UInt64(mostSeeds)
      else { throw problem }
      return low...high
    default: throw problem
    }
  }

  /// Runs `steps` steps of `seed` of `Driver`'s default profile, and throws if a rule breaks.
  ///
  /// - Parameters:
  ///   - driver: The driver.
  ///   - seed: The seed.
  ///   - steps: The steps, unless ``stepsVariable`` says otherwise (1 to 2²⁴).
  ///   - plantedBugs: Bugs to plant (a test of the checks).
  ///   - environment: The variables read (the process's).
  /// - Returns: The run's report.
  /// - Throws: ``SeedFailure`` naming the seed, the violation and the reproducer;
  ///   ``HarnessError`` for a variable, a step count or a bug the run cannot take.
  @discardableResult
  public static func run<Driver: StressDriver>(
    _ driver: Driver.Type, seed: UInt64, steps: Int = 20_000, plantedBugs: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> StressReport {
    if let value = environment[seedsVariable] { _ = try seeds(reading: value) }
    var count = steps
    if let value = environment[stepsVariable] {
      guard let read = Int(value), TraceBounds.generatedSteps.contains(read), read > 0 else {
        throw HarnessError.usage(
          "\(stepsVariable)=\(value.debugDescription): not a count of steps (1...\(TraceBounds.generatedSteps.upperBound))"
        )
      }
      count = read
    }
    guard count > 0, TraceBounds.generatedSteps.contains(count) else {
      throw HarnessError.usage(
        "steps: \(count), not within 1...\(TraceBounds.generatedSteps.upperBound)")
    }
    let options = StressOptions<Driver>(seed: seed, steps: count, plantedBugs: plantedBugs)
    let runner = try StressRunner<Driver>(options: options)
    runner.run()
    let violations = runner.finish()
    guard let first = violations.first else { return runner.report(elapsedSeconds: 0) }
    let trace = try StressRunner<Driver>.steps(of: options, count: runner.step)
    let small = StressShrinker<Driver>(options: options, signature: first.rule).shrink(trace)
    let reproducer = StressTrace<Driver>(options: options, steps: small)
    throw SeedFailure(
      container: Driver.name, seed: seed, violation: first,
      reproducer: String(decoding: reproducer.encoded(), as: UTF8.self),
      reproducerLength: small.count)
  }
}

/// A seed that broke a rule: the seed, the first violation and its reproducer.
public struct SeedFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The container's name.
  public var container: String
  /// The seed.
  public var seed: UInt64
  /// The first violation.
  public var violation: Violation
  /// The reproducer, as the text of a trace file (JSON lines, its header first).
  public var reproducer: String
  /// The reproducer's operations.
  public var reproducerLength: Int

  /// Creates a failure.
  public init(
    container: String, seed: UInt64, violation: Violation, reproducer: String,
    reproducerLength: Int
  ) {
    self.container = container
    self.seed = seed
    self.violation = violation
    self.reproducer = reproducer
    self.reproducerLength = reproducerLength
  }

  /// The violation, the reproducer's lines, and how to keep it.
  public var description: String {
    let operations = reproducerLength == 1 ? "1 operation" : "\(reproducerLength) operations"
    return """
      \(container), seed \(seed): \(violation)
      reproducer (\(operations)), a trace to keep as Tests/KeptCases/\(container)-\(violation.rule)-seed-\(seed).jsonl:
      \(reproducer)
      """
  }
}

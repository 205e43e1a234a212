import ArgumentParser
import ChurnMeter
import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

extension StressHarness.Run {
  /// Runs one seed of `Container` in a worker (see ``Worker``) and waits for it.
  ///
  /// The worker hands back its report. When the container crashes the worker, the crash
  /// becomes a `crash` violation here: its steps are the `--trace` journal, or else those of a
  /// second worker that runs the seed again (the run is a function of its options) journaling
  /// every step to a temporary file, which crashes at the same step; the trace is shrunk by
  /// replaying candidates in more workers.
  func supervise<Container: StressContainer>(
    _: Container.Type, seed: UInt64, showProgress: Bool
  ) throws -> Outcome {
    let stem = Worker.scratchStem("seed-\(seed)")
    let resultPath = stem + ".result.json"
    var variables = [Worker.seedVariable: "\(seed)", Worker.resultVariable: resultPath]
    if showProgress, StatusLine.shared.mode != .off { variables[Worker.progressVariable] = "1" }
    // jemalloc reads its profiling options only when a process starts.
    if heapProfile != nil {
      variables[HeapProfileTool.configurationVariable] = HeapProfiler.configuration
    }
    defer { unlink(resultPath) }
    // The worker's generated journal: removed by the worker at a clean end, here after a crash
    // or a hang (whose trace the failures folder gets); only a supervisor killed too leaves it.
    let generatedJournal = stem + ".journal.jsonl"
    if trace == nil { variables[Worker.generatedJournalVariable] = generatedJournal }
    defer { unlink(generatedJournal) }
    let outcome = try startWorker(variables: variables, relay: true)
    variables[Worker.generatedJournalVariable] = nil
    switch outcome.termination {
    case .exit(let status):
      guard status == 0 else { throw ExitCode(status) }  // its error is on standard error
      guard let data = FileManager.default.contents(atPath: resultPath),
        let result = try? JSONDecoder().decode(Worker.Result.self, from: data)
      else { throw HarnessError.internalFault("the worker of seed \(seed) gave no result") }
      return Outcome(
        report: result.report, writeFailure: result.writeFailure.map(HarnessError.cannotWrite))
    case .signal(let signal) where Worker.crashSignals.contains(signal):
      let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
      let report = try withJournal(stem: stem, variables: variables) { again in
        guard again?.crashed ?? true else {
          throw HarnessError.internalFault(
            "seed \(seed) crashed the container (\(signature)) but not when run again to record its steps (is --pressure budget: on?)"
          )
        }
      } report: { journal in
        try crashReport(Container.self, seed: seed, journal: journal, signature: signature)
      }
      return Outcome(report: report, writeFailure: nil)
    case .signal where outcome.stoppedAsHang:
      // Its watchdog stopped a step that ran past --step-timeout, or its oracle one that made
      // more callbacks than --callbacks-per-step.
      let expected = outcome.hangExpectation(stepTimeout: timeout)
      let report = try withJournal(stem: stem, variables: variables) { journal in
        try hangReport(Container.self, seed: seed, journal: journal, expected: expected)
      }
      return Outcome(report: report, writeFailure: nil)
    case .signal(let signal):
      printError("Error: the run of seed \(seed) was stopped by signal \(signal)")
      throw ExitCode(128 + signal)
    }
  }

  /// The report of a failure only a worker survives, made from the run's steps: the `--trace`
  /// journal, or else that of a second worker that runs the seed again (a run is a function of
  /// its options) journaling every step, which fails in the same step.
  ///
  /// - Parameters:
  ///   - stem: The supervisor's scratch stem for the seed.
  ///   - variables: The first worker's variables.
  ///   - check: Checks the second worker's outcome (`nil` when `--trace` gave the steps).
  ///   - report: The report, from the journal's path.
  /// - Returns: The report.
  /// - Throws: What `check` and `report` throw; the exit status 64 when no worker can start.
  private func withJournal(
    stem: String, variables: [String: String],
    check: (Worker.Outcome?) throws -> Void = { _ in },
    report: (String) throws -> StressReport
  ) throws -> StressReport {
    if let trace {
      try check(nil)
      return try report(trace)
    }
    let journal = stem + ".jsonl"
    defer { unlink(journal) }
    var variables = variables
    variables[Worker.journalVariable] = journal
    variables[Worker.progressVariable] = nil
    try check(try startWorker(variables: variables, relay: false))
    return try report(journal)
  }

  /// Starts a worker with this command line and `variables`, and waits for it.
  private func startWorker(variables: [String: String], relay: Bool) throws -> Worker.Outcome {
    do {
      return try Worker.run(
        Array(CommandLine.arguments.dropFirst()), variables: variables, relay: relay)
    } catch {
      throw HarnessError.internalFault("cannot start a worker process: \(error)")
    }
  }

  /// The report of a run whose container crashed: the journal saved as the failing trace and
  /// shrunk (unless `--no-shrink`) to a reproducer that crashes with the same signature.
  func crashReport<Container: StressContainer>(
    _: Container.Type, seed: UInt64, journal: String, signature: CrashSignature
  ) throws -> StressReport {
    let options = options(Container.self, seed: seed)
    return try failureReport(options, journal: journal) { count in
      Violation(
        rule: .crash, step: max(0, count - 1), subject: nil, expected: "no trap",
        seen: signature.description)
    } shrink: { steps, violation in
      Worker.shrinkCrash(
        steps, options: options, signature: signature, stepTimeout: timeout.stepTimeout,
        timeLimit: shrinkTime.limit,
        violation: violation, showProgress: jobs == 1)
    }
  }

  /// The report of a run whose step ran past `--step-timeout` (or `--callbacks-per-step`): the
  /// journal saved as the failing trace and shrunk to a reproducer that runs past it too.
  func hangReport<Container: StressContainer>(
    _: Container.Type, seed: UInt64, journal: String, expected: String
  ) throws -> StressReport {
    let options = options(Container.self, seed: seed)
    return try failureReport(options, journal: journal) { count in
      Violation(
        rule: .hang, step: max(0, count - 1), subject: nil,
        expected: expected,
        seen: "step \(max(0, count - 1)) still ran (a loop in an operation?)")
    } shrink: { steps, violation in
      Worker.shrinkHang(
        steps, options: options, stepTimeout: timeout.stepTimeout, timeLimit: shrinkTime.limit,
        violation: violation,
        showProgress: jobs == 1)
    }
  }

  /// A failure only a worker survives, as a report: the journal's steps saved as the trace and
  /// shrunk (unless `--no-shrink`) by `shrink`.
  private func failureReport<Container: StressContainer>(
    _ options: StressOptions<Container>, journal: String,
    violation: (_ steps: Int) -> Violation,
    shrink: ([StressStep<Container.Operation>], Violation) -> [StressStep<Container.Operation>]
  ) throws -> StressReport {
    let steps: [StressStep<Container.Operation>]
    do throws(HarnessError) {
      steps = try StressTrace<Container>(contentsOf: journal).steps
    } catch {
      throw HarnessError.badTrace("the journal of the stopped run is unreadable: \(error)")
    }
    let failure = violation(steps.count)
    var report = StressReport(crashed: options, steps: steps.count, violation: failure)
    noteDuration(in: &report)
    let base = try failureBase(for: failure, options: options)
    try Worker.writeFailure(steps, options: options, rule: failure.rule, to: "\(base).jsonl")
    report.tracePath = "\(base).jsonl"
    guard !noShrink else { return report }
    let small = shrink(steps, failure)
    try Worker.writeFailure(small, options: options, rule: failure.rule, to: "\(base).min.jsonl")
    report.reproducerPath = "\(base).min.jsonl"
    report.reproducerLength = small.count
    report.swiftTestPath = try writeSwiftTest(
      StressTrace(options: options, steps: small), violation: failure.inLastStep(of: small),
      besides: "\(base).min.jsonl")
    if Interruption.requested { report.interrupted = true }
    return report
  }

  /// The worker's side: runs the seed its supervisor gave and writes the result.
  func runAsWorker<Container: StressContainer>(
    _: Container.Type, seed: UInt64, result: String
  ) throws {
    let outcome = try runOne(Container.self, seed: seed, showProgress: Worker.sendsStatus)
    let value = Worker.Result(
      report: outcome.report, writeFailure: outcome.writeFailure?.description)
    guard let data = try? JSONEncoder().encode(value) else {
      throw HarnessError.internalFault("cannot encode the worker's result")
    }
    do throws(HarnessError) {
      try OutputFile.write(data, to: result)
    } catch {
      throw error
    }
  }
}

extension Violation {
  /// This crash or hang in the last of `steps`, the one a worker was running when it died.
  func inLastStep<Step>(of steps: [Step]) -> Violation {
    var violation = self
    violation.step = max(0, steps.count - 1)
    return violation
  }
}

extension Worker {
  /// A path stem for a supervisor's scratch files in the temporary folder.
  static func scratchStem(_ name: String) -> String {
    let folder =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap {
        $0.isEmpty ? nil : $0
      } ?? "/tmp"
    return "\(folder)/stress-harness-\(getpid())-\(name)"
  }

  /// Writes a failing trace (its header names the rule).
  ///
  /// - Throws: `HarnessError.cannotWrite` (exit status 73).
  static func writeFailure<Container: StressContainer>(
    _ steps: [StressStep<Container.Operation>], options: StressOptions<Container>, rule: Rule,
    to path: String
  ) throws {
    do throws(HarnessError) {
      try StressTrace<Container>(options: options, steps: steps, brokenRule: rule)
        .write(to: path)
    } catch {
      throw error
    }
  }

  /// Replays `steps` in a worker whose watchdog stops a step past `stepTimeout` seconds: how
  /// it ended.
  static func replay<Container: StressContainer>(
    _ steps: [StressStep<Container.Operation>], options: StressOptions<Container>,
    scratch: String, stepTimeout: Double
  ) -> Outcome? {
    guard
      (try? StressTrace<Container>(options: options, steps: steps).encoded().write(
        to: URL(fileURLWithPath: scratch))) != nil
    else { return nil }
    defer { unlink(scratch) }
    return replay(file: scratch, stepTimeout: stepTimeout)
  }

  /// Replays the trace file at `path` in a worker.
  static func replay(file path: String, stepTimeout: Double) -> Outcome? {
    try? run(
      ["replay", path, "--step-timeout", "\(stepTimeout)"], variables: [:], relay: false,
      quiet: true)
  }

  /// How a trace replayed in a worker ended, for the failures only a worker survives.
  enum Ending: Equatable {
    /// It trapped, with this signature.
    case crash(CrashSignature)
    /// A step ran past the step timeout.
    case hang
    /// It ended: with or without violations, or with an error.
    case other
  }

  /// Replays `steps` in a worker: whether it crashed (and how), hung or ended.
  static func ending<Container: StressContainer>(
    replaying steps: [StressStep<Container.Operation>], options: StressOptions<Container>,
    scratch: String, stepTimeout: Double
  ) -> Ending {
    ending(of: replay(steps, options: options, scratch: scratch, stepTimeout: stepTimeout))
  }

  /// Replays the trace file at `path` in a worker (a trace of millions of steps is read by the
  /// worker alone, not written again first): whether it crashed, hung or ended.
  static func ending(replayingFile path: String, stepTimeout: Double) -> Ending {
    ending(of: replay(file: path, stepTimeout: stepTimeout))
  }

  private static func ending(of outcome: Outcome?) -> Ending {
    guard let outcome, case .signal(let signal) = outcome.termination else { return .other }
    if crashSignals.contains(signal) {
      return .crash(CrashSignature(standardError: outcome.standardError, signal: signal))
    }
    return outcome.stoppedAsHang ? .hang : .other
  }

  /// Shrinks a crashing trace by replaying each candidate in a worker; a candidate is kept
  /// when it crashes with the same signature.
  static func shrinkCrash<Container: StressContainer>(
    _ steps: [StressStep<Container.Operation>], options: StressOptions<Container>,
    signature: CrashSignature, stepTimeout: Double, timeLimit: Duration, violation: Violation,
    showProgress: Bool
  ) -> [StressStep<Container.Operation>] {
    let scratch = scratchStem("seed-\(options.seed)-candidate.jsonl")
    return shrink(
      steps, options: options, violation: violation, timeLimit: timeLimit,
      showProgress: showProgress
    ) {
      ending(replaying: $0, options: options, scratch: scratch, stepTimeout: stepTimeout)
        == .crash(signature)
    }
  }

  /// Shrinks a trace whose steps hang by replaying each candidate in a worker whose watchdog
  /// gives each step `stepTimeout` seconds; a candidate is kept when one of its steps runs past
  /// them.
  static func shrinkHang<Container: StressContainer>(
    _ steps: [StressStep<Container.Operation>], options: StressOptions<Container>,
    stepTimeout: Double, timeLimit: Duration, violation: Violation, showProgress: Bool
  ) -> [StressStep<Container.Operation>] {
    let scratch = scratchStem("seed-\(options.seed)-candidate.jsonl")
    return shrink(
      steps, options: options, violation: violation, timeLimit: timeLimit,
      showProgress: showProgress
    ) {
      ending(replaying: $0, options: options, scratch: scratch, stepTimeout: stepTimeout) == .hang
    }
  }

  /// Shrinks a trace whose failure only a worker survives: a candidate is kept when `fails`.
  private static func shrink<Container: StressContainer>(
    _ steps: [StressStep<Container.Operation>], options: StressOptions<Container>,
    violation: Violation, timeLimit: Duration, showProgress: Bool,
    fails: @escaping ([StressStep<Container.Operation>]) -> Bool
  ) -> [StressStep<Container.Operation>] {
    var shrinker = StressShrinker<Container>(
      options: options, signature: violation.rule, timeLimit: timeLimit)
    shrinker.isCancelled = { Interruption.requested }
    if showProgress { RunProgress.begin(seed: options.seed, total: nil) }
    defer { if showProgress { StatusLine.endProgress() } }
    return shrinker.shrink(
      steps, failure: violation,
      replayingWith: { candidate in
        guard fails(candidate) else { return nil }
        // In a step: the last, or one before it (the rest then goes in the next passes).
        return violation.inLastStep(of: candidate)
      },
      progress: { size, replays in if showProgress { RunProgress.shrinking(size, replays) } })
  }
}

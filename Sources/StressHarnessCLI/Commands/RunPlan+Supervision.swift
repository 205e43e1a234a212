import ArgumentParser
import ChurnMeter
import Foundation
import StressKit

extension RunPlan {
  /// Runs the seed in a worker (see ``Worker``) and waits for it.
  ///
  /// The worker hands back its report. When the container crashes the worker, the crash
  /// becomes a `crash` violation here: its steps are the `--trace` journal, or else those of a
  /// second worker that runs the seed again (the run is a function of its options) journaling
  /// every step to a temporary file, which crashes at the same step; the trace is shrunk by
  /// replaying candidates in more workers.
  func supervise(showProgress: Bool) throws -> RunOutcome {
    let seed = options.seed
    let stem = Worker.scratchStem("seed-\(seed)")
    let resultPath = stem + ".result.json"
    defer { unlink(resultPath) }
    var plan = self
    // The worker's generated journal: removed by the worker at a clean end, here after a crash
    // or a hang (whose trace the failures folder gets); only a supervisor killed too leaves it.
    let generatedJournal = stem + ".journal.jsonl"
    if trace == nil { plan.generatedJournal = generatedJournal }
    defer { unlink(generatedJournal) }
    let outcome = try plan.startWorker(
      result: resultPath, sendsStatus: showProgress && StatusLine.shared.mode != .off,
      relay: true, onStop: .forward)
    switch outcome.termination {
    case .exit(let status):
      guard status == 0 else { throw ExitCode(status) }  // its error is on standard error
      guard let data = FileManager.default.contents(atPath: resultPath),
        let result = try? JSONDecoder().decode(Worker.Result.self, from: data)
      else { throw HarnessError.internalFault("the worker of seed \(seed) gave no result") }
      return RunOutcome(
        report: result.report, writeFailure: result.writeFailure.map(HarnessError.cannotWrite))
    case .signal(let signal) where Worker.crashSignals.contains(signal):
      let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
      let report = try withJournal(stem: stem, generated: generatedJournal) { again in
        guard again?.crashed ?? true else {
          throw HarnessError.internalFault(
            "seed \(seed) crashed the container (\(signature)) but not when run again to record its steps (is --pressure budget: on?)"
          )
        }
      } report: { journal in
        try crashReport(
          journal: journal, signature: signature,
          text: CrashReport.text(in: outcome.standardError))
      }
      if let trace = report.tracePath, CrashReport.text(in: outcome.standardError) != nil {
        CrashReport.said(FailureFiles(trace: trace).crashReport)
      }
      return RunOutcome(report: report, writeFailure: nil)
    case .signal where outcome.stoppedAsHang:
      // Its watchdog stopped a step that ran past --step-timeout, or its oracle one that made
      // more callbacks than --callbacks-per-step.
      let expected = outcome.hangExpectation(stepTimeout: stepTimeout)
      let report = try withJournal(stem: stem, generated: generatedJournal) { journal in
        try hangReport(journal: journal, expected: expected)
      }
      return RunOutcome(report: report, writeFailure: nil)
    case .signal(let signal):
      printError("Error: the run of seed \(seed) was stopped by signal \(signal)")
      throw ExitCode(128 + signal)
    }
  }

  /// The report of a failure only a worker survives, made from the run's steps: the `--trace`
  /// journal; or the generated journal, when the worker wrote into it the step it stopped in
  /// (``GeneratedJournal/writesItsStop(counting:)``: its steps are drawn again here, up to
  /// that step, none applied that the worker did not survive); or else that of a second worker
  /// that runs the seed again (a run is a function of its options) journaling every step,
  /// which fails in the same step.
  ///
  /// - Parameters:
  ///   - stem: The supervisor's scratch stem for the seed.
  ///   - generated: The path of the worker's generated journal.
  ///   - check: Checks the second worker's outcome (`nil` when no second worker ran).
  ///   - report: The report, from the journal's path.
  /// - Returns: The report.
  /// - Throws: What `check` and `report` throw; the exit status 64 when no worker can start.
  private func withJournal(
    stem: String, generated: String,
    check: (Worker.Outcome?) throws -> Void = { _ in },
    report: (String) throws -> StressReport
  ) throws -> StressReport {
    if let trace {
      try check(nil)
      return try report(trace)
    }
    if GeneratedJournal.stoppedCount(at: generated) != nil {
      try check(nil)
      return try report(generated)
    }
    let journal = stem + ".jsonl"
    defer { unlink(journal) }
    var plan = self
    plan.journal = journal
    let result = stem + ".again.result.json"
    defer { unlink(result) }
    // Asked to stop meanwhile, it still runs to the failure: its steps are the failure's trace.
    try check(
      try plan.startWorker(result: result, sendsStatus: false, relay: false, onStop: .finish))
    return try report(journal)
  }

  /// Starts a worker that runs this plan and writes its result to `result`, and waits for it.
  private func startWorker(
    result: String, sendsStatus: Bool, relay: Bool, onStop: Worker.StopPolicy
  ) throws -> Worker.Outcome {
    let order = WorkerOrder.Order<Driver>(
      .run(self, result: result),
      context: WorkerOrder.context(sendsStatus: sendsStatus, stepTimeout: stepTimeout))
    // jemalloc reads its profiling options only when a process starts.
    let environment =
      heapProfile == nil
      ? [:] : [HeapProfileTool.configurationVariable: HeapProfiler.configuration]
    return try Worker.run(order, environment: environment, relay: relay, onStop: onStop)
  }

  /// The report of a run whose container crashed: the journal saved as the failing trace and
  /// shrunk (unless `--no-shrink`) to a reproducer that crashes with the same signature.
  func crashReport(journal: String, signature: CrashSignature, text: String?) throws
    -> StressReport
  {
    try failureReport(
      journal: journal, strategy: .crash(signature, stepTimeout: stepTimeout), crashReport: text
    ) {
      .crash(step: $0, signature: signature)
    }
  }

  /// The report of a run whose step ran past `--step-timeout` (or `--callbacks-per-step`): the
  /// journal saved as the failing trace and shrunk to a reproducer that runs past it too.
  func hangReport(journal: String, expected: String) throws -> StressReport {
    try failureReport(journal: journal, strategy: .hang(stepTimeout: stepTimeout)) {
      .hang(step: $0, expected: expected)
    }
  }

  /// A failure only a worker survives, as a report: the journal's steps, whose last one
  /// failed, through the failure pipeline.
  private func failureReport(
    journal: String, strategy: FailurePipeline<Driver>.Strategy, crashReport: String? = nil,
    violation: (_ step: Int) -> Violation
  ) throws -> StressReport {
    let steps: [StressStep<Driver.Operation>]
    do throws(HarnessError) {
      steps = try StressTrace<Driver>(contentsOf: journal).steps
    } catch {
      throw HarnessError.badTrace("the journal of the stopped run is unreadable: \(error)")
    }
    var pipeline = pipeline(strategy, options: options, showProgress: showsShrinking)
    pipeline.crashReport = crashReport
    let failure = violation(max(0, steps.count - 1))
    var report = StressReport(crashed: options, steps: steps.count, violation: failure)
    noteDuration(in: &report)
    try pipeline.record(
      steps, violation: failure, files: try failureFiles(for: failure, options: options),
      shrinks: shrinks, into: &report)
    return report
  }
}

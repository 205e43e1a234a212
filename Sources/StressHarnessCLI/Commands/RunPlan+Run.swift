import ArgumentParser
import Foundation
import StressKit
import Synchronization

/// What one run gives: its report, and the error of its journal if writing it failed.
struct RunOutcome: Sendable {
  var report: StressReport
  var writeFailure: HarnessError?
}

extension RunPlan {
  /// The seeded run, in this process, journaled to `--trace` (or to the journal its supervisor
  /// gave it); a failure is saved and shrunk.
  func runOne(showProgress: Bool) throws -> RunOutcome {
    let journaled: TraceJournal<StressStep<Driver.Operation>>?
    if let path = trace ?? journal {
      journaled = try TraceJournal(path: path, options: options)
    } else {
      journaled = nil
    }
    let report = try run(options: options, journal: journaled, showProgress: showProgress)
    journaled?.flush()
    // The journal of a supervised run is only there to survive a crash: a failure to write it
    // is no error of the run.
    return RunOutcome(report: report, writeFailure: trace == nil ? nil : journaled?.failure)
  }

  /// A run with `options`, journaled to `journal`; a failure is saved and shrunk.
  private func run(
    options: StressOptions<Driver>,
    journal: TraceJournal<StressStep<Driver.Operation>>?,
    showProgress: Bool
  ) throws -> StressReport {
    let seed = options.seed
    if heapProfile != nil { try HeapProfileTool.checkEnabled() }
    let runner = try StressRunner<Driver>(options: options)
    Worker.stopOnRunaway(runner.oracle)
    // Warnings from a live-bytes budget depend on the machine's allocator, so a run with
    // pressure keeps its steps for the failure trace instead of regenerating them (reserved
    // before churn is measured, so that they do not count as the workload's bytes).
    var kept: [StressStep<Driver.Operation>]? = pressure.isEmpty ? nil : []
    kept?.reserveCapacity(min(options.steps, 1 << 22) * 2)
    var churnUnavailable: String?
    // A worker journaling a crashed run's steps measures no churn: its warm-up would crash
    // before the steps it is there to record.
    let journalsACrash = trace == nil && self.journal != nil
    if measuresChurn, !journalsACrash {
      switch jemallocProbe(countingAllocations: churnDetail) {
      case .success(let probe):
        // The warm-up and calibration runs are the run's first steps: journaled and watched
        // like them, so that a crash or a hang in them is the run's, with its trace.
        runner.journal = journal
        Worker.watchingSteps { runner.measureChurn(with: probe) }
      case .failure(let reason): churnUnavailable = reason.description
      }
    }
    try runner.addPressure(pressure)
    // Without --trace, a supervised run keeps a generated journal: its header and a count of
    // the steps done, in place (the steps are a function of the options), so that a run killed
    // at any moment leaves a trace that replays. Not under a live-bytes budget (its steps are
    // kept instead), nor for a second worker recording the steps of a crash.
    var generated: GeneratedJournal?
    if journal == nil, kept == nil, let path = generatedJournal {
      generated = try? GeneratedJournal(path: path, options: options)
      // A crash or a hang writes the exact step it stopped in: no second run to journal it.
      generated?.writesItsStop(counting: runner.stepsMade)
    }
    defer { generated?.remove() }
    let clock = RunClock(duration: duration)
    if showProgress {
      RunProgress.begin(
        seed: seed, total: duration == nil ? options.steps : nil, counter: runner.stepsMade)
    }
    defer { if showProgress { StatusLine.endProgress() } }
    // No closure per step unless the kept steps want them.
    runner.journal = journal
    let record: ((StressStep<Driver.Operation>) -> Void)? =
      kept == nil ? nil : { step in kept?.append(step) }
    // Every 4,096 steps: the trace header's count, the status (atomics only: nothing allocated
    // in the run's thread; the steps themselves come from the runner's counter), the time
    // limit and Ctrl-C.
    var interrupted = false
    func progress(_ done: Int) -> Bool {
      journal?.note(steps: done)
      if showProgress {
        RunProgress.loadedViews.store(runner.oracle.loadedMembers, ordering: .relaxed)
        RunProgress.violations.store(runner.oracle.violations.count, ordering: .relaxed)
      }
      if Interruption.requested {
        interrupted = true
        return false
      }
      return clock.running()
    }
    func steps() {
      if ProcessRole.current.isWorker {
        // Watched: the run's count of its steps is the watchdog's heartbeat.
        Worker.watchingSteps(counting: runner.stepsMade) {
          runner.run(record: record) { done in
            generated?.note(steps: done)
            return progress(done)
          }
        }
      } else {
        runner.run(record: record, progress: progress)
      }
    }
    // With --heap-profile, jemalloc samples the steps only (not the setup or the warm-up).
    if let heapProfile {
      try HeapProfileTool.profile(into: heapProfile, steps)
    } else {
      steps()
    }
    let elapsed = clock.stop()
    try checkPayloadBudget(of: runner)
    runner.finish()
    var report = runner.report(elapsedSeconds: seconds(elapsed))
    // The header's steps: those applied (fewer than asked for under --duration, after Ctrl-C
    // or a violation).
    journal?.note(steps: report.steps)
    report.churnUnavailable = churnUnavailable
    report.interrupted = interrupted
    noteDuration(in: &report)
    if let plot, let churn = report.churn {
      let sources = pressure
      let title =
        "\(Driver.name), seed \(seed), profile \(options.profile)"
        + (options.configuration.description.isEmpty ? "" : ", \(options.configuration)")
        + ", \(counted(report.steps, "step"))"
        + (sources.isEmpty ? "" : ", pressure " + sources.map(\.description).joined(separator: " "))
      let budgets = sources.compactMap { source -> Int? in
        if case .budget(let bytes) = source { return bytes }
        return nil
      }
      try emit(
        ChurnPlot.svg(
          churn, title: title, budgets: budgets, steps: report.steps,
          memoryWarnings: report.memoryWarnings),
        to: plot)
    }
    guard let violation = report.violations.first else { return report }
    let steps: [StressStep<Driver.Operation>]
    if let kept {
      steps = kept
    } else {
      steps = try StressRunner<Driver>.steps(of: options, count: report.steps)
    }
    try pipeline(.inProcess, options: options, showProgress: showProgress).record(
      steps, violation: violation, files: try failureFiles(for: violation, options: options),
      shrinks: shrinks, into: &report)
    return report
  }

  /// Says that a run of `--duration` asked for seconds, not steps (its options hold a number
  /// of steps no run reaches).
  func noteDuration(in report: inout StressReport) {
    guard let duration else { return }
    report.options.steps = nil
    report.options.durationSeconds = duration
  }

  /// The failure pipeline of this run's failures, shrinking by `strategy`.
  func pipeline(
    _ strategy: FailurePipeline<Driver>.Strategy, options: StressOptions<Driver>,
    showProgress: Bool
  ) -> FailurePipeline<Driver> {
    FailurePipeline(
      options: options, strategy: strategy, budget: ShrinkBudget(cpuSeconds: shrinkSeconds),
      showProgress: showProgress)
  }

  /// The failures folder, created, and a failing run's files in it, named by what failed (see
  /// ``FailureStore`` and ``FailureFiles``).
  func failureFiles(for violation: Violation, options: StressOptions<Driver>) throws
    -> FailureFiles
  {
    try FailureStore(folder: failures).prepared(
      Driver.self, plantedBugs: options.plantedBugs, violation: violation)
  }
}

/// A run's wall-clock time and its `--duration` limit.
struct RunClock {
  let start = ContinuousClock.now
  let limit: Duration?

  init(duration: Double?) {
    limit = duration.map { Duration.milliseconds(Int64($0 * 1000)) }
  }

  /// Whether the run may go on: `false` once the duration is up.
  func running() -> Bool {
    guard let limit else { return true }
    return ContinuousClock.now - start < limit
  }

  /// The time since the start.
  func stop() -> Duration { ContinuousClock.now - start }
}

import Foundation
import StressKit

/// One failure's way from its steps to its files, for every path that finds one (a run in
/// process, a crash or a hang its worker did not survive, `shrink`): the failing trace written,
/// shrunk by a ``Strategy``, the reproducer and its Swift test written (``FailureFiles`` names
/// them), and the report told where they are.
struct FailurePipeline<Driver: StressDriver> {
  /// How a shrink tries its candidates.
  enum Strategy {
    /// In this process: a candidate is kept when it breaks the same rule.
    case inProcess
    /// In workers: a candidate is kept when it traps with the same signature.
    case crash(CrashSignature, stepTimeout: Double)
    /// In workers whose watchdogs stop a step past `stepTimeout` seconds: a candidate is kept
    /// when one of its steps runs past it.
    case hang(stepTimeout: Double)
  }

  /// The failing run's options.
  var options: StressOptions<Driver>
  /// How its shrink tries candidates.
  var strategy: Strategy
  /// The longest a shrink may take.
  var budget: ShrinkBudget
  /// Whether the shrink's progress is shown.
  var showProgress: Bool
  /// What a crashed worker wrote about its crash (``CrashReport``), kept beside the trace.
  var crashReport: String? = nil

  typealias Step = StressStep<Driver.Operation>

  /// The rule a trace's header names: a crash's or a hang's, which a replay in process cannot
  /// find again.
  var brokenRule: Rule? {
    switch strategy {
    case .inProcess: nil
    case .crash: .crash
    case .hang: .hang
    }
  }

  /// Writes `steps` as a trace at `path`.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` (exit status 73).
  func write(_ steps: [Step], to path: String) throws(HarnessError) {
    try StressTrace<Driver>(options: options, steps: steps, brokenRule: brokenRule)
      .write(to: path)
  }

  /// Writes ``crashReport``, if any, at `path`.
  private func keepCrashReport(at path: String) throws(HarnessError) {
    guard let crashReport else { return }
    try OutputFile.write(Data(crashReport.utf8), to: path)
  }

  /// The smallest part of `steps` found that still fails as `violation` did.
  func shrink(_ steps: [Step], violation: Violation) -> [Step] {
    switch strategy {
    case .inProcess:
      var shrinker = StressShrinker<Driver>(
        options: options, signature: violation.rule, timeLimit: budget.wallBackstop)
      let running = budget.start()
      shrinker.isCancelled = { Interruption.requested || running.exhausted }
      return shrinker.shrink(steps) { size, replays in
        if showProgress { RunProgress.shrinking(size, replays) }
      }
    case .crash(let signature, let stepTimeout):
      return Worker.shrink(
        steps, endingAs: .crash(signature), options: options, stepTimeout: stepTimeout,
        budget: budget, violation: violation, showProgress: showProgress)
    case .hang(let stepTimeout):
      return Worker.shrink(
        steps, endingAs: .hang, options: options, stepTimeout: stepTimeout, budget: budget,
        violation: violation, showProgress: showProgress)
    }
  }

  /// The violation the reproducer `small` shows, for its Swift test's comment: found again by a
  /// replay in process, or a crash's or a hang's in its last step.
  func violation(of small: [Step], failing violation: Violation) -> Violation {
    switch strategy {
    case .inProcess:
      StressRunner<Driver>.firstViolation(of: small, options: options) ?? violation
    case .crash, .hang:
      violation.inLastStep(of: small)
    }
  }

  /// Writes the reproducer `small` at `path` and its Swift test beside it.
  ///
  /// - Returns: The Swift test's path, or `nil` when the reproducer is too long for one.
  /// - Throws: ``HarnessError/cannotWrite(_:)`` (exit status 73).
  func writeReproducer(_ small: [Step], failing violation: Violation, to path: String) throws
    -> String?
  {
    try write(small, to: path)
    return try writeSwiftTest(
      StressTrace(options: options, steps: small, brokenRule: brokenRule),
      violation: self.violation(of: small, failing: violation), besides: path)
  }

  /// A run's failure, whole: `steps` written as `files.trace` (and the crash report beside
  /// it), then, when `shrinks`, shrunk and written as `files.reproducer` and its Swift test;
  /// `report` says where they are.
  ///
  /// The writes hold the failures folder's lock (``FailureFolderLock``), the shrink does not:
  /// the first writes remove another run's reproducer of the same name, which is not this
  /// trace's; the last write the trace again with the reproducer, so the folder holds one
  /// run's files of a name, whichever run wrote last.
  func record(
    _ steps: [Step], violation: Violation, files: FailureFiles, shrinks: Bool,
    into report: inout StressReport
  ) throws {
    try FailureFolderLock.holding(files) {
      for stale in [files.reproducer, files.swiftTest, files.crashReport] { unlink(stale) }
      try write(steps, to: files.trace)
      try keepCrashReport(at: files.crashReport)
    }
    report.tracePath = files.trace
    guard shrinks else { return }
    let small = shrink(steps, violation: violation)
    if Interruption.requested { report.interrupted = true }
    report.swiftTestPath = try FailureFolderLock.holding(files) {
      try write(steps, to: files.trace)
      try keepCrashReport(at: files.crashReport)
      return try writeReproducer(small, failing: violation, to: files.reproducer)
    }
    report.reproducerPath = files.reproducer
    report.reproducerLength = small.count
    if case .inProcess = strategy {
      // A crash's or a hang's replay would end this process: only violations are put to the
      // test of today's iOS.
      let depends = StressRunner<Driver>.dependsOnIOS5Releases(small, options: options)
      report.dependsOnIOS5Releases = depends ? true : nil
    }
  }
}

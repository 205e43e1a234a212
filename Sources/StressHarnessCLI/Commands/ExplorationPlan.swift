import ArgumentParser
import Foundation
import StressKit
import Synchronization

/// What `explore` does with each input, from its command line: the run it makes, and what
/// becomes of its first violation (saved, shrunk and kept as a run's).
struct ExplorationPlan<Driver: StressDriver>: Sendable {
  typealias Step = StressStep<Driver.Operation>

  /// The options every input's run has (its `steps` set to the input's).
  var options: StressOptions<Driver>
  /// The most steps one input makes.
  var maxSteps: Int
  /// The failures folder.
  var failures: String
  /// Whether a failure is shrunk.
  var shrinks: Bool
  /// `--shrink-time`, in seconds.
  var shrinkSeconds: Double
  /// `--json`.
  var json: String?

  init(
    options: StressOptions<Driver>, maxSteps: Int, failures: String, shrinks: Bool,
    shrinkSeconds: Double, output: ReportOption
  ) {
    self.options = options
    self.maxSteps = maxSteps
    self.failures = failures
    self.shrinks = shrinks
    self.shrinkSeconds = shrinkSeconds
    self.json = output.json
  }

  /// The run of one input's step seeds, journaled to `journal`: its steps, and its report
  /// when it failed or `reports` (an exploration's clean inputs are many: no report of
  /// theirs is made).
  func execute(_ seeds: [UInt64], journal: TraceJournal<Step>? = nil, reports: Bool)
    throws -> (report: StressReport?, steps: [Step])
  {
    let start = ContinuousClock.now
    let runner = try StressRunner<Driver>(options: options(steps: seeds.count))
    runner.journal = journal
    var steps: [Step] = []
    steps.reserveCapacity(seeds.count)
    runner.run(stepSeeds: seeds) { steps.append($0) }
    journal?.note(steps: steps.count)
    journal?.flush()
    guard !runner.finish().isEmpty || reports else { return (nil, steps) }
    return (runner.report(elapsedSeconds: seconds(ContinuousClock.now - start)), steps)
  }

  /// The options of an input of `steps` steps.
  func options(steps: Int) -> StressOptions<Driver> {
    var options = self.options
    options.steps = max(1, steps)
    return options
  }

  /// A failing input's steps, saved to the failures folder and shrunk as a run's are; the
  /// report says where.
  func keep(_ steps: [Step], failing report: inout StressReport) throws {
    guard let violation = report.violations.first else { return }
    let options = options(steps: steps.count)
    let files = try FailureStore(folder: failures).prepared(
      Driver.self, plantedBugs: options.plantedBugs, violation: violation)
    let pipeline = FailurePipeline(
      options: options, strategy: .inProcess, budget: ShrinkBudget(cpuSeconds: shrinkSeconds),
      showProgress: false)
    try pipeline.record(steps, violation: violation, files: files, shrinks: shrinks, into: &report)
  }

  /// Prints what the exploration found and writes its JSON report; throws exit status 1 when
  /// an input failed.
  func conclude(_ summary: ExplorationSummary, failing report: StressReport?) throws {
    StatusLine.shared.clear()
    let say: (String) throws -> Void = { line in
      if json == "-" { printError(line) } else { try printOutput(line) }
    }
    if let report {
      try say(report.text)
      if let kept = report.reproducerPath ?? report.tracePath {
        try say(
          "keep it as a regression case: \(suggestedCommand) shrink \(kept) --save-regression NAME"
        )
      }
    }
    try say(summary.text + (report == nil ? "; no violation" : ""))
    var document = StressReportDocument(
      command: "explore", runs: report.map { [$0] } ?? [], harnessVersion: StressHarness.version)
    document.exploration = summary
    if let json { try emit(reportJSON(document), to: json) }
    if report != nil { throw ExitCode.failure }
  }

  /// Runs each input file once, in order, until one fails.
  func runInputs(_ paths: [String], trace: String?) throws {
    let start = ContinuousClock.now
    var summary = ExplorationSummary(engine: .inputs, maxSteps: maxSteps)
    for path in paths {
      guard let bytes = FileManager.default.contents(atPath: path) else {
        throw HarnessError.badTrace("cannot read the input \(path)")
      }
      let seeds = GuidedInput.stepSeeds(from: bytes, maxSteps: maxSteps)
      let journal = try trace.map { path throws(HarnessError) in
        try TraceJournal(path: path, options: options(steps: seeds.count))
      }
      let (run, steps) = try execute(seeds, journal: journal, reports: false)
      if let failure = journal?.failure { throw failure }
      summary.executions += 1
      summary.steps += steps.count
      guard var report = run else { continue }
      summary.failingExecution = summary.executions
      try keep(steps, failing: &report)
      summary.elapsedSeconds = seconds(ContinuousClock.now - start)
      return try conclude(summary, failing: report)
    }
    summary.elapsedSeconds = seconds(ContinuousClock.now - start)
    try conclude(summary, failing: nil)
  }

  /// Explores with libFuzzer, its corpus in `corpus`, until its budget is spent or an input
  /// fails; ends the process.
  func explore(corpus: String, arguments: [String]) throws -> Never {
    // libFuzzer refuses a corpus folder that is not there, and saves a crash's input into
    // the failures folder.
    for (folder, what) in [(corpus, "corpus"), (failures, "failures")] {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw HarnessError.cannotWrite("cannot create the \(what) folder \(folder)")
      }
    }
    let state = ExplorationState(
      ExplorationSummary(engine: .libFuzzer, maxSteps: maxSteps), corpus: corpus)
    let plan = self
    LibFuzzer.run(
      arguments: arguments,
      input: { bytes in plan.explore(bytes, state: state) },
      atEnd: { plan.finish(state, failing: nil) })
  }

  /// One of libFuzzer's inputs: run, its edges noted; a failure kept, reported, and the
  /// process ended.
  private func explore(_ bytes: UnsafeRawBufferPointer, state: ExplorationState) -> Int32 {
    let seeds = GuidedInput.stepSeeds(from: bytes, maxSteps: maxSteps)
    // An input too short for a step adds nothing the empty input does not.
    guard !seeds.isEmpty else { return -1 }
    do {
      let (run, steps) = try execute(seeds, reports: false)
      state.note(steps: steps.count)
      guard var report = run else { return 0 }
      state.summary.withLock { $0.failingExecution = $0.executions }
      try keep(steps, failing: &report)
      finish(state, failing: report)
      _exit(ExitStatus.violations)
    } catch {
      Self.end(error)
    }
  }

  /// Says what the exploration did; a failure, or an error saying it, ends the process with
  /// its status at once (libFuzzer would report an exit inside an input as its crash).
  private func finish(_ state: ExplorationState, failing report: StressReport?) {
    let summary = state.finish()
    do {
      try conclude(summary, failing: report)
    } catch {
      Self.end(error)
    }
  }

  /// Ends the process with `error`'s status, said as the command line says it.
  private static func end(_ error: any Error) -> Never {
    if let code = error as? ExitCode { _exit(code.rawValue) }
    if let error = error as? HarnessError {
      printError("Error: \(error)")
      _exit(ExitStatus.of(error))
    }
    printError("Error: \(error)")
    _exit(ExitStatus.software)
  }
}

/// What an exploration has done so far, shared by libFuzzer's callbacks and its end.
final class ExplorationState: Sendable {
  /// The figures so far.
  let summary: Mutex<ExplorationSummary>
  /// The edges reached so far.
  private let edges = Mutex(EdgeCoverage())
  /// When it began.
  private let start = ContinuousClock.now

  init(_ summary: ExplorationSummary, corpus: String) {
    var summary = summary
    summary.corpus = corpus
    summary.corpusBefore = Self.inputs(in: corpus)
    self.summary = Mutex(summary)
  }

  /// Notes an input of `steps` steps just run.
  func note(steps: Int) {
    let reached = edges.withLock { edges in
      edges.note()
      return edges.count
    }
    summary.withLock {
      $0.executions += 1
      $0.steps += steps
      $0.edgesReached = reached
    }
  }

  /// The figures at the end.
  func finish() -> ExplorationSummary {
    let instrumented = edges.withLock { $0.instrumented }
    return summary.withLock { summary in
      summary.elapsedSeconds = seconds(ContinuousClock.now - start)
      summary.corpusAfter = summary.corpus.map(Self.inputs(in:))
      summary.edgesInstrumented = instrumented
      if instrumented == nil { summary.edgesReached = nil }
      return summary
    }
  }

  /// The files in a corpus folder.
  private static func inputs(in folder: String) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0
  }
}

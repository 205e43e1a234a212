import ArgumentParser
import Containment
import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What `replay` does, from its command line: what a worker is ordered to replay
/// (``WorkerOrder``), or what the command replays in its own process.
struct ReplayPlan: Codable, Sendable {
  /// The trace file.
  var trace: String
  /// `--events`.
  var events: String? = nil
  /// `--transcript`.
  var transcript: String? = nil
  /// `--json`.
  var json: String? = nil
  /// `--swift`.
  var swift: String? = nil

  /// Whether something other than the report takes standard output.
  var standardOutputTaken: Bool { [events, transcript, json, swift].contains("-") }

  /// Writes the transcript, when one was asked for.
  func write(_ written: Transcript?) throws {
    guard let transcript, let written else { return }
    // `emit` adds the final newline.
    try emit(String(written.text.dropLast()), to: transcript)
  }

  /// Prints the report's text: to standard error when another output takes standard output.
  func say(_ text: String) throws {
    StatusLine.shared.clear()
    if standardOutputTaken { printError(text) } else { try printOutput(text) }
  }

  /// Writes the event log, prints the report, writes the JSON; fails on violations.
  func output(_ report: StressReport, events log: [String]) throws {
    if let events {
      try emit(log.joined(separator: "\n"), to: events)
    }
    try say(report.text)
    if let json {
      try emit(
        reportJSON(
          StressReportDocument(
            command: "replay", runs: [report], harnessVersion: StressHarness.version)),
        to: json)
    }
    if !report.violations.isEmpty { throw ExitCode.failure }
    if report.interrupted { throw ExitCode(ExitStatus.interrupted(by: SIGINT)) }
  }

  /// Replays a trace of `Driver`.
  func replay<Driver: StressDriver>(_: Driver.Type) throws {
    var written: Transcript?
    let loaded: StressTrace<Driver> = try StressTrace(contentsOf: trace) {
      StatusLine.shared.reading(trace, lines: $0, of: $1)
    }
    let runner = try StressRunner<Driver>(options: loaded.options)
    noteCutOff(loaded, path: trace)
    do throws(HarnessError) {
      if transcript != nil { written = try Transcript(replaying: loaded) }
    } catch {
      throw HarnessError.badTrace("\(trace): \(error)")
    }
    try write(written)
    // The steps until the first violation, then the teardown; the event log when asked for.
    var log: [String] = []
    if events != nil { runner.oracle.eventSink = { log.append(EventLog.line(step: $0, $1)) } }
    do throws(HarnessError) {
      try StressRunner<Driver>.validate(loaded.steps)
    } catch {
      throw HarnessError.badTrace("\(trace): \(error)")
    }
    let start = ContinuousClock.now
    // A worker's watchdog stops a step that runs past --step-timeout; every 1,024 steps are
    // its heartbeat.
    Worker.stopOnRunaway(runner.oracle)
    var interrupted = false
    RunProgress.begin(seed: loaded.options.seed, total: loaded.steps.count)
    Worker.watchingSteps {
      for (index, step) in loaded.steps.enumerated() {
        _ = try? runner.apply(step)  // validated above
        if index & 1023 == 1023 {
          Worker.beat(index + 1)
          RunProgress.steps.store(index + 1, ordering: .relaxed)
          RunProgress.loadedViews.store(runner.oracle.loadedMembers, ordering: .relaxed)
          if Interruption.requested {
            interrupted = true
            break
          }
        }
        if runner.oracle.hasViolations || runner.payloadBudgetExceeded != nil { break }
      }
    }
    StatusLine.endProgress()
    if let step = runner.payloadBudgetExceeded {
      throw HarnessError.badTrace(
        "\(trace): step \(step): \(runner.replayProblem)")
    }
    let elapsed = ContinuousClock.now - start
    let violations = runner.finish()
    runner.oracle.eventSink = nil
    if let swift {
      // The steps up to the first violation, as the replay ran them.
      var replayed = loaded
      if let step = violations.first?.step, step < loaded.steps.count {
        replayed.steps.removeSubrange((step + 1)...)
      }
      try writeSwiftTest(replayed, violation: violations.first, origin: trace, to: swift)
    }
    var report = runner.report(elapsedSeconds: seconds(elapsed))
    report.interrupted = interrupted
    try output(report, events: log)
  }

  /// Writes the trace as a Swift test whose steps crash or hang (`--swift`): every step, since
  /// the failure is in the last one the worker started.
  func writeSwift<Driver: StressDriver>(_: Driver.Type, failing violation: Violation)
    throws
  {
    guard let swift else { return }
    let loaded: StressTrace<Driver> = try StressTrace(contentsOf: trace) {
      StatusLine.shared.reading(trace, lines: $0, of: $1)
    }
    try writeSwiftTest(
      loaded, violation: violation.inLastStep(of: loaded.steps), origin: trace, to: swift)
  }

  /// Says what killed the worker replaying the trace (a crash or a hang), and writes the trace
  /// as a Swift test when asked.
  func report<Driver: StressDriver>(_: Driver.Type, _ violation: Violation) throws {
    try say(
      "violations: 1\n  \(violation.rule): expected \(violation.expected); saw \(violation.seen)")
    try writeSwift(Driver.self, failing: violation)
  }
}

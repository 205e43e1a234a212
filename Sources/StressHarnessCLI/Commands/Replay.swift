import ArgumentParser
import Containment
import StressKit
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

extension StressHarness {
  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay a trace exactly, checking the contract; optionally print its event log.",
      discussion: """
        The event log is JSON Lines, one object per lifecycle callback, its arguments as fields:
        {"animated":true,"event":"viewWillAppear","step":12,"vc":3}
        """
    )

    @Argument(help: "The trace file (JSON Lines).")
    var trace: String

    @Option(
      help: "Write the lifecycle event log as JSON Lines to this file ('-' for standard output).")
    var events: String?

    @Option(
      help: ArgumentHelp(
        "Write the transcript to this file ('-' for standard output): each step, the callbacks it caused and the state it left, as the regression suite's golden logs read.",
        valueName: "file"))
    var transcript: String?

    @Option(help: "Write the JSON report to this file ('-' for standard output).")
    var json: String?

    @Option(
      help: ArgumentHelp(
        "Write the trace as a Swift Testing test to this file ('-' for standard output): it replays the steps (to the first violation) through StressKit's API and fails while the bug is there.",
        valueName: "file"))
    var swift: String?

    @OptionGroup var timeout: StepTimeout

    @OptionGroup var status: StatusOptions

    func validate() throws {
      let toStandardOutput = [
        ("--events", events), ("--transcript", transcript), ("--json", json), ("--swift", swift),
      ]
      .filter { $0.1 == "-" }.map(\.0)
      if toStandardOutput.count > 1 {
        throw ValidationError(
          "\(toStandardOutput.joined(separator: " and ")) cannot all write to standard output; give files to all but one"
        )
      }
    }

    /// Whether something other than the report takes standard output.
    var standardOutputTaken: Bool { [events, transcript, json, swift].contains("-") }

    func run() throws {
      try checkOutputs([events, transcript, json, swift], inputs: [trace])
      status.begin()
      let kind = try container(ofTraceAt: trace)
      // In a worker this process supervises, which survives a container that traps.
      guard Worker.isWorker else { return try superviseReplay() }
      try replay(kind)
    }

    /// Replays the trace in a worker; a crash is a `crash` violation, exit 1.
    private func superviseReplay() throws {
      let outcome: Worker.Outcome
      do {
        outcome = try Worker.run(
          Array(CommandLine.arguments.dropFirst()),
          variables: StatusLine.shared.mode == .off ? [:] : [Worker.progressVariable: "1"],
          relay: true)
      } catch {
        throw HarnessError.internalFault("cannot start a worker process: \(error)")
      }
      switch outcome.termination {
      case .exit(let status):
        if status != 0 { throw ExitCode(status) }
      case .signal(let signal) where Worker.crashSignals.contains(signal):
        let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
        try say("violations: 1\n  crash: expected no trap; saw \(signature)")
        try writeSwift(
          try container(ofTraceAt: trace), rule: .crash, expected: "no trap",
          seen: signature.description)
        throw ExitCode.failure
      case .signal where outcome.stoppedAsHang:
        let expected = outcome.hangExpectation(stepTimeout: timeout)
        let seen = "a step still running (a loop in an operation?)"
        try say("violations: 1\n  hang: expected \(expected); saw \(seen)")
        try writeSwift(
          try container(ofTraceAt: trace), rule: .hang, expected: expected, seen: seen)
        throw ExitCode.failure
      case .signal(let signal):
        throw ExitCode(128 + signal)
      }
    }

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
  }
}

extension StressHarness.Replay {
  /// Replays a trace of `Container`.
  func replay<Container: StressContainer>(_: Container.Type) throws {
    let loaded: StressTrace<Container>
    let runner: StressRunner<Container>
    var written: Transcript?
    do throws(HarnessError) {
      loaded = try StressTrace(contentsOf: trace) {
        StatusLine.shared.reading(trace, lines: $0, of: $1)
      }
      runner = try StressRunner(options: loaded.options)
    } catch {
      throw error
    }
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
      try StressRunner<Container>.validate(loaded.steps)
    } catch {
      throw HarnessError.badTrace("\(trace): \(error)")
    }
    let start = ContinuousClock.now
    // Supervised, a watchdog stops a step that runs past --step-timeout; every 1,024 steps
    // are its heartbeat.
    if Worker.isSupervised { Worker.startWatchdog(timeout: timeout.stepTimeout) }
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
        "\(trace): step \(step): \(StressRunner<Container>.payloadBudgetProblem)")
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
  func writeSwift<Container: StressContainer>(
    _: Container.Type, rule: Rule, expected: String, seen: String
  ) throws {
    guard let swift else { return }
    let loaded: StressTrace<Container>
    do throws(HarnessError) {
      loaded = try StressTrace(contentsOf: trace) {
        StatusLine.shared.reading(trace, lines: $0, of: $1)
      }
    } catch {
      throw error
    }
    let violation = Violation(
      rule: rule, step: max(0, loaded.steps.count - 1), subject: nil, expected: expected,
      seen: seen)
    try writeSwiftTest(loaded, violation: violation, origin: trace, to: swift)
  }
}

/// The driver of the container a trace's header names; a bad trace, or one of a container this
/// executable does not drive, is a one-line error.
func container(ofTraceAt path: String) throws -> any StressContainer.Type {
  do throws(HarnessError) {
    let name = try TraceHeader.container(ofTraceAt: path)
    let registry = ContainerRegistry.current
    guard let entry = registry.entry(named: name) else {
      throw .badTrace(
        "\(path): unknown container '\(name)'; this harness drives \(registry.names.joined(separator: ", "))"
      )
    }
    return entry.stressType
  } catch {
    throw error
  }
}

import ArgumentParser
import Containment
import Foundation
import StressKit

extension StressHarness {
  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay a trace exactly, checking the contract; optionally print its event log.",
      discussion: """
        The event log is JSON Lines, one object per lifecycle callback:
        {"event":"viewWillAppear(animated: true)","step":12,"vc":3}
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

    @OptionGroup var timeout: StepTimeout

    func validate() throws {
      if events == "-", transcript == "-" {
        throw ValidationError("--events and --transcript cannot both write to standard output")
      }
    }

    func run() throws {
      try checkOutputs([events, transcript, json], inputs: [trace])
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
          Array(CommandLine.arguments.dropFirst()), variables: [:], relay: true)
      } catch {
        throw fail(.usage("cannot start a worker process: \(error)"))
      }
      switch outcome.termination {
      case .exit(let status):
        if status != 0 { throw ExitCode(status) }
      case .signal(let signal) where Worker.crashSignals.contains(signal):
        let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
        try printOutput("violations: 1\n  crash: expected no trap; saw \(signature)")
        throw ExitCode.failure
      case .signal where outcome.stoppedAsHang:
        let expected = outcome.hangExpectation(stepTimeout: timeout)
        try printOutput(
          "violations: 1\n  hang: expected \(expected); saw a step still running (a loop in an operation?)"
        )
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

    /// One line of the event log.
    func eventLine(_ step: Int, _ event: LifecycleEvent) -> String {
      #"{"event":"\#(event.kind)","step":\#(step),"vc":\#(event.subject.rawValue)}"#
    }

    /// Writes the event log, prints the report, writes the JSON; fails on violations.
    func output(_ report: StressReport, events log: [String]) throws {
      if let events {
        try emit(log.joined(separator: "\n"), to: events)
      }
      // The report goes to standard error when the event log or transcript takes standard output.
      if events == "-" || transcript == "-" {
        printError(report.text)
      } else {
        try printOutput(report.text)
      }
      if let json {
        try emit(reportJSON(report), to: json)
      }
      if !report.violations.isEmpty { throw ExitCode.failure }
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
      loaded = try StressTrace(contentsOf: trace)
      runner = try StressRunner(options: loaded.options)
    } catch {
      throw fail(error)
    }
    noteCutOff(loaded, path: trace)
    do throws(HarnessError) {
      if transcript != nil { written = try Transcript(replaying: loaded) }
    } catch {
      throw fail(.badTrace("\(trace): \(error)"))
    }
    try write(written)
    // The steps until the first violation, then the teardown; the event log when asked for.
    var log: [String] = []
    if events != nil { runner.oracle.eventSink = { log.append(eventLine($0, $1)) } }
    do throws(HarnessError) {
      try StressRunner<Container>.validate(loaded.steps)
    } catch {
      throw fail(.badTrace("\(trace): \(error)"))
    }
    let start = ContinuousClock.now
    // Supervised, a watchdog stops a step that runs past --step-timeout; every 1,024 steps
    // are its heartbeat.
    if Worker.isSupervised { Worker.startWatchdog(timeout: timeout.stepTimeout) }
    Worker.stopOnRunaway(runner.oracle)
    Worker.watchingSteps {
      for (index, step) in loaded.steps.enumerated() {
        _ = try? runner.apply(step)  // validated above
        if index & 1023 == 1023 { Worker.beat(index + 1) }
        if runner.oracle.hasViolations || runner.payloadBudgetExceeded != nil { break }
      }
    }
    if let step = runner.payloadBudgetExceeded {
      throw fail(
        .badTrace("\(trace): step \(step): \(StressRunner<Container>.payloadBudgetProblem)"))
    }
    let elapsed = ContinuousClock.now - start
    runner.finish()
    runner.oracle.eventSink = nil
    try output(runner.report(elapsedSeconds: seconds(elapsed)), events: log)
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
    throw fail(error)
  }
}

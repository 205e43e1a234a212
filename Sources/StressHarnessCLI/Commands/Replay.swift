import ArgumentParser
import Containment
import StressKit
import Synchronization

extension StressHarness {
  struct Replay: ParsableCommand, Interruption.KeepsWork {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract: "Replay a trace exactly, checking the contract; optionally print its event log.",
        usage: "\(commandName) replay <trace> [<options>]",
        discussion: """
          The event log is JSON Lines, one object per lifecycle callback, its arguments as fields:
          {"animated":true,"event":"viewWillAppear","step":12,"vc":3}
          """
      )
    }

    @Argument(help: "The trace file (JSON Lines).")
    var trace: String

    @Option(
      help: ArgumentHelp(
        "Write the lifecycle event log as JSON Lines to this file ('-' for standard output).",
        valueName: "file"))
    var events: String?

    @Option(
      help: ArgumentHelp(
        "Write the transcript to this file ('-' for standard output): each step, the callbacks it caused and the state it left, as the replay suite's golden logs read.",
        valueName: "file"))
    var transcript: String?

    @OptionGroup var output: ReportOption

    @Option(
      help: ArgumentHelp(
        "Write the trace as a Swift Testing test to this file ('-' for standard output): it replays the steps (to the first violation) through StressKit's API and fails while the bug is there.",
        valueName: "file"))
    var swift: String?

    @OptionGroup var timeout: StepTimeout

    @OptionGroup var status: StatusOptions

    func validate() throws {
      let toStandardOutput = [
        ("--events", events), ("--transcript", transcript), ("--json", output.json),
        ("--swift", swift),
      ]
      .filter { $0.1 == "-" }.map(\.0)
      if toStandardOutput.count > 1 {
        throw ValidationError(
          "\(toStandardOutput.joined(separator: " and ")) cannot all write to standard output; give files to all but one"
        )
      }
    }

    /// What the replay does, from the command line.
    var plan: ReplayPlan {
      ReplayPlan(
        trace: trace, events: events, transcript: transcript, json: output.json, swift: swift)
    }

    func run() throws {
      try checkOutputs([events, transcript, output.json, swift], inputs: [trace])
      try ScratchFolder.prepare()
      status.begin()
      let kind = try container(ofTraceAt: trace)
      // In a worker this process supervises, which survives a container that traps.
      guard ProcessRole.current.supervises else { return try plan.replay(kind) }
      try superviseReplay(kind)
    }

    /// Replays the trace in a worker; a crash is a `crash` violation, exit 1.
    private func superviseReplay<Driver: StressDriver>(_: Driver.Type) throws {
      let order = WorkerOrder.Order<Driver>(
        .replay(plan),
        context: WorkerOrder.context(
          sendsStatus: StatusLine.shared.mode != .off, stepTimeout: timeout.stepTimeout))
      let outcome = try Worker.run(order, relay: true, onStop: .forward)
      let plan = plan
      switch outcome.termination {
      case .exit(let status):
        if status != 0 { throw ExitCode(status) }
      case .signal(let signal) where Worker.crashSignals.contains(signal):
        let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
        CrashReport.keep(outcome, at: FailureFiles(trace: trace).crashReport)
        try plan.report(Driver.self, .crash(step: nil, signature: signature))
        throw ExitCode.failure
      case .signal where outcome.stoppedAsHang:
        let expected = outcome.hangExpectation(stepTimeout: timeout.stepTimeout)
        try plan.report(Driver.self, .hang(step: nil, expected: expected))
        throw ExitCode.failure
      case .signal(let signal):
        throw ExitCode(128 + signal)
      }
    }
  }
}

/// The driver of the container a trace's header names; a bad trace, or one of a container this
/// executable does not drive, is a one-line error.
func container(ofTraceAt path: String) throws -> any StressDriver.Type {
  let name = try TraceHeader.container(ofTraceAt: path)
  let registry = ContainerRegistry.current
  guard let entry = registry.entry(named: name) else {
    throw HarnessError.badTrace(
      "\(path): unknown container '\(HarnessError.echoed(name))'; this harness drives \(registry.names.joined(separator: ", "))"
    )
  }
  return entry.driver
}

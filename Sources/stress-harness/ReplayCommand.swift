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

    func validate() throws {
      if events == "-", transcript == "-" {
        throw ValidationError("--events and --transcript cannot both write to standard output")
      }
    }

    func run() throws {
      try replay(try containerKind(ofTraceAt: trace).stressType)
    }

    /// Applies `steps` until the first violation, then tears the run down: the time the steps
    /// took, and the event log when `--events` asks for one.
    func replay<Step>(
      _ steps: [Step], oracle: Oracle, apply: (Step) -> Void, failed: () -> Bool,
      finish: () -> Void
    ) -> (elapsed: Duration, log: [String]) {
      var log: [String] = []
      if events != nil { oracle.eventSink = { log.append(eventLine($0, $1)) } }
      let start = ContinuousClock.now
      for step in steps {
        apply(step)
        if failed() { break }
      }
      let elapsed = ContinuousClock.now - start
      finish()
      oracle.eventSink = nil
      return (elapsed, log)
    }

    /// Writes the transcript, when one was asked for.
    func write(_ written: Transcript?) throws {
      guard let transcript, let written else { return }
      // `emit` adds the final newline.
      guard try emit(String(written.text.dropLast()), to: transcript) else {
        throw fail(.cannotWrite("cannot write the transcript to \(transcript)"))
      }
    }

    /// One line of the event log.
    func eventLine(_ step: Int, _ event: LifecycleEvent) -> String {
      #"{"event":"\#(event.kind)","step":\#(step),"vc":\#(event.subject.rawValue)}"#
    }

    /// Writes the event log, prints the report, writes the JSON; fails on violations.
    func output(_ report: StressReport, events log: [String]) throws {
      if let events {
        guard try emit(log.joined(separator: "\n"), to: events) else {
          throw fail(.cannotWrite("cannot write the event log to \(events)"))
        }
      }
      // The report goes to standard error when the event log or transcript takes standard output.
      if events == "-" || transcript == "-" { printError(report.text) } else { print(report.text) }
      if let json {
        guard try emit(reportJSON(report), to: json) else {
          throw fail(.cannotWrite("cannot write the JSON report to \(json)"))
        }
      }
      if !report.violations.isEmpty { throw ExitCode.failure }
    }
  }

  struct Shrink: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Shrink a failing trace to a minimal one that fails the same rule."
    )

    @Argument(help: "The failing trace file (JSON Lines).")
    var trace: String

    @Option(help: "Where to write the reproducer (default: the trace's name with .min.jsonl).")
    var output: String?

    @Option(help: "The most replays to try (at least 1).")
    var budget: Int = 20_000

    @Option(
      name: .customLong("save-regression"),
      help: ArgumentHelp(
        "Also save the reproducer in the regression corpus as NAME.jsonl (lowercase letters, digits and dashes), which 'swift test' replays.",
        valueName: "name"))
    var regressionName: String?

    @Option(help: "The regression case's description (with --save-regression).")
    var note: String?

    @Option(
      help: ArgumentHelp(
        "The corpus folder (with --save-regression; default: \(Corpus.defaultFolder) in the package).",
        valueName: "folder"))
    var corpus: String?

    func validate() throws {
      guard budget >= 1 else { throw ValidationError("--budget must be at least 1, got \(budget)") }
      if let regressionName {
        try Corpus.validate(name: regressionName)
      } else if note != nil || corpus != nil {
        throw ValidationError("--note and --corpus go with --save-regression")
      }
      if let note, note.contains(where: \.isNewline) || note.isEmpty {
        throw ValidationError("--note must be one non-empty line")
      }
    }

    func run() throws {
      try shrink(try containerKind(ofTraceAt: trace).stressType)
    }

    static func defaultOutput(for path: String) -> String {
      let stem = path.hasSuffix(".jsonl") ? String(path.dropLast(".jsonl".count)) : path
      return stem + ".min.jsonl"
    }
  }

  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the workload profiles.")

    @Option(help: "The container whose profiles to list (default: every container's).")
    var container: ContainerKind?

    func run() {
      for kind in ContainerKind.allCases where container == nil || container == kind {
        list(kind.stressType)
      }
    }

    private func list<Container: StressContainer>(_: Container.Type) {
      for profile in Container.profiles {
        print("\(Container.name) \(profile.name): \(profile.summary)")
        let heaviest = profile.weights.sorted { $0.weight > $1.weight }.prefix(5)
          .map { "\($0.kind) \($0.weight)" }
        print("  weights (top 5): \(heaviest.joined(separator: ", "))")
        print(
          "  payload \(profile.payloadBytes.lowerBound)...\(profile.payloadBytes.upperBound) bytes, "
            + "animated \(profile.animatedPercent)%, warnings in bursts of \(profile.burst.lowerBound)...\(profile.burst.upperBound)"
        )
      }
    }
  }
}

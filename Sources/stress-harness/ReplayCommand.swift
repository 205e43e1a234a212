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

    @Option(help: "Write the JSON report to this file ('-' for standard output).")
    var json: String?

    func run() throws {
      let loaded: Trace
      let runner: Runner
      do throws(HarnessError) {
        loaded = try Trace(contentsOf: trace)
        runner = try Runner(options: loaded.options)
      } catch {
        throw fail(error)
      }
      var log: [String] = []
      if events != nil {
        runner.oracle.eventSink = { step, event in
          log.append(#"{"event":"\#(event.kind)","step":\#(step),"vc":\#(event.subject.rawValue)}"#)
        }
      }
      let start = ContinuousClock.now
      for operation in loaded.operations {
        runner.apply(operation)
        if runner.failed { break }
      }
      let elapsed = ContinuousClock.now - start
      runner.finish()
      runner.oracle.eventSink = nil
      let report = runner.report(elapsedSeconds: seconds(elapsed))
      if let events {
        guard try emit(log.joined(separator: "\n"), to: events) else {
          throw fail(.cannotWrite("cannot write the event log to \(events)"))
        }
      }
      // The report goes to standard error when the event log takes standard output.
      if events == "-" { printError(report.text) } else { print(report.text) }
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

    func validate() throws {
      guard budget >= 1 else { throw ValidationError("--budget must be at least 1, got \(budget)") }
    }

    func run() throws {
      let loaded: Trace
      do throws(HarnessError) {
        loaded = try Trace(contentsOf: trace)
      } catch {
        throw fail(error)
      }
      guard let violation = Shrinker.firstViolation(of: loaded.operations, options: loaded.options)
      else {
        throw fail(.badTrace("\(trace) breaks no rule: nothing to shrink"))
      }
      print("failure: \(violation)")
      let shrinker = Shrinker(options: loaded.options, signature: violation.rule, budget: budget)
      let small = shrinker.shrink(loaded.operations) { size, replays in
        if standardErrorIsTerminal {
          FileHandle.standardError.write(
            Data("\rshrinking: \(size) operations, \(replays) replays\u{1B}[K".utf8))
        }
      }
      ProgressBar(label: "", total: 0).clear()
      let path = output ?? Self.defaultOutput(for: trace)
      do throws(HarnessError) {
        try Trace(options: loaded.options, operations: small).write(to: path)
      } catch {
        throw fail(error)
      }
      print(
        "shrunk \(loaded.operations.count) → \(small.count) operations (\(violation.rule)): \(path)"
      )
    }

    static func defaultOutput(for path: String) -> String {
      let stem = path.hasSuffix(".jsonl") ? String(path.dropLast(".jsonl".count)) : path
      return stem + ".min.jsonl"
    }
  }

  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the workload profiles.")

    func run() {
      for profile in Profile.all {
        print("\(profile.name): \(profile.summary)")
        let heaviest = OperationKind.ordered.sorted {
          profile.weight(of: $0) > profile.weight(of: $1)
        }
        .prefix(5).map { "\($0.rawValue) \(profile.weight(of: $0))" }
        print("  weights (top 5): \(heaviest.joined(separator: ", "))")
        print(
          "  payload \(profile.payloadBytes.lowerBound)...\(profile.payloadBytes.upperBound) bytes, "
            + "animated \(profile.animatedPercent)%, warnings in bursts of \(profile.burst.lowerBound)...\(profile.burst.upperBound)"
        )
      }
    }
  }
}

import ArgumentParser
import Containment
import Dispatch
import Foundation
import StressKit
import Synchronization

extension StressHarness {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Drive a container (the top-N stack by default) with a seeded random workload and check the contract.",
      discussion: """
        Checks every lifecycle event and, after every step, the container's invariants; audits \
        the whole container every 1,024 steps and checks for leaks at the end. On a violation \
        the run stops, its trace is saved to the failures folder and shrunk to a minimal \
        reproducer, and the exit status is 1. The workload profiles, capacities, swarm masks, \
        churn by kind, charts and memory pressure are the stack's; the other containers \
        (placeholder, tabs, pages, nested) bring their own operations.
        """
    )

    @Option(
      help: ArgumentHelp(
        "The container to drive: \(ContainerKind.allCases.map(\.rawValue).joined(separator: ", ")).",
        valueName: "name"))
    var container: String = ContainerKind.stack.rawValue

    @Option(help: "Seed for repeatable runs (default: a random one, printed in the summary).")
    var seed: UInt64?

    @Option(help: "Operations per run (default 200000).")
    var steps: Int?

    @Option(help: "Run for this many seconds instead of a number of steps.")
    var duration: Double?

    @Option(
      help: "The stack's initial capacity (at least 1; default \(StackController.defaultCapacity))."
    )
    var capacity: Int?

    @Option(
      help:
        "The stack's workload profile: \(Profile.all.map(\.name).joined(separator: ", ")) (default \(Profile.standard.name))."
    )
    var profile: String?

    @Flag(help: "Swarm testing: each run disables a random subset of operation kinds.")
    var swarm = false

    @Option(help: "A fixed payload for every new child's view, in bytes (0...67108864).")
    var payloadBytes: Int?

    @Option(help: "Write the JSON report to this file ('-' for standard output).")
    var json: String?

    @Option(help: "Journal the run's trace to this file as it goes (one run only).")
    var trace: String?

    @Option(help: "Run this many seeds (seed, seed+1, …) in parallel, one per core (1...256).")
    var jobs: Int = 1

    @Option(
      name: .customLong("plant-bug"),
      help: ArgumentHelp(
        "Plant a bug in the container to see the harness catch it (repeatable): \(ContainerKind.allCases.map { "\($0): \($0.plantableBugs.joined(separator: ", "))" }.joined(separator: "; ")).",
        valueName: "name"))
    var plantedBugs: [String] = []

    @Option(help: "Folder for failing traces and reproducers.")
    var failures: String = "stress-failures"

    @Flag(help: "Do not shrink a failing trace.")
    var noShrink = false

    @Flag(help: "Do not measure allocation churn (to measure the meter's own cost).")
    var noChurn = false

    @Flag(help: "Count allocations by operation kind too (exact, about 100 times slower).")
    var churnDetail = false

    @Option(
      help: ArgumentHelp(
        "Send memory warnings like an OS under pressure (repeatable): budget:SIZE (live bytes above SIZE, e.g. 64MiB), random:RATE (per step), every:STEPS.",
        valueName: "source"))
    var pressure: [String] = []

    @Option(help: "Write an SVG chart of the churn timeline to this file (one run only).")
    var plot: String?

    func validate() throws {
      if let steps, steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
      if let duration, !(duration > 0) {
        throw ValidationError("--duration must be a positive number of seconds, got \(duration)")
      }
      if steps != nil, duration != nil {
        throw ValidationError("--steps and --duration cannot be used together")
      }
      guard (1...256).contains(jobs) else {
        throw ValidationError("--jobs must be in 1...256, got \(jobs)")
      }
      for source in pressure {
        do {
          _ = try PressureSource(parsing: source)
        } catch {
          throw ValidationError("--pressure: \(error)")
        }
      }
      if plot != nil, jobs > 1 {
        throw ValidationError("--plot draws one run; use it with --jobs 1")
      }
      if plot != nil, noChurn {
        throw ValidationError("--plot needs the churn timeline; drop --no-churn")
      }
      if churnDetail, noChurn {
        throw ValidationError("--churn-detail and --no-churn contradict each other")
      }
      if trace != nil, jobs > 1 {
        throw ValidationError("--trace records one run; use it with --jobs 1")
      }
      guard let kind = ContainerKind(rawValue: container) else {
        throw ValidationError(
          "unknown container '\(container)'; choose one of \(ContainerKind.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      if let type = kind.stressType {
        try validate(for: type)
        return
      }
      if let capacity, capacity < 1 {
        throw ValidationError("--capacity must be at least 1, got \(capacity)")
      }
      try checkPayloadBytes(payloadBytes)
      do {
        try options(seed: 0).validate()  // the profile and the planted bugs
      } catch {
        throw ValidationError(error.description)
      }
    }

    /// The checks for a container other than the stack: the stack's options are refused.
    private func validate<Container: StressContainer>(for _: Container.Type) throws {
      let stackOnly: [(String, Bool)] = [
        ("--capacity", capacity != nil), ("--profile", profile != nil), ("--swarm", swarm),
        ("--payload-bytes", payloadBytes != nil), ("--pressure", !pressure.isEmpty),
        ("--plot", plot != nil), ("--churn-detail", churnDetail),
      ]
      if let (name, _) = stackOnly.first(where: \.1) {
        throw ValidationError("\(name) applies to the stack only, not to --container \(container)")
      }
      do {
        try containerOptions(seed: 0).validate(for: Container.self)
      } catch {
        throw ValidationError(error.description)
      }
    }

    func containerOptions(seed: UInt64) -> ContainerOptions {
      ContainerOptions(
        seed: seed, steps: duration == nil ? (steps ?? 200_000) : Int.max / 2,
        plantedBugs: plantedBugs)
    }

    func options(seed: UInt64) -> RunOptions {
      RunOptions(
        seed: seed,
        steps: duration == nil ? (steps ?? 200_000) : Int.max / 2,
        capacity: capacity ?? StackController.defaultCapacity,
        profile: profile ?? Profile.standard.name,
        swarm: swarm,
        payloadBytes: payloadBytes,
        plantedBugs: plantedBugs
      )
    }

    func run() throws {
      let base = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
      if let kind = ContainerKind(rawValue: container), kind.stressType != nil {
        try summarize(
          runSeeds(base) { seed, showProgress in
            // The type is looked up here: a protocol's metatype is not sendable.
            guard let type = kind.stressType else { throw ExitCode.failure }
            return try runContainer(type, seed: seed, showProgress: showProgress)
          })
      } else {
        try summarize(
          runSeeds(base) { seed, showProgress in try runOne(seed: seed, showProgress: showProgress)
          })
      }
    }

    /// Runs `jobs` seeds from `base`: one on this thread, or several in parallel.
    private func runSeeds<Report: Sendable>(
      _ base: UInt64, _ body: @Sendable (UInt64, _ showProgress: Bool) throws -> Report
    ) throws -> [Report] {
      guard jobs > 1 else { return [try body(base, true)] }
      let seeds = (0..<UInt64(jobs)).map { base &+ $0 }
      let results = Mutex<[Int: Result<Report, ExitCode>]>([:])
      DispatchQueue.concurrentPerform(iterations: seeds.count) { index in
        let result: Result<Report, ExitCode>
        do {
          result = .success(try body(seeds[index], false))
        } catch let code as ExitCode {
          result = .failure(code)
        } catch {
          result = .failure(ExitCode.failure)
        }
        results.withLock { $0[index] = result }
      }
      let collected = results.withLock { $0 }
      return try seeds.indices.map { index in
        switch collected[index] {
        case .success(let report)?: return report
        case .failure(let code)?: throw code
        case nil: throw ExitCode.failure
        }
      }
    }

    /// Prints the reports, writes the JSON, and fails when a run failed.
    private func summarize<Report: HarnessReport>(_ reports: [Report]) throws {
      // The summary goes to standard error when the JSON report takes standard output.
      let toStandardError = json == "-"
      func say(_ line: String) {
        if toStandardError { printError(line) } else { print(line) }
      }
      for report in reports {
        say(report.text)
        if reports.count > 1 { say("") }
      }
      if reports.count > 1 {
        let total = reports.map(\.steps).reduce(0, +)
        let failed = reports.filter { !$0.violations.isEmpty }.count
        say("\(reports.count) runs, \(total) steps, \(failed) failed")
      }
      if let json {
        let text = reports.count == 1 ? reportJSON(reports[0]) : reportJSON(reports)
        guard try emit(text, to: json) else {
          throw fail(.cannotWrite("cannot write the JSON report to \(json)"))
        }
      }
      if reports.contains(where: { !$0.violations.isEmpty }) { throw ExitCode.failure }
    }

    private func runOne(seed: UInt64, showProgress: Bool) throws -> RunReport {
      let options = options(seed: seed)
      let runner: Runner
      let journal: TraceJournal?
      do {
        runner = try Runner(options: options)
        journal = try trace.map { path throws(HarnessError) in
          try TraceJournal(path: path, options: options)
        }
      } catch {
        throw fail(error)
      }
      // Warnings from a live-bytes budget depend on the machine's allocator, so a run with
      // pressure keeps its operations for the failure trace instead of regenerating them
      // (reserved before churn is measured, so that they do not count as the workload's bytes).
      var kept: [WorkloadOperation]? = pressure.isEmpty ? nil : []
      kept?.reserveCapacity(min(options.steps, 1 << 22) * 2)
      var churnUnavailable: String?
      if !noChurn {
        switch jemallocProbe(countingAllocations: churnDetail) {
        case .success(let probe): runner.measureChurn(with: probe)
        case .failure(let reason): churnUnavailable = reason.description
        }
      }
      do throws(HarnessError) {
        try runner.addPressure(
          pressure.map { text throws(HarnessError) in try PressureSource(parsing: text) })
      } catch {
        throw fail(error)
      }
      let clock = RunClock(
        seed: seed, steps: options.steps, duration: duration, shown: showProgress)
      runner.run(
        record: { operation in
          journal?.record(operation)
          kept?.append(operation)
        },
        progress: clock.progress)
      let elapsed = clock.stop()
      runner.finish()
      var report = runner.report(elapsedSeconds: seconds(elapsed))
      report.churnUnavailable = churnUnavailable
      if let plot, let churn = report.churn {
        let title = "seed \(seed), profile \(options.profile), capacity \(options.capacity)"
        guard try emit(ChurnPlot.svg(churn, title: title), to: plot) else {
          throw fail(.cannotWrite("cannot write the chart to \(plot)"))
        }
      }
      if !report.violations.isEmpty {
        var operations = kept ?? []
        if kept == nil {
          do throws(HarnessError) {
            operations = try Runner.operations(of: options, steps: report.steps)
          } catch {
            throw fail(error)
          }
        }
        try saveFailure(
          &report, operations: operations, options: options, showProgress: showProgress)
      }
      return report
    }

    private func saveFailure(
      _ report: inout RunReport, operations: [WorkloadOperation], options: RunOptions,
      showProgress: Bool
    ) throws {
      let base = try failureBase(seed: options.seed, container: nil)
      let full = Trace(options: options, operations: operations)
      do throws(HarnessError) {
        try full.write(to: "\(base).jsonl")
      } catch {
        throw fail(error)
      }
      report.tracePath = "\(base).jsonl"
      guard !noShrink, let rule = report.violations.first?.rule else { return }
      let shrinker = Shrinker(options: options, signature: rule)
      let small = shrinker.shrink(operations) { size, replays in
        if showProgress { drawShrinking(size, replays) }
      }
      if showProgress { ProgressBar(label: "", total: 0).clear() }
      do throws(HarnessError) {
        try Trace(options: options, operations: small).write(to: "\(base).min.jsonl")
      } catch {
        throw fail(error)
      }
      report.reproducerPath = "\(base).min.jsonl"
      report.reproducerLength = small.count
    }
  }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// What `run` prints and writes for any container.
protocol HarnessReport: Encodable, Sendable {
  var text: String { get }
  var steps: Int { get }
  var violations: [Violation] { get }
}

extension RunReport: HarnessReport {}
extension ContainerRunReport: HarnessReport {}

import ArgumentParser
import Containment
import Dispatch
import StressKit
import Synchronization

extension StressHarness {
  struct Run: ParsableCommand, Interruption.KeepsWork {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract:
          "Drive a container (the top-N stack by default) with a seeded random workload and check the contract.",
        discussion: """
          Checks every lifecycle event and, after every step, the container's invariants; audits \
          the whole container every 1,024 steps and checks for leaks at the end. On a violation \
          the run stops, its trace is saved to the failures folder and shrunk to a minimal \
          reproducer, and the exit status is 1. Every option applies to every container, except \
          a container's parameters, --NAME N, listed below.

          """ + ParameterOptions.helpText
      )
    }

    /// The longest `--duration`, in seconds: 30 days.
    static let longestDuration: Double = 30 * 86_400

    @OptionGroup var workload: WorkloadOptions

    @Option(
      parsing: .unconditional,
      help:
        "Seed for repeatable runs (0...18446744073709551615; default: a random one, printed in the summary).",
      transform: parseSeed)
    var seed: UInt64?

    @Option(parsing: .unconditional, help: "Operations per run (at least 1; default 200000).")
    var steps: Int?

    @Option(
      parsing: .unconditional,
      help:
        "Run for this many seconds instead of a number of steps (more than 0, at most 2592000: 30 days)."
    )
    var duration: Double?

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var output: ReportOption

    @Option(
      help: ArgumentHelp(
        "Journal the run's trace to this file as it goes (one run only).", valueName: "file"))
    var trace: String?

    @Option(
      parsing: .unconditional,
      help: "Run this many seeds (seed, seed+1, …) in parallel, one per core (1...256).")
    var jobs: Int = 1

    @Option(
      parsing: .unconditional,
      help:
        "Run this many seeds, --jobs at a time (1...1000000; default: --jobs): seed, seed+1, …, or a shard's share of them."
    )
    var seeds: Int?

    @OptionGroup var sharding: ShardOptions

    @OptionGroup var timeout: StepTimeout
    @OptionGroup var shrinkTime: ShrinkTime

    @OptionGroup var status: StatusOptions

    @OptionGroup var sourceCoverage: SourceCoverageOptions

    @Option(
      name: .customLong("failures"),
      help: ArgumentHelp(
        "Folder for failing traces and reproducers, named by container, rule and signature; its reproducers are replayed before new seeds (default: stress-failures; a shard's is in its folder).",
        valueName: "folder"))
    var failuresFolder: String?

    @Flag(
      help:
        "Do not replay the reproducers stored in the failures folder for this container and planted bugs before new seeds."
    )
    var noStore = false

    @Flag(help: "Do not shrink a failing trace.")
    var noShrink = false

    @Flag(help: "Do not measure allocation churn (to measure the meter's own cost).")
    var noChurn = false

    @Flag(help: "Do not count contract coverage (to measure what counting costs).")
    var noCoverage = false

    @Flag(
      help:
        "Count allocations by operation kind where the counting allocation functions are missing (a sanitizer build; exact there, about 20 times slower; elsewhere the counts are always on)."
    )
    var churnDetail = false

    @Option(
      help: ArgumentHelp(
        "Send memory warnings like an OS under pressure (repeatable): budget:SIZE (live bytes above SIZE, e.g. 64MiB), random:RATE (per step), every:STEPS.",
        valueName: "source"),
      transform: { text in try PressureSource(parsing: text) })
    var pressure: [PressureSource] = []

    @Option(
      help: ArgumentHelp(
        "Write an SVG chart of the churn timeline to this file (one run only).", valueName: "file"))
    var plot: String?

    @Option(
      help: ArgumentHelp(
        "Profile where the run's bytes are allocated with jemalloc's sampling profiler and jeprof: writes heap.prof, stacks.folded, flamegraph.svg and top.txt into this folder, the container's stacks apart from the harness's (one run only).",
        valueName: "folder"))
    var heapProfile: String?

    /// The number of seeds this process runs.
    var runCount: Int { seeds ?? jobs }

    /// The shard this process is, if one (the errors were reported by `validate()`).
    var shard: Shard? { (try? sharding.resolved())?.shard }

    /// The failures folder: `--failures`, a shard's own, or `stress-failures`.
    var failures: String {
      failuresFolder ?? shard.map { sharding.folder(of: $0) + "/failures" } ?? "stress-failures"
    }

    /// The seeds this process runs, from `base`: a shard's share, or `runCount` in a row.
    func seedList(base: UInt64) -> [UInt64] {
      shard?.seeds(base: base, count: runCount)
        ?? (0..<UInt64(runCount)).map { base &+ $0 }
    }

    /// The options of one run of `Driver`.
    func options<Driver: StressDriver>(_: Driver.Type, seed: UInt64) throws
      -> StressOptions<Driver>
    {
      var options = workload.options(
        Driver.self, seed: seed, steps: duration == nil ? (steps ?? 200_000) : Int.max / 2)
      try parameters.apply(to: &options.configuration, of: Driver.self)
      options.countsCoverage = !noCoverage
      // Parameters not given are drawn over their magnitudes into the configuration, now.
      let given = Set(Driver.parameters.map(\.name).filter { parameters.text(of: $0) != nil })
      return try ParameterOptions.option { () throws(HarnessError) in
        try options.drawingParameters(except: given)
      }
    }

    /// The plan of the run of `seed`: what its worker is ordered to do.
    func plan<Driver: StressDriver>(_: Driver.Type, seed: UInt64) throws -> RunPlan<Driver> {
      var plan = RunPlan(
        options: try options(Driver.self, seed: seed), duration: duration, trace: trace,
        pressure: pressure, measuresChurn: !noChurn, churnDetail: churnDetail, plot: plot,
        heapProfile: heapProfile, failures: failures, shrinks: !noShrink,
        shrinkSeconds: shrinkTime.shrinkTime, stepTimeout: timeout.stepTimeout)
      plan.showsShrinking = jobs == 1
      return plan
    }

    func run() throws {
      try checkOutputs([output.json, trace, plot])
      let shardReport = try prepareShardFolder()
      try OutputPath.checkFolder(failures)
      // One run at a time writes a journal: another given the same path is refused now, not
      // mixed in.
      if let trace, trace != "-" { try OutputLock.lockTrace(trace) }
      // Where the workers' orders, results and journals go: refused now, not mid-run.
      if ProcessRole.current.supervises { try ScratchFolder.prepare() }
      let base = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
      let kind = workload.container
      let seeds = seedList(base: base)
      // `--duration` is each seed's: seeds run in waves of `--jobs`, so the whole command is
      // given as many durations as it has waves.
      let parallel = max(1, min(jobs, seeds.count))
      let waves = (seeds.count + parallel - 1) / parallel
      status.begin(runs: seeds.count, duration: duration.map { $0 * Double(waves) })
      let heapProfiling = try heapProfile.map { try HeapProfileTool(folder: $0) }
      let coverageTool = try sourceCoverage.folder.map {
        try SourceCoverageTool(folder: $0, modules: sourceCoverage.modules)
      }
      let coveredType = try coverageTool.map { _ in try containerType(kind.driver, seed: base) }
      try coverageTool?.begin()
      defer { coverageTool?.discardCounters() }
      // Each seed in a worker process this one supervises, which survives a container that
      // traps; in this process when asked to (`VIEWCACHESTRESS_WORKER=1`).
      let supervises = ProcessRole.current.supervises
      // Stored failures first: one that still fails ends the command before new seeds.
      if !noStore, supervises { try replayStore(kind.driver) }
      // Every worker sends its status; in this process only one run can show it.
      let outcomes = try runSeeds(seeds) { seed in
        // The type is looked up here: a protocol's metatype is not sendable.
        try run(kind.driver, seed: seed, supervised: supervises, single: seeds.count == 1)
      }
      if let heapProfiling, let report = outcomes.first?.report {
        try heapProfiling.write(for: report)
      }
      // What the runs reached is measured even when one failed or Ctrl-C stopped them; a tool
      // that cannot read it loses the coverage only, said once the reports are out.
      var coverage: SourceCoverage?
      var coverageError: (any Error)?
      if let coverageTool, let coveredType {
        do { coverage = try coverageTool.measure(containerType: coveredType) } catch {
          coverageError = error
        }
      }
      let given = try givenConfiguration(kind.driver)
      do {
        try summarize(
          outcomes.map { outcome in
            var report = outcome.report
            if report.options.configuration != given { report.options.givenConfiguration = given }
            return report
          }, writeFailure: outcomes.lazy.compactMap(\.writeFailure).first,
          shardReport: shardReport, sourceCoverage: coverage)
      } catch {
        if let coverageError { printError("Error: \(coverageError)") }
        throw error
      }
      if let coverageError { throw coverageError }
    }

    /// The type of the container `Driver` shows, as `String(reflecting:)` names it (its module
    /// first): made once, before the runs, to find its source files.
    private func containerType<Driver: StressDriver>(_: Driver.Type, seed: UInt64) throws
      -> String
    {
      let runner = try StressRunner<Driver>(options: options(Driver.self, seed: seed))
      return runner.driver.map { SourceCoverageTool.containerType(under: $0.root) }
        ?? String(reflecting: Driver.self)
    }

    /// The container's parameters as the command line gives them, before a seed draws a big
    /// value for one (the same for every seed).
    private func givenConfiguration<Driver: StressDriver>(_: Driver.Type) throws -> String {
      var options = workload.options(Driver.self, seed: 0, steps: 1)
      try parameters.apply(to: &options.configuration, of: Driver.self)
      return options.configuration.description
    }

    /// Runs `seed` of `Driver`: in a worker, or in this process.
    private func run<Driver: StressDriver>(
      _: Driver.Type, seed: UInt64, supervised: Bool, single: Bool
    ) throws -> RunOutcome {
      let plan = try plan(Driver.self, seed: seed)
      return supervised
        ? try plan.supervise(showProgress: true) : try plan.runOne(showProgress: single)
    }

    /// Runs `seeds`: one on this thread, or `jobs` at a time (seeds not started once Ctrl-C
    /// asked to stop are left out).
    private func runSeeds<Report: Sendable>(
      _ seeds: [UInt64], _ body: @Sendable (UInt64) throws -> Report
    ) throws -> [Report] {
      guard seeds.count > 1 else { return [try body(seeds[0])] }
      let results = Mutex<[Int: Result<Report, ExitCode>]>([:])
      let next = Atomic<Int>(0)
      DispatchQueue.concurrentPerform(iterations: min(jobs, seeds.count)) { _ in
        while !Interruption.requested {
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < seeds.count else { return }
          let result: Result<Report, ExitCode>
          do {
            result = .success(try body(seeds[index]))
          } catch let code as ExitCode {
            result = .failure(code)
          } catch {
            result = .failure(ExitCode.failure)
          }
          results.withLock { $0[index] = result }
        }
      }
      let collected = results.withLock { $0 }
      return try seeds.indices.compactMap { index in
        switch collected[index] {
        case .success(let report)?: return report
        case .failure(let code)?: throw code
        case nil: return nil  // not started: Ctrl-C
        }
      }
    }

  }
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

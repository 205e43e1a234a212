import ArgumentParser
import StressKit

extension StressHarness {
  struct Sweep: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract:
          "Run the same seed at each value of a container's parameter: memory against reloads.",
        discussion: """
          The parameter given as --NAME LOW...HIGH (at most \(StressParameter<NoConfiguration>.largestSweep) \
          values), or else the container's first, over its default values; parameters given as \
          --NAME N are held at N. Each run keeps its configuration fixed (the workload draws no \
          changes of it) and reports its live bytes (the mean over the run, which the chart \
          draws, and the peak), reloads and churned bytes: the trade-off to tune the parameter \
          with.

          """ + ParameterOptions.helpText
      )
    }

    @OptionGroup var workload: WorkloadOptions

    @OptionGroup var parameters: ParameterOptions

    @Option(
      parsing: .unconditional, help: "The seed every run uses (0...18446744073709551615).",
      transform: parseSeed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Operations per run (at least 1).")
    var steps: Int = 100_000

    @OptionGroup var output: ReportOption

    @Option(
      help: ArgumentHelp(
        "Write an SVG chart of mean live bytes and reloads per 1,000 steps against the parameter to this file.",
        valueName: "file"))
    var plot: String?

    /// The JSON of a sweep: versioned, its rows in the order of the parameter's values.
    struct Document: Codable {
      var format = "viewcachestress-sweep"
      var version = 2
      var container: String
      var seed: UInt64
      var steps: Int
      var rows: [Row]
    }

    struct Row: Codable {
      var parameter: String
      var value: Int
      var peakLiveBytes: Int64
      /// Live bytes averaged over the run's samples (format 2).
      var meanLiveBytes: Int64
      var loads: Int
      var reloads: Int
      var reloadsPerThousand: Double
      var allocatedBytes: UInt64
      var allocations: Int
      var violations: Int
    }

    func validate() throws {
      guard steps >= 1 else { throw ValidationError("--steps must be at least 1, got \(steps)") }
      try parameters.check(for: workload.container)
      try validate(for: workload.container.driver)
    }

    private func validate<Driver: StressDriver>(for type: Driver.Type) throws {
      var configuration = Driver.Configuration()
      _ = try parameters.sweep(of: type, configuration: &configuration)
      try workload.validate(for: type)
    }

    func run() throws {
      try checkOutputs([output.json, plot])
      let probe: AllocationProbe
      switch jemallocProbe() {
      case .success(let found): probe = found
      case .failure(let reason):
        throw HarnessError.unavailable("sweep needs jemalloc's counters: \(reason)")
      }
      let rows = try sweep(workload.container.driver, probe: probe)
      let say = output.say
      let name = rows.first?.parameter ?? "value"
      try say(
        "container \(workload.container), seed \(seed), profile \(workload.profile?.name ?? "default"), \(counted(steps, "step")) per \(name)"
      )
      let width = max(9, name.count + 2)
      try say(
        pad(name, width) + pad("mean live", 12) + pad("peak live", 12) + pad("loads", 9)
          + pad("reloads", 9)
          + pad("per 1,000", 11) + pad("churned", 12) + "violations")
      for row in rows {
        try say(
          pad("\(row.value)", width) + pad(bytesText(row.meanLiveBytes), 12)
            + pad(bytesText(row.peakLiveBytes), 12) + pad(formatCount(row.loads), 9)
            + pad(formatCount(row.reloads), 9)
            + pad(decimal(row.reloadsPerThousand, digits: 2), 11)
            + pad(bytesText(Int64(row.allocatedBytes)), 12) + formatCount(row.violations))
      }
      try output.write(
        Document(container: workload.container.driver.name, seed: seed, steps: steps, rows: rows))
      if let plot {
        let points = rows.map {
          SweepPlot.Point(
            value: $0.value, peakLiveBytes: $0.peakLiveBytes, meanLiveBytes: $0.meanLiveBytes,
            reloadsPerThousand: $0.reloadsPerThousand)
        }
        let title =
          "\(workload.container.driver.name), seed \(seed), profile \(workload.profile?.name ?? "default"), "
          + "\(counted(steps, "step")) per \(name)"
        try emit(SweepPlot.svg(points, parameter: name, title: title), to: plot)
      }
      if rows.contains(where: { $0.violations > 0 }) { throw ExitCode.failure }
    }

    /// One run per value of the container's parameter, the parameter fixed in each.
    private func sweep<Driver: StressDriver>(
      _: Driver.Type, probe: AllocationProbe
    ) throws -> [Row] {
      var options = workload.options(Driver.self, seed: seed, steps: steps)
      options.fixedConfiguration = true
      let (parameter, values) = try parameters.sweep(
        of: Driver.self, configuration: &options.configuration)
      var rows: [Row] = []
      for value in values {
        options.configuration[keyPath: parameter.keyPath] = value
        let runner: StressRunner<Driver>
        runner = try StressRunner(options: options)
        runner.measureChurn(with: probe)
        runner.run()
        try checkPayloadBudget(of: runner)
        runner.finish()
        let report = runner.report(elapsedSeconds: 0)
        let churn = report.churn
        rows.append(
          Row(
            parameter: parameter.name, value: value, peakLiveBytes: churn?.peakLiveBytes ?? 0,
            meanLiveBytes: churn?.meanLiveBytes ?? 0, loads: report.loads, reloads: report.reloads,
            reloadsPerThousand: report.reloadsPerThousand,
            allocatedBytes: churn?.allocatedBytes ?? 0, allocations: churn?.allocations ?? 0,
            violations: report.violations.count))
      }
      return rows
    }

    private func bytesText(_ value: Int64) -> String {
      formatBytes(UInt64(max(0, value)))
    }
  }
}

import ArgumentParser
import Foundation
import StressKit

extension StressHarness {
  struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run the same seed at each capacity in a range: memory against reloads.",
      discussion: """
        Each run keeps its capacity fixed (the workload draws no capacity changes) and reports
        its peak live bytes, reloads and churned bytes: the trade-off to tune N with.
        """
    )

    @Option(help: "Capacities to try, as LOW...HIGH (1 ≤ LOW ≤ HIGH ≤ 64).")
    var capacity: String = "1...8"

    @Option(help: "The seed every run uses.")
    var seed: UInt64 = 1

    @Option(help: "Operations per run (at least 1).")
    var steps: Int = 100_000

    @Option(help: "Workload profile: \(Profile.all.map(\.name).joined(separator: ", ")).")
    var profile: String = Profile.standard.name

    @Option(help: "A fixed payload for every new child's view, in bytes (0...67108864).")
    var payloadBytes: Int?

    @Option(help: "Write the table as JSON to this file ('-' for standard output).")
    var json: String?

    struct Row: Codable {
      var capacity: Int
      var peakLiveBytes: Int64
      var loads: Int
      var reloads: Int
      var reloadsPerThousand: Double
      var allocatedBytes: UInt64
      var allocations: Int
      var violations: Int
    }

    func capacities() throws -> ClosedRange<Int> {
      let parts = capacity.split(separator: ".", omittingEmptySubsequences: true)
      guard capacity.contains("..."), parts.count == 2, let low = Int(parts[0]),
        let high = Int(parts[1]),
        low >= 1, low <= high, high <= 64
      else {
        throw ValidationError(
          "--capacity must be LOW...HIGH with 1 ≤ LOW ≤ HIGH ≤ 64, got '\(capacity)'")
      }
      return low...high
    }

    func validate() throws {
      _ = try capacities()
      guard steps >= 1 else { throw ValidationError("--steps must be at least 1, got \(steps)") }
      try checkPayloadBytes(payloadBytes)
      do {
        try RunOptions(seed: seed, steps: steps, profile: profile).validate()  // the profile
      } catch {
        throw ValidationError(error.description)
      }
    }

    func run() throws {
      let probe: AllocationProbe
      switch jemallocProbe() {
      case .success(let found): probe = found
      case .failure(let reason):
        throw fail(.usage("sweep needs jemalloc's counters: \(reason)"))
      }
      var rows: [Row] = []
      for capacity in try capacities() {
        let options = RunOptions(
          seed: seed, steps: steps, capacity: capacity, profile: profile,
          payloadBytes: payloadBytes,
          fixedCapacity: true)
        let runner: Runner
        do throws(HarnessError) {
          runner = try Runner(options: options)
        } catch {
          throw fail(error)
        }
        runner.measureChurn(with: probe)
        runner.run()
        runner.finish()
        let report = runner.report(elapsedSeconds: 0)
        let churn = report.churn
        rows.append(
          Row(
            capacity: capacity, peakLiveBytes: churn?.peakLiveBytes ?? 0, loads: report.loads,
            reloads: report.reloads, reloadsPerThousand: report.reloadsPerThousand,
            allocatedBytes: churn?.allocatedBytes ?? 0, allocations: churn?.allocations ?? 0,
            violations: report.violations.count))
      }
      let toStandardError = json == "-"
      func say(_ line: String) {
        if toStandardError { printError(line) } else { print(line) }
      }
      say("seed \(seed), profile \(profile), \(steps) steps per capacity")
      say(
        pad("capacity", 9) + pad("peak live", 12) + pad("loads", 9) + pad("reloads", 9)
          + pad("per 1,000", 11) + pad("churned", 12) + "violations")
      for row in rows {
        say(
          pad("\(row.capacity)", 9) + pad(bytesText(row.peakLiveBytes), 12) + pad("\(row.loads)", 9)
            + pad("\(row.reloads)", 9) + pad(String(format: "%.2f", row.reloadsPerThousand), 11)
            + pad(bytesText(Int64(row.allocatedBytes)), 12) + "\(row.violations)")
      }
      if let json {
        guard try emit(reportJSON(rows), to: json) else {
          throw fail(.cannotWrite("cannot write the JSON table to \(json)"))
        }
      }
      if rows.contains(where: { $0.violations > 0 }) { throw ExitCode.failure }
    }

    private func bytesText(_ value: Int64) -> String {
      formatBytes(UInt64(max(0, value)))
    }
  }
}

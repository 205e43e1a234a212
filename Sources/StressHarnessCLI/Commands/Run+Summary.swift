import ArgumentParser
import Foundation
import StressKit
import Synchronization

extension StressHarness.Run {
  /// `3`, `3 and 7`, `3, 7 and 11`, or `3, 7, …, 43 (11 seeds)`.
  static func seedsText(_ seeds: [UInt64]) -> String {
    guard let last = seeds.last else { return "none" }
    switch seeds.count {
    case 1: return "\(last)"
    case 2...4:
      return seeds.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    default: return "\(seeds[0]), \(seeds[1]), …, \(last) (\(seeds.count) seeds)"
    }
  }

  /// Creates a shard's folder and checks its report's path, before the runs: the path of
  /// the report, or `nil` when this process is no shard (or a worker).
  func prepareShardFolder() throws -> String? {
    guard let shard else { return nil }
    let folder = sharding.folder(of: shard)
    do {
      try FileManager.default.createDirectory(
        atPath: folder + "/failures", withIntermediateDirectories: true)
    } catch {
      throw HarnessError.cannotWrite("cannot create the shard's folder \(folder)/failures")
    }
    try OutputPath.check(folder + "/report.json")
    return folder + "/report.json"
  }

  /// Prints the reports, writes the JSON (and a shard's report), and fails when a run
  /// failed.
  ///
  /// A journal that could not be written (`writeFailure`) ends the command with its error
  /// once the reports are out. A standard output that cannot be written (a closed terminal,
  /// a full disk) loses the text only: the JSON and the shard's report are still written, and
  /// the status says violations (1) before the lost text (73).
  func summarize(
    _ reports: [StressReport], writeFailure: HarnessError?, shardReport: String?,
    sourceCoverage: SourceCoverage? = nil
  ) throws {
    StatusLine.shared.clear()
    var lostText: (any Error)?
    func say(_ line: String) {
      guard lostText == nil else { return }
      do { try output.say(line) } catch { lostText = error }
    }
    for report in reports {
      say(report.text)
      // A trace that crashes or loops cannot be a regression case: the suite replays in its
      // own process.
      if let kept = report.reproducerPath ?? report.tracePath, !report.stoppedByItsSupervisor {
        say(
          "keep it as a regression case: \(suggestedCommand) shrink \(kept) --save-regression NAME"
        )
      }
      if reports.count > 1 { say("") }
    }
    var document = StressReportDocument(
      command: "run", runs: reports, harnessVersion: StressHarness.version, shard: shard)
    document.sourceCoverage = sourceCoverage
    if reports.count > 1 {
      let totals = document.totals
      say(
        "\(counted(totals.runs, "run")), \(counted(totals.steps, "step")), \(formatCount(totals.failedRuns)) failed"
          + (totals.interrupted ? " (interrupted)" : ""))
    }
    if let sourceCoverage { say(sourceCoverage.text) }
    if let shard, let shardReport {
      try emit(reportJSON(document), to: shardReport)
      say(
        "shard \(shard): seeds \(Self.seedsText(reports.map(\.options.seed))); report and failures in \(sharding.folder(of: shard))"
      )
    }
    try output.write(document)
    if let writeFailure { throw writeFailure }
    if reports.contains(where: { !$0.violations.isEmpty }) {
      if let lostText { printError("Error: \(lostText)") }
      throw ExitCode.failure
    }
    if let lostText { throw lostText }
    let signal = Interruption.signal.load(ordering: .relaxed)
    if signal != 0 || reports.contains(where: \.interrupted) {
      throw ExitCode(ExitStatus.interrupted(by: signal == 0 ? SIGINT : signal))
    }
  }
}

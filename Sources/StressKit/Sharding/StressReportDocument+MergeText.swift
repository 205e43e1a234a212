extension StressReportDocument {
  /// A merged report as the `merge` command prints it: what was merged, the runs' totals and
  /// rate per core, churn and coverage together, each distinct failure with its smallest
  /// reproducer, and the shards missing or read twice.
  ///
  /// ```swift
  /// let document = StressReportDocument(command: "run", runs: [])
  /// let merged = try StressReportDocument.merging([("report.json", document)])
  /// print(merged.mergeText)  // merged 1 report …
  /// ```
  public var mergeText: String {
    var lines: [String] = []
    let summary = merge
    let reports = summary?.reports.count ?? 0
    var head = "merged \(formatCount(reports)) report\(reports == 1 ? "" : "s")"
    if let count = summary?.shardCount {
      head += ": \(formatCount(summary?.shards.count ?? 0)) of \(formatCount(count)) shards"
    }
    if let harnessVersion { head += ", harness \(harnessVersion)" }
    lines.append(head)
    if let run = runs.first {
      var what = "container \(run.container), profile \(run.options.profile)"
      if run.options.swarm { what += ", swarm" }
      if !run.options.configuration.isEmpty { what += ", \(run.options.configuration)" }
      if !run.options.plantedBugs.isEmpty {
        what += ", planted \(run.options.plantedBugs.joined(separator: "+"))"
      }
      if let steps = run.options.steps {
        what += ", \(counted(steps, "step")) a seed"
      } else if let seconds = run.options.durationSeconds {
        what += ", \(twoDecimals(seconds)) s a seed"
      }
      lines.append(what)
    }
    let seeds = runs.map(\.options.seed)
    lines.append(
      "\(formatCount(totals.runs)) run\(totals.runs == 1 ? "" : "s") (seeds \(Self.seedRanges(seeds))), "
        + "\(counted(totals.steps, "step")), \(formatCount(totals.failedRuns)) failed, "
        + "\(formatCount(totals.violations)) violation\(totals.violations == 1 ? "" : "s")"
        + (totals.interrupted ? " (some interrupted)" : ""))
    lines.append(
      "rate: \(formatCount(totals.operationsPerSecondPerCore)) steps per second per core "
        + "(\(twoDecimals(totals.coreSeconds)) core-seconds)")
    if let churn = summary?.churn {
      lines.append(
        "churn of \(formatCount(churn.runs)) run\(churn.runs == 1 ? "" : "s"): the operations allocated "
          + "\(formatBytes(churn.allocatedBytes)) in \(formatCount(churn.allocations)) allocations, "
          + "freed \(formatBytes(churn.freedBytes))")
      lines.append(
        "  peak live \(formatBytes(UInt64(max(0, churn.peakLiveBytes)))) (the largest of a run)")
    }
    if let coverage = summary?.coverage {
      lines += coverage.textLines.enumerated().map { index, line in
        index == 0 && line.hasPrefix("coverage: ")
          ? "coverage of the runs together: " + line.dropFirst("coverage: ".count) : line
      }
    }
    let failures = summary?.failures ?? []
    if failures.isEmpty {
      lines.append("failures: none")
    } else {
      lines.append(
        "failures: \(formatCount(failures.count)) distinct (by container, rule and signature)")
      for failure in failures {
        lines.append(
          "  \(failure.name), seed\(failure.seeds.count == 1 ? "" : "s") "
            + "\(Self.seedRanges(failure.seeds)): \(failure.violation)")
        if let path = failure.reproducerPath {
          let length = failure.reproducerLength.map { "\(formatCount($0)) operations, " } ?? ""
          lines.append("    smallest reproducer: \(length)\(path)")
        } else if let path = failure.tracePath {
          lines.append("    trace: \(path)")
        }
      }
    }
    if let summary, let count = summary.shardCount, !summary.missingShards.isEmpty {
      lines.append(
        "missing shards: \(Self.ranges(summary.missingShards.map { UInt64($0) })) of \(count)")
    }
    if let summary, !summary.duplicateShards.isEmpty {
      lines.append(
        "shards read twice: \(Self.ranges(summary.duplicateShards.map { UInt64($0) })) (the first report of each kept)"
      )
    }
    if let summary, !summary.duplicateSeeds.isEmpty {
      lines.append(
        "seeds run twice: \(Self.ranges(summary.duplicateSeeds)) (the first run of each kept)")
    }
    return lines.joined(separator: "\n")
  }

  /// `100...103, 200`: seeds as ranges of consecutive ones, at most eight ranges shown.
  static func seedRanges(_ seeds: [UInt64]) -> String {
    seeds.isEmpty ? "none" : ranges(seeds.sorted())
  }

  /// `0...3, 7, 9...10`: sorted numbers as ranges of consecutive ones, at most eight shown.
  static func ranges(_ values: [UInt64]) -> String {
    var ranges: [ClosedRange<UInt64>] = []
    for value in values {
      if let last = ranges.last, last.upperBound != .max, value == last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...value
      } else if ranges.last?.contains(value) != true {
        ranges.append(value...value)
      }
    }
    let shown = ranges.prefix(8).map { range in
      range.lowerBound == range.upperBound
        ? "\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"
    }
    return shown.joined(separator: ", ")
      + (ranges.count > shown.count ? " and \(ranges.count - shown.count) more ranges" : "")
  }
}

import Foundation
import Testing

/// `merge` reads a report as strictly as `replay` reads a trace: a number out of range, a sum
/// that overflows, a shard out of its count, a coverage state twice or a report of no run is
/// one line naming the file and the field, exit 65 — never a trap, never a merged report worse
/// than its inputs.
@Suite(.scratchFolders) struct MergeStrictnessTests {
  let cli = CommandLineTests()

  /// An edit of the two shard reports of a soak (`edit(report, index)`), and what `merge` must
  /// say of it.
  struct Corruption: CustomTestStringConvertible, Sendable {
    let name: String
    let problem: String
    let edit: @Sendable (inout [String: Any], Int) -> Void
    var testDescription: String { name }
  }

  static func firstRun(_ report: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    var runs = report["runs"] as? [[String: Any]] ?? []
    guard !runs.isEmpty else { return }
    body(&runs[0])
    report["runs"] = runs
  }

  static let corruptions: [Corruption] = [
    Corruption(
      name: "negative steps",
      problem: "runs[0].steps is -30: a count, a size or a time is never negative"
    ) { report, index in
      if index == 0 { firstRun(&report) { $0["steps"] = -30 } }
    },
    Corruption(
      name: "steps that overflow their sum",
      problem: "the steps of the reports add up to more than 9223372036854775807"
    ) { report, _ in
      // In 10⁷ s: a rate a machine could have.
      firstRun(&report) {
        $0["steps"] = Int.max
        $0["elapsedSeconds"] = 1e7
      }
      var totals = report["totals"] as? [String: Any] ?? [:]
      totals["steps"] = Int.max
      report["totals"] = totals
    },
    Corruption(
      name: "a shard index of -1",
      problem: "shard.index is -1: a count, a size or a time is never negative"
    ) { report, index in
      if index == 1 { report["shard"] = ["index": -1, "count": 2] }
    },
    Corruption(
      name: "a shard count of 0", problem: "shard: the shard count must be in 1...1000000, got 0"
    ) { report, _ in
      report["shard"] = ["index": 0, "count": 0]
    },
    Corruption(
      name: "a shard count of a billion",
      problem: "shard: the shard count must be in 1...1000000, got 1000000000"
    ) { report, index in
      report["shard"] = ["index": index, "count": 1_000_000_000]
    },
    Corruption(name: "a coverage state twice", problem: "is listed twice in a run") {
      report, index in
      guard index == 0 else { return }
      firstRun(&report) { run in
        var coverage = run["coverage"] as? [String: Any] ?? [:]
        // The state again, with no steps of its own: every count still within the run's.
        let reached = coverage["reached"] as? [[String: Any]] ?? []
        let again = reached.prefix(1).map { $0.merging(["steps": 0, "kinds": [:]]) { $1 } }
        coverage["reached"] = reached + again
        run["coverage"] = coverage
      }
    },
    Corruption(
      name: "more operations than steps", problem: "runs[0].operations: 301 operations in 300 steps"
    ) { report, index in
      guard index == 0 else { return }
      firstRun(&report) { run in
        var operations = run["operations"] as? [[String: Any]] ?? []
        operations[0]["noOps"] = (operations[0]["noOps"] as? Int ?? 0) + 1
        run["operations"] = operations
      }
    },
    Corruption(name: "more reloads than loads", problem: "runs[0].reloads: 16 reloads of 15 loads")
    {
      report, index in
      if index == 0 { firstRun(&report) { $0["reloads"] = 16 } }
    },
    Corruption(
      name: "totals that are not their runs'",
      problem: "totals.steps: 301, but its runs add up to 300"
    ) { report, index in
      guard index == 1 else { return }
      var totals = report["totals"] as? [String: Any] ?? [:]
      totals["steps"] = 301
      report["totals"] = totals
    },
    Corruption(name: "a report of no run", problem: "a report of no run is no result") {
      report, index in
      if index == 1 { report["runs"] = [Any]() }
    },
    // Floating point and values no run can have: each merged with exit 0, or trapped, before.
    Corruption(
      name: "every run timed at 1e-300 s",
      problem: "runs[0].elapsedSeconds: 1e-300 s, below the clock's resolution (1 ns)"
    ) { report, _ in
      firstRun(&report) { $0["elapsedSeconds"] = 1e-300 }
    },
    Corruption(
      name: "a run of 1e308 s", problem: "runs[0].elapsedSeconds: 1e+308 s, more than ten years"
    ) { report, index in
      if index == 1 { firstRun(&report) { $0["elapsedSeconds"] = 1e308 } }
    },
    Corruption(
      name: "a rate of 1e300", problem: "runs[0].operationsPerSecond: 1e+300, faster than any"
    ) { report, index in
      if index == 0 { firstRun(&report) { $0["operationsPerSecond"] = 1e300 } }
    },
    Corruption(
      name: "a duration of 1e308 s",
      problem: "runs[0].options.durationSeconds: 1e+308 s, not within a run's duration"
    ) { report, _ in
      firstRun(&report) {
        var options = $0["options"] as? [String: Any] ?? [:]
        options["durationSeconds"] = 1e308
        $0["options"] = options
      }
    },
    Corruption(
      name: "loads of Int.max", problem: "runs[0].loads: \(Int.max) in 300 steps, past their"
    ) { report, index in
      if index == 0 { firstRun(&report) { $0["loads"] = Int.max } }
    },
    Corruption(
      name: "most children Int.max",
      problem: "runs[0].maxChildren: \(Int.max) in 300 steps, more than its steps can add"
    ) { report, index in
      if index == 1 { firstRun(&report) { $0["maxChildren"] = Int.max } }
    },
    Corruption(
      name: "a payload of Int.max bytes",
      problem: "runs[0].reached.largestPayloadBytes: \(Int.max), more than 67108864"
    ) { report, index in
      if index == 0 {
        firstRun(&report) {
          var reached = $0["reached"] as? [String: Any] ?? [:]
          reached["largestPayloadBytes"] = Int.max
          $0["reached"] = reached
        }
      }
    },
    Corruption(
      name: "steps past 64 bits",
      problem: "runs[0].steps is 99999999999999999999: too large for any whole number (64 bits)"
    ) { report, index in
      if index == 1 { firstRun(&report) { $0["steps"] = "RAW:99999999999999999999" } }
    },
    Corruption(
      name: "seconds past any number",
      problem: "runs[0].elapsedSeconds is 1e400: past the range of any number"
    ) { report, index in
      if index == 0 { firstRun(&report) { $0["elapsedSeconds"] = "RAW:1e400" } }
    },
    // Found by scripts/fuzz.py --seed 7: read as 0, a count was taken for none.
    Corruption(
      name: "a count below any number",
      problem: "runs[0].loads is 1e-400: below the range of any number (read as 0)"
    ) { report, index in
      if index == 0 { firstRun(&report) { $0["loads"] = "RAW:1e-400" } }
    },
  ]

  /// `edited` as JSON, each string `RAW:TEXT` written as the bare `TEXT`: numbers that
  /// `JSONSerialization` cannot write.
  static func serialized(_ edited: [String: Any]) throws -> Data {
    let text = String(decoding: try JSONSerialization.data(withJSONObject: edited), as: UTF8.self)
    return Data(
      text.replacingOccurrences(
        of: #""RAW:([^"]*)""#, with: "$1", options: .regularExpression
      ).utf8)
  }

  @Test(
    "a corrupt report is one line naming the file and the field, exit 65", arguments: corruptions)
  func aCorruptReportIsRefused(corruption: Corruption) throws {
    let folder = try CommandLineTests.scratch()
    for index in 0..<2 {
      let made = try cli.run(
        ["run", "--seed", "7", "--steps", "300", "--quiet", "--shard-dir", "s", "--shards", "2"],
        in: folder, environment: ["JOB_COMPLETION_INDEX": "\(index)"])
      #expect(made.status == 0, "\(made.stderr)")
      let url = folder.appendingPathComponent("s/shard-\(index)-of-2/report.json")
      var report = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      corruption.edit(&report, index)
      try Self.serialized(report).write(to: url)
    }
    let merged = try cli.run(["merge", "s", "--json", "m.json"], in: folder)
    #expect(merged.status == 65, "\(merged.stderr)")
    #expect(merged.stderr.hasPrefix("Error: "), "\(merged.stderr)")
    #expect(merged.stderr.contains(corruption.problem), "\(merged.stderr)")
    #expect(merged.stderr.split(separator: "\n").count == 1, "\(merged.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.json").path))
  }

  /// What a run of each container really writes merges: the strict reading refuses nothing
  /// honest (the operations' live bytes below zero, a timeline of loaded views).
  @Test(
    "every container's report merges, pressure and all",
    arguments: ["stack", "placeholder", "tabs", "pages", "nested", "menu"])
  func everyContainersReportMerges(container: String) throws {
    let folder = try CommandLineTests.scratch()
    let made = try cli.run(
      [
        "run", "--container", container, "--seed", "3", "--steps", "2000", "--quiet",
        "--pressure", "random:0.3", "--pressure", "budget:1KiB", "--json", "r.json",
      ], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let merged = try cli.run(["merge", "r.json", "--json", "m.json"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
    let runs = try #require(report["runs"] as? [[String: Any]])
    let churn = try #require(runs.first?["churn"] as? [String: Any])
    let timeline = try #require(churn["timeline"] as? [[String: Any]])
    #expect(timeline.allSatisfy { ($0["loadedViews"] as? Int ?? -1) >= 0 })
  }
}

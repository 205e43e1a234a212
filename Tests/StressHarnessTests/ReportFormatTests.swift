import Foundation
import StressKit
import Testing
import UIKitContainment

/// A team's screen: UIKit's own view controller, for the report's screens.
private enum PlainScreens: StressScreenSet {
  static let screens = [StressScreen("plain") { UIViewController() }]
}

/// The JSON report has one shape, the one StressKit's "Report format" article lists: every key
/// the command line writes is documented there, and every documented key is written by one of
/// these runs.
@Suite(.scratchFolders) struct ReportFormatTests {
  let cli = CommandLineTests()

  /// The paths the article lists, from its tables' first column.
  static func documentedPaths() throws -> Set<String> {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/StressKit/StressKit.docc/ReportFormat.md")
      .standardized
    let text = try String(contentsOf: article, encoding: .utf8)
    var paths: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      paths.insert(String(cell))
    }
    return paths
  }

  /// Every key path in `value`: `[]` for a list's elements, `*` for a map's keys (`kinds`).
  static func paths(in value: Any, at path: String = "", into paths: inout Set<String>) {
    if let object = value as? [String: Any] {
      let isMap = path.hasSuffix(".kinds")
      for (key, child) in object {
        let childPath = path.isEmpty ? key : "\(path).\(isMap ? "*" : key)"
        paths.insert(childPath)
        Self.paths(in: child, at: childPath, into: &paths)
      }
    } else if let list = value as? [Any] {
      for element in list { Self.paths(in: element, at: path + "[]", into: &paths) }
    }
  }

  @Test(
    .disabled(
      if: CommandLineTests.underSanitizer,
      "a sanitizer's allocator serves the binary: no churn, so its keys are never written"))
  func everyKeyIsDocumentedAndEveryDocumentedKeyIsWritten() throws {
    let folder = try CommandLineTests.scratch()
    let runs: [[String]] = [
      [
        "--seed", "7", "--steps", "3000", "--jobs", "2", "--pressure", "every:500",
        "--payload-bytes", "100", "--json", "jobs.json",
      ],
      [
        "--seed", "7", "--plant-bug", "memory-warning-unloads-top", "--failures", "f", "--json",
        "failed.json",
      ],
      [
        "--seed", "1", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--no-shrink",
        "--failures", "g", "--json", "teardown.json",
      ],
      ["--duration", "0.5", "--no-churn", "--no-coverage", "--json", "duration.json"],
      [
        "--container", "menu", "--seed", "1", "--steps", "3000", "--plant-bug",
        "installs-off-screen", "--contract", "uikit", "--json", "uikit.json",
      ],
      // A finding of iOS 5's releases: today's iOS keeps the view.
      [
        "--seed", "7", "--plant-bug", "keeps-covered-views-off-screen", "--failures", "h",
        "--json", "ios5.json",
      ],
      // A seed that draws a big radius for the pages: the parameters as given are written.
      [
        "--container", "pages", "--seed", "20261202", "--steps", "200", "--json", "drawn.json",
      ],
    ]
    var seen: Set<String> = []
    for arguments in runs {
      let outcome = try cli.run(arguments + ["--no-store", "--quiet"], in: folder)
      #expect([0, 1].contains(outcome.status), "\(arguments): \(outcome.stderr)")
      let name = try #require(arguments.last)
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let document = try jsonObject(data)
      #expect(document["format"] as? String == "viewcachestress-report")
      #expect(document["version"] as? Int == 2)
      #expect(document["command"] as? String == "run")
      Self.paths(in: document, into: &seen)
    }
    let trace = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("f").path)
        .first { $0.hasSuffix(".min.jsonl") })
    let replay = try cli.run(["replay", "f/\(trace)", "--json", "replay.json"], in: folder)
    #expect(replay.status == 1)
    let replayed = try jsonObject(at: folder.appendingPathComponent("replay.json"))
    #expect(replayed["command"] as? String == "replay")
    Self.paths(in: replayed, into: &seen)

    // Two shards of a soak with a planted bug, and their merge.
    for index in 0..<2 {
      let shard = try cli.run(
        [
          "--seed", "7", "--steps", "3000", "--plant-bug", "memory-warning-unloads-top",
          "--shard", "\(index)/2", "--quiet",
        ], in: folder)
      #expect(shard.status == 1, "\(shard.stderr)")
    }
    let merge = try cli.run(["merge", "stress-shards", "--json", "merged.json"], in: folder)
    #expect(merge.status == 1, "\(merge.stderr)")
    for name in ["stress-shards/shard-0-of-2/report.json", "merged.json"] {
      let document = try jsonObject(at: folder.appendingPathComponent(name))
      #expect(document["version"] as? Int == 2)
      Self.paths(in: document, into: &seen)
    }

    // A run of a team's screens (a package's own driver: no built-in container makes them),
    // as the command line writes a report.
    var screens = try StressSeeds.run(
      WithScreens<TabDriver, PlainScreens>.self, seed: 1, steps: 200)
    // Each kind's churn, as a run that measures churn writes it (ScreenChurnTests measures it).
    screens.screens = screens.screens?.map { counts in
      var counts = counts
      counts.codeBytes = 4_096
      counts.codeAllocations = 12
      return counts
    }
    let document = StressReportDocument(command: "run", runs: [screens])
    Self.paths(in: try jsonObject(try JSONEncoder().encode(document)), into: &seen)

    // An exploration's input that fails, and the figures only libFuzzer gives, as `explore`
    // writes them in a build with libFuzzer (ExploreCommandLineTests runs the command).
    let input = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    try Data(input).write(to: folder.appendingPathComponent("input"))
    let explored = try cli.run(
      [
        "explore", "--plant-bug", "memory-warning-unloads-top", "--input", "input", "--failures",
        "e", "--json", "explore.json",
      ], in: folder)
    #expect([0, 1].contains(explored.status), "\(explored.stderr)")
    let exploration = try jsonObject(at: folder.appendingPathComponent("explore.json"))
    #expect(exploration["command"] as? String == "explore")
    Self.paths(in: exploration, into: &seen)
    var fuzzed = StressReportDocument(command: "explore", runs: [])
    var summary = ExplorationSummary(engine: .libFuzzer, maxSteps: 64)
    (summary.corpus, summary.corpusBefore, summary.corpusAfter) = ("corpus", 0, 12)
    (summary.edgesReached, summary.edgesInstrumented, summary.failingExecution) = (80, 900, 3)
    fuzzed.exploration = summary
    Self.paths(in: try jsonObject(try JSONEncoder().encode(fuzzed)), into: &seen)

    // What `run --source-coverage` adds in a build with code coverage (SourceCoverageTests reads
    // LLVM's exports into it; scripts/source-coverage.sh runs the command).
    var covered = StressReportDocument(command: "run", runs: [])
    var coverage = SourceCoverage(
      scope: "the module FadeKit", modules: ["FadeKit"],
      files: [
        SourceCoverage.File(
          path: "Sources/FadeKit/Tabs.swift", module: "FadeKit",
          lines: .init(reached: 9, total: 10), functions: .init(reached: 2, total: 3),
          regions: .init(reached: 5, total: 6), unreachedLines: [.init(first: 12, last: 14)],
          unreachedBranches: [.init(line: 4, column: 18)], unreachedFunctions: ["Tabs.unused()"]),
        SourceCoverage.File(
          path: "Sources/FadeKit/Slot.swift", module: "FadeKit",
          lines: .init(reached: 0, total: 10), functions: .init(reached: 0, total: 3),
          regions: .init(reached: 0, total: 6), unreachedLines: [.init(first: 1, last: 10)]),
      ])
    (coverage.profile, coverage.page) = ("c/coverage.profdata", "c/index.html")
    covered.sourceCoverage = coverage
    Self.paths(in: try jsonObject(try JSONEncoder().encode(covered)), into: &seen)

    let documented = try Self.documentedPaths()
    #expect(documented.count > 100, "the article's tables were read")
    #expect(seen.subtracting(documented).sorted() == [], "written but not documented")
    // Only a machine without jemalloc's counters writes why churn is missing.
    #expect(
      documented.subtracting(seen).sorted() == ["runs[].churnUnavailable"],
      "documented but never written")
  }

  @Test func underJobsOneObjectWithARunPerSeedAndTotals() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      ["--seed", "20", "--steps", "2000", "--jobs", "3", "--json", "-", "--quiet"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let document = try jsonObject(outcome.stdout)
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(runs.compactMap { ($0["options"] as? [String: Any])?["seed"] as? Int } == [20, 21, 22])
    let totals = try #require(document["totals"] as? [String: Any])
    #expect(totals["runs"] as? Int == 3)
    #expect(totals["steps"] as? Int == runs.compactMap { $0["steps"] as? Int }.reduce(0, +))
    #expect(totals["failedRuns"] as? Int == 0)
    #expect(totals["interrupted"] as? Bool == false)
  }
}

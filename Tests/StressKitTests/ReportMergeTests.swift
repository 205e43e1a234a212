import Foundation
import StressKit
import Testing

/// `merge`'s library half: one report of many shards' reports, and the reports it refuses.
@Suite struct ReportMergeTests {
  /// The report of a short stack run.
  static func report(seed: UInt64, steps: Int = 400, bugs: [String] = []) throws -> StressReport {
    let runner = try StressRunner<StackDriver>(
      options: StressOptions(seed: seed, steps: steps, plantedBugs: bugs))
    runner.run()
    runner.finish()
    var report = runner.report(elapsedSeconds: 0.5)
    // The process's peak resident memory so far: it grows with whatever else the suite runs in
    // parallel between two reports of the same seed, so it is not the run's to compare.
    report.peakResidentBytes = 0
    return report
  }

  /// The documents of `count` shards of `perShard` seeds from `base`.
  static func shards(
    _ count: Int, perShard: Int = 1, base: UInt64 = 10, steps: Int = 400, bugs: [String] = []
  ) throws -> [(name: String, document: StressReportDocument)] {
    try (0..<count).map { index in
      let shard = try Shard(index: index, count: count)
      let runs = try shard.seeds(base: base, count: perShard).map {
        try report(seed: $0, steps: steps, bugs: bugs)
      }
      return (
        "\(shard.folderName)/report.json",
        StressReportDocument(command: "run", runs: runs, harnessVersion: "9.9.9", shard: shard)
      )
    }
  }

  @Test func theShardsOfASoakMergeIntoTheRunsOfOneProcess() throws {
    let merged = try StressReportDocument.merging(try Self.shards(3, perShard: 2))
    let single = StressReportDocument(
      command: "run", runs: try (10..<16).map { try Self.report(seed: $0) })
    #expect(merged.command == "merge")
    #expect(merged.runs == single.runs, "every seed once, in order, the same outcome")
    #expect(merged.totals.runs == 6 && merged.totals.steps == single.totals.steps)
    #expect(merged.totals.coreSeconds == 3.0)
    #expect(merged.totals.operationsPerSecondPerCore == Double(single.totals.steps) / 3.0)
    let summary = try #require(merged.merge)
    #expect(summary.shardCount == 3 && summary.shards == [0, 1, 2])
    #expect(summary.isComplete && summary.failures.isEmpty)
    #expect(merged.harnessVersion == "9.9.9")
    #expect(merged.mergeText.hasPrefix("merged 3 reports: 3 of 3 shards, harness 9.9.9\n"))
    #expect(merged.mergeText.contains("6 runs (seeds 10...15), "))
  }

  @Test func missingAndTwiceReadShardsAreNamed() throws {
    let all = try Self.shards(4)
    let merged = try StressReportDocument.merging([all[0], all[2], all[2], all[0]])
    let summary = try #require(merged.merge)
    #expect(summary.missingShards == [1, 3])
    #expect(summary.duplicateShards == [0, 2])
    #expect(!summary.isComplete)
    #expect(merged.runs.map(\.options.seed) == [10, 12])
    #expect(merged.mergeText.contains("\nmissing shards: 1, 3 of 4"))
    #expect(merged.mergeText.contains("\nshards read twice: 0, 2 (the first report of each kept)"))
    // Runs of no shard: a seed twice is named.
    let plain = StressReportDocument(command: "run", runs: [try Self.report(seed: 5)])
    let twice = try StressReportDocument.merging([("a", plain), ("b", plain)])
    #expect(twice.merge?.duplicateSeeds == [5] && twice.runs.count == 1)
    #expect(twice.merge?.isComplete == false)
  }

  @Test func eachFailureIsCountedOnceWithTheSmallestReproducer() throws {
    var documents = try Self.shards(3, steps: 3_000, bugs: ["memory-warning-unloads-top"])
    let lengths = [7, 2, 5]
    for index in documents.indices {
      documents[index].document.runs[0].reproducerLength = lengths[index]
      documents[index].document.runs[0].reproducerPath = "r\(index).min.jsonl"
      documents[index].document.runs[0].tracePath = "r\(index).jsonl"
    }
    let first = try #require(documents[0].document.runs[0].violations.first)
    let merged = try StressReportDocument.merging(documents)
    let failures = try #require(merged.merge?.failures)
    #expect(merged.totals.failedRuns == 3)
    #expect(merged.totals.violations > 3, "runs go on finding violations after the first")
    #expect(failures.count == 1, "\(failures.map(\.violation))")
    let failure = try #require(failures.first)
    #expect(failure.seeds == [10, 11, 12])
    #expect(failure.rule == first.rule && failure.violation == first)
    #expect(
      failure.signature
        == first.signature(container: "stack", plantedBugs: ["memory-warning-unloads-top"]))
    #expect(failure.reproducerLength == 2 && failure.reproducerPath == "r1.min.jsonl")
    #expect(failure.tracePath == "r1.jsonl")
    #expect(merged.mergeText.contains("smallest reproducer: 2 operations, r1.min.jsonl"))
  }

  @Test func signaturesIgnoreNumbersAndNameTheBugs() {
    let a = Violation(rule: .C4, step: 12, subject: nil, expected: "3 views", seen: "vc7")
    let b = Violation(rule: .C4, step: 99, subject: nil, expected: "14 views", seen: "vc120")
    let c = Violation(rule: .C4, step: 12, subject: nil, expected: "3 views", seen: "none")
    #expect(
      a.signature(container: "stack", plantedBugs: [])
        == b.signature(container: "stack", plantedBugs: []))
    #expect(
      a.signature(container: "stack", plantedBugs: [])
        != c.signature(container: "stack", plantedBugs: []))
    #expect(
      a.signature(container: "stack", plantedBugs: [])
        != a.signature(container: "pages", plantedBugs: []))
    #expect(
      a.signature(container: "stack", plantedBugs: ["x", "y"])
        == a.signature(container: "stack", plantedBugs: ["y", "x"]))
    #expect(a.signature(container: "stack", plantedBugs: []).count == 8)
  }

  @Test func coverageIsTheUnionOfTheRuns() throws {
    let runs = try (1...3).map { try Self.report(seed: $0, steps: 60) }
    let coverages = runs.compactMap(\.coverage)
    let union = try #require(try CoverageReport.union(coverages))
    func reached(_ coverage: CoverageReport) -> Set<String> {
      var pairs: Set<String> = []
      for state in coverage.reached {
        for kind in state.kinds.keys {
          pairs.insert(state.state.joined(separator: ",") + "×" + kind)
        }
      }
      return pairs
    }
    let together = coverages.map(reached).reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(reached(union) == together)
    #expect(union.reachedPairs > coverages.map(\.reachedPairs).max()!)
    #expect(union.reachedPairs == union.reachablePairs - union.neverReached.count)
    #expect(union.reached.map(\.steps).reduce(0, +) == 180)
    #expect(
      union.checks.map(\.checks).reduce(0, +)
        == coverages.flatMap(\.checks).map(\.checks).reduce(0, +))
    let merged = try StressReportDocument.merging(
      runs.map { ("r\($0.options.seed)", StressReportDocument(command: "run", runs: [$0])) })
    #expect(merged.merge?.coverage == union)
  }

  @Test func churnAddsUpAndThePeakIsTheLargest() throws {
    func churn(_ allocated: UInt64, peak: Int64) throws -> ChurnReport {
      let kind = try JSONDecoder().decode(
        ChurnReport.KindChurn.self,
        from: Data(
          #"{"kind":"push","count":2,"allocatedBytes":\#(allocated),"freedBytes":\#(allocated / 2),"expectedPayloadBytes":0,"allocations":3}"#
            .utf8))
      return ChurnReport(
        byKind: [kind], allocatedBytes: allocated, freedBytes: allocated / 2, allocations: 3,
        peakLiveBytes: peak, meanPayloadBytes: 0, timeline: [], sampleInterval: 1)
    }
    var a = try Self.report(seed: 1, steps: 10)
    var b = try Self.report(seed: 2, steps: 10)
    a.churn = try churn(1_000, peak: 700)
    b.churn = try churn(3_000, peak: 400)
    let merged = try StressReportDocument.merging([
      ("a", StressReportDocument(command: "run", runs: [a])),
      ("b", StressReportDocument(command: "run", runs: [b])),
    ])
    let total = try #require(merged.merge?.churn)
    #expect(total.runs == 2 && total.allocatedBytes == 4_000 && total.freedBytes == 2_000)
    #expect(total.allocations == 6 && total.peakLiveBytes == 700)
    #expect(total.byKind.map(\.kind) == ["push"] && total.byKind[0].count == 4)
    #expect(total.byKind[0].allocations == 6)
  }

  @Test func reportsThatDoNotGoTogetherAreRefusedNamingWhy() throws {
    let shards = try Self.shards(2)
    /// Merges the first shard's report with the second's, changed by `change`.
    func mergeWithSecond(_ change: (inout StressReportDocument) throws -> Void) throws {
      var second = shards[1]
      try change(&second.document)
      _ = try StressReportDocument.merging([shards[0], second])
    }
    #expect(
      throws: HarnessError.badReport(
        "shard-1-of-2/report.json: written by harness 1.0.0, shard-0-of-2/report.json by 9.9.9")
    ) { try mergeWithSecond { $0.harnessVersion = "1.0.0" } }
    #expect(
      throws: HarnessError.badReport(
        "shard-1-of-2/report.json: seed 11 was run with steps 500, shard-0-of-2/report.json with steps 400: merge runs of the same container and options"
      )
    ) { try mergeWithSecond { $0.runs = [try Self.report(seed: 11, steps: 500)] } }
    #expect(throws: HarnessError.self) {
      try mergeWithSecond {
        $0.runs = [try Self.report(seed: 11, bugs: ["memory-warning-unloads-top"])]
      }
    }
    let ofThree = try Self.shards(3)[2]
    #expect(
      throws: HarnessError.badReport(
        "shard-2-of-3/report.json is shard 2/3 of a soak of 3 shards, shard-0-of-2/report.json shard 0/2 of 2"
      )
    ) { try StressReportDocument.merging([shards[0], ofThree]) }
    #expect(throws: HarnessError.self) { try mergeWithSecond { $0.shard = nil } }
    #expect(
      throws: HarnessError.badReport(
        "shard-1-of-2/report.json: the report of 'replay', not of 'run'")
    ) { try mergeWithSecond { $0.command = "replay" } }
    #expect(throws: HarnessError.badReport("no reports to merge")) {
      try StressReportDocument.merging([])
    }
  }

  @Test("a parameter a seed drew big is the seed's: runs given the same parameters merge")
  func aDrawnParameterIsTheSeeds() throws {
    let shards = try Self.shards(2)
    var drawn = shards[1]
    // The second shard's seed drew a big capacity; the command line gave both capacity 2.
    drawn.document.runs[0].options.givenConfiguration = drawn.document.runs[0].options.configuration
    drawn.document.runs[0].options.configuration = "capacity 300"
    let merged = try StressReportDocument.merging([shards[0], drawn])
    #expect(merged.runs.count == 2)
    // Given otherwise, they do not.
    var other = shards[1]
    other.document.runs[0].options.givenConfiguration = "capacity 5"
    other.document.runs[0].options.configuration = "capacity 300"
    #expect(throws: HarnessError.self) { try StressReportDocument.merging([shards[0], other]) }
    var plain = shards[1]
    plain.document.runs[0].options.configuration = "capacity 300"
    #expect(throws: HarnessError.self) { try StressReportDocument.merging([shards[0], plain]) }
  }

  @Test func readingChecksTheFormatAndVersionFirst() throws {
    let encoder = JSONEncoder()
    let document = try Self.shards(1)[0].document
    let data = try encoder.encode(document)
    #expect(try StressReportDocument.decode(data, name: "r.json") == document)
    let cases: [(String, String)] = [
      ("[1, 2]", "r.json: not a JSON object"),
      ("not json", "r.json: not a JSON object"),
      (
        #"{"format":"viewcachestress-trace","version":2}"#,
        "r.json: not a viewcachestress-report (its format is viewcachestress-trace)"
      ),
      (
        #"{"format":"viewcachestress-report","version":1}"#,
        "r.json: report format version 1; this harness reads version 2"
      ),
      (
        #"{"format":"viewcachestress-report"}"#,
        "r.json: report format version missing; this harness reads version 2"
      ),
      (#"{"format":"viewcachestress-report","version":2}"#, "r.json: command is missing"),
    ]
    for (text, message) in cases {
      #expect(throws: HarnessError.badReport(message), "\(text)") {
        try StressReportDocument.decode(Data(text.utf8), name: "r.json")
      }
    }
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var totals = try #require(object["totals"] as? [String: Any])
    totals["steps"] = "many"
    object["totals"] = totals
    #expect(throws: HarnessError.badReport("r.json: totals.steps has the wrong type")) {
      try StressReportDocument.decode(
        try JSONSerialization.data(withJSONObject: object), name: "r.json")
    }
  }
}

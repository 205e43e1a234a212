import Foundation

/// What `merge` found putting the reports of a soak's shards together: which reports and
/// shards it read, which are missing or there twice, the failures counted once each, and the
/// runs' churn and coverage added up.
public struct MergeSummary: Hashable, Sendable, Codable {
  /// A failure found by one or more runs, counted once: the runs whose first violation has the
  /// same container, planted bugs, rule and signature
  /// (``Violation/signature(container:plantedBugs:)``).
  public struct Failure: Hashable, Sendable, Codable {
    /// The container.
    public var container: String
    /// The rule broken.
    public var rule: Rule
    /// The signature: the failures folder's files are named `CONTAINER-RULE-SIGNATURE`.
    public var signature: String
    /// The seeds whose runs found it, in order.
    public var seeds: [UInt64]
    /// The violation as the first seed found it.
    public var violation: Violation
    /// The smallest reproducer of the runs that found it, if one was shrunk.
    public var reproducerPath: String?
    /// Its length in operations.
    public var reproducerLength: Int?
    /// The full failing trace of the run whose reproducer is kept.
    public var tracePath: String?
    /// The reproducer as a Swift Testing test, if written.
    public var swiftTestPath: String?

    /// `CONTAINER-RULE-SIGNATURE`: the name of its files in a failures folder.
    public var name: String {
      Violation.failureName(container: container, rule: rule, signature: signature)
    }
  }

  /// The runs' allocation churn added up (peaks: the largest of a run).
  public struct Churn: Hashable, Sendable, Codable {
    /// The runs that measured churn.
    public var runs: Int
    /// Bytes the operations allocated.
    public var allocatedBytes: UInt64
    /// Bytes the operations freed.
    public var freedBytes: UInt64
    /// Allocations the operations made.
    public var allocations: Int
    /// Bytes the harness allocated outside the operations.
    public var harnessAllocatedBytes: UInt64
    /// The largest peak of live bytes of a run.
    public var peakLiveBytes: Int64
    /// By operation kind, added up.
    public var byKind: [ChurnReport.KindChurn]
  }

  /// The reports read, as named to `merge`.
  public var reports: [String]
  /// The shard count the reports were run with, if they were shards.
  public var shardCount: Int?
  /// The shard indices read, in order.
  public var shards: [Int]
  /// The shard indices of ``shardCount`` that no report was.
  public var missingShards: [Int]
  /// Shard indices two or more reports were (the first report's runs are kept).
  public var duplicateShards: [Int]
  /// Seeds two or more runs had (the first run is kept).
  public var duplicateSeeds: [UInt64]
  /// The distinct failures, in the order of their first seed.
  public var failures: [Failure]
  /// The churn of the runs that measured it, added up.
  public var churn: Churn?
  /// The contract coverage of every run together (``CoverageReport/union(_:)``).
  public var coverage: CoverageReport?

  /// Whether the reports make one whole soak: no shard missing or there twice, no seed twice.
  public var isComplete: Bool {
    missingShards.isEmpty && duplicateShards.isEmpty && duplicateSeeds.isEmpty
  }
}

extension StressReportDocument {
  /// Reads a JSON report (`run --json`), checking its format and version first.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: The file's name, for messages.
  /// - Returns: The report.
  /// - Throws: ``HarnessError/badReport(_:)`` naming the file and the problem: not JSON, not a
  ///   `viewcachestress-report`, another version, a missing or mistyped field.
  public static func decode(_ data: Data, name: String) throws(HarnessError) -> Self {
    // Parsed first by a reader that keeps numbers as written, so that a number that does not
    // fit is named with its field, not refused as JSON that is not valid.
    guard let tree = JSONTree(parsing: data), case .object(let members) = tree else {
      throw .badReport("\(name): not a JSON object")
    }
    let format = members.first { $0.key == "format" }?.value
    guard case .string(formatName)? = format else {
      let found =
        if case .string(let text)? = format { HarnessError.echoed(text, limit: 60) } else {
          "missing"
        }
      throw .badReport("\(name): not a \(formatName) (its format is \(found))")
    }
    let version = members.first { $0.key == "version" }?.value
    guard case .number(let text)? = version, Int(text) == currentVersion else {
      let found =
        if case .number(let text)? = version { HarnessError.echoed(text, limit: 40) } else {
          "missing"
        }
      throw .badReport(
        "\(name): report format version \(found); this harness reads version \(currentVersion)")
    }
    try refuseImpossibleNumbers(in: tree, name: name)
    let document: Self
    do {
      document = try JSONDecoder().decode(Self.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw .badReport("\(name): \(path(context.codingPath + [key])) is missing")
    } catch let DecodingError.typeMismatch(_, context) {
      throw .badReport("\(name): \(path(context.codingPath)) has the wrong type")
    } catch let DecodingError.valueNotFound(_, context) {
      throw .badReport("\(name): \(path(context.codingPath)) is null")
    } catch let DecodingError.dataCorrupted(context) {
      throw .badReport("\(name): \(path(context.codingPath)): \(context.debugDescription)")
    } catch {
      throw .badReport("\(name): \(error)")
    }
    try document.refuseImpossibleCounts(name: name)
    return document
  }

  /// `runs[2].options.seed`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce("") { path, key in
      if let index = key.intValue { return path + "[\(index)]" }
      return path.isEmpty ? key.stringValue : path + "." + key.stringValue
    }
  }

  /// One report of the runs of several: the shards of a soak, or runs of the same container
  /// and options on different machines.
  ///
  /// Every run is kept once (a seed twice keeps the first), in seed order, and the totals are
  /// theirs; ``merge`` names the reports, the shards found, missing and read twice, counts
  /// each failure once (by container, planted bugs, rule and signature) with the smallest
  /// reproducer of the runs that found it, and adds up churn and coverage.
  ///
  /// ```swift
  /// let shards = try (0..<2).map { index in
  ///   let runner = try StressRunner<StackDriver>(
  ///     options: StressOptions(seed: 10 + UInt64(index), steps: 100))
  ///   runner.run()
  ///   let document = StressReportDocument(
  ///     command: "run", runs: [runner.report(elapsedSeconds: 1)],
  ///     shard: try Shard(index: index, count: 2))
  ///   return (name: "shard-\(index).json", document: document)
  /// }
  /// let merged = try StressReportDocument.merging(shards)
  /// // merged.merge?.missingShards == [], merged.totals.steps == 200
  /// ```
  ///
  /// - Parameter documents: Each report with its name, for messages.
  /// - Returns: A `merge` document.
  /// - Throws: ``HarnessError/badReport(_:)`` for no reports, a report of another command
  ///   than `run`, reports of different harness versions, shard counts, containers or options
  ///   (the seed aside), some shards and some not.
  public static func merging(_ documents: [(name: String, document: Self)]) throws(HarnessError)
    -> Self
  {
    guard let (firstName, first) = documents.first else {
      throw .badReport("no reports to merge")
    }
    for (name, document) in documents {
      guard document.command == "run" else {
        throw .badReport(
          "\(name): the report of '\(HarnessError.echoed(document.command))', not of 'run'")
      }
      guard !document.runs.isEmpty else {
        throw .badReport("\(name): a report of no run is no result")
      }
      guard document.harnessVersion == first.harnessVersion else {
        throw .badReport(
          "\(name): written by harness \(document.harnessVersion.map { HarnessError.echoed($0) } ?? "of an unknown version"), \(firstName) by \(first.harnessVersion.map { HarnessError.echoed($0) } ?? "one of an unknown version")"
        )
      }
      guard (document.shard == nil) == (first.shard == nil) else {
        throw .badReport(
          "\(name) is \(document.shard.map { "shard \($0)" } ?? "no shard"), \(firstName) \(first.shard.map { "shard \($0)" } ?? "no shard"): merge the shards of one soak"
        )
      }
      if let shard = document.shard, let firstShard = first.shard, shard.count != firstShard.count {
        throw .badReport(
          "\(name) is shard \(shard) of a soak of \(shard.count) shards, \(firstName) shard \(firstShard) of \(firstShard.count)"
        )
      }
    }
    // Every run's container and options, the seed aside, are the first run's.
    let named = documents.flatMap { item in item.document.runs.map { (item.name, $0) } }
    if let (referenceName, reference) = named.first {
      for (name, run) in named {
        if let difference = Self.difference(run, from: reference) {
          throw .badReport(
            "\(name): seed \(run.options.seed) was run with \(difference.theirs), \(referenceName) with \(difference.ours): merge runs of the same container and options"
          )
        }
      }
    }
    // Shards: found, missing, twice.
    var shards: [Int] = []
    var duplicateShards: Set<Int> = []
    var kept: [(String, Self)] = []
    for (name, document) in documents {
      if let shard = document.shard {
        if shards.contains(shard.index) {
          duplicateShards.insert(shard.index)
          continue
        }
        shards.append(shard.index)
      }
      kept.append((name, document))
    }
    let shardCount = first.shard?.count
    let missing = shardCount.map { count in (0..<count).filter { !shards.contains($0) } } ?? []
    // Runs: each seed once, in seed order.
    var seen: Set<UInt64> = []
    var duplicateSeeds: Set<UInt64> = []
    var runs: [StressReport] = []
    for (_, document) in kept {
      for run in document.runs {
        if seen.insert(run.options.seed).inserted {
          runs.append(run)
        } else {
          duplicateSeeds.insert(run.options.seed)
        }
      }
    }
    runs.sort { $0.options.seed < $1.options.seed }
    try checkSums(of: runs)
    var merged = Self(
      command: "merge", runs: runs, harnessVersion: first.harnessVersion, shard: nil)
    merged.merge = MergeSummary(
      reports: documents.map(\.name), shardCount: shardCount, shards: shards.sorted(),
      missingShards: missing, duplicateShards: duplicateShards.sorted(),
      duplicateSeeds: duplicateSeeds.sorted(), failures: Self.failures(of: runs),
      churn: Self.churn(of: runs),
      coverage: try CoverageReport.union(runs.compactMap(\.coverage)))
    return merged
  }

  /// How `run`'s container and options (the seed aside) differ from `reference`'s, if they do.
  private static func difference(_ run: StressReport, from reference: StressReport)
    -> (ours: String, theirs: String)?
  {
    // The parameters as given: a seed's draw of a big value is the seed's, like the seed.
    func given(_ options: StressReport.Options) -> StressReport.Options {
      var given = options
      given.seed = reference.options.seed
      given.configuration = options.givenConfiguration ?? options.configuration
      given.givenConfiguration = nil
      return given
    }
    let options = given(run.options)
    let reference = (report: reference, options: given(reference.options))
    if run.container != reference.report.container {
      return ("container \(reference.report.container)", "container \(run.container)")
    }
    guard options != reference.options else { return nil }
    let fields: [(String, (StressReport.Options) -> String)] = [
      ("steps", { $0.steps.map(String.init) ?? "none (a duration)" }),
      ("duration", { $0.durationSeconds.map { "\($0) s" } ?? "none" }),
      ("profile", { $0.profile }), ("swarm", { "\($0.swarm)" }),
      ("payload bytes", { $0.payloadBytes.map(String.init) ?? "none" }),
      ("planted bugs", { $0.plantedBugs.isEmpty ? "none" : $0.plantedBugs.joined(separator: "+") }),
      ("configuration", { $0.configuration.isEmpty ? "none" : $0.configuration }),
    ]
    for (field, value) in fields where value(options) != value(reference.options) {
      return ("\(field) \(value(reference.options))", "\(field) \(value(options))")
    }
    return ("other options", "different options")
  }

  /// The runs' failures, each counted once, with the smallest reproducer found.
  ///
  /// A run's failure is its first violation, the one its trace and reproducer are of (the failures
  /// folder names its files by it); the violations after it are in the run's report.
  private static func failures(of runs: [StressReport]) -> [MergeSummary.Failure] {
    var failures: [MergeSummary.Failure] = []
    var index: [String: Int] = [:]
    for run in runs {
      guard let violation = run.violations.first else { continue }
      let signature = violation.signature(
        container: run.container, plantedBugs: run.options.plantedBugs)
      let key = Violation.failureName(
        container: run.container, rule: violation.rule, signature: signature)
      guard let at = index[key] else {
        index[key] = failures.count
        failures.append(
          MergeSummary.Failure(
            container: run.container, rule: violation.rule, signature: signature,
            seeds: [run.options.seed], violation: violation,
            reproducerPath: run.reproducerPath, reproducerLength: run.reproducerLength,
            tracePath: run.tracePath, swiftTestPath: run.swiftTestPath))
        continue
      }
      failures[at].seeds.append(run.options.seed)
      guard let length = run.reproducerLength, length < failures[at].reproducerLength ?? .max
      else { continue }
      failures[at].reproducerPath = run.reproducerPath
      failures[at].reproducerLength = length
      failures[at].tracePath = run.tracePath
      failures[at].swiftTestPath = run.swiftTestPath
    }
    return failures
  }

  /// The runs' churn added up, or `nil` when no run measured it.
  private static func churn(of runs: [StressReport]) -> MergeSummary.Churn? {
    let reports = runs.compactMap(\.churn)
    guard !reports.isEmpty else { return nil }
    var byKind: [String: ChurnReport.KindChurn] = [:]
    var order: [String] = []
    for kind in reports.flatMap(\.byKind) {
      guard var sum = byKind[kind.kind] else {
        byKind[kind.kind] = kind
        order.append(kind.kind)
        continue
      }
      sum.count += kind.count
      sum.allocatedBytes += kind.allocatedBytes
      sum.freedBytes += kind.freedBytes
      sum.expectedPayloadBytes += kind.expectedPayloadBytes
      sum.allocations = kind.allocations.map { $0 + (sum.allocations ?? 0) } ?? sum.allocations
      byKind[kind.kind] = sum
    }
    return MergeSummary.Churn(
      runs: reports.count, allocatedBytes: reports.map(\.allocatedBytes).reduce(0, +),
      freedBytes: reports.map(\.freedBytes).reduce(0, +),
      allocations: reports.map(\.allocations).reduce(0, +),
      harnessAllocatedBytes: reports.map(\.harnessAllocatedBytes).reduce(0, +),
      peakLiveBytes: reports.map(\.peakLiveBytes).max() ?? 0,
      byKind: order.compactMap { byKind[$0] })
  }
}

/// The JSON report of `run` and `replay` (`--json`): one shape however many runs, versioned.
///
/// ```json
/// {"command":"run","format":"viewcachestress-report","runs":[{…}],"totals":{…},"version":1}
/// ```
///
/// `runs` holds one ``StressReport`` per seed (one for a single run, one per job under
/// `--jobs`, in seed order); `totals` sums them. The fields are listed in the StressKit
/// documentation's "Report format" article, which a test compares with what the command line
/// writes; a change of shape bumps ``currentVersion``.
public struct StressReportDocument: Hashable, Sendable, Codable {
  /// The format's name, `viewcachestress-report`.
  public static let formatName = "viewcachestress-report"
  /// The version this harness writes.
  public static let currentVersion = 2

  /// What every run adds up to.
  public struct Totals: Hashable, Sendable, Codable {
    /// The runs.
    public var runs: Int
    /// The runs that found violations.
    public var failedRuns: Int
    /// Their violations.
    public var violations: Int
    /// The steps of every run.
    public var steps: Int
    /// Whether a signal stopped any run (or its shrinking).
    public var interrupted: Bool
    /// The longest run's wall-clock seconds (runs under `--jobs` run side by side).
    public var elapsedSeconds: Double
    /// Every run's steps over ``elapsedSeconds``.
    public var operationsPerSecond: Double
    /// The runs' wall-clock seconds added up: each run has a core to itself.
    public var coreSeconds: Double
    /// Every run's steps over ``coreSeconds``: what one core does, however many ran.
    public var operationsPerSecondPerCore: Double
    /// The largest peak resident memory of a run's process.
    public var peakResidentBytes: Int
  }

  /// ``formatName``.
  public var format: String
  /// The version of the shape, ``currentVersion`` when written.
  public var version: Int
  /// The command that wrote it: `run`, `replay`, `merge` or `explore`.
  public var command: String
  /// The version of the harness that wrote it (`stress-harness --version`), when known:
  /// `merge` refuses reports of different versions.
  public var harnessVersion: String?
  /// The shard of a soak the runs were (`run --shard`), if one.
  public var shard: Shard?
  /// One report per run, in seed order.
  public var runs: [StressReport]
  /// Their totals.
  public var totals: Totals
  /// What `merge` found putting reports together, for a document it wrote.
  public var merge: MergeSummary?
  /// What a guided exploration did, for a document `explore` wrote (its `runs` hold the
  /// failing input's report, if one failed).
  public var exploration: ExplorationSummary?
  /// What the runs reached of the container's own source code, for a `run` given
  /// `--source-coverage` in an executable built with code coverage.
  public var sourceCoverage: SourceCoverage?

  /// The document of `runs`, made by `command`.
  ///
  /// - Parameters:
  ///   - command: `run`, `replay`, `merge` or `explore`.
  ///   - runs: The runs, in seed order.
  ///   - harnessVersion: The version of the harness.
  ///   - shard: The shard the runs were, if one.
  public init(
    command: String, runs: [StressReport], harnessVersion: String? = nil, shard: Shard? = nil
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.command = command
    self.harnessVersion = harnessVersion
    self.shard = shard
    self.runs = runs
    let elapsed = runs.map(\.elapsedSeconds).max() ?? 0
    let coreSeconds = runs.map(\.elapsedSeconds).reduce(0, +)
    let steps = runs.map(\.steps).reduce(0, +)
    totals = Totals(
      runs: runs.count, failedRuns: runs.filter { !$0.violations.isEmpty }.count,
      violations: runs.map(\.violations.count).reduce(0, +), steps: steps,
      interrupted: runs.contains(where: \.interrupted), elapsedSeconds: elapsed,
      operationsPerSecond: elapsed > 0 ? Double(steps) / elapsed : 0,
      coreSeconds: coreSeconds,
      operationsPerSecondPerCore: coreSeconds > 0 ? Double(steps) / coreSeconds : 0,
      peakResidentBytes: runs.map(\.peakResidentBytes).max() ?? 0)
  }
}

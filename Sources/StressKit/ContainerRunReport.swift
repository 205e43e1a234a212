/// What a container's run did and found, for the text summary and the JSON report.
///
/// Everything but ``elapsedSeconds`` and ``operationsPerSecond`` is a deterministic function of
/// the container and the options.
public struct ContainerRunReport: Hashable, Sendable, Codable {
  /// Applied and no-op counts of one kind of step.
  public struct KindCount: Hashable, Sendable, Codable {
    /// The kind: a shared step's name or the container's operation's.
    public var kind: String
    /// Steps that changed something.
    public var applied: Int
    /// Steps that were no-ops in their state.
    public var noOps: Int
  }

  /// The container's name.
  public var container: String
  /// The run's options.
  public var options: ContainerOptions
  /// Steps applied.
  public var steps: Int
  /// Counts by kind, by name.
  public var operations: [KindCount]
  /// Child views loaded (first loads and reloads).
  public var loads: Int
  /// Child views released.
  public var unloads: Int
  /// Loads of a child whose view had been loaded before.
  public var reloads: Int
  /// Memory warnings sent.
  public var memoryWarnings: Int
  /// Violations found.
  public var violations: [Violation]
  /// Wall-clock seconds the steps took.
  public var elapsedSeconds: Double
  /// Steps per second.
  public var operationsPerSecond: Double
  /// Where the full failing trace was written, if the run failed.
  public var tracePath: String?
  /// Where the shrunk reproducer was written, if the run failed.
  public var reproducerPath: String?
  /// The reproducer's length.
  public var reproducerLength: Int?

  /// The report as a few lines of text.
  public var text: String {
    let planted =
      options.plantedBugs.isEmpty ? "" : ", planted \(options.plantedBugs.joined(separator: "+"))"
    var lines = ["container \(container), seed \(options.seed)\(planted), \(steps) steps"]
    let kinds = operations.map {
      "\($0.kind) \($0.applied)" + ($0.noOps > 0 ? "+\($0.noOps) no-op" : "")
    }
    lines.append("operations: " + kinds.joined(separator: ", "))
    lines.append(
      "views: \(loads) loads, \(unloads) unloads, \(reloads) reloads; memory warnings: \(memoryWarnings)"
    )
    lines.append(
      "speed: \(Int(operationsPerSecond)) operations per second (\(twoDecimals(elapsedSeconds)) s)")
    lines += RunReport.violationLines(
      violations, tracePath: tracePath, reproducerPath: reproducerPath,
      reproducerLength: reproducerLength)
    return lines.joined(separator: "\n")
  }
}

/// What a run did and found, for the text summary and the JSON report.
///
/// Everything but ``elapsedSeconds`` and ``operationsPerSecond`` is a deterministic function of
/// the options.
public struct RunReport: Hashable, Sendable, Codable {
  /// Applied and no-op counts of one operation kind.
  public struct KindCount: Hashable, Sendable, Codable {
    /// The kind.
    public var kind: OperationKind
    /// Operations that changed something.
    public var applied: Int
    /// Operations that were no-ops in their state.
    public var noOps: Int
  }

  /// The run's options.
  public var options: RunOptions
  /// Kinds the swarm mask disabled.
  public var swarmDisabled: [OperationKind]
  /// Steps applied.
  public var steps: Int
  /// Counts by kind, in ``OperationKind/ordered`` order.
  public var operations: [KindCount]
  /// Child views loaded (first loads and reloads).
  public var loads: Int
  /// Child views released.
  public var unloads: Int
  /// Loads of a child whose view had been loaded before.
  public var reloads: Int
  /// Memory warnings sent.
  public var memoryWarnings: Int
  /// The most child views loaded in the stack at once.
  public var maxLoadedViews: Int
  /// The stack's capacity at the end.
  public var finalCapacity: Int
  /// The most children the stack held at once.
  public var maxDepth: Int
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
  /// Allocation churn, when it was measured.
  public var churn: ChurnReport?
  /// Why churn was not measured, when it was asked for and could not be.
  public var churnUnavailable: String?
  /// What each pressure source did.
  public var pressure: [PressureReport]

  /// Reloads per 1,000 steps.
  public var reloadsPerThousand: Double {
    steps == 0 ? 0 : Double(reloads) * 1000 / Double(steps)
  }

  /// The report as a few lines of text.
  public var text: String {
    var lines: [String] = []
    let swarm =
      options.swarm ? ", swarm (off: \(swarmDisabled.map(\.rawValue).joined(separator: " ")))" : ""
    lines.append(
      "seed \(options.seed), profile \(options.profile)\(swarm), capacity \(options.capacity), \(steps) steps"
    )
    let busy = operations.filter { $0.applied + $0.noOps > 0 }
    let kinds = busy.map {
      "\($0.kind.rawValue) \($0.applied)" + ($0.noOps > 0 ? "+\($0.noOps) no-op" : "")
    }
    lines.append("operations: " + kinds.joined(separator: ", "))
    lines.append(
      "views: \(loads) loads, \(unloads) unloads, \(reloads) reloads (\(twoDecimals(reloadsPerThousand)) per 1,000 steps); "
        + "memory warnings: \(memoryWarnings)")
    lines.append(
      "max loaded views: \(maxLoadedViews) (capacity \(options.capacity) at the start, "
        + "\(finalCapacity) at the end); deepest stack: \(maxDepth)")
    lines.append(
      "speed: \(Int(operationsPerSecond)) operations per second (\(twoDecimals(elapsedSeconds)) s)")
    if let churn {
      lines.append(contentsOf: churn.textLines(capacity: options.capacity, steps: steps))
    } else if let churnUnavailable {
      lines.append("churn: unavailable (\(churnUnavailable))")
    }
    for source in pressure {
      lines.append(
        "pressure \(source.source): \(source.warnings) warnings, live bytes fell \(bytes(UInt64(max(0, source.meanDropBytes)))) "
          + "on average (at most \(bytes(UInt64(max(0, source.maxDropBytes)))))")
    }
    lines += Self.violationLines(
      violations, tracePath: tracePath, reproducerPath: reproducerPath,
      reproducerLength: reproducerLength)
    return lines.joined(separator: "\n")
  }

  /// The violations' lines of a report, with the failure's files.
  static func violationLines(
    _ violations: [Violation], tracePath: String?, reproducerPath: String?, reproducerLength: Int?
  ) -> [String] {
    guard !violations.isEmpty else { return ["violations: none"] }
    var lines = ["violations: \(violations.count)"]
    for violation in violations.prefix(5) { lines.append("  \(violation)") }
    if let tracePath { lines.append("trace: \(tracePath)") }
    if let reproducerPath, let reproducerLength {
      lines.append("reproducer (\(reproducerLength) operations): \(reproducerPath)")
    }
    if let kept = reproducerPath ?? tracePath {
      lines.append(
        "keep it in the regression suite: stress-harness shrink \(kept) --save-regression NAME")
    }
    return lines
  }
}

/// A number with at most two decimals, for reports.
func twoDecimals(_ value: Double) -> String {
  let scaled = (value * 100).rounded() / 100
  return String(scaled)
}

extension Runner {
  /// The report of the run so far (call after ``finish()``).
  ///
  /// - Parameter elapsedSeconds: The wall-clock time the steps took.
  /// - Returns: The report.
  public func report(elapsedSeconds: Double) -> RunReport {
    var disabled: [OperationKind] = []
    if options.swarm {
      var swarmRNG = SplitMix64(seed: options.seed ^ Runner.swarmSalt)
      disabled = OperationKind.ordered.filter(
        WorkloadGenerator.swarmMask(using: &swarmRNG).contains)
    }
    return RunReport(
      options: options,
      swarmDisabled: disabled,
      steps: step,
      operations: OperationKind.ordered.enumerated().map {
        RunReport.KindCount(kind: $1, applied: applied[$0], noOps: noOps[$0])
      },
      loads: oracle.loads,
      unloads: oracle.unloads,
      reloads: oracle.reloads,
      memoryWarnings: memoryWarnings,
      maxLoadedViews: oracle.maxLoadedMembers,
      finalCapacity: finalCapacity,
      maxDepth: maxDepth,
      violations: oracle.violations,
      elapsedSeconds: elapsedSeconds,
      operationsPerSecond: elapsedSeconds > 0 ? Double(step) / elapsedSeconds : 0,
      tracePath: nil,
      reproducerPath: nil,
      reproducerLength: nil,
      churn: churn?.report(loads: oracle.loads, payloadBytes: oracle.loadedPayloadBytes),
      churnUnavailable: nil,
      pressure: pressureReports
    )
  }
}

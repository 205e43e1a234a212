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
  /// Allocation churn over the steps, when it was measured.
  public var churn: ContainerChurn?
  /// Why churn was not measured, when it was asked for and could not be.
  public var churnUnavailable: String?

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
    if let churn {
      lines.append(
        "churn: \(bytes(churn.allocatedBytes)) allocated, \(bytes(churn.freedBytes)) freed, "
          + "\(churn.allocations) allocations (\(bytes(churn.allocatedBytes / UInt64(max(1, steps)))) per step); "
          + "peak live \(bytes(UInt64(max(0, churn.peakLiveBytes))))")
    } else if let churnUnavailable {
      lines.append("churn: unavailable (\(churnUnavailable))")
    }
    lines += RunReport.violationLines(
      violations, tracePath: tracePath, reproducerPath: reproducerPath,
      reproducerLength: reproducerLength)
    return lines.joined(separator: "\n")
  }
}

/// A container run's allocation churn, from jemalloc's counters.
public struct ContainerChurn: Hashable, Sendable, Codable {
  /// Bytes the run thread allocated during the steps (jemalloc's size classes).
  public var allocatedBytes: UInt64
  /// Bytes it freed during them.
  public var freedBytes: UInt64
  /// Allocations served process-wide during the steps.
  public var allocations: Int
  /// The most bytes the run thread held at once, sampled after every step.
  public var peakLiveBytes: Int64
}

/// Reads the probe's counters at the start, after every step, and at the end.
final class ContainerChurnMeter {
  let probe: AllocationProbe
  let startAllocated: UInt64
  let startFreed: UInt64
  let startAllocations: Int
  var peakLiveBytes: Int64 = 0
  var end: (allocated: UInt64, freed: UInt64, allocations: Int)?

  init(probe: AllocationProbe) {
    self.probe = probe
    startAllocations = probe.sampleProcess(true).allocations
    startAllocated = probe.threadAllocated.pointee
    startFreed = probe.threadDeallocated.pointee
  }

  func stepEnded() {
    let live = Int64(
      bitPattern: (probe.threadAllocated.pointee &- startAllocated)
        &- (probe.threadDeallocated.pointee &- startFreed))
    if live > peakLiveBytes { peakLiveBytes = live }
  }

  /// Takes the last readings (before the teardown).
  func stop() {
    guard end == nil else { return }
    end = (
      probe.threadAllocated.pointee, probe.threadDeallocated.pointee,
      probe.sampleProcess(true).allocations
    )
  }

  func report(steps: Int) -> ContainerChurn {
    stop()
    let last = end ?? (startAllocated, startFreed, startAllocations)
    return ContainerChurn(
      allocatedBytes: last.allocated &- startAllocated, freedBytes: last.freed &- startFreed,
      allocations: last.allocations - startAllocations, peakLiveBytes: peakLiveBytes)
  }
}

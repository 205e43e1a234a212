/// Allocation churn of a run, by operation kind and over time.
public struct ChurnReport: Hashable, Sendable, Codable {
  /// One operation kind's churn.
  public struct KindChurn: Hashable, Sendable, Codable {
    /// The kind.
    public var kind: String
    /// Operations of this kind (applied and no-ops).
    public var count: Int
    /// Bytes allocated during them (jemalloc's size classes).
    public var allocatedBytes: UInt64
    /// Bytes freed during them.
    public var freedBytes: UInt64
    /// View payload bytes the model loaded during them (loads and reloads × payload).
    public var expectedPayloadBytes: UInt64
    /// Allocations made during them on the run's thread (the counting allocation functions), or
    /// process-wide with `--churn-detail` where those are missing; `nil` when not counted.
    public var allocations: Int?
  }

  /// One point of the timeline.
  public struct Sample: Hashable, Sendable, Codable {
    /// The step.
    public var step: Int
    /// Bytes the run thread holds (allocated minus freed since the run started).
    public var liveBytes: Int64
    /// Process-wide resident bytes.
    public var residentBytes: Int
    /// Child views loaded in the stack.
    public var loadedViews: Int
    /// Memory warnings sent so far.
    public var memoryWarnings: Int

    /// Creates a sample.
    public init(
      step: Int, liveBytes: Int64, residentBytes: Int, loadedViews: Int, memoryWarnings: Int
    ) {
      self.step = step
      self.liveBytes = liveBytes
      self.residentBytes = residentBytes
      self.loadedViews = loadedViews
      self.memoryWarnings = memoryWarnings
    }
  }

  /// Churn by kind, in ``StepKind/ordinal`` order (kinds never drawn left out).
  public var byKind: [KindChurn]
  /// Bytes allocated by all operations.
  public var allocatedBytes: UInt64
  /// Bytes freed by all operations.
  public var freedBytes: UInt64
  /// Bytes the run thread allocated outside the operations, for the harness's own work (drawing
  /// steps, the journal, the checks, audits, coverage, the timeline), from the start of the
  /// measurement to the end of the steps.
  public var harnessAllocatedBytes: UInt64 = 0
  /// Bytes the run thread freed outside the operations.
  public var harnessFreedBytes: UInt64 = 0
  /// Allocations the operations made, counted on the run's own thread, when the allocator counts
  /// them per thread (the counting allocation functions); otherwise jemalloc's count over the run for
  /// the whole process.
  public var allocations: Int
  /// Allocations the run thread made outside the operations (the harness's own), when counted
  /// per thread.
  public var harnessAllocations: Int?
  /// The most bytes the operations held at once: allocated minus freed inside them since the
  /// measurement started, exact at every allocation (the counting allocation functions) or
  /// after every step.
  public var peakLiveBytes: Int64
  /// The step (0-based) in which the peak was reached, if it rose above zero: the timeline's
  /// samples, every ``sampleInterval`` steps, can miss it.
  public var peakStep: Int?
  /// What the peak is held to, and whether it held.
  public var bound: PeakBound?
  /// The average payload of the views loaded, in bytes.
  public var meanPayloadBytes: Int

  /// The operations' live bytes averaged over the timeline's samples (0 without samples):
  /// what the run held step after step, where ``peakLiveBytes`` is its one worst moment.
  public var meanLiveBytes: Int64 {
    guard !timeline.isEmpty else { return 0 }
    return Int64(timeline.reduce(0.0) { $0 + Double($1.liveBytes) } / Double(timeline.count))
  }
  /// The timeline, sampled every ``sampleInterval`` steps.
  public var timeline: [Sample]
  /// Steps between timeline samples.
  public var sampleInterval: Int
  /// The build that measured: `release` (optimized) or `debug`, whose unspecialized generic
  /// code allocates where the optimized build does not (compare release figures).
  public var build: String = ChurnReport.currentBuild

  /// The build of this copy of StressKit: `debug` or `release`.
  public static var currentBuild: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }

  /// Creates a report.
  public init(
    byKind: [KindChurn], allocatedBytes: UInt64, freedBytes: UInt64,
    harnessAllocatedBytes: UInt64 = 0, harnessFreedBytes: UInt64 = 0,
    harnessAllocations: Int? = nil, allocations: Int,
    peakLiveBytes: Int64, peakStep: Int? = nil, meanPayloadBytes: Int, timeline: [Sample],
    sampleInterval: Int, bound: PeakBound? = nil
  ) {
    self.bound = bound
    self.peakStep = peakStep
    self.byKind = byKind
    self.allocatedBytes = allocatedBytes
    self.freedBytes = freedBytes
    self.harnessAllocatedBytes = harnessAllocatedBytes
    self.harnessFreedBytes = harnessFreedBytes
    self.harnessAllocations = harnessAllocations
    self.allocations = allocations
    self.peakLiveBytes = peakLiveBytes
    self.meanPayloadBytes = meanPayloadBytes
    self.timeline = timeline
    self.sampleInterval = sampleInterval
  }
}

extension ChurnReport {
  /// The bound a run's peak of live bytes is held to: the most view controllers alive at once
  /// (the container's own and its nested containers' included) × the bytes one costs beyond
  /// its view's payload + the most payload loaded at once beyond that at the start + the most
  /// an operation held for a moment (view controllers and payload counted by the oracle's
  /// events, payloads by the allocator's size classes).
  ///
  /// The bytes per view controller are measured once per run, the larger of two figures: a
  /// child made as the workload makes them, its view loaded without payload; and a 2,000-step
  /// calibration run of the same container (the run's first 2,000 steps, no planted bug): its peak less its
  /// most loaded payload and its most transient bytes, over its most view controllers (the
  /// container's bookkeeping for its children included). What grows with the run rather than with the view controllers and their
  /// loaded views (a leak, a view kept after its release, bookkeeping never given back) takes
  /// the peak past the bound.
  public struct PeakBound: Hashable, Sendable, Codable {
    /// The most view controllers alive at once.
    public var viewControllers: Int
    /// The bytes a child view controller costs beyond its view's payload, measured.
    public var bytesPerViewController: Int
    /// The most payload the views loaded held at once beyond that at the start, by size class.
    public var loadedPayloadBytes: Int
    /// The most an operation held for a moment beyond what it kept at its end.
    public var transientBytes: Int
    /// The bound: `viewControllers × bytesPerViewController + loadedPayloadBytes +
    /// transientBytes`.
    public var bytes: Int64
    /// Whether the peak stayed within it.
    public var held: Bool

    /// The bound of `peakLiveBytes`.
    public init(
      viewControllers: Int, bytesPerViewController: Int, loadedPayloadBytes: Int,
      transientBytes: Int, peakLiveBytes: Int64
    ) {
      self.viewControllers = viewControllers
      self.bytesPerViewController = bytesPerViewController
      self.loadedPayloadBytes = loadedPayloadBytes
      self.transientBytes = transientBytes
      bytes =
        Int64(viewControllers) * Int64(bytesPerViewController) + Int64(loadedPayloadBytes)
        + Int64(transientBytes)
      held = peakLiveBytes <= bytes
    }
  }

  /// The churn section of the text summary, for a run whose container kept at most
  /// `loadedViews` views loaded.
  func textLines(loadedViews views: Int, steps: Int) -> [String] {
    let perStep = steps == 0 ? 0 : Double(allocatedBytes) / Double(steps)
    var lines = [
      "churn: \(bytes(allocatedBytes)) allocated, \(bytes(freedBytes)) freed, "
        + "\(formatCount(Int(allocations))) allocations (\(bytes(UInt64(perStep))) per step; "
        + (build == "release"
          ? "release build)" : "\(build) build: unoptimized, compare release figures)"),
      peakLine(loadedViews: views),
      "  harness overhead (outside the operations, not counted above): "
        + "\(bytes(harnessAllocatedBytes)) allocated, \(bytes(harnessFreedBytes)) freed"
        + (harnessAllocations.map { ", \(formatCount(Int($0))) allocations" } ?? ""),
    ]
    let heaviest = byKind.sorted { $0.allocatedBytes > $1.allocatedBytes }.prefix(6)
    let parts = heaviest.map { kind in
      let each = kind.count == 0 ? 0 : kind.allocatedBytes / UInt64(kind.count)
      let counted =
        kind.allocations.map { count in
          " \((Double(count * 10) / Double(max(1, kind.count))).rounded() / 10) allocs/op"
        } ?? ""
      return "\(kind.kind) \(bytes(each))/op\(counted)"
    }
    lines.append("  by kind: " + parts.joined(separator: ", "))
    return lines
  }

  /// The peak's line.
  ///
  /// `peak live: 1.2 MiB, within its bound 1.5 MiB = 40 view controllers × 3.1 KiB (measured)
  /// + 1.1 MiB loaded payload + 4.0 KiB transient`.
  private func peakLine(loadedViews views: Int) -> String {
    let peak = "  peak live: \(bytes(UInt64(max(0, peakLiveBytes))))"
    guard let bound else { return peak + " (\(views) views loaded at most)" }
    return peak + (bound.held ? ", within its bound " : ", OVER its bound ")
      + "\(bytes(UInt64(max(0, bound.bytes)))) = \(formatCount(bound.viewControllers)) view controllers × "
      + "\(bytes(UInt64(bound.bytesPerViewController))) (measured) + "
      + "\(bytes(UInt64(bound.loadedPayloadBytes))) loaded payload + "
      + "\(bytes(UInt64(bound.transientBytes))) transient"
  }
}

/// `1,234,567`: a count as the reports print it, its digits grouped by thousands.
public func formatCount(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = value < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}

/// `1 step`, `2 steps`, `126,976 steps`: a count and its noun, the noun in the plural (`noun`
/// with an `s`, or `plural`) for any count but one, the digits grouped as ``formatCount(_:)``
/// groups them.
package func counted(_ value: Int, _ noun: String, plural: String? = nil) -> String {
  "\(formatCount(value)) \(value == 1 ? noun : plural ?? noun + "s")"
}

/// A rate or a time as a whole number, grouped: rounded, and never a trap (no number is shown
/// as 0, a number past `Int`'s range as its bound).
package func formatCount(_ value: Double) -> String {
  guard value.isFinite else {
    return value.isNaN ? "0" : formatCount(value < 0 ? Int.min : Int.max)
  }
  let rounded = value.rounded()
  return formatCount(Int(exactly: rounded) ?? (rounded < 0 ? Int.min : Int.max))
}

/// `1.5 MiB`, `320 B`: a byte count as the reports print it.
public func formatBytes(_ value: UInt64) -> String { bytes(value) }

/// `1.5 MiB`, `320 B`.
func bytes(_ value: UInt64) -> String {
  let units = ["B", "KiB", "MiB", "GiB", "TiB"]
  var amount = Double(value)
  var unit = 0
  while amount >= 1024, unit < units.count - 1 {
    amount /= 1024
    unit += 1
  }
  if unit == 0 { return "\(value) B" }
  return "\((amount * 10).rounded() / 10) \(units[unit])"
}

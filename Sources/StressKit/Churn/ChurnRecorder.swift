/// Accumulates a run's churn: per-kind byte deltas after every step, peak live bytes, and a
/// timeline sample every few steps.
///
/// The per-step path reads the two thread counters once and updates a flat table through a raw
/// pointer: no arrays (no uniqueness checks) and only `let` properties (no exclusivity checks),
/// because it runs a million times a second.
@usableFromInline
final class ChurnRecorder {
  let probe: AllocationProbe
  @usableFromInline let sampleInterval: Int
  let startAllocated: UInt64
  let startFreed: UInt64
  let startAllocations: Int
  /// Per kind: count, allocated, freed, payload; then the last readings and the peak.
  private let table: UnsafeMutablePointer<UInt64>
  /// The kinds' names, by ordinal.
  let kindNames: [String]
  private var kinds: Int { kindNames.count }
  private var lastAllocatedSlot: Int { kinds * 4 }
  private var lastFreedSlot: Int { kinds * 4 + 1 }
  private var lastPayloadSlot: Int { kinds * 4 + 2 }
  private var peakSlot: Int { kinds * 4 + 3 }
  /// What ``excluding(_:)`` took out: bytes allocated, bytes freed.
  private var harnessAllocatedSlot: Int { kinds * 4 + 4 }
  private var harnessFreedSlot: Int { kinds * 4 + 5 }
  private let timelineBox = TimelineBox()
  /// Per kind: allocations (with `countAllocations` only); then the last reading.
  private let allocationTable: UnsafeMutablePointer<Int>

  private final class TimelineBox {
    var samples: [ChurnReport.Sample] = []
    /// Allocations served process-wide when the steps ended.
    var endAllocations: Int?
  }

  init(probe: AllocationProbe, kinds: [String], sampleInterval: Int, payloadSoFar: UInt64) {
    self.probe = probe
    kindNames = kinds
    self.sampleInterval = sampleInterval
    startAllocations = probe.sampleProcess(true).allocations
    let slots = kinds.count * 4 + 6
    table = .allocate(capacity: slots)
    table.initialize(repeating: 0, count: slots)
    allocationTable = .allocate(capacity: kinds.count + 1)
    allocationTable.initialize(repeating: 0, count: kinds.count + 1)
    startAllocated = probe.threadAllocated.pointee
    startFreed = probe.threadDeallocated.pointee
    table[lastAllocatedSlot] = startAllocated
    table[lastFreedSlot] = startFreed
    table[lastPayloadSlot] = payloadSoFar
    timelineBox.samples.reserveCapacity(300)
    allocationTable[kinds.count] = probe.countAllocations?() ?? 0
  }

  deinit {
    table.deallocate()
    allocationTable.deallocate()
  }

  /// Bytes the run thread holds now, net of what it held at the start.
  var liveBytes: Int64 {
    Int64(
      bitPattern: (probe.threadAllocated.pointee &- startAllocated &- table[harnessAllocatedSlot])
        &- (probe.threadDeallocated.pointee &- startFreed &- table[harnessFreedSlot]))
  }

  /// Runs `body` (the harness's own work between steps: the journal) without counting what it
  /// allocates and frees as any operation's churn: its bytes move the last readings on, and
  /// what it keeps is taken out of the live bytes.
  @usableFromInline
  func excluding(_ body: () -> Void) {
    let allocated = probe.threadAllocated.pointee
    let freed = probe.threadDeallocated.pointee
    let allocations = probe.countAllocations?()
    body()
    let movedAllocated = probe.threadAllocated.pointee &- allocated
    let movedFreed = probe.threadDeallocated.pointee &- freed
    table[lastAllocatedSlot] &+= movedAllocated
    table[lastFreedSlot] &+= movedFreed
    table[harnessAllocatedSlot] &+= movedAllocated
    table[harnessFreedSlot] &+= movedFreed
    if let allocations, let count = probe.countAllocations {
      allocationTable[kinds] += count() - allocations
    }
  }

  /// Attributes what happened since the last call to an operation of kind `ordinal`.
  @usableFromInline
  func record(_ ordinal: Int, payloadSoFar: UInt64) {
    let allocated = probe.threadAllocated.pointee
    let freed = probe.threadDeallocated.pointee
    let base = ordinal * 4
    table[base] &+= 1
    table[base + 1] &+= allocated &- table[lastAllocatedSlot]
    table[base + 2] &+= freed &- table[lastFreedSlot]
    table[base + 3] &+= payloadSoFar &- table[lastPayloadSlot]
    table[lastAllocatedSlot] = allocated
    table[lastFreedSlot] = freed
    table[lastPayloadSlot] = payloadSoFar
    let live =
      (allocated &- startAllocated &- table[harnessAllocatedSlot])
      &- (freed &- startFreed &- table[harnessFreedSlot])
    if Int64(bitPattern: live) > Int64(bitPattern: table[peakSlot]) { table[peakSlot] = live }
    if let count = probe.countAllocations {
      let now = count()
      allocationTable[ordinal] += now - allocationTable[kinds]
      allocationTable[kinds] = now
    }
  }

  /// Takes the last reading of the process-wide allocations, before the teardown.
  func stop() {
    guard timelineBox.endAllocations == nil else { return }
    timelineBox.endAllocations = probe.sampleProcess(true).allocations
  }

  @usableFromInline
  func sample(step: Int, loadedViews: Int, memoryWarnings: Int) {
    let process = probe.sampleProcess(false)
    timelineBox.samples.append(
      ChurnReport.Sample(
        step: step, liveBytes: liveBytes, residentBytes: process.residentBytes,
        loadedViews: loadedViews, memoryWarnings: memoryWarnings))
  }

  func report(loads: Int, payloadBytes: UInt64) -> ChurnReport {
    let byKind = kindNames.indices.filter { table[$0 * 4] > 0 }.map { index in
      ChurnReport.KindChurn(
        kind: kindNames[index], count: Int(table[index * 4]),
        allocatedBytes: table[index * 4 + 1], freedBytes: table[index * 4 + 2],
        expectedPayloadBytes: table[index * 4 + 3],
        allocations: probe.countAllocations == nil ? nil : allocationTable[index])
    }
    return ChurnReport(
      byKind: byKind,
      allocatedBytes: byKind.map(\.allocatedBytes).reduce(0, &+),
      freedBytes: byKind.map(\.freedBytes).reduce(0, &+),
      allocations: (timelineBox.endAllocations ?? probe.sampleProcess(true).allocations)
        - startAllocations,
      peakLiveBytes: Int64(bitPattern: table[peakSlot]),
      meanPayloadBytes: loads == 0 ? 0 : Int(payloadBytes / UInt64(loads)),
      timeline: timelineBox.samples,
      sampleInterval: sampleInterval)
  }
}

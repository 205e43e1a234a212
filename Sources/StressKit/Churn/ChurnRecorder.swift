/// Accumulates a run's churn: per-kind byte deltas of every step, peak live bytes, and a
/// timeline sample every few steps.
///
/// Only the operation itself is measured: ``begin(_:)`` marks the start of its window, just before
/// the container is asked, and ``record(_:)`` its end. What the run thread
/// allocates outside the windows (drawing the next step, the journal, the checks, the audits,
/// the coverage counts, the timeline) is the harness's overhead, reported apart; inside a
/// window, ``excluding(_:)`` takes the harness's own work out.
///
/// The per-step path reads the two thread counters once and updates a flat table through a raw
/// pointer: no arrays (no uniqueness checks) and only `let` properties (no exclusivity checks),
/// because it runs a million times a second.
@usableFromInline
final class ChurnRecorder {
  let probe: AllocationProbe
  /// The probe's two thread counters, read around every operation.
  private let allocatedp: UnsafePointer<UInt64>
  private let freedp: UnsafePointer<UInt64>
  /// The run thread's allocation count, when the allocator keeps one (a load per reading).
  private let allocationsp: UnsafePointer<UInt64>?
  /// The run thread's exact peak of live bytes, reset at each window's start.
  private let peakReset: (@convention(c) () -> Void)?
  private let peakRead: (@convention(c) () -> Int64)?
  /// Whether the probe counts allocations the slow way (`--churn-detail` without a per-thread
  /// count): checked before its closure is touched, which would retain it every operation.
  private let countsAllocations: Bool
  /// The run thread's allocation count at the start and when the steps ended.
  private let startThreadAllocations: UInt64
  private var endThreadAllocations: UInt64?
  @usableFromInline let sampleInterval: Int
  let startAllocated: UInt64
  let startFreed: UInt64
  let startAllocations: Int
  /// Per kind: count, allocated, freed, payload; then the last readings and the peak.
  private let table: UnsafeMutablePointer<UInt64>
  /// Where the oracle adds the payload each load brings, by the kind of the step (see
  /// ``Oracle/measurePayload(into:)``): the kinds' fourth column, then a row for loads outside
  /// them, and the row of the step in its window.
  var payloadColumn: (start: UnsafeMutablePointer<UInt64>, stride: Int, row: UnsafePointer<Int>) {
    (table + 3, 4, UnsafePointer(loadRow))
  }

  /// The payload column's row of the step in its window, or the row for loads outside one
  /// (``kinds``).
  private let loadRow: UnsafeMutablePointer<Int>

  /// The kinds' names, by ordinal.
  let kindNames: [String]
  private let kinds: Int
  /// The last readings, the peak, the live bytes: slots after the kinds' rows in ``table``.
  private let state: UnsafeMutablePointer<UInt64>
  private enum Slot {
    static let lastAllocated = 0
    static let lastFreed = 1
    static let peak = 2
    /// Payload loaded outside the operations: the payload column's row after the kinds'.
    static let outsidePayload = 3
    /// The operations' net bytes so far (allocated minus freed inside the windows).
    static let live = 4
    /// The run thread's readings when the steps ended (``stop()``), or 0.
    static let endAllocated = 5
    static let endFreed = 6
    /// The most an operation held for a moment beyond what it kept at its end.
    static let transient = 7
    /// The operations recorded when the peak was reached (its step is one less).
    static let peakStep = 8
    static let count = 9
  }
  /// The step at which the next timeline sample is due (a comparison per step, not a division).
  @exclusivity(unchecked) @usableFromInline var nextSampleStep: Int
  private let timelineBox = TimelineBox()
  /// Per kind: allocations (with `countAllocations` only); then the last reading.
  private let allocationTable: UnsafeMutablePointer<Int>

  private final class TimelineBox {
    var samples: [ChurnReport.Sample] = []
    /// Allocations served process-wide when the steps ended.
    var endAllocations: Int?
  }

  init(probe: AllocationProbe, kinds: [String], sampleInterval: Int) {
    self.probe = probe
    allocatedp = probe.threadAllocated
    freedp = probe.threadDeallocated
    allocationsp = probe.threadAllocations
    peakReset = probe.threadPeak?.reset
    peakRead = probe.threadPeak?.read
    countsAllocations = probe.threadAllocations == nil && probe.countAllocations != nil
    kindNames = kinds
    self.kinds = kinds.count
    loadRow = .allocate(capacity: 1)
    loadRow.initialize(to: kinds.count)
    self.sampleInterval = sampleInterval
    startAllocations = probe.sampleProcess(true).allocations
    let slots = kinds.count * 4 + Slot.count
    table = .allocate(capacity: slots)
    table.initialize(repeating: 0, count: slots)
    state = table + kinds.count * 4
    nextSampleStep = sampleInterval
    allocationTable = .allocate(capacity: kinds.count + 1)
    allocationTable.initialize(repeating: 0, count: kinds.count + 1)
    timelineBox.samples.reserveCapacity(300)
    startAllocated = allocatedp.pointee
    startFreed = freedp.pointee
    startThreadAllocations = allocationsp?.pointee ?? 0
    state[Slot.lastAllocated] = startAllocated
    state[Slot.lastFreed] = startFreed
    allocationTable[kinds.count] = probe.countAllocations?() ?? 0
  }

  deinit {
    loadRow.deallocate()
    table.deallocate()
    allocationTable.deallocate()
  }

  /// Bytes the operations hold now: allocated minus freed inside their windows.
  var liveBytes: Int64 { Int64(bitPattern: state[Slot.live]) }

  /// The most bytes the operations held at once (their transient allocations included, with
  /// the exact thread peak).
  var peakLiveBytes: Int64 { Int64(bitPattern: state[Slot.peak]) }

  /// The most an operation held for a moment beyond what it kept at its end (with the exact
  /// thread peak; 0 without).
  var mostTransientBytes: Int64 { Int64(bitPattern: state[Slot.transient]) }

  /// What the peak is held to (see ``ChurnReport/PeakBound``): the bytes a view controller
  /// costs beyond its view's payload, measured, and the loaded payload when the measurement
  /// started.
  var boundBasis: (bytesPerViewController: Int, payloadAtStart: Int)?

  /// Runs `body`, the harness's own work inside an operation's window, without counting what it
  /// allocates and frees as the operation's churn: its bytes move the window's readings on.
  ///
  /// Never inlined: `scripts/heaptrack-check.py` finds what it leaves out by this frame in
  /// each allocation's call stack.
  @usableFromInline @inline(never)
  func excluding<Result>(_ body: () throws -> Result) rethrows -> Result {
    let allocated = allocatedp.pointee
    let freed = freedp.pointee
    let allocations = currentAllocations()
    defer {
      state[Slot.lastAllocated] &+= allocatedp.pointee &- allocated
      state[Slot.lastFreed] &+= freedp.pointee &- freed
      if let allocations, let now = currentAllocations() {
        allocationTable[kinds] += now - allocations
      }
    }
    return try body()
  }

  /// Opens the window of an operation of kind `ordinal`: what the run thread allocates from
  /// now on is the operation's, until ``record(_:)``.
  @usableFromInline @inline(__always)
  func begin(_ ordinal: Int) {
    loadRow.pointee = ordinal
    if let now = currentAllocations() { allocationTable[kinds] = now }
    state[Slot.lastAllocated] = allocatedp.pointee
    state[Slot.lastFreed] = freedp.pointee
    peakReset?()
  }

  /// Closes the window ``begin(_:)`` opened, charging it to an operation of kind `ordinal`.
  @usableFromInline @inline(__always)
  func record(_ ordinal: Int) {
    let allocated = allocatedp.pointee &- state[Slot.lastAllocated]
    let freed = freedp.pointee &- state[Slot.lastFreed]
    let base = ordinal &* 4
    table[base] &+= 1
    table[base &+ 1] &+= allocated
    table[base &+ 2] &+= freed
    // The operation's highest point above where it started: its net bytes at the end, or,
    // with the exact thread peak, whatever it held for a moment inside.
    var top = Int64(bitPattern: allocated &- freed)
    if let peakRead {
      let startLive = Int64(bitPattern: state[Slot.lastAllocated] &- state[Slot.lastFreed])
      top = max(top, peakRead() &- startLive)
    }
    let transient = top &- max(0, Int64(bitPattern: allocated &- freed))
    if transient > Int64(bitPattern: state[Slot.transient]) {
      state[Slot.transient] = UInt64(bitPattern: transient)
    }
    let reached = Int64(bitPattern: state[Slot.live]) &+ top
    if reached > Int64(bitPattern: state[Slot.peak]) {
      state[Slot.peak] = UInt64(bitPattern: reached)
      // Rare once the run settles: the operations so far, over the kinds' counts.
      var recorded: UInt64 = 0
      for kind in 0..<kinds { recorded &+= table[kind &* 4] }
      state[Slot.peakStep] = recorded
    }
    state[Slot.live] &+= allocated &- freed
    if let now = currentAllocations() { allocationTable[ordinal] += now - allocationTable[kinds] }
    loadRow.pointee = kinds
  }

  /// The allocations counted so far: the run thread's (a load), or the process's the slow way
  /// (`--churn-detail`), or `nil` when allocations are not counted.
  @inline(__always)
  private func currentAllocations() -> Int? {
    if let allocationsp { return Int(truncatingIfNeeded: allocationsp.pointee) }
    if countsAllocations, let count = probe.countAllocations { return count() }
    return nil
  }

  /// Takes the last readings (the thread's counters, the process-wide allocations) once, when
  /// the steps end, before the teardown; the report takes them if no one did.
  func stop() {
    guard timelineBox.endAllocations == nil else { return }
    state[Slot.endAllocated] = allocatedp.pointee
    state[Slot.endFreed] = freedp.pointee
    endThreadAllocations = allocationsp?.pointee
    timelineBox.endAllocations = probe.sampleProcess(true).allocations
  }

  @usableFromInline
  func sample(step: Int, loadedViews: Int, memoryWarnings: Int) {
    nextSampleStep =
      step > Int.max - sampleInterval ? Int.max : (step / sampleInterval + 1) * sampleInterval
    let process = probe.sampleProcess(false)
    timelineBox.samples.append(
      ChurnReport.Sample(
        step: step, liveBytes: liveBytes, residentBytes: process.residentBytes,
        loadedViews: loadedViews, memoryWarnings: memoryWarnings))
  }

  /// The report; `viewControllers` and `livePayloadBytes` are the most view controllers alive
  /// and the most payload loaded at once during the measurement (the oracle's, counted from
  /// zero: ``boundBasis`` says what was there at the start).
  func report(
    loads: Int, payloadBytes: UInt64, viewControllers: Int, livePayloadBytes: Int
  ) -> ChurnReport {
    let byKind = kindNames.indices.filter { table[$0 * 4] > 0 }.map { index in
      ChurnReport.KindChurn(
        kind: kindNames[index], count: Int(table[index * 4]),
        allocatedBytes: table[index * 4 + 1], freedBytes: table[index * 4 + 2],
        expectedPayloadBytes: table[index * 4 + 3],
        allocations: allocationsp == nil && !countsAllocations ? nil : allocationTable[index])
    }
    let allocated = byKind.map(\.allocatedBytes).reduce(0, &+)
    let freed = byKind.map(\.freedBytes).reduce(0, &+)
    stop()
    // With a per-thread count, the run's allocations are its own operations'; without one,
    // jemalloc's process-wide count over the run.
    let operationAllocations = byKind.compactMap(\.allocations).reduce(0, +)
    let threadTotal = endThreadAllocations.map { Int($0 &- startThreadAllocations) }
    return ChurnReport(
      byKind: byKind,
      allocatedBytes: allocated,
      freedBytes: freed,
      harnessAllocatedBytes: (state[Slot.endAllocated] &- startAllocated) &- allocated,
      harnessFreedBytes: (state[Slot.endFreed] &- startFreed) &- freed,
      harnessAllocations: threadTotal.map { $0 - operationAllocations },
      allocations: allocationsp != nil
        ? operationAllocations
        : (timelineBox.endAllocations ?? startAllocations) - startAllocations,
      peakLiveBytes: peakLiveBytes,
      peakStep: state[Slot.peakStep] == 0 ? nil : Int(state[Slot.peakStep]) - 1,
      meanPayloadBytes: loads == 0 ? 0 : Int(payloadBytes / UInt64(loads)),
      timeline: timelineBox.samples,
      sampleInterval: sampleInterval,
      bound: boundBasis.map { basis in
        ChurnReport.PeakBound(
          viewControllers: viewControllers,
          bytesPerViewController: basis.bytesPerViewController,
          loadedPayloadBytes: max(0, livePayloadBytes - basis.payloadAtStart),
          transientBytes: Int(mostTransientBytes), peakLiveBytes: peakLiveBytes)
      })
  }
}

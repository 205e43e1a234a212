/// What the team's screens' own code allocates: the run thread's allocation counters read
/// around each of their overrides (``LifecycleObserver/teamCodeWillRun(_:of:)`` and
/// ``LifecycleObserver/teamCodeDidRun()``), each span without the spans nested in it (a
/// screen's callback that reaches its children's counts theirs to them).
///
/// Idle until the run measures churn (the runner gives it the probe's counters): a run without
/// a probe reads nothing.
final class ScreenCodeMeter {
  /// The run thread's cumulative bytes allocated, once churn is measured.
  var allocated: UnsafePointer<UInt64>?
  /// The run thread's cumulative allocations, when the allocator counts them per thread.
  var allocations: UnsafePointer<UInt64>?
  /// The open spans, innermost last: the counters at their start, and what the spans nested
  /// in them allocated.
  private var open: [(bytes: UInt64, count: UInt64, nestedBytes: UInt64, nestedCount: UInt64)]

  init() {
    open = []
    // Kept from span to span: a span's own bookkeeping allocates nothing once warm.
    open.reserveCapacity(16)
  }

  /// Whether it reads counters (the run measures churn).
  var isMeasuring: Bool { allocated != nil }

  /// A span of the team's code begins.
  func begin() {
    guard let allocated else { return }
    open.append((allocated.pointee, allocations?.pointee ?? 0, 0, 0))
  }

  /// The span begun last ends: what it allocated itself (bytes, allocations), or `nil` when
  /// nothing is measured.
  func end() -> (bytes: UInt64, count: UInt64)? {
    guard let allocated, let span = open.popLast() else { return nil }
    let bytes = allocated.pointee &- span.bytes
    let count = (allocations?.pointee ?? 0) &- span.count
    if !open.isEmpty {
      open[open.count - 1].nestedBytes &+= bytes
      open[open.count - 1].nestedCount &+= count
    }
    return (bytes &- span.nestedBytes, count &- span.nestedCount)
  }
}

/// Where a run reads allocation churn from, without StressKit depending on an allocator.
///
/// `stress-harness` builds one from jemalloc's counters (the `ChurnMeter` module): the run
/// thread's cumulative bytes allocated and freed, read with a load before and after every
/// operation, and a process-wide sample (resident bytes, allocation count) taken every few steps.
public struct AllocationProbe {
  /// The run thread's cumulative bytes allocated.
  public var threadAllocated: UnsafePointer<UInt64>
  /// The run thread's cumulative bytes freed.
  public var threadDeallocated: UnsafePointer<UInt64>
  /// Process-wide resident bytes and allocations served so far (costs microseconds).
  ///
  /// The argument says whether the allocation count must be exact (the start and end of a run)
  /// rather than cheap (timeline samples).
  public var sampleProcess: (_ exact: Bool) -> (residentBytes: Int, allocations: Int)

  /// The run thread's cumulative allocations (a load), when the allocator counts them per
  /// thread (the counting allocation functions, see `ChurnMeter.threadAllocationCounters()`): then
  /// allocations are counted by operation kind in every measured run.
  public var threadAllocations: UnsafePointer<UInt64>?

  /// Resets and reads the run thread's exact peak of live bytes, when the allocator tracks it.
  ///
  /// The peak is allocated minus freed at every allocation (`ChurnMeter.threadPeakTracker()`),
  /// so a run's peak includes what an operation held for a moment inside it. C functions, so
  /// that calling them around every operation retains nothing.
  public var threadPeak: (reset: @convention(c) () -> Void, read: @convention(c) () -> Int64)?

  /// The bytes the allocator reserves for a request of so many bytes (16-byte aligned).
  ///
  /// Its size class: loaded payloads are counted this way for the bound of the peak.
  public var sizeClass: (@Sendable (Int) -> Int)?

  /// When set (and ``threadAllocations`` is not), the exact number of allocations served so far
  /// process-wide.
  ///
  /// It is read around every operation to count allocations by operation kind. jemalloc's
  /// statistics keep no per-thread count, so this flushes the thread cache and refreshes the
  /// statistics each time: exact when no other thread allocates, and about 20 times the cost
  /// of a run (`run --churn-detail`, where allocations are not counted per thread).
  public var countAllocations: (() -> Int)?

  /// Creates a probe.
  public init(
    threadAllocated: UnsafePointer<UInt64>,
    threadDeallocated: UnsafePointer<UInt64>,
    sampleProcess: @escaping (_ exact: Bool) -> (residentBytes: Int, allocations: Int),
    threadAllocations: UnsafePointer<UInt64>? = nil,
    threadPeak: (reset: @convention(c) () -> Void, read: @convention(c) () -> Int64)? = nil,
    countAllocations: (() -> Int)? = nil,
    sizeClass: (@Sendable (Int) -> Int)? = nil
  ) {
    self.sizeClass = sizeClass
    self.threadPeak = threadPeak
    self.threadAllocated = threadAllocated
    self.threadDeallocated = threadDeallocated
    self.sampleProcess = sampleProcess
    self.threadAllocations = threadAllocations
    self.countAllocations = countAllocations
  }
}

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

  /// When set, the exact number of allocations served so far.
  ///
  /// It is read after every step to count allocations by operation kind. jemalloc keeps no per-thread allocation count, so this
  /// flushes the thread cache and refreshes the statistics each time: exact, but about a
  /// hundred times the cost of a step (`run --churn-detail`).
  public var countAllocations: (() -> Int)?

  /// Creates a probe.
  public init(
    threadAllocated: UnsafePointer<UInt64>,
    threadDeallocated: UnsafePointer<UInt64>,
    sampleProcess: @escaping (_ exact: Bool) -> (residentBytes: Int, allocations: Int),
    countAllocations: (() -> Int)? = nil
  ) {
    self.threadAllocated = threadAllocated
    self.threadDeallocated = threadDeallocated
    self.sampleProcess = sampleProcess
    self.countAllocations = countAllocations
  }
}

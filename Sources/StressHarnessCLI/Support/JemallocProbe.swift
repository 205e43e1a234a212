import ChurnMeter
import StressKit

/// Why churn cannot be measured.
struct ChurnUnavailable: Error, CustomStringConvertible {
  var description: String
}

/// An allocation probe reading jemalloc's counters for the calling thread.
///
/// - Parameter countingAllocations: Whether to count allocations after every step (exact and
///   slow: a cache flush and a statistics refresh each time).
/// - Returns: The probe, or why there is none.
func jemallocProbe(countingAllocations: Bool = false) -> Result<AllocationProbe, ChurnUnavailable> {
  switch ChurnMeter.current() {
  case .available(let meter):
    let counters = meter.threadCounters
    return .success(
      AllocationProbe(
        threadAllocated: counters.allocated,
        threadDeallocated: counters.deallocated,
        sampleProcess: { exact in
          let stats = meter.globalStats(flushingCache: exact)
          return (stats.resident, stats.allocations)
        },
        countAllocations: countingAllocations ? { meter.globalStats().allocations } : nil))
  case .unavailable(let reason):
    return .failure(ChurnUnavailable(description: reason))
  }
}

import ChurnMeter
import StressKit

/// Why churn cannot be measured.
struct ChurnUnavailable: Error, CustomStringConvertible {
  var description: String
}

/// An allocation probe reading jemalloc's counters for the calling thread.
///
/// Allocations are counted per thread by the counting allocation functions (`CAllocationCounter`)
/// wherever they are in place; only where they are not does `countingAllocations` (`--churn-detail`) count them
/// the slow way (a cache flush and a statistics refresh around every operation).
///
/// - Parameter countingAllocations: Whether to count allocations without the counting functions.
/// - Returns: The probe, or why there is none.
func jemallocProbe(countingAllocations: Bool = false) -> Result<AllocationProbe, ChurnUnavailable> {
  switch ChurnMeter.current() {
  case .available(let meter):
    let counters = meter.threadCounters
    let counts = meter.threadAllocationCounters()
    return .success(
      AllocationProbe(
        threadAllocated: counters.allocated,
        threadDeallocated: counters.deallocated,
        sampleProcess: { exact in
          let stats = meter.globalStats(flushingCache: exact)
          return (stats.resident, stats.allocations)
        },
        threadAllocations: counts?.allocations,
        threadPeak: meter.threadPeakTracker(),
        countAllocations: countingAllocations && counts == nil
          ? { meter.globalStats().allocations } : nil,
        sizeClass: { ChurnMeter.sizeClass(of: $0) }))
  case .unavailable(let reason):
    return .failure(ChurnUnavailable(description: reason))
  }
}

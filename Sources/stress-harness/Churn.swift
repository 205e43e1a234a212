import ChurnMeter
import StressKit

/// Why churn cannot be measured.
struct ChurnUnavailable: Error, CustomStringConvertible {
  var description: String
}

/// An allocation probe reading jemalloc's counters for the calling thread.
func jemallocProbe() -> Result<AllocationProbe, ChurnUnavailable> {
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
        }))
  case .unavailable(let reason):
    return .failure(ChurnUnavailable(description: reason))
  }
}

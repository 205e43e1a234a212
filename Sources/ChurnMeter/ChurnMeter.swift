import CJemalloc

/// Reads jemalloc's allocation counters: the calling thread's cumulative bytes allocated and
/// freed (a load each, through pointers cached once), and the process-wide statistics after an
/// `epoch` refresh.
///
/// Debian's `libjemalloc-dev` is linked through the `CJemalloc` system-library target, so
/// jemalloc is the allocator of every executable that links this module. ``current()`` checks that
/// it really serves this thread's allocations before handing out a meter.
///
/// A meter is bound to the thread that created it: the per-thread counters belong to that
/// thread. Create one per run, on the run's thread.
///
/// ```swift
/// switch ChurnMeter.current() {
/// case .available(let meter):
///   let before = meter.threadAllocatedBytes
///   doWork()
///   print("allocated", meter.threadAllocatedBytes - before, "bytes")
/// case .unavailable(let reason):
///   print("churn unavailable:", reason)
/// }
/// ```
public final class ChurnMeter {
  /// A meter, or why there is none.
  public enum Availability {
    /// jemalloc serves this thread and keeps statistics.
    case available(ChurnMeter)
    /// Why churn cannot be measured.
    case unavailable(String)
  }

  private let allocatedp: UnsafeMutablePointer<UInt64>
  private let deallocatedp: UnsafeMutablePointer<UInt64>
  private var epochMIB: [Int]
  private let globalMIBs: [[Int]]
  private let countMIBs: [[Int]]

  private init(
    allocatedp: UnsafeMutablePointer<UInt64>, deallocatedp: UnsafeMutablePointer<UInt64>,
    epochMIB: [Int], globalMIBs: [[Int]], countMIBs: [[Int]]
  ) {
    self.allocatedp = allocatedp
    self.deallocatedp = deallocatedp
    self.epochMIB = epochMIB
    self.globalMIBs = globalMIBs
    self.countMIBs = countMIBs
  }

  /// A meter for the calling thread, if jemalloc is the allocator and keeps statistics.
  public static func current() -> Availability {
    var statsEnabled = false
    var boolSize = MemoryLayout<Bool>.size
    guard mallctl("config.stats", &statsEnabled, &boolSize, nil, 0) == 0 else {
      return .unavailable("jemalloc's mallctl does not answer")
    }
    guard statsEnabled else { return .unavailable("this jemalloc was built without statistics") }
    guard let allocated = threadPointer("thread.allocatedp"),
      let deallocated = threadPointer("thread.deallocatedp")
    else {
      return .unavailable("jemalloc's per-thread counters are not available")
    }
    // jemalloc must really serve this thread's allocations (not, say, an allocator preloaded
    // ahead of it): an allocation of 1 MiB through the Swift runtime must show in its counter.
    let before = allocated.pointee
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
    let seen = allocated.pointee &- before
    probe.deallocate()
    guard seen >= 1 << 20 else {
      return .unavailable("jemalloc is linked but is not the process's allocator")
    }
    guard let epoch = mib("epoch") else { return .unavailable("no epoch control") }
    let names = [
      "stats.allocated", "stats.active", "stats.resident", "stats.mapped", "stats.retained",
    ]
    let all = "stats.arenas.\(MALLCTL_ARENAS_ALL)"
    // nrequests counts every request, the thread caches' included; nmalloc counts only what the
    // arenas served (a cache refill is one), which undercounts by orders of magnitude.
    let counts = ["small.nrequests", "small.ndalloc", "large.nrequests", "large.ndalloc"].map {
      "\(all).\($0)"
    }
    let globals = names.compactMap(mib)
    let countMIBs = counts.compactMap(mib)
    guard globals.count == names.count, countMIBs.count == counts.count else {
      return .unavailable("jemalloc's statistics are not available")
    }
    return .available(
      ChurnMeter(
        allocatedp: allocated, deallocatedp: deallocated, epochMIB: epoch, globalMIBs: globals,
        countMIBs: countMIBs))
  }

  private static func threadPointer(_ name: String) -> UnsafeMutablePointer<UInt64>? {
    var pointer: UnsafeMutablePointer<UInt64>?
    var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
    guard mallctl(name, &pointer, &size, nil, 0) == 0 else { return nil }
    return pointer
  }

  private static func mib(_ name: String) -> [Int]? {
    var mib = [Int](repeating: 0, count: 8)
    var length = mib.count
    guard mallctlnametomib(name, &mib, &length) == 0 else { return nil }
    return Array(mib.prefix(length))
  }

  /// Bytes this thread has allocated since it started (a load).
  @inline(__always)
  public var threadAllocatedBytes: UInt64 { allocatedp.pointee }

  /// Bytes this thread has freed since it started (a load).
  @inline(__always)
  public var threadDeallocatedBytes: UInt64 { deallocatedp.pointee }

  /// Pointers to this thread's two counters, for code that must not depend on this module.
  public var threadCounters: (allocated: UnsafePointer<UInt64>, deallocated: UnsafePointer<UInt64>)
  {
    (UnsafePointer(allocatedp), UnsafePointer(deallocatedp))
  }

  /// Process-wide figures, after refreshing jemalloc's statistics.
  public struct GlobalStats: Hashable, Sendable, Codable {
    /// Bytes in live allocations.
    public var allocated: Int
    /// Bytes in active pages.
    public var active: Int
    /// Bytes in physically resident pages.
    public var resident: Int
    /// Bytes in mapped extents.
    public var mapped: Int
    /// Bytes retained (virtual memory kept for reuse).
    public var retained: Int
    /// Allocation requests served (small and large, thread caches included).
    public var allocations: Int
    /// Deallocations the arenas saw (thread caches return memory in batches, so this lags).
    public var deallocations: Int
  }

  /// Refreshes jemalloc's statistics (`epoch`) and reads them.
  ///
  /// Costs microseconds: call it at sample points, not per operation.
  ///
  /// - Parameter flushingCache: Whether to flush this thread's cache first, so that the
  ///   allocation counts include what it holds. A flush makes the next allocations slower (the
  ///   cache refills): take it at the start and end of a measurement, not in between.
  /// - Returns: The figures.
  public func globalStats(flushingCache: Bool = true) -> GlobalStats {
    if flushingCache { mallctl("thread.tcache.flush", nil, nil, nil, 0) }
    var current: UInt64 = 0
    var next: UInt64 = 1
    var size = MemoryLayout<UInt64>.size
    epochMIB.withUnsafeMutableBufferPointer { mib in
      _ = mallctlbymib(mib.baseAddress, mib.count, &current, &size, &next, size)
    }
    func read(_ mib: [Int]) -> Int {
      var value = 0
      var size = MemoryLayout<Int>.size
      var copy = mib
      _ = mallctlbymib(&copy, copy.count, &value, &size, nil, 0)
      return value
    }
    let g = globalMIBs.map(read)
    let c = countMIBs.map(read)
    return GlobalStats(
      allocated: g[0], active: g[1], resident: g[2], mapped: g[3], retained: g[4],
      allocations: c[0] + c[2], deallocations: c[1] + c[3])
  }

  /// The bytes jemalloc really reserves for a request of `bytes` aligned to `alignment` (a
  /// power of two): its size class, from `nallocx`.
  public static func sizeClass(of bytes: Int, alignment: Int = 1) -> Int {
    guard bytes > 0 else { return 0 }
    // MALLOCX_ALIGN(a) is the base-2 logarithm of the alignment.
    let flags = alignment > 1 ? Int32(alignment.trailingZeroBitCount) : 0
    return nallocx(bytes, flags)
  }
}

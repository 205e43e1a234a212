import CAllocationCounter
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
  /// The MIBs of `epoch` then of every statistic read, 8 slots each, in a buffer of their own:
  /// reading them allocates nothing (copying an array to pass it `inout` would).
  private let mibs: UnsafeMutablePointer<Int>
  private let mibLengths: UnsafeMutablePointer<Int>
  private static let mibSlots = 8
  private static let mibCount = 10

  private init(
    allocatedp: UnsafeMutablePointer<UInt64>, deallocatedp: UnsafeMutablePointer<UInt64>,
    mibs: [[Int]]
  ) {
    self.allocatedp = allocatedp
    self.deallocatedp = deallocatedp
    self.mibs = .allocate(capacity: Self.mibCount * Self.mibSlots)
    self.mibs.initialize(repeating: 0, count: Self.mibCount * Self.mibSlots)
    self.mibLengths = .allocate(capacity: Self.mibCount)
    for (index, mib) in mibs.enumerated() {
      mibLengths[index] = mib.count
      for (offset, component) in mib.enumerated() {
        self.mibs[index * Self.mibSlots + offset] = component
      }
    }
  }

  deinit {
    mibs.deallocate()
    mibLengths.deallocate()
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
    let all = "stats.arenas.\(MALLCTL_ARENAS_ALL)"
    // nrequests counts every request, the thread caches' included; nmalloc counts only what the
    // arenas served (a cache refill is one), which undercounts by orders of magnitude.
    let names = [
      "epoch", "stats.allocated", "stats.active", "stats.resident", "stats.mapped",
      "stats.retained", "\(all).small.nrequests", "\(all).small.ndalloc",
      "\(all).large.nrequests", "\(all).large.ndalloc",
    ]
    let found = names.compactMap(mib)
    guard found.count == names.count, found.allSatisfy({ $0.count <= mibSlots }) else {
      return .unavailable("jemalloc's statistics are not available")
    }
    return .available(ChurnMeter(allocatedp: allocated, deallocatedp: deallocated, mibs: found))
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

  /// Counts of the calling thread's allocations and frees, exact, per thread, read with a load.
  ///
  /// The `CAllocationCounter` target defines the C allocation functions (`malloc`, `free`,
  /// `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`, `memalign`, `valloc`): each call
  /// is counted on the calling thread and handed on to jemalloc (or to a tool preloaded ahead of
  /// it, such as heaptrack), which stays on its fast path: a few instructions a call, where
  /// jemalloc's own allocation hooks (`experimental.hooks.install`) took it off its fast path
  /// for about 40 ns a malloc and free pair.
  ///
  /// - Returns: `nil` when the allocations are not counted: a build under AddressSanitizer or
  ///   ThreadSanitizer, or a process whose allocations do not reach the counting functions.
  public func threadAllocationCounters()
    -> (allocations: UnsafePointer<UInt64>, frees: UnsafePointer<UInt64>)?
  {
    guard vcs_allocation_counting() == 1, let allocations = vcs_thread_allocation_count(),
      let frees = vcs_thread_free_count()
    else { return nil }
    // An allocation through the Swift runtime must show in the count.
    let before = (allocations.pointee, frees.pointee)
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    probe.deallocate()
    guard allocations.pointee &- before.0 == 1, frees.pointee &- before.1 == 1 else { return nil }
    return (allocations, frees)
  }

  /// Tracks the calling thread's peak of live bytes (allocated minus freed) exactly, at every
  /// allocation, where allocations are counted (``threadAllocationCounters()``); returns the C
  /// functions that reset and read it, or `nil` where they are not.
  ///
  /// jemalloc's own `thread.peak.read` is an approximation (it is updated only at sampled
  /// allocation events), so the peak is kept by the counting functions instead.
  public func threadPeakTracker()
    -> (reset: @convention(c) () -> Void, read: @convention(c) () -> Int64)?
  {
    guard threadAllocationCounters() != nil else { return nil }
    vcs_peak_track(allocatedp, deallocatedp)
    return (vcs_peak_reset, vcs_peak_read)
  }

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
    _ = mallctlbymib(mibs, mibLengths[0], &current, &size, &next, size)
    func read(_ index: Int) -> Int {
      var value = 0
      var size = MemoryLayout<Int>.size
      _ = mallctlbymib(mibs + index * Self.mibSlots, mibLengths[index], &value, &size, nil, 0)
      return value
    }
    return GlobalStats(
      allocated: read(1), active: read(2), resident: read(3), mapped: read(4), retained: read(5),
      allocations: read(6) + read(8), deallocations: read(7) + read(9))
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

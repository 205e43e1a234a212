import CJemalloc

/// jemalloc's sampling heap profiler: which call stacks allocate, by bytes.
///
/// jemalloc samples about one allocation in every ``sampleInterval`` bytes allocated and keeps
/// the call stack of each sample; a dump (``dump(to:)``) writes the stacks and their estimated
/// bytes for `jeprof` (Debian's `libjemalloc-dev`) to read. Profiling must be enabled when the
/// process starts, through the environment (``configuration``); sampling is then switched on
/// and off at run time (``setActive(_:)``), so that only the part of the run that matters is
/// sampled.
///
/// ```swift
/// // The process was started with MALLOC_CONF=HeapProfiler.configuration.
/// guard HeapProfiler.isEnabled else { fatalError("start with MALLOC_CONF") }
/// HeapProfiler.setActive(true)
/// doWork()
/// HeapProfiler.setActive(false)
/// let written = HeapProfiler.dump(to: "/tmp/heap.prof")
/// ```
public enum HeapProfiler {
  /// Log₂ of the mean bytes between samples: one sample per 4 KiB allocated on average
  /// (jemalloc's default, 512 KiB, would leave a run of small allocations nearly unsampled).
  public static let sampleIntervalLog2 = 12

  /// The mean bytes allocated between two samples.
  public static var sampleInterval: Int { 1 << sampleIntervalLog2 }

  /// The `MALLOC_CONF` a process must start with to be profiled: profiling enabled, sampling
  /// off until ``setActive(_:)``, cumulative counts kept (bytes allocated, not only live).
  public static var configuration: String {
    "prof:true,prof_active:false,prof_accum:true,lg_prof_sample:\(sampleIntervalLog2)"
  }

  /// Whether this jemalloc was built with profiling (`config.prof`; Debian's is).
  public static var isBuiltIn: Bool { readBool("config.prof") ?? false }

  /// Whether profiling was enabled when the process started (`opt.prof`).
  public static var isEnabled: Bool { readBool("opt.prof") ?? false }

  /// Switches sampling on or off (`prof.active`); `false` when profiling is not enabled.
  @discardableResult
  public static func setActive(_ active: Bool) -> Bool {
    var value = active
    return mallctl("prof.active", nil, nil, &value, MemoryLayout<Bool>.size) == 0
  }

  /// Writes the profile so far to `path` (`prof.dump`); `false` when it could not.
  public static func dump(to path: String) -> Bool {
    path.withCString { name in
      var pointer: UnsafePointer<CChar>? = name
      return mallctl(
        "prof.dump", nil, nil, &pointer, MemoryLayout<UnsafePointer<CChar>?>.size) == 0
    }
  }

  private static func readBool(_ name: String) -> Bool? {
    var value = false
    var size = MemoryLayout<Bool>.size
    return mallctl(name, &value, &size, nil, 0) == 0 ? value : nil
  }
}

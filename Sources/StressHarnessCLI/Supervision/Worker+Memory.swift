import StressKit

#if canImport(Glibc)
import Glibc
#endif

extension Worker.Outcome {
  /// What the runtime wrote when memory could not be had, as its trap's message says it.
  static let allocationFailures = [
    "failed to allocate ", "Could not allocate memory", "Cannot allocate memory",
    "out of memory", "std::bad_alloc",
  ]

  /// The allocation failure this worker trapped on, as one line, when it is the machine's
  /// limit rather than the container's request: `nil` for any other end.
  ///
  /// A request for more memory than the machine has (its physical memory), with no limit set
  /// on this process, is the container's own bug (a size computed wrong), and stays a crash;
  /// any other failed allocation found the memory used up or a limit (`ulimit -v`, `ulimit -d`)
  /// reached, which no container can be blamed for.
  var allocationFailure: String? {
    guard case .signal(let signal) = termination, Worker.crashSignals.contains(signal),
      let report = CrashReport.text(in: standardError)
    else { return nil }
    guard
      let line = report.split(separator: "\n").first(where: { line in
        Self.allocationFailures.contains { line.contains($0) }
      })
    else { return nil }
    if MemoryLimit.current == nil, let bytes = Self.requestedBytes(in: line),
      bytes > MemoryLimit.physicalBytes
    {
      return nil
    }
    var text = String(line)
    if let fatal = text.firstRange(of: "Fatal error: ") { text = String(text[fatal.upperBound...]) }
    return HarnessError.echoed(text, limit: 200)
  }

  /// The byte count in the runtime's `failed to allocate N bytes`, if it says one.
  static func requestedBytes(in line: some StringProtocol) -> UInt64? {
    guard let range = line.firstRange(of: "failed to allocate ") else { return nil }
    return UInt64(line[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
  }
}

/// The limit on this process's memory, as the harness names it in an error.
enum MemoryLimit {
  /// The limit set on this process's memory, if any: its bytes and the option that sets it.
  ///
  /// The address-space limit (`ulimit -v`), else the data limit (`ulimit -d`). Workers inherit
  /// it.
  static var current: (bytes: UInt64, option: String)? {
    for (resource, option) in [(RLIMIT_AS, "ulimit -v"), (RLIMIT_DATA, "ulimit -d")] {
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0,
        limit.rlim_cur != rlim_t.max
      else { continue }
      return (UInt64(limit.rlim_cur), option)
    }
    return nil
  }

  /// The machine's physical memory, in bytes.
  static var physicalBytes: UInt64 {
    UInt64(max(0, sysconf(Int32(_SC_PHYS_PAGES)))) * UInt64(max(0, sysconf(Int32(_SC_PAGESIZE))))
  }

  /// The limit in words: `an address-space limit of 97.7 MiB (ulimit -v)`, or the machine's
  /// memory when none is set.
  static func describe() -> String {
    guard let (bytes, option) = current else {
      return "no limit, the machine's \(formatBytes(physicalBytes)) used up"
    }
    let kind = option == "ulimit -v" ? "an address-space limit" : "a data-size limit"
    return "\(kind) of \(formatBytes(bytes)) (\(option))"
  }
}

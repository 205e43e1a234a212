import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What one shrink may spend (`--shrink-time`): CPU time, that of the thread that shrinks and
/// of the workers that replay its candidates, so that a busy machine, which slows the clock's
/// count of a shrink, does not stop it sooner (nor other seeds' workers, running beside it,
/// count against it); and, as a backstop for candidates that wait rather than work, ten times
/// as much wall time.
struct ShrinkBudget: Sendable {
  /// The CPU seconds a shrink may use.
  var cpuSeconds: Double

  /// How many times the CPU budget the clock may run before a shrink stops anyway.
  static let wallFactor = 10.0

  /// The wall-clock bound the shrinker and its candidates' workers take: the backstop.
  var wallBackstop: Duration { .milliseconds(Int64(cpuSeconds * Self.wallFactor * 1000)) }

  /// A shrink under way: the CPU time it has used since it began.
  final class Running: Sendable {
    let limit: Double
    /// The shrinking thread's CPU time when it began.
    let began = ShrinkBudget.threadSeconds()
    /// The CPU time of the candidates' workers that ended.
    private let workers = Mutex(0.0)

    init(limit: Double) { self.limit = limit }

    /// Counts a candidate's worker that ended.
    func add(_ outcome: Worker.Outcome?) {
      guard let outcome else { return }
      workers.withLock { $0 += outcome.cpuSeconds }
    }

    /// The CPU time used so far.
    var used: Double { ShrinkBudget.threadSeconds() - began + workers.withLock { $0 } }

    /// Whether the shrink has used its CPU time (call it on the shrinking thread).
    var exhausted: Bool { used >= limit }
  }

  /// Starts the count of a shrink, on the thread that shrinks.
  func start() -> Running { Running(limit: cpuSeconds) }

  /// The calling thread's CPU time (user and system), in seconds.
  static func threadSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The user and system time of `usage`, in seconds.
  static func seconds(_ usage: rusage) -> Double {
    [usage.ru_utime, usage.ru_stime].reduce(0) {
      $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
    }
  }
}

import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` (the terminal closed): a request to stop that
/// keeps the work done.
///
/// The first signal sets a flag that the run's progress checks (it stops within 4,096 steps)
/// and the shrinker checks between candidates (the best reproducer so far is kept); the command
/// then prints its partial summary, marked interrupted, writes its JSON and traces, and exits
/// with ``ExitStatus/interrupted(by:)`` unless violations were found (1).
///
/// Who ends what: a command's second signal ends its process at once, as the handler before
/// this one would have (its journals written out first), when it comes ``patience`` or more
/// after the first: a signal delivered twice (`timeout` sends it to the command and to its
/// group; a `kill` of the group and of the process) is one request. A worker runs in a process group of
/// its own, so a terminal's signals reach its supervisor only, which passes the request on
/// once (``Worker/StopPolicy``); a worker takes any number of requests (`SIGINT`, `SIGHUP`) as
/// that one, since only its supervisor ends it early (`SIGKILL`), or its watchdog (`SIGTERM`,
/// which a worker does not catch: its journals' handlers write them out and it ends).
enum Interruption {
  /// A command that keeps its work when asked to stop: its handler is installed before it
  /// starts, and when it ends with nothing to say, its status is the request's
  /// (``ExitStatus/interrupted(by:)``).
  protocol KeepsWork {}

  /// The signal that first asked to stop; 0 until one did.
  static let signal = Atomic<Int32>(0)

  /// Whether a signal asked to stop.
  static var requested: Bool { signal.load(ordering: .relaxed) != 0 }

  /// How long after the first request a second one ends a command at once, in milliseconds.
  static let patience = 2_000

  /// When the first request came (``monotonicMilliseconds()``).
  static let firstAt = Atomic<Int>(0)

  /// Whether a second request ends the process (a command), or is the first one again (a
  /// worker).
  static let secondEndsProcess = Atomic<Bool>(true)

  /// Set by a worker's watchdog before it sends `SIGTERM`: this one ends the process, its
  /// journal written out, whatever asked to stop before.
  static let endNow = Atomic<Bool>(false)

  #if os(Linux)
  /// The handler, with the handlers it replaced.
  static let handlers = SignalChain()
  #endif

  /// The signals a command takes as a request to stop.
  static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The signals a worker takes as a request to stop: `SIGTERM` is its watchdog's, which ends
  /// it with its journal written out (``Worker/startWatchdog(timeout:)``).
  static let workerStopSignals: [Int32] = [SIGINT, SIGHUP]

  /// Whether the handler is installed (once: a second install would chain it to itself).
  private static let installed = Atomic<Bool>(false)

  /// Catches ``stopSignals`` (a worker ``workerStopSignals``), once.
  ///
  /// - Parameter worker: Whether this process is a worker: a repeated request does not end it.
  static func install(worker: Bool = false) {
    #if os(Linux)
    guard !installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
    // Made now: a handler must not be the first to touch a lazily made global.
    _ = signal.load(ordering: .relaxed)
    _ = endNow.load(ordering: .relaxed)
    _ = firstAt.load(ordering: .relaxed)
    _ = patience
    _ = secondEndsProcess.load(ordering: .relaxed)
    secondEndsProcess.store(!worker, ordering: .relaxed)
    let caught = worker ? workerStopSignals : stopSignals
    handlers.install(requestStop, for: caught, flags: Int32(SA_RESTART))
    // The journals' handlers, installed on top of this one when a run opens one, now hand
    // these signals to it.
    PendingLines.stopRequests.store(
      caught.reduce(0) { $0 | UInt64(1) << UInt64($1) }, ordering: .relaxed)
    // Blocked signals stay blocked across exec (a test runner blocks some; a supervisor blocks
    // them in its worker until now): unblock them, once caught, so one already sent is taken
    // as a request (and a worker's watchdog's `SIGTERM` reaches the journals' handlers).
    var pending = sigset_t()
    sigpending(&pending)
    for number in stopSignals where !caught.contains(number) && sigismember(&pending, number) == 1 {
      // A worker's `SIGTERM` sent before it was a group of its own (a signal to its
      // supervisor's group while it was being started): a request, not its watchdog's.
      _ = signal.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
      Glibc.signal(number, SIG_IGN)  // drops it
      Glibc.signal(number, SIG_DFL)
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in stopSignals { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    #endif
  }

  /// The monotonic clock, in milliseconds (`clock_gettime` is async-signal-safe).
  static func monotonicMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }

  /// Ends this process with `signal` at once, its journals written out first (a worker's
  /// watchdog: a step that never returns cannot stop by itself).
  static func endProcess(with signal: Int32) -> Never {
    endNow.store(true, ordering: .relaxed)
    kill(getpid(), signal)
    while true { pause() }
  }
}

#if os(Linux)
/// Notes the request; a second one to a command, ``Interruption/patience`` after the first, or
/// one its watchdog sent, ends the process as the handler before this one would have, its
/// journals written out.
///
/// Async-signal-safe: atomics, `clock_gettime`, `write`, `sigaction` and `raise` only.
private let requestStop: @convention(c) (Int32) -> Void = { number in
  let ending = Interruption.endNow.load(ordering: .relaxed)
  let now = Interruption.monotonicMilliseconds()
  // The time first, so that a request on another thread never sees a signal without it.
  _ = Interruption.firstAt.compareExchange(
    expected: 0, desired: now, ordering: .sequentiallyConsistent)
  let earlier = Interruption.signal.compareExchange(
    expected: 0, desired: number, ordering: .sequentiallyConsistent
  ).original
  let impatient =
    earlier != 0 && Interruption.secondEndsProcess.load(ordering: .relaxed)
    && now - Interruption.firstAt.load(ordering: .relaxed) >= Interruption.patience
  guard ending || impatient else { return }
  PendingLines.flushAll()
  StopRecord.writeStop()
  Interruption.handlers.handOn(number)
  raise(number)
}
#endif

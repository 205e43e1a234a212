import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (`SIGINT`) and `SIGTERM`: a request to stop that keeps the work done.
///
/// The first signal sets a flag that the run's progress checks (it stops within 4,096 steps)
/// and the shrinker checks between candidates (the best reproducer so far is kept); the command
/// then prints its partial summary, marked interrupted, writes its JSON and traces, and exits
/// with ``ExitStatus/interrupted(by:)`` unless violations were found (1). A second signal ends
/// the process as the handler before this one would have. A supervisor forwards the request to
/// its workers (a terminal sends Ctrl-C to them as well).
enum Interruption {
  /// The signal that asked to stop; 0 until one did.
  static let signal = Atomic<Int32>(0)

  /// Whether a signal asked to stop.
  static var requested: Bool { signal.load(ordering: .relaxed) != 0 }

  #if os(Linux)
  /// The handler, with the handlers it replaced.
  static let handlers = SignalChain()
  #endif

  /// Catches `signals` (`SIGINT`, and `SIGTERM` in a process no watchdog stops with it).
  static func install(_ signals: [Int32]) {
    #if os(Linux)
    // Made now: a handler must not be the first to touch a lazily made global.
    _ = signal.load(ordering: .relaxed)
    // Blocked signals stay blocked across exec (a test runner blocks some): unblock them.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    handlers.install(requestStop, for: signals, flags: Int32(SA_RESTART))
    #endif
  }
}

#if os(Linux)
/// Notes the request; a second one goes to the handler that was there before.
///
/// Async-signal-safe: an atomic exchange, `sigaction` and `raise` only.
private let requestStop: @convention(c) (Int32) -> Void = { number in
  let earlier = Interruption.signal.exchange(number, ordering: .relaxed)
  guard earlier != 0 else { return }
  Interruption.handlers.handOn(number)
  raise(number)
}
#endif

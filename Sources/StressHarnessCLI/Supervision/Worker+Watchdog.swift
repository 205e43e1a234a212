import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension Worker {
  /// What a worker's watchdog writes on standard error before it stops a step that hangs.
  static let hangMarker = "stress-harness watchdog: no step ended in"

  /// What a worker writes on standard error before it stops a step that makes more lifecycle
  /// callbacks than `--callbacks-per-step`.
  static let callbacksMarker = "stress-harness: a step made more lifecycle callbacks than"

  /// Makes `oracle` stop this worker when a step makes more callbacks than its bound.
  ///
  /// It writes ``callbacksMarker`` and sends the process `SIGTERM` (whose handler writes the
  /// journal out), so the supervisor reports a `hang`. Only a supervised worker; in a process
  /// of its own the violation is recorded and the step goes on.
  static func stopOnRunaway(_ oracle: Oracle) {
    guard ProcessRole.current.isWorker else { return }
    let bound = oracle.callbacksPerStep
    oracle.onRunaway = {
      printError("\(callbacksMarker) \(bound)")
      Interruption.endProcess(with: SIGTERM)
    }
  }

  /// Steps done, as a replay beats them (a run has its own counter: see
  /// ``watchingSteps(counting:_:)``).
  static let heartbeat = Atomic<Int>(0)
  /// Whether steps are running (the watchdog sleeps otherwise: shrinking and the teardown
  /// report no progress).
  static let stepping = Atomic<Bool>(false)

  /// The run's own count of its steps while they run under the watchdog's eye.
  private static let counter = StepCounterSlot()

  /// Runs the steps in `body` under the watchdog's eye; with `counter`, the run's count of
  /// its steps, the watchdog sees each step end (else only each ``beat(_:)``).
  static func watchingSteps(counting counter: StepCounter? = nil, _ body: () -> Void) {
    self.counter.hold(counter)
    stepping.store(true, ordering: .relaxed)
    body()
    stepping.store(false, ordering: .relaxed)
  }

  /// Notes progress for the watchdog.
  static func beat(_ done: Int) {
    heartbeat.store(done, ordering: .relaxed)
  }

  /// The watchdog's limit of CPU time per step, in milliseconds.
  static let watchdogLimit = Atomic<Int>(10_000)

  /// The wall time a step may make no progress while using little CPU time (blocked, not
  /// looping) before it is a hang too: ``StepTimeout/blockedSeconds(_:)``, in milliseconds.
  static let watchdogBackstop = Atomic<Int>(60_000)

  /// Starts a thread that stops this worker when a step uses `timeout` seconds of the
  /// process's CPU time without ending, or makes no progress for
  /// ``StepTimeout/blockedSeconds(_:)`` of wall time: it writes ``hangMarker`` on standard
  /// error and sends the process `SIGTERM`, whose handler writes the journal out, so the
  /// supervisor can report a `hang` (a loop inside an operation, which no virtual-time bound
  /// sees).
  ///
  /// CPU time, not the clock's: a busy machine, or a process stopped and resumed, slows the
  /// clock's count of a step but not the CPU it uses, so a slow step there is not a hang.
  ///
  /// A plain POSIX thread that allocates nothing until it fires, and only reads state made
  /// here: a Foundation thread initialized shared state from either thread, which moved
  /// allocations between threads and made the run's churn figures vary from run to run.
  static func startWatchdog(timeout: Double) {
    watchdogLimit.store(Int(timeout * 1000), ordering: .relaxed)
    watchdogBackstop.store(Int(StepTimeout.blockedSeconds(timeout) * 1000), ordering: .relaxed)
    heartbeat.store(0, ordering: .relaxed)
    stepping.store(false, ordering: .relaxed)
    var thread = pthread_t()
    _ = pthread_create(&thread, nil, { _ in Worker.watch() }, nil)
  }

  /// What the watchdog decides of a step that made no progress for `wall` milliseconds of the
  /// clock while the process used `cpu` milliseconds of CPU time.
  enum Verdict: Equatable {
    /// It may go on.
    case running
    /// It used more CPU time than the limit: a loop.
    case looping
    /// It made no progress for the backstop's wall time using less than a tenth of the CPU
    /// limit: blocked (waiting on something that never comes), not slowed by a busy machine.
    case blocked
  }

  /// The watchdog's decision, given the step's `cpu` and `wall` milliseconds since its last
  /// progress, the CPU `limit` and the wall `backstop`.
  static func verdict(cpu: Int, wall: Int, limit: Int, backstop: Int) -> Verdict {
    if cpu > limit { return .looping }
    if wall > backstop, cpu * 10 < limit { return .blocked }
    return .running
  }

  /// The watchdog's loop.
  private static func watch() -> Never {
    var last = -1
    var sinceWall = Interruption.monotonicMilliseconds()
    var sinceCPU = cpuMilliseconds()
    while true {
      usleep(100_000)
      let now = counter.steps { heartbeat.load(ordering: .relaxed) }
      if !stepping.load(ordering: .relaxed) || now != last {
        last = now
        sinceWall = Interruption.monotonicMilliseconds()
        sinceCPU = cpuMilliseconds()
        continue
      }
      let limit = watchdogLimit.load(ordering: .relaxed)
      let backstop = watchdogBackstop.load(ordering: .relaxed)
      switch verdict(
        cpu: cpuMilliseconds() - sinceCPU, wall: Interruption.monotonicMilliseconds() - sinceWall,
        limit: limit, backstop: backstop)
      {
      case .running:
        continue
      case .looping:
        printError("\(hangMarker) \(Double(limit) / 1000) s of CPU time (after \(now) steps)")
      case .blocked:
        printError(
          "\(hangMarker) \(Double(backstop) / 1000) s of wall time (after \(now) steps)")
      }
      // To the process, not this thread: any thread that does not block it takes it.
      Interruption.endProcess(with: SIGTERM)
    }
  }

  /// The CPU time the process has used, in milliseconds (every thread's: the steps' thread
  /// uses nearly all of it).
  static func cpuMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
  }
}

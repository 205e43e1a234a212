import CProcessSupport
import Foundation
import Synchronization

/// Each kept case replayed in a process of its own: this program started again
/// (`/proc/self/exe`, the test bundle or the harness), which replays the one case before its
/// main function (`CProcessSupport`'s constructor) and ends. A case that traps ends that
/// process, not the suite; one whose step never ends is stopped; every other case is still
/// checked.
extension StressRegressions {
  /// The variable naming the driver of the case (its mangled type name).
  static let driverVariable = "VIEWCACHESTRESS_REGRESSION_DRIVER"
  /// The variable naming the case.
  static let caseVariable = VCS_REGRESSION_CASE_VARIABLE
  /// What the worker writes before the reason a case fails, on standard output.
  static let failureMarker = "stress-regressions: "

  /// The variable that sets ``stepCPUSeconds``.
  static let stepSecondsVariable = "VIEWCACHESTRESS_REGRESSION_STEP_SECONDS"

  /// The CPU time a step of a kept case may take before it is a `hang`.
  ///
  /// 10 s, or `VIEWCACHESTRESS_REGRESSION_STEP_SECONDS` (0.01 to 3,600). CPU time, not the
  /// clock's: a busy machine slows the clock, not the count.
  static var stepCPUSeconds: Double {
    let given = ProcessInfo.processInfo.environment[stepSecondsVariable].flatMap(Double.init)
    guard let given, given >= 0.01, given <= 3_600 else { return 10 }
    return given
  }

  /// The CPU time a whole case's replay may take, its worker's own watchdog aside (a worker
  /// whose steps are not watched: stopped from here).
  static let cpuSecondsPerCase = 600.0
  /// How long a worker may use no CPU at all before it is taken for blocked for ever.
  static let blockedSeconds = 120.0

  /// How a case's worker ended.
  enum WorkerOutcome: Equatable {
    /// It replayed as it was saved.
    case passed
    /// It did not, for this reason (a trap, a hang, another rule broken…).
    case failed(String)
    /// No worker could replay it (no `/proc/self/exe`, a driver type the worker cannot find):
    /// replay it in this process.
    case unavailable
  }

  /// Replays the case at `path` of `driver` in a worker.
  static func replayInWorker(caseAt path: String, driver: any StressDriver.Type) -> WorkerOutcome {
    #if os(Linux)
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return .unavailable }
    var environment = ProcessInfo.processInfo.environment
    environment[caseVariable] = path
    environment[driverVariable] = _mangledTypeName(driver)
    guard environment[driverVariable] != nil else { return .unavailable }
    guard let ended = run(executable, environment: environment) else { return .unavailable }
    let (status, output) = ended
    let reason = output.split(separator: "\n").last { $0.hasPrefix(failureMarker) }
      .map { String($0.dropFirst(failureMarker.count)) }
    switch status {
    case .exit(0): return .passed
    case .exit(ExitCode.failed): return .failed(reason ?? "it failed")
    case .exit(ExitCode.unavailable): return .unavailable
    case .exit(let code): return .failed(reason ?? "its replay ended with status \(code)")
    case .signal(let number): return .failed(crashReason(signal: number, output: output))
    case .stopped(let why): return .failed(why)
    }
    #else
    return .unavailable
    #endif
  }

  /// The exit statuses of a case's worker.
  enum ExitCode {
    /// The case did not replay as saved (the reason after ``failureMarker``).
    static let failed: Int32 = 1
    /// The worker could not replay it (its driver not found).
    static let unavailable: Int32 = 69
  }

  /// How a worker ended.
  enum Ending {
    case exit(Int32)
    case signal(Int32)
    /// Stopped by this process, for the reason given.
    case stopped(String)
  }

  /// What a trap says: the runtime's `Fatal error…` line when it wrote one, else the signal.
  static func crashReason(signal number: Int32, output: String) -> String {
    let line = output.split(separator: "\n").first {
      $0.contains("Fatal error") || $0.contains("Precondition failed")
        || $0.contains("Assertion failed")
    }
    let said = line.map { ": " + HarnessError.echoed($0.drop { $0 == " " }, limit: 200) } ?? ""
    return "crashed (signal \(number)\(said))"
  }

  #if os(Linux)
  /// Runs `executable` with `environment`, its standard output and error kept (the end of
  /// them), stopped past ``cpuSecondsPerCase`` of CPU time or ``blockedSeconds`` without any.
  private static func run(_ executable: String, environment: [String: String])
    -> (Ending, String)?
  {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let argv = [strdup(executable)] + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(ends[1])
    guard spawned == 0 else { return nil }
    var kept: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    var status: Int32 = 0
    var stopped: String?
    var lastCPU = 0.0
    var lastProgress = monotonicSeconds()
    while true {
      var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 100) > 0 {
        let count = read(ends[0], &buffer, buffer.count)
        if count > 0 {
          kept += buffer[..<count]
          if kept.count > 128 * 1024 { kept.removeFirst(kept.count - 64 * 1024) }
          continue
        }
        if count < 0, errno == EINTR { continue }
      }
      if waitpid(pid, &status, WNOHANG) == pid { break }
      let cpu = cpuSeconds(of: pid)
      let now = monotonicSeconds()
      if cpu > lastCPU {
        lastCPU = cpu
        lastProgress = now
      }
      if cpu > cpuSecondsPerCase {
        stopped = "its replay ran past \(Int(cpuSecondsPerCase)) s of CPU time (a hang)"
      } else if now - lastProgress > blockedSeconds {
        stopped = "its replay used no CPU for \(Int(blockedSeconds)) s: blocked (a hang)"
      }
      if stopped != nil {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        break
      }
    }
    // What is left in the pipe.
    while true {
      var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 0) > 0 else { break }
      let count = read(ends[0], &buffer, buffer.count)
      guard count > 0 else { break }
      kept += buffer[..<count]
    }
    let output = String(decoding: kept.suffix(64 * 1024), as: UTF8.self)
    if let stopped { return (.stopped(stopped), output) }
    let signal = status & 0x7f
    return (signal != 0 ? .signal(signal) : .exit((status >> 8) & 0xff), output)
  }

  /// The CPU time `pid` has used, user and system, in seconds (`/proc/PID/stat`).
  private static func cpuSeconds(of pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After `pid (comm)`: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  #endif
}

/// The worker's side: replays one kept case and ends the process.
///
/// Called by `CProcessSupport`'s constructor, before `main`, in a program started with
/// ``StressRegressions/caseVariable`` set. It ends the process:
/// 0 when it replays as saved, 1 when not (the reason on standard output after
/// ``StressRegressions/failureMarker``), 69 when its driver cannot be found here.
@_cdecl("vcs_regression_worker_main")
func regressionWorkerMain() {
  let environment = ProcessInfo.processInfo.environment
  guard let path = environment[StressRegressions.caseVariable],
    let mangled = environment[StressRegressions.driverVariable],
    let driver = _typeByName(mangled) as? any StressDriver.Type
  else { exit(StressRegressions.ExitCode.unavailable) }
  _ = vcs_set_parent_death_signal(SIGKILL)
  do {
    try StressRegressions.replayHere(caseAt: path, as: driver)
  } catch {
    WorkerWatchdog.fail(String("\(error)".map { $0.isNewline ? " " : $0 }))
  }
  exit(0)
}

/// The step bound of a case's worker: a step that uses more CPU time than
/// ``StressRegressions/stepCPUSeconds`` (the process's, so a busy machine does not shorten it)
/// ends the worker with a `hang` failure naming the step.
enum WorkerWatchdog {
  /// The step being replayed; -1 between and after.
  private static let current = Atomic<Int>(-1)
  /// The process's CPU time when it began, in nanoseconds.
  private static let began = Atomic<Int>(0)

  /// The step being replayed.
  static var step: Int { current.load(ordering: .relaxed) }

  /// Starts the watchdog thread.
  static func start() {
    // Read now: the thread reads only atomics and the clock.
    limit.store(Int(StressRegressions.stepCPUSeconds * 1e9), ordering: .relaxed)
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        while true {
          usleep(50_000)
          let step = WorkerWatchdog.current.load(ordering: .relaxed)
          guard step >= 0 else { continue }
          let used = WorkerWatchdog.cpuNanoseconds() - WorkerWatchdog.began.load(ordering: .relaxed)
          let limit = WorkerWatchdog.limit.load(ordering: .relaxed)
          if used > limit {
            WorkerWatchdog.fail(
              "step \(step) ran past \(Double(limit) / 1e9) s of CPU time: it never ends (a hang)"
            )
          }
        }
      }, nil)
  }

  /// The bound, in nanoseconds.
  private static let limit = Atomic<Int>(10_000_000_000)

  /// Notes that `step` begins (-1: none runs).
  static func begin(step: Int) {
    began.store(cpuNanoseconds(), ordering: .relaxed)
    current.store(step, ordering: .relaxed)
  }

  /// Writes `reason` after the failure marker and ends the process at once (from any thread:
  /// no exit handler runs beside a step still running).
  static func fail(_ reason: String) -> Never {
    let line = StressRegressions.failureMarker + reason + "\n"
    var bytes = Array(line.utf8)
    _ = bytes.withUnsafeMutableBytes { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    _exit(StressRegressions.ExitCode.failed)
  }

  static func cpuNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
  }
}

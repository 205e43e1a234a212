import CProcessSupport
import Foundation
import StressKit
import Synchronization

/// The supervisor's side of a worker, the other process a container runs in.
///
/// A container that traps kills its worker, not the harness, which then
/// reports the crash, keeps the trace the worker journaled and shrinks it by replaying
/// candidates in more workers (no process can recover from a trap in Swift).
///
/// A worker is this executable started as `_worker ORDER`: ``WorkerOrder`` says what it runs
/// and where it writes, and ``WorkerEntry`` carries it out; ``ProcessRole`` says which of the
/// two a process is.
enum Worker {
  /// Variables every worker started from now on is given (source coverage's file pattern).
  static let variablesForEveryWorker = Mutex<[String: String]>([:])

  /// The signals by which a container's trap or fault kills a worker.
  static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

  /// How a worker ended.
  enum Termination: Equatable {
    case exit(Int32)
    case signal(Int32)
  }

  /// A worker's end and the end of what it wrote on standard error.
  struct Outcome {
    var termination: Termination
    var standardError: String
    /// Whether it was killed for running longer than its time limit.
    var timedOut = false
    /// The CPU time it used, user and system, in seconds.
    var cpuSeconds = 0.0

    /// Whether it stopped itself on a hang: its watchdog, a step past the step timeout, or its
    /// oracle, a step past the callbacks bound.
    var stoppedAsHang: Bool {
      termination == .signal(SIGTERM)
        && (standardError.contains(Worker.hangMarker)
          || standardError.contains(Worker.callbacksMarker))
    }

    /// What the `hang` rule expected of the step it stopped: to end within the step timeout (of
    /// CPU time; of wall time, a step blocked), or within the callbacks bound the worker wrote
    /// after its marker.
    func hangExpectation(stepTimeout: Double) -> String {
      guard let marker = standardError.firstRange(of: Worker.callbacksMarker) else {
        let blocked = standardError.firstRange(of: Worker.hangMarker).map {
          standardError[$0.upperBound...].prefix { $0 != "\n" }.contains("of wall time")
        }
        return blocked == true
          ? StepTimeout.expectedUnblocked(stepTimeout) : StepTimeout.expected(stepTimeout)
      }
      let bound = standardError[marker.upperBound...].prefix { $0 == " " || $0.isNumber }
      return
        "every step to end within \(trimmed(bound)) lifecycle callbacks"
    }

    /// Whether a trap or a fault killed it.
    var crashed: Bool {
      if case .signal(let number) = termination { return Worker.crashSignals.contains(number) }
      return false
    }
  }

  /// What a worker running a seed hands its supervisor.
  struct Result: Codable {
    var report: StressReport
    /// The error writing the journal, if one.
    var writeFailure: String?
  }

  /// Makes this worker die with its `supervisor` (a `SIGKILL` to the supervisor, or its
  /// crash), so that no orphan goes on running or writing.
  static func follow(supervisor: Int32) {
    _ = vcs_set_parent_death_signal(SIGKILL)
    // Gone before the request took effect: go too.
    if getppid() != supervisor { _exit(128 + SIGKILL) }
  }

  /// This executable, for starting workers.
  static let executable: URL = {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: CommandLine.arguments.first ?? "stress-harness")
  }()

  /// What a supervisor does with a worker when it is asked to stop (``Interruption``): a
  /// worker runs in a process group of its own, so the request reaches it only this way.
  enum StopPolicy {
    /// Passed on once (`SIGINT`): a run's worker stops as a command does, keeping its work.
    case forward
    /// Killed (`SIGKILL`): a shrink's candidate, whose end decides nothing once the shrink
    /// is stopped (the reproducer so far is kept).
    case kill
    /// Let run to its end: a run that records the steps of a failure already seen.
    case finish
  }

  /// The most of a worker's standard error kept to read a crash report from.
  static let keptBytes = 256 * 1024

  /// Starts a worker on `order` and waits for it.
  ///
  /// - Parameters:
  ///   - order: What it runs.
  ///   - environment: Variables to set for it (jemalloc's profiling options).
  ///   - relay: Whether its standard error is copied to this process's as it comes (its
  ///     progress, its errors, a crash report); otherwise only kept.
  ///   - quiet: Whether its standard output goes nowhere (else to this process's).
  ///   - deadline: When it is killed (`SIGKILL`) if it is still running, if ever.
  ///   - onStop: What becomes of it when this process is asked to stop.
  /// - Returns: How it ended, and the end of its standard error.
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when its order cannot be written (a full
  /// temporary folder: exit 73); ``HarnessError/internalFault(_:)`` when it cannot be started
  /// (exit 70).
  static func run<Driver: StressDriver>(
    _ order: WorkerOrder.Order<Driver>, environment: [String: String] = [:], relay: Bool,
    quiet: Bool = false, deadline: ContinuousClock.Instant? = nil, onStop: StopPolicy
  ) throws(HarnessError) -> Outcome {
    let path = scratchStem("order-\(UInt32.random(in: 0...UInt32.max)).json")
    defer { unlink(path) }  // the worker removes it once read; this, if it never started
    let outcome: Outcome
    do {
      try ScratchFolder.create([UInt8](JSONEncoder().encode(order)), at: path)
      // Killed at the deadline (a shrink's): a candidate still running then is no reproducer.
      let timeLimit = deadline.map { max(0, seconds(ContinuousClock.now.duration(to: $0))) }
      outcome = try spawn(
        [WorkerOrder.command, path], environment: environment, relay: relay, quiet: quiet,
        timeLimit: timeLimit, onStop: onStop)
    } catch let error as HarnessError {
      // The temporary folder full, or past a file-size limit: the disk's, not the harness's.
      if case .cannotWrite(let reason) = error {
        throw .cannotWrite("the temporary folder: \(reason) (set TMPDIR to a folder with room)")
      }
      throw .internalFault("cannot start a worker process: \(error)")
    } catch {
      throw .internalFault("cannot start a worker process: \(error)")
    }
    // Memory the harness could not get is the machine's limit, not a crash of the container:
    // never stored as a failure, nor replayed as one.
    if let failure = outcome.allocationFailure {
      throw .resources(
        "a worker ran out of memory (\(failure)) under \(MemoryLimit.describe()): the harness's resources, not the container's; nothing was stored (raise the limit, or run fewer --jobs)"
      )
    }
    return outcome
  }

  /// Runs this executable with `arguments` and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: Its command line.
  ///   - variables: Variables to set for it.
  ///   - relay: Whether its standard error is copied to this process's as it comes (its
  ///     progress, its errors, a crash report); otherwise only kept.
  ///   - quiet: Whether its standard output goes nowhere (else to this process's).
  ///   - timeLimit: Seconds after which it is killed (`SIGKILL`), if any.
  ///   - onStop: What becomes of it when this process is asked to stop.
  /// - Returns: How it ended, and the end of its standard error.
  /// - Throws: When it cannot be started.
  private static func spawn(
    _ arguments: [String], environment variables: [String: String], relay: Bool, quiet: Bool,
    timeLimit: Double? = nil, onStop: StopPolicy
  ) throws -> Outcome {
    let start = ContinuousClock.now
    var timedOut = false
    var environment = ProcessEnvironment.variables
    environment.merge(variablesForEveryWorker.withLock { $0 }) { _, new in new }
    environment.merge(variables) { _, new in new }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw SpawnError(code: errno) }
    // Not inherited by workers other threads start meanwhile (dup2 clears it on the copy).
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(pipeEnds[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDERR_FILENO)
    if quiet {
      posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    }
    let path = executable.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // A worker starts with the stopping signals at their defaults and blocked, whatever this
    // process inherited (a test runner blocks some), and no other signal blocked: a request
    // to stop passed on before it caught them waits until it does (``Interruption/install``
    // unblocks them), and its watchdog and the journal's handler rely on them.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var stops = sigset_t()
    sigemptyset(&stops)
    for signal in Interruption.stopSignals { sigaddset(&stops, signal) }
    posix_spawnattr_setsigmask(&attributes, &stops)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // A process group of its own: a terminal's Ctrl-C or hang-up, or a signal to this
    // process's group, reaches this process only, which decides what the worker is told.
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(pipeEnds[1])
    guard spawned == 0 else { throw SpawnError(code: spawned) }
    // Read until the worker has ended and its pipe is empty, not until end of file: a process
    // it started (Swift's backtracer) may hold the pipe open after it is gone.
    var kept = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var status: Int32 = 0
    var usage = rusage()
    var exited = false
    var relayed = StatusLine.Relay()
    var told = false
    while true {
      // A request to stop reaches the worker only from here, once.
      if !told, !exited, Interruption.requested {
        told = true
        switch onStop {
        case .forward: kill(pid, SIGINT)
        case .kill: kill(pid, SIGKILL)
        case .finish: break
        }
      }
      var ready = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 100) > 0 {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count > 0 {
          let chunk = Data(buffer.prefix(count))
          if relay {
            let text = relayed.take(chunk)
            if !text.isEmpty {
              StatusLine.shared.clear()
              drawOnTerminal(text)
            }
          }
          kept.append(chunk)
          if kept.count > 2 * keptBytes { kept = kept.suffix(keptBytes) }
          continue
        }
        if count < 0, errno == EINTR { continue }
        if count == 0 || count < 0 { if exited { break } }  // end of file
      }
      if exited { break }  // gone, and nothing more came within 100 ms
      if wait4(pid, &status, WNOHANG, &usage) == pid {
        exited = true
      } else if let timeLimit,
        ContinuousClock.now - start > .milliseconds(Int64(timeLimit * 1000))
      {
        kill(pid, SIGKILL)
        _ = wait4(pid, &status, 0, &usage)
        exited = true
        timedOut = true
      }
    }
    if !exited { _ = wait4(pid, &status, 0, &usage) }
    let signal = status & 0x7f
    let termination: Termination =
      signal != 0 && signal != 0x7f ? .signal(signal) : .exit((status >> 8) & 0xff)
    return Outcome(
      termination: termination,
      standardError: String(decoding: kept.suffix(keptBytes), as: UTF8.self), timedOut: timedOut,
      cpuSeconds: ShrinkBudget.seconds(usage))
  }

  /// A worker that could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
  }
}

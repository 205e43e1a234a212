import CProcessSupport
import Foundation
import StressKit

#if canImport(Glibc)
import Glibc
#endif

/// The command line runs each container in another process, a *worker*, that it supervises: a
/// container that traps kills its worker, not the harness, which then reports the crash, keeps
/// the trace the worker journaled and shrinks it by replaying candidates in more workers (no
/// process can recover from a trap in Swift).
///
/// A worker is this executable, with the same arguments and these environment variables:
/// `VIEWCACHESTRESS_WORKER` (set: run in this process), `VIEWCACHESTRESS_WORKER_SEED` (the
/// seed to run), `VIEWCACHESTRESS_WORKER_RESULT` (where to write the result as JSON, instead of
/// printing a summary), `VIEWCACHESTRESS_WORKER_JOURNAL` (where to journal the steps when no
/// `--trace` is given) and `VIEWCACHESTRESS_WORKER_PROGRESS` (draw the progress bar on
/// standard error, which the supervisor relays); `VIEWCACHESTRESS_WORKER_SUPERVISED` (the
/// supervisor's process identifier) makes it die with its supervisor. `VIEWCACHESTRESS_WORKER=1` alone runs a
/// command in this process, as before there were workers (for a debugger).
enum Worker {
  static let roleVariable = "VIEWCACHESTRESS_WORKER"
  static let seedVariable = "VIEWCACHESTRESS_WORKER_SEED"
  static let resultVariable = "VIEWCACHESTRESS_WORKER_RESULT"
  static let journalVariable = "VIEWCACHESTRESS_WORKER_JOURNAL"
  static let progressVariable = "VIEWCACHESTRESS_WORKER_PROGRESS"
  /// Set by a supervisor on each worker it starts.
  static let supervisedVariable = "VIEWCACHESTRESS_WORKER_SUPERVISED"

  private static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// Whether this process is a worker (or asked to run in process).
  static var isWorker: Bool { environment[roleVariable] != nil }
  /// The seed a supervisor gave this worker.
  static var seed: UInt64? { environment[seedVariable].flatMap { UInt64($0) } }
  /// Where this worker writes its result.
  static var resultPath: String? { environment[resultVariable] }
  /// Where this worker journals its steps, when no `--trace` is given.
  static var journalPath: String? { environment[journalVariable] }
  /// Whether this worker draws progress for its supervisor to relay.
  static var drawsProgress: Bool { environment[progressVariable] == "1" }

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

  /// Makes this worker die with its supervisor (a `SIGKILL` to the supervisor, or its crash),
  /// so that no orphan goes on running or writing.
  static func followSupervisor() {
    guard let supervisor = environment[supervisedVariable].flatMap({ Int32($0) }) else { return }
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

  /// The most of a worker's standard error kept to read a crash report from.
  static let keptBytes = 256 * 1024

  /// Runs a worker and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: Its command line (this process's, or a `replay` of a candidate).
  ///   - variables: Worker variables to set, besides `VIEWCACHESTRESS_WORKER`.
  ///   - relay: Whether its standard error is copied to this process's as it comes (its
  ///     progress, its errors, a crash report); otherwise only kept.
  ///   - output: Where its standard output goes (this process's when `nil`).
  /// - Returns: How it ended, and the end of its standard error.
  /// - Throws: When it cannot be started.
  static func run(
    _ arguments: [String], variables: [String: String], relay: Bool,
    output: FileHandle? = nil
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = Self.environment
    environment.merge(variables) { _, new in new }
    environment[roleVariable] = "1"
    environment[supervisedVariable] = "\(getpid())"
    process.environment = environment
    if let output { process.standardOutput = output }
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    var kept = Data()
    // Read until the worker has ended and its pipe is empty, not until end of file: a process
    // it started (Swift's backtracer) may hold the pipe open after it is gone.
    let descriptor = errors.fileHandleForReading.fileDescriptor
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    func take(_ count: Int) {
      let chunk = Data(buffer.prefix(count))
      if relay { drawOnTerminal(String(decoding: chunk, as: UTF8.self)) }
      kept.append(chunk)
      if kept.count > 2 * keptBytes { kept = kept.suffix(keptBytes) }
    }
    var ended = false
    while true {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 100) > 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          take(count)
          continue
        }
        if count == 0 || errno != EINTR { break }  // end of file
        continue
      }
      if ended { break }  // gone, and nothing more came within 100 ms
      ended = !process.isRunning
    }
    process.waitUntilExit()
    try? errors.fileHandleForReading.close()
    let termination: Termination =
      process.terminationReason == .uncaughtSignal
      ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
    return Outcome(
      termination: termination,
      standardError: String(decoding: kept.suffix(keptBytes), as: UTF8.self))
  }
}

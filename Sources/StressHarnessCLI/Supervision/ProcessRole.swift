/// What this process is, decided once as it starts (``StressHarness/main(containers:)``) and
/// read everywhere else: the one place that knows whether a process supervises workers or is
/// one.
enum ProcessRole: Sendable, Equatable {
  /// The user's command, running each seed (and each replay of a trace that may crash) in a
  /// worker it supervises.
  case supervisor
  /// The user's command with every run in this process (``inProcessVariable`` set, for a
  /// debugger): nothing survives a container that traps.
  case inProcess
  /// A worker, carrying out its supervisor's order (``WorkerOrder``).
  case worker(WorkerOrder.Context)

  /// Set to anything, the command runs in this process, as before there were workers.
  static let inProcessVariable = "VIEWCACHESTRESS_WORKER"

  /// This process's role: set before any thread starts, then only read.
  nonisolated(unsafe) static var current = ProcessRole.supervisor

  /// The role of a command started with this environment: a supervisor, or in process.
  static func command(environment: [String: String]) -> ProcessRole {
    environment[inProcessVariable] == nil ? .supervisor : .inProcess
  }

  /// Whether this process is a worker a supervisor started.
  var isWorker: Bool {
    if case .worker = self { return true }
    return false
  }

  /// Whether this process starts workers (else it runs what it is asked in itself).
  var supervises: Bool { self == .supervisor }
}

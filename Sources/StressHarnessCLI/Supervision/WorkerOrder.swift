import Foundation
import StressKit

/// What a supervisor hands a worker: a JSON file, named on the worker's command line
/// (`stress-harness _worker FILE`), that says what to run and where to write.
///
/// The worker reads it instead of the user's command line, so it starts without the argument
/// parser, and needs no environment variable. The file is versioned: a worker refuses an order
/// of another ``version`` (exit 70), which only a binary replaced during a run could see, since
/// the supervisor starts its own executable.
enum WorkerOrder {
  /// The value of an order's `format` field.
  static let format = "stress-harness-worker-order"
  /// The order version this executable writes and reads.
  static let version = 1
  /// The hidden command a worker is started with.
  static let command = "_worker"

  /// What an order says of the worker itself, whatever its task.
  struct Context: Codable, Sendable, Equatable {
    /// The supervisor's process identifier: the worker dies with it.
    var supervisor: Int32
    /// Whether the worker sends its status to the supervisor as records on standard error.
    var sendsStatus: Bool
    /// `--step-timeout`: the worker's watchdog stops a step that runs longer (a `hang`).
    var stepTimeout: Double
  }

  /// The order's first fields, read before its container is known.
  struct Envelope: Codable {
    var format: String
    var version: Int
    /// The driver the task is for (``StressDriver/name``).
    var container: String
    var context: Context
  }

  /// A whole order for a driver.
  struct Order<Driver: StressDriver>: Codable {
    var envelope: Envelope
    var task: Task<Driver>

    init(_ task: Task<Driver>, context: Context) {
      envelope = Envelope(
        format: WorkerOrder.format, version: WorkerOrder.version, container: Driver.name,
        context: context)
      self.task = task
    }
  }

  /// What the worker does.
  enum Task<Driver: StressDriver>: Codable {
    /// Run one seed and write the result (``Worker/Result``) to `result`.
    case run(RunPlan<Driver>, result: String)
    /// Replay a trace (its exit status says how it went).
    case replay(ReplayPlan)
  }

  /// The context of a worker this process starts now.
  static func context(sendsStatus: Bool, stepTimeout: Double) -> Context {
    Context(supervisor: getpid(), sendsStatus: sendsStatus, stepTimeout: stepTimeout)
  }

  /// The order in `data`, parsed, and its container, its format and version checked.
  ///
  /// - Throws: ``HarnessError/internalFault(_:)`` for a file that is no order, or an order of
  ///   another version.
  ///
  /// Read with ``JSONTree`` rather than `JSONDecoder`: the tree is decoded once, whole, when its
  /// container is known (a first `JSONDecoder` costs a worker about a million instructions).
  static func parse(_ data: Data) throws(HarnessError) -> (tree: JSONTree, container: String) {
    guard let tree = JSONTree(parsing: data), case .object(let order) = tree,
      case .object(let envelope)? = order.first(where: { $0.key == "envelope" })?.value
    else { throw .internalFault("the worker's order is no \(format)") }
    func field(_ name: String) -> JSONTree? { envelope.first { $0.key == name }?.value }
    guard case .string(let given)? = field("format"), given == format,
      case .number(let text)? = field("version")
    else { throw .internalFault("the worker's order is no \(format)") }
    guard text == String(version) else {
      throw .internalFault(
        "the worker's order is version \(text) of \(format); this worker reads version \(version)")
    }
    guard case .string(let container)? = field("container") else {
      throw .internalFault("the worker's order names no container")
    }
    return (tree, container)
  }
}

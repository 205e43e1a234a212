/// An error the harness reports to people: what kind of input was wrong, and a one-line
/// message naming it (the command line maps the kind to an exit status).
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Bad options or a container that cannot be built.
  case usage(String)
  /// A trace file that cannot be read.
  case badTrace(String)
  /// A file that cannot be written.
  case cannotWrite(String)
  /// A JSON report that cannot be read, or reports that do not go together (`merge`).
  case badReport(String)
  /// A tool or allocator feature an option needs is missing (`jeprof`, jemalloc's counters).
  case unavailable(String)
  /// The harness's own fault, not the user's input nor the container's: a worker that could
  /// not start or gave no result, a result that could not be encoded.
  case internalFault(String)
  /// The machine's resources, not the container: memory the harness could not get (a limit
  /// such as `ulimit -v`, or none left), which no run can be blamed for.
  case resources(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .usage(let message), .badTrace(let message), .cannotWrite(let message),
      .badReport(let message), .unavailable(let message), .internalFault(let message),
      .resources(let message):
      message
    }
  }
}

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

  /// The one-line message.
  public var description: String {
    switch self {
    case .usage(let message), .badTrace(let message), .cannotWrite(let message),
      .badReport(let message):
      message
    }
  }
}

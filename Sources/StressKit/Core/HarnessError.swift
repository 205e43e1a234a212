/// An error the harness reports to people, with the exit status it implies.
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Bad arguments or options (exit status 64).
  case usage(String)
  /// A trace file that cannot be read (exit status 65).
  case badTrace(String)
  /// A file that cannot be written (exit status 73).
  case cannotWrite(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .usage(let message), .badTrace(let message), .cannotWrite(let message): message
    }
  }

  /// The exit status, after sysexits.h.
  public var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .badTrace: 65
    case .cannotWrite: 73
    }
  }
}

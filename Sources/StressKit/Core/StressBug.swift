/// The bugs a container's driver can plant, by the names `--plant-bug` takes.
///
/// Declare it as a `String` enum whose raw values are the names.
public protocol StressBug: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {
  /// Whether the bug makes the container trap (a `crash` the command line survives in a
  /// supervising process, but a process running the container itself does not): `false` by
  /// default.
  var traps: Bool { get }
}

extension StressBug {
  /// No trap.
  public var traps: Bool { false }
}

/// No plantable bugs: the default ``StressDriver/Bug``.
public enum NoBug: StressBug {
  /// There is none.
  public init?(rawValue: String) { nil }
  /// Never called: there is no value.
  public var rawValue: String { switch self {} }
  /// No case.
  public static var allCases: [NoBug] { [] }
}

/// The bugs a container's driver can plant, by the names `--plant-bug` takes.
///
/// Declare it as a `String` enum whose raw values are the names.
public protocol StressBug: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {}

/// No plantable bugs: the default ``StressContainer/Bug``.
public enum NoBug: StressBug {
  /// There is none.
  public init?(rawValue: String) { nil }
  /// Never called: there is no value.
  public var rawValue: String { switch self {} }
  /// No case.
  public static var allCases: [NoBug] { [] }
}

/// The kinds of a container's operations: what profiles weigh, swarm masks switch off and
/// reports count.
///
/// Declare it as a `String` enum; the raw values are the names reports and `--profile` weights
/// use. Give it a switch for ``ordinal`` when speed matters: the default looks the kind up in
/// `allCases`.
///
/// ```swift
/// enum Kind: String, StressKind {
///   case show, hide
///   var ordinal: Int {
///     switch self {
///     case .show: 0
///     case .hide: 1
///     }
///   }
/// }
/// ```
public protocol StressKind: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
  /// The kind's position in `allCases`: dense, from 0, so that counts live in a flat table.
  var ordinal: Int { get }
}

extension StressKind {
  /// The kind's position in `allCases`, found by a search (write a switch instead on a hot path).
  public var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

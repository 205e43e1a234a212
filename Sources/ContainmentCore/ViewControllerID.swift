import Synchronization

/// The stable identity of a view controller, as lifecycle events and traces name it.
///
/// Identifiers are plain integers so that events carrying them stay trivially copyable and
/// recording them allocates nothing. Give explicit identifiers (``ViewController/init(id:title:viewPayloadBytes:observer:)``)
/// when runs must be reproducible; the process-wide ``next()`` counter is a convenience for
/// code that does not care.
public struct ViewControllerID: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The integer behind the identifier.
  public let rawValue: UInt64

  /// Creates an identifier from its raw value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Creates an identifier from an integer literal-like value.
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// Returns a fresh identifier from a process-wide counter.
  ///
  /// The counter starts at 1 << 32 so that its identifiers never collide with small explicit
  /// ones a workload assigns itself. Thread-safe.
  public static func next() -> ViewControllerID {
    ViewControllerID(rawValue: _counter.add(1, ordering: .relaxed).newValue)
  }

  /// Orders identifiers by their raw values.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `vc` followed by the raw value, as event logs print it.
  public var description: String { "vc\(rawValue)" }
}

private let _counter = Atomic<UInt64>(1 << 32)

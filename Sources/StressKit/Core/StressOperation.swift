/// One of a container's own operations, with everything the harness needs to know of it in one
/// place: its kind, how it reads (`description`), how a trace stores it (`Codable`), the
/// values it carries checked against ``TraceBounds``, its simpler forms for the shrinker, and
/// whether it adds or removes a child.
///
/// A driver's ``StressDriver/Operation`` conforms; each built-in driver keeps its operation, and
/// all of this, in one file of its folder (`Drivers/Stack/StackDriver+Operation.swift`), so an
/// operation is added in the driver's folder only: a case, then the switches the compiler asks
/// for in that file, then how to draw and apply it. An operation that is also
/// ``SwiftExpressible`` reads as code in a written reproducer; one that is
/// ``TraceLineWritable`` is journaled without `Encodable`.
///
/// ```swift
/// enum Deal: StressOperation {
///   case deal(count: Int)
///   case shuffle
///
///   enum Kind: String, StressKind { case deal, shuffle }
///
///   var kind: Kind {
///     switch self {
///     case .deal: .deal
///     case .shuffle: .shuffle
///     }
///   }
///   var description: String {
///     switch self {
///     case .deal(let count): "deal(count: \(count))"
///     case .shuffle: "shuffle"
///     }
///   }
///   var adds: Bool { if case .deal = self { true } else { false } }
///   var simplerForms: [Deal] {
///     if case .deal(let count) = self, count > 1 { [.deal(count: 1)] } else { [] }
///   }
///   func validate() throws(HarnessError) {
///     if case .deal(let count) = self {
///       try TraceBounds.check(count, key: "count", in: TraceBounds.addedChildren)
///     }
///   }
/// }
/// ```
public protocol StressOperation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of the operations, for profiles, swarm masks and counts.
  associatedtype Kind: StressKind

  /// The operation's kind (a switch: it is read after every step).
  var kind: Kind { get }

  /// Simpler forms of the operation, tried by the shrinker (smaller payloads, no animation,
  /// lower indices). None by default.
  var simplerForms: [Self] { get }

  /// Checks the values the operation carries against ``TraceBounds`` (payloads, counts,
  /// capacities), so that an operation read from a trace is refused before it is applied
  /// rather than trap or run for ever. Out-of-range indices need no check: applying one is a
  /// no-op. Nothing to check by default.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key, the value and the bounds.
  func validate() throws(HarnessError)

  /// Whether the operation adds a child that a later operation that ``removes`` may take
  /// away: the shrinker tries dropping such pairs together. `false` by default.
  var adds: Bool { get }

  /// Whether the operation takes a child away (see ``adds``). `false` by default.
  var removes: Bool { get }

  /// Writes a step's trace line without `Encodable`, or returns `false` (then the journal
  /// encodes it): shared steps always, operations when they are ``TraceLineWritable``.
  /// Harness plumbing: keep the default implementations, specialized where the conformance is
  /// declared (the journal calls it from code generic over the driver).
  static func _writeTraceLine(_ step: StressStep<Self>, into line: TraceLineObject) -> Bool
}

extension StressOperation {
  /// None.
  public var simplerForms: [Self] { [] }
  /// Nothing to check: the operation carries no bounded values.
  public func validate() throws(HarnessError) {}
  /// No addition.
  public var adds: Bool { false }
  /// No removal.
  public var removes: Bool { false }

  /// Shared steps only: the operation is not ``TraceLineWritable``.
  @inlinable
  public static func _writeTraceLine(_ step: StressStep<Self>, into line: TraceLineObject) -> Bool {
    step.writeTraceLine(into: line, operation: nil)
  }
}

extension StressOperation where Self: TraceLineWritable {
  /// Every step, specialized here.
  @inlinable
  public static func _writeTraceLine(_ step: StressStep<Self>, into line: TraceLineObject) -> Bool {
    step.writeTraceLine(into: line) { $0.writeTraceLine(into: $1) }
  }
}

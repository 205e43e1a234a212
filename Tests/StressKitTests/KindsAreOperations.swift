import StressKit

/// An operation that carries nothing, so that it is its own kind: one enum serves as both.
protocol OperationKind: StressKind, StressOperation where Kind == Self {}

extension OperationKind {
  var kind: Self { self }
  var description: String { rawValue }
}

/// A test driver whose operations are their own kinds (``OperationKind``): drawing an
/// operation of a kind is that kind.
///
/// Such a driver never transitions; it writes only what its test is about (its container,
/// `apply`, its invariants).
protocol KindsAreOperations: StressDriver where Operation: OperationKind {}

extension KindsAreOperations {
  var isTransitioning: Bool { false }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { kind }
}

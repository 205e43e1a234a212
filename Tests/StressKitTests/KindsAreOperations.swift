import StressKit

/// A test driver whose operations carry nothing, so that each operation is its own kind: one
/// enum serves as both, and drawing an operation of a kind is that kind.
///
/// Such a driver never transitions; it writes only what its test is about (its container,
/// `apply`, its invariants).
protocol KindsAreOperations: StressDriver where Operation == Kind {}

extension KindsAreOperations {
  var isTransitioning: Bool { false }
  static func kind(of operation: Operation) -> Kind { operation }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { kind }
}

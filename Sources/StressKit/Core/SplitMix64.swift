/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// the harness's seeded generator.
///
/// One 64-bit word of state, advanced by the golden-ratio increment and mixed with the
/// MurmurHash3 finalizer constants. It is small, fast, passes BigCrush, and gives the same
/// sequence for the same seed on every machine, so a seed names a run.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &rng)  // the same on every machine
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  @usableFromInline var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (bound > 0), by Lemire's multiply-shift: cheaper than
  /// `Int.random(in:using:)` on the hot path, with a bias below 2⁻³² for the bounds used here.
  @inlinable
  public mutating func below(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: ((next() >> 32) &* UInt64(bound)) >> 32)
  }
}

extension SplitMix64 {
  /// A fair coin.
  public mutating func coin() -> Bool { next() & 1 == 0 }
}

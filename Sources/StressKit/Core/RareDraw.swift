/// One number a step carries, drawn as its profile usually draws it or, rarely, over orders of
/// magnitude (``Magnitudes``): made once a run, so that a step's draw reads three numbers of
/// its own and the profile's usual range.
@usableFromInline
struct RareDraw: Sendable {
  /// One draw in this many is a big one (0: never).
  @usableFromInline let oneIn: UInt64
  /// The big values, drawn log-uniformly.
  @usableFromInline let low: Int
  @usableFromInline let high: Int

  @usableFromInline
  init(oneIn: Int, from low: Int, to high: Int) {
    self.oneIn = high >= low ? UInt64(max(0, oneIn)) : 0
    (self.low, self.high) = (low, high)
  }

  /// A value of `usual` drawn exactly as `usual.lowerBound + rng.below(usual.count)` draws
  /// it, or, one time in ``oneIn`` (decided by the draw's low 16 bits, which the usual value
  /// does not read), a big one: a seed keeps its meaning up to its first big value.
  @inlinable
  func draw(usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    let bits = rng.next()
    guard oneIn > 0, (bits & 0xFFFF) % oneIn == 0 else {
      return usual.lowerBound
        + Int(truncatingIfNeeded: ((bits >> 32) &* UInt64(truncatingIfNeeded: usual.count)) >> 32)
    }
    return Magnitudes.logUniform(from: low, to: high, bits: bits >> 16)
  }
}

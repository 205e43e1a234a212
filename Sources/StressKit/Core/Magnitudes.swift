/// How big the workload's numbers get: view payloads drawn over orders of magnitude, and
/// batches of children that take a container hundreds or thousands deep and back.
///
/// Bugs hide behind sizes a small workload never draws: a cache that treats views of 64 KiB or
/// more differently, pages of a mebibyte that keep no neighbours, a count kept in a `UInt8`
/// that traps past 255 removals. Every profile draws them by default (``standard``); a swarm
/// run varies them as it varies the kinds of steps.
///
/// ```swift
/// var rng = SplitMix64(seed: 1)
/// let magnitudes = Magnitudes.standard
/// let batch = magnitudes.batch(usual: 0...2, using: &rng)
/// precondition(batch <= magnitudes.deepestDive)
/// ```
public struct Magnitudes: Hashable, Sendable, Codable {
  /// One new child in this many gets a big payload (0: never).
  public var bigPayloadOneIn: Int
  /// The largest big payload, in bytes (big payloads are drawn log-uniformly from 4 KiB up to
  /// it, and never take the views alive past a sixteenth of what a run may hold).
  public var largestPayloadBytes: Int
  /// One batch of new children in this many is a dive (0: never).
  public var diveOneIn: Int
  /// The most children one dive adds (dives are drawn log-uniformly from 64 up to it).
  public var deepestDive: Int

  /// Creates magnitudes.
  ///
  /// - Parameters:
  ///   - bigPayloadOneIn: One new child in this many gets a big payload (0: never).
  ///   - largestPayloadBytes: The largest big payload, in bytes.
  ///   - diveOneIn: One batch of new children in this many is a dive (0: never).
  ///   - deepestDive: The most children one dive adds.
  public init(bigPayloadOneIn: Int, largestPayloadBytes: Int, diveOneIn: Int, deepestDive: Int) {
    self.bigPayloadOneIn = bigPayloadOneIn
    self.largestPayloadBytes = largestPayloadBytes
    self.diveOneIn = diveOneIn
    self.deepestDive = deepestDive
  }

  /// Every profile's: one new child in 32 with a payload of 4 KiB to 4 MiB, one batch in 128 a
  /// dive of 64 to 2,048 children (rare: each child a dive makes costs what a push does).
  public static let standard = Magnitudes(
    bigPayloadOneIn: 32, largestPayloadBytes: 4 << 20, diveOneIn: 128, deepestDive: 2048)

  /// Small numbers only: every payload from the profile's range, no dives.
  public static let none = Magnitudes(
    bigPayloadOneIn: 0, largestPayloadBytes: 0, diveOneIn: 0, deepestDive: 0)

  /// A payload: usually from `usual`, one time in ``bigPayloadOneIn`` a big one, at most
  /// `room` / 16 (the workload keeps a run within the payload it may hold; a container that
  /// leaks is caught by C9 long before).
  @inlinable
  public func payload(usual: ClosedRange<Int>, room: Int, using rng: inout SplitMix64) -> Int {
    let drawn = Self.draw(
      usual: usual, oneIn: bigPayloadOneIn, from: 4096, to: largestPayloadBytes, using: &rng)
    return drawn.isBig ? max(0, min(drawn.value, room / 16)) : drawn.value
  }

  /// How many children a batch adds: usually from `usual`, one time in ``diveOneIn`` a dive.
  @inlinable
  public func batch(usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    Self.draw(usual: usual, oneIn: diveOneIn, from: 64, to: deepestDive, using: &rng).value
  }

  /// One draw of either kind: from `usual`, or one time in `oneIn` (never when 0) a big value
  /// log-uniform from `low` up to `high`.
  @inlinable
  static func draw(
    usual: ClosedRange<Int>, oneIn: Int, from low: Int, to high: Int,
    using rng: inout SplitMix64
  ) -> (value: Int, isBig: Bool) {
    let bits = rng.next()
    guard oneIn > 0, bits % UInt64(oneIn) == 0 else {
      return (usual.lowerBound + Int((bits >> 32) % UInt64(usual.count)), false)
    }
    return (logUniform(from: low, to: high, bits: bits >> 8), true)
  }

  /// A value from `low` up to `high`, log-uniform.
  ///
  /// The power of two is drawn uniformly, then the value within it: as many draws between 4
  /// and 8 KiB as between 2 and 4 MiB. Integer arithmetic only, so that a seed means the same
  /// on every machine.
  @inlinable
  static func logUniform(from low: Int, to high: Int, bits: UInt64) -> Int {
    guard high > low else { return max(0, high) }
    let lowPower = Int.bitWidth - 1 - low.leadingZeroBitCount
    let highPower = Int.bitWidth - 1 - high.leadingZeroBitCount
    let power = lowPower + Int(bits % UInt64(highPower - lowPower + 1))
    let value = (1 << power) + Int((bits >> 8) % UInt64(1 << power))
    return min(max(value, low), high)
  }

  /// Swarm's variation (Groce et al., 2012, applied to sizes): each of big payloads and dives
  /// off, as standard, or four times as often, and the largest payload 1, 4 or 8 MiB.
  func swarmed(using rng: inout SplitMix64) -> Magnitudes {
    var varied = self
    varied.bigPayloadOneIn = [0, bigPayloadOneIn, max(1, bigPayloadOneIn / 4)][rng.below(3)]
    varied.diveOneIn = [0, diveOneIn, max(1, diveOneIn / 4)][rng.below(3)]
    varied.largestPayloadBytes = [1 << 20, 4 << 20, 8 << 20][rng.below(3)]
    return varied
  }
}

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
public struct Magnitudes: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One new child in this many gets a big payload (0: never).
  public var bigPayloadOneIn: Int
  /// The largest big payload, in bytes (big payloads are drawn log-uniformly from 4 KiB up to
  /// it, and never take the views alive past a sixteenth of what a run may hold).
  public var largestPayloadBytes: Int
  /// One batch of new children in this many is a dive (0: never).
  public var diveOneIn: Int
  /// The most children one dive adds (dives are drawn log-uniformly from 64 up to it).
  public var deepestDive: Int
  /// One new list of children in this many (a tab container's, a page container's) also makes
  /// a dive of new children (0: never).
  ///
  /// Lists are set far more often than a stack is replaced, and each child costs what the
  /// step that adds it does: the rate is one a few thousand lists, a few dives a run.
  public var listDiveOneIn: Int

  /// Creates magnitudes.
  ///
  /// - Parameters:
  ///   - bigPayloadOneIn: One new child in this many gets a big payload (0: never).
  ///   - largestPayloadBytes: The largest big payload, in bytes.
  ///   - diveOneIn: One batch of new children in this many is a dive (0: never).
  ///   - deepestDive: The most children one dive adds.
  ///   - listDiveOneIn: One new list of children in this many also makes a dive (0: never).
  public init(
    bigPayloadOneIn: Int, largestPayloadBytes: Int, diveOneIn: Int, deepestDive: Int,
    listDiveOneIn: Int = 0
  ) {
    self.bigPayloadOneIn = bigPayloadOneIn
    self.largestPayloadBytes = largestPayloadBytes
    self.diveOneIn = diveOneIn
    self.deepestDive = deepestDive
    self.listDiveOneIn = listDiveOneIn
  }

  /// Every profile's: one new child in 32 with a payload of 4 KiB to 4 MiB, one batch in 128 a
  /// dive of 64 to 2,048 children (rare: each child a dive makes costs what a push does), and
  /// one new list in 8,192 a dive of 272 to 1,024 new children.
  public static let standard = Magnitudes(
    bigPayloadOneIn: 32, largestPayloadBytes: 4 << 20, diveOneIn: 128, deepestDive: 2048,
    listDiveOneIn: 8192)

  /// What the magnitudes draw, in one line: `big payloads 1 child in 32, 4096...4194304
  /// bytes; dives 1 batch in 128, 64...2048 children; list dives 1 list in 8192, 272...1024`
  /// (`none` for a draw never made).
  public var description: String {
    let payloads =
      bigPayloadOneIn > 0
      ? "1 child in \(bigPayloadOneIn), 4096...\(largestPayloadBytes) bytes" : "none"
    let batches = diveOneIn > 0 ? "1 batch in \(diveOneIn), 64...\(deepestDive) children" : "none"
    let lists =
      listDiveOneIn > 0
      ? "1 list in \(listDiveOneIn), \(Self.shallowestListDive)...\(deepestListDive)" : "none"
    return "big payloads \(payloads); dives \(batches); list dives \(lists)"
  }

  /// These magnitudes with one new list in `oneIn` a dive: for a profile that sets lists more
  /// or less often than one step in six, so that a run of it makes a few dives.
  ///
  /// ```swift
  /// let rarer = Magnitudes.standard.listDives(oneIn: 8192)
  /// precondition(rarer.listDiveOneIn == 8192 && rarer.diveOneIn == Magnitudes.standard.diveOneIn)
  /// ```
  public func listDives(oneIn: Int) -> Magnitudes {
    var changed = self
    changed.listDiveOneIn = oneIn
    return changed
  }

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

  /// The fewest children a list's dive adds: every dive crosses 256 when it goes, since a new
  /// list keeps at most its first 16 children.
  public static let shallowestListDive = 272

  /// The most children a list's dive adds: half of ``deepestDive`` (a list's dive stays until
  /// the next list, steps later, each of them O(children)), at least ``shallowestListDive``.
  public var deepestListDive: Int { max(Self.shallowestListDive, deepestDive / 2) }

  /// How many new children a new list gains beyond the ones it names: none (`nil`), or one
  /// time in ``listDiveOneIn`` a dive of ``shallowestListDive`` up to ``deepestListDive``.
  ///
  /// Read from `bits`, a draw the operation has already made and reads no more than the low
  /// 16 bits of (its `keep` mask), so that a list without a dive takes no draw of its own: a
  /// seed keeps its meaning up to its first dive.
  ///
  /// ```swift
  /// var rng = SplitMix64(seed: 3)
  /// let bits = rng.next()
  /// let keep = UInt8(truncatingIfNeeded: bits)
  /// let dive = Magnitudes.standard.listDive(bits: bits)
  /// precondition(dive.map { (272...1024).contains($0) } ?? true)
  /// ```
  @inlinable
  public func listDive(bits: UInt64) -> Int? {
    let bits = bits >> 16
    guard listDiveOneIn > 0, bits % UInt64(listDiveOneIn) == 0 else { return nil }
    return Self.logUniform(from: Self.shallowestListDive, to: deepestListDive, bits: bits >> 16)
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
    let dives = rng.below(3)
    varied.diveOneIn = [0, diveOneIn, max(1, diveOneIn / 4)][dives]
    varied.listDiveOneIn = [0, listDiveOneIn, max(1, listDiveOneIn / 4)][dives]
    varied.largestPayloadBytes = [1 << 20, 4 << 20, 8 << 20][rng.below(3)]
    return varied
  }
}

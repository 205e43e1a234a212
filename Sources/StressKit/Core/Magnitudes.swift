import Containment

/// How big the workload's numbers get: view payloads, batches of children, a container's
/// parameter (a stack's capacity), bursts of memory warnings, time steps and the depth of the
/// view hierarchy, each drawn over orders of magnitude.
///
/// Bugs hide behind sizes a small workload never draws: a cache that treats views of 64 KiB or
/// more differently, pages of a mebibyte that keep no neighbours, a count kept in a `UInt8`
/// that traps past 255 removals, a capacity kept in a byte, a timer that overflows after a day,
/// a lookup that gives up twelve superviews up. Every profile draws them by default
/// (``standard``); a swarm run varies them as it varies the kinds of steps.
///
/// Each rare draw reads its "one in N" from the low bits of the draw the usual value comes
/// from, so that a seed keeps its meaning up to its first big value.
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
  /// One drawn parameter in this many (a stack's new capacity) is a big one (0: never).
  public var bigParameterOneIn: Int = 0
  /// The largest big parameter (big ones are drawn log-uniformly from 256, past what a byte
  /// holds, up to it).
  public var largestParameter: Int = 0
  /// One memory-warning step in this many is a big burst (0: never).
  public var bigBurstOneIn: Int = 0
  /// The largest big burst, in warnings (log-uniform from 16 up to it).
  public var largestBurst: Int = 0
  /// One time step in this many is a long one (0: never).
  public var longAdvanceOneIn: Int = 0
  /// The longest time step, in ticks (milliseconds; long ones are log-uniform from a second up
  /// to it).
  public var longestAdvanceTicks: Int = 0
  /// The deepest the window puts the container's view: a run draws its depth log-uniformly
  /// from ``shallowestNesting`` up to it, once (0: the view is the window's content, as
  /// without magnitudes).
  public var deepestNesting: Int = 0
  /// One new child in this many gets a deep view: its view a chain of plain subviews, as real
  /// screens nest theirs (0: never; whether a child does is read from its identifier, so a
  /// replay makes the same).
  public var deepViewOneIn: Int = 0
  /// The deepest a deep view goes, in views (deep views are drawn uniformly from
  /// ``shallowestDeepView`` up to it).
  public var deepestView: Int = 0

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

  /// Every profile's magnitudes, nesting aside.
  ///
  /// One new child in 32 with a payload of 4 KiB to 4 MiB, one batch in 128 a dive of 64 to
  /// 2,048 children (rare: each child a dive makes costs what a push does), one new list in
  /// 8,192 a dive of 272 to 1,024 new children, one new parameter in 8 from 256 to 4,096, one
  /// burst in 4,096 of 16 to 1,024 warnings (each warning costs what a step does), one time
  /// step in 256 of a second to two days, and one new child in 32 with a view 15 to 30 views
  /// deep (every container's children, as deep as real screens). No nesting: every lookup up
  /// to the window walks each level, so the profiles that nest (the placeholder's, the nested
  /// containers') say so with ``nested``, and swarm nests one run in three.
  public static let standard = Magnitudes(
    bigPayloadOneIn: 32, largestPayloadBytes: 4 << 20, diveOneIn: 128, deepestDive: 2048,
    listDiveOneIn: 8192
  ).with(
    bigParameterOneIn: 8, largestParameter: 4096, bigBurstOneIn: 4096, largestBurst: 1024,
    longAdvanceOneIn: 256, longestAdvanceTicks: 2 * 86_400_000, deepestNesting: 0,
    deepViewOneIn: 32, deepestView: 30)

  /// The standard magnitudes with the container's view 20 to 100 views deep in the window.
  public static let nested = standard.with(deepestNesting: 100)

  /// These magnitudes with the draws of parameters, bursts, time steps and nesting set.
  ///
  /// ```swift
  /// let shallow = Magnitudes.standard.with(deepestNesting: 0)
  /// precondition(shallow.nesting(bits: 12345) == 0)
  /// ```
  public func with(
    bigParameterOneIn: Int? = nil, largestParameter: Int? = nil, bigBurstOneIn: Int? = nil,
    largestBurst: Int? = nil, longAdvanceOneIn: Int? = nil, longestAdvanceTicks: Int? = nil,
    deepestNesting: Int? = nil, deepViewOneIn: Int? = nil, deepestView: Int? = nil
  ) -> Magnitudes {
    var changed = self
    changed.bigParameterOneIn = bigParameterOneIn ?? self.bigParameterOneIn
    changed.largestParameter = largestParameter ?? self.largestParameter
    changed.bigBurstOneIn = bigBurstOneIn ?? self.bigBurstOneIn
    changed.largestBurst = largestBurst ?? self.largestBurst
    changed.longAdvanceOneIn = longAdvanceOneIn ?? self.longAdvanceOneIn
    changed.longestAdvanceTicks = longestAdvanceTicks ?? self.longestAdvanceTicks
    changed.deepestNesting = deepestNesting ?? self.deepestNesting
    changed.deepViewOneIn = deepViewOneIn ?? self.deepViewOneIn
    changed.deepestView = deepestView ?? self.deepestView
    return changed
  }

  /// What the magnitudes draw, in one line: `big payloads 1 child in 32, 4096...4194304
  /// bytes; dives 1 batch in 128, 64...2048 children; list dives 1 list in 8192, 272...1024;
  /// parameters 1 in 8, 256...4096; bursts 1 in 4096, 16...1024 warnings; time steps 1 in 256,
  /// 1000...172800000 ticks; nesting none` (`none` for a draw never made).
  public var description: String {
    func rare(_ oneIn: Int, _ low: Int, _ high: Int, _ unit: String) -> String {
      oneIn > 0 && high >= low ? "1 in \(oneIn), \(low)...\(high)\(unit)" : "none"
    }
    let nesting =
      deepestNesting > 0
      ? "\(Self.shallowestNesting)...\(max(deepestNesting, Self.shallowestNesting)) views" : "none"
    return legacyDescription + "; parameters "
      + rare(bigParameterOneIn, Self.smallestBigParameter, largestParameter, "")
      + "; bursts " + rare(bigBurstOneIn, Self.smallestBigBurst, largestBurst, " warnings")
      + "; time steps "
      + rare(longAdvanceOneIn, Self.shortestLongAdvance, longestAdvanceTicks, " ticks")
      + "; nesting " + nesting + "; deep views "
      + rare(deepViewOneIn, Self.shallowestDeepView, deepestView, " views")
  }

  /// Payloads, dives and list dives, in one line.
  private var legacyDescription: String {
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

  /// Small numbers only: every value from the profile's range, no dives, the container's view
  /// the window's content.
  public static let none = Magnitudes(
    bigPayloadOneIn: 0, largestPayloadBytes: 0, diveOneIn: 0, deepestDive: 0)

  /// What the live payload's bound counts for each view of a deep view's chain: more than a
  /// model view or a `UIView` holds with its place in its superview's list (a bound, not a
  /// measure: the peak stays within it, and a chain that leaks grows past it).
  public static let deepViewBytesPerView = 1024

  /// The shallowest deep view: past the dozen levels a lookup that gives up early walks.
  public static let shallowestDeepView = 15

  /// Mixed into a child's identifier for its view's depth (``viewDepth(of:)``).
  static var deepViewSalt: UInt64 { 0x4445_4550_5649_4557 }

  /// How many views deep the view of the child `id` goes: 1 (its view alone), or one child in
  /// ``deepViewOneIn`` from ``shallowestDeepView`` up to ``deepestView``, read from the
  /// identifier so that the same steps make the same views.
  ///
  /// ```swift
  /// import Containment
  ///
  /// let depths = (0..<1024).map { Magnitudes.standard.viewDepth(of: ViewControllerID($0)) }
  /// precondition(depths.allSatisfy { $0 == 1 || (15...30).contains($0) })
  /// ```
  public func viewDepth(of id: ViewControllerID) -> Int {
    guard deepViewOneIn > 0, deepestView >= Self.shallowestDeepView else { return 1 }
    var draw = SplitMix64(seed: id.rawValue ^ Self.deepViewSalt)
    let bits = draw.next()
    guard bits % UInt64(deepViewOneIn) == 0 else { return 1 }
    let span = UInt64(deepestView - Self.shallowestDeepView + 1)
    return Self.shallowestDeepView + Int((bits >> 16) % span)
  }

  /// The smallest big parameter: past what a byte holds.
  public static let smallestBigParameter = 256
  /// The smallest big burst of memory warnings.
  public static let smallestBigBurst = 16
  /// The shortest long time step, in ticks: a second.
  public static let shortestLongAdvance = 1000
  /// The shallowest nesting a run with nesting draws: deeper than the dozen levels a lookup
  /// that gives up early still walks.
  public static let shallowestNesting = 20

  /// A parameter (a stack's new capacity): usually from `usual`, one time in
  /// ``bigParameterOneIn`` a big one (256 up to ``largestParameter``).
  public func parameter(usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    parameterDraw.draw(usual: usual, using: &rng)
  }

  /// A burst of memory warnings: usually from `usual`, one time in ``bigBurstOneIn`` a big one
  /// (16 up to ``largestBurst``).
  public func burst(usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    burstDraw.draw(usual: usual, using: &rng)
  }

  /// A time step, in ticks: usually from `usual`, one time in ``longAdvanceOneIn`` a long one
  /// (a second up to ``longestAdvanceTicks``).
  public func advance(usual: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    advanceDraw.draw(usual: usual, using: &rng)
  }

  /// How many views deep the window puts the container's view, from `bits` (a run's draw of
  /// its own): 0 without nesting, else log-uniform from ``shallowestNesting`` up to
  /// ``deepestNesting``.
  ///
  /// ```swift
  /// let depth = Magnitudes.nested.nesting(bits: 0x1234_5678_9ABC)
  /// precondition((20...100).contains(depth))
  /// ```
  public func nesting(bits: UInt64) -> Int {
    guard deepestNesting > 0 else { return 0 }
    return Self.logUniform(
      from: Self.shallowestNesting, to: max(deepestNesting, Self.shallowestNesting), bits: bits)
  }

  /// The draw of a new parameter's big values: one time in ``bigParameterOneIn``, 256 up to
  /// ``largestParameter``.
  @usableFromInline
  var parameterDraw: RareDraw {
    RareDraw(oneIn: bigParameterOneIn, from: Self.smallestBigParameter, to: largestParameter)
  }

  /// The draw of a memory-warning step's big bursts: one time in ``bigBurstOneIn``, 16 up to
  /// ``largestBurst``.
  @usableFromInline
  var burstDraw: RareDraw {
    RareDraw(oneIn: bigBurstOneIn, from: Self.smallestBigBurst, to: largestBurst)
  }

  /// The draw of a time step's long ticks: one time in ``longAdvanceOneIn``, a second up to
  /// ``longestAdvanceTicks``.
  @usableFromInline
  var advanceDraw: RareDraw {
    RareDraw(oneIn: longAdvanceOneIn, from: Self.shortestLongAdvance, to: longestAdvanceTicks)
  }

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
  /// off, as standard, or four times as often, and the largest payload 1, 4 or 8 MiB; then
  /// each of big parameters, big bursts and long time steps off, as standard or four times as
  /// often, and the nesting off, as standard or up to 40 views deep.
  func swarmed(using rng: inout SplitMix64) -> Magnitudes {
    var varied = self
    varied.bigPayloadOneIn = [0, bigPayloadOneIn, max(1, bigPayloadOneIn / 4)][rng.below(3)]
    let dives = rng.below(3)
    varied.diveOneIn = [0, diveOneIn, max(1, diveOneIn / 4)][dives]
    varied.listDiveOneIn = [0, listDiveOneIn, max(1, listDiveOneIn / 4)][dives]
    varied.largestPayloadBytes = [1 << 20, 4 << 20, 8 << 20][rng.below(3)]
    // Drawn after the others, so that a swarm seed keeps the sizes it drew before these.
    varied.bigParameterOneIn = [0, bigParameterOneIn, max(1, bigParameterOneIn / 4)][rng.below(3)]
    varied.bigBurstOneIn = [0, bigBurstOneIn, max(1, bigBurstOneIn / 4)][rng.below(3)]
    varied.longAdvanceOneIn = [0, longAdvanceOneIn, max(1, longAdvanceOneIn / 4)][rng.below(3)]
    varied.deepestNesting = [0, deepestNesting, 40][rng.below(3)]
    return varied
  }
}

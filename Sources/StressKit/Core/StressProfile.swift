/// A named workload shape for one container: how often each kind of step is drawn, and the
/// ranges the steps' parameters come from.
///
/// The order of ``weights`` is the order kinds are drawn in (and swarm masks decided in), so
/// it is part of what a seed means: reordering it changes every run.
///
/// ```swift
/// let profile = StressProfile<CardDriver.Kind>(
///   name: "default", summary: "cards shown and hidden",
///   weights: [(.shared(.memoryWarning), 2), (.shared(.advance), 2), (.container(.show), 6)])
/// ```
public struct StressProfile<Kind: StressKind>: Hashable, Sendable {
  /// One kind's weight.
  public struct Weight: Hashable, Sendable {
    /// The kind.
    public var kind: StepKind<Kind>
    /// Its relative weight; 0 never draws it.
    public var weight: Int
  }

  /// The name users pass to `--profile`.
  public let name: String
  /// One line saying what the profile stresses.
  public let summary: String
  /// The weights, in drawing order.
  public let weights: [Weight]
  /// The usual payload size of new children's views, in bytes (a driver draws from it with
  /// ``StressContext/drawPayload(_:using:)``, which adds the big ones of ``magnitudes``).
  public let payloadBytes: ClosedRange<Int>
  /// How far one ``StressStep/advance(ticks:)`` moves virtual time.
  public let advanceTicks: ClosedRange<Int>
  /// How many warnings one ``StressStep/memoryWarning(count:)`` sends.
  public let burst: ClosedRange<Int>
  /// How often, in percent, an operation that may be animated is.
  public let animatedPercent: Int
  /// The values an operation that changes the container's parameter draws (the stack's
  /// capacities).
  public let parameters: ClosedRange<Int>
  /// How big payloads and batches of children get beyond ``payloadBytes`` and the usual few
  /// (``Magnitudes/standard`` unless the profile says otherwise).
  public let magnitudes: Magnitudes

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: The name users pass to `--profile`.
  ///   - summary: One line saying what it stresses.
  ///   - weights: Each kind's weight, in drawing order; kinds not listed are never drawn.
  ///   - payloadBytes: The payload size of new children's views.
  ///   - advanceTicks: How far one time step moves the clock.
  ///   - burst: How many warnings one memory-warning step sends.
  ///   - animatedPercent: How often an operation that may be animated is.
  ///   - parameters: The values a parameter-changing operation draws.
  ///   - magnitudes: How big payloads and batches of children get.
  public init(
    name: String, summary: String, weights: [(StepKind<Kind>, Int)],
    payloadBytes: ClosedRange<Int> = 0...4096, advanceTicks: ClosedRange<Int> = 1...300,
    burst: ClosedRange<Int> = 1...1, animatedPercent: Int = 50,
    parameters: ClosedRange<Int> = 1...4,
    magnitudes: Magnitudes = .standard
  ) {
    self.name = name
    self.summary = summary
    self.weights = weights.map { Weight(kind: $0.0, weight: $0.1) }
    self.payloadBytes = payloadBytes
    self.advanceTicks = advanceTicks
    self.burst = burst
    self.animatedPercent = animatedPercent
    self.parameters = parameters
    self.magnitudes = magnitudes
  }

  /// The weight of one kind (0 when it is not listed).
  public func weight(of kind: StepKind<Kind>) -> Int {
    weights.first { $0.kind == kind }?.weight ?? 0
  }

  /// A random swarm mask: each listed kind but those in `spared` disabled with probability 1/2.
  ///
  /// Swarm testing (Groce et al., 2012) lets rarer interleavings of the remaining kinds happen
  /// more often. The kinds are decided in drawing order.
  public func swarmMask(sparing spared: Set<StepKind<Kind>>, using rng: inout SplitMix64)
    -> Set<StepKind<Kind>>
  {
    var disabled: Set<StepKind<Kind>> = []
    for weight in weights where !spared.contains(weight.kind) {
      if rng.below(2) == 0 { disabled.insert(weight.kind) }
    }
    return disabled
  }

  /// A value of `range`.
  @inlinable
  static func draw(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    range.lowerBound + rng.below(range.count)
  }

  /// Whether an operation drawn now is animated.
  public func animated(using rng: inout SplitMix64) -> Bool {
    rng.below(100) < animatedPercent
  }

  /// A value from ``parameters``.
  public func parameter(using rng: inout SplitMix64) -> Int {
    Self.draw(parameters, using: &rng)
  }
}

extension StressProfile {
  /// The shared steps' usual weights: warnings, rotations and time steps 4 each, resizes 2,
  /// the window hidden and shown 1 each (16 in all).
  public static var sharedWeights: [(StepKind<Kind>, Int)] {
    [
      (.shared(.memoryWarning), 4), (.shared(.rotate), 4), (.shared(.resize), 2),
      (.shared(.advance), 4), (.shared(.hideWindow), 1), (.shared(.showWindow), 1),
    ]
  }

  /// A profile with the shared steps at their usual weights (``sharedWeights``), then the
  /// container's own kinds.
  ///
  /// - Parameters:
  ///   - name: The profile's name.
  ///   - summary: One line saying what it stresses.
  ///   - own: The container's kinds and their weights (26 in all gives them about 60 % of the
  ///     steps).
  ///   - magnitudes: How big payloads and batches of children get.
  /// - Returns: The profile.
  public static func withSharedSteps(
    name: String = "default", summary: String, _ own: [(Kind, Int)],
    magnitudes: Magnitudes = .standard
  ) -> Self {
    StressProfile(
      name: name, summary: summary, weights: sharedWeights + own.map { (.container($0.0), $0.1) },
      magnitudes: magnitudes)
  }
}

import Containment

/// Draws a seeded stream of operations from a ``Profile``.
///
/// The generator looks at the size of the stack and of the cache so that most indices and slots
/// are valid, and draws a few that are not (about 1 in 10), because the harness must show that
/// invalid operations are harmless no-ops too.
///
/// With a swarm mask (swarm testing, Groce et al. 2012), the run never draws the disabled
/// kinds, which lets rarer interleavings of the remaining ones happen more often.
public struct WorkloadGenerator: Sendable {
  /// The profile the weights and ranges come from.
  public let profile: Profile
  /// The kinds this run may draw, in ``OperationKind/allCases`` order.
  public let enabled: [Bool]
  private let cumulative: [Int]

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - profile: The workload shape.
  ///   - disabled: Kinds never to draw (a swarm mask). `push` is never disabled.
  public init(profile: Profile, disabled: Set<OperationKind> = []) {
    self.profile = profile
    enabled = OperationKind.ordered.map { $0 == .push || !disabled.contains($0) }
    var running = 0
    cumulative = zip(profile.weights, enabled).map { weight, on in
      running += on ? weight : 0
      return running
    }
  }

  /// A random swarm mask: each kind but `push` is disabled with probability 1/2.
  public static func swarmMask(using rng: inout SplitMix64) -> Set<OperationKind> {
    Set(OperationKind.ordered.filter { $0 != .push && rng.below(2) == 0 })
  }

  /// The kinds this generator never draws.
  public var disabledKinds: [OperationKind] {
    zip(OperationKind.ordered, enabled).filter { !$0.1 }.map(\.0)
  }

  /// Draws the next operation.
  ///
  /// - Parameters:
  ///   - rng: The run's generator.
  ///   - stackCount: How many children the stack has now.
  ///   - cacheCount: How many cache slots the workload has (filled or not).
  /// - Returns: The operation.
  public func next(
    using rng: inout SplitMix64,
    stackCount: Int,
    cacheCount: Int
  ) -> WorkloadOperation {
    let kind = drawKind(using: &rng)
    let p = profile
    func animated() -> Bool { rng.below(100) < p.animatedPercent }
    func payload() -> Int { draw(p.payloadBytes, using: &rng) }
    func index(upTo count: Int) -> Int {
      count > 0 && rng.below(10) != 0 ? rng.below(count) : rng.below(count + 3) - 1
    }
    func slot() -> Int { rng.below(max(1, cacheCount) + 1) }
    func style() -> TransitionStyle { Self.styles[rng.below(Self.styles.count)] }
    switch kind {
    case .push: return .push(payload: payload(), style: style(), animated: animated())
    case .pushCached: return .pushCached(slot: slot(), style: style(), animated: animated())
    case .pop: return .pop(animated: animated())
    case .popTo: return .popTo(index: index(upTo: stackCount), animated: animated())
    case .popToRoot: return .popToRoot(animated: animated())
    case .insert: return .insert(index: index(upTo: stackCount + 1), payload: payload())
    case .insertCached: return .insertCached(slot: slot(), index: index(upTo: stackCount + 1))
    case .remove: return .remove(index: index(upTo: stackCount), animated: animated())
    case .replaceAll:
      return .replaceAll(
        keep: rng.next(), added: rng.below(3), payload: payload(), animated: animated())
    case .setCapacity: return .setCapacity(draw(p.capacities, using: &rng))
    case .memoryWarning: return .memoryWarning(count: draw(p.burst, using: &rng))
    case .rotate:
      return .rotate(Self.orientations[rng.below(Self.orientations.count)])
    case .resize:
      return .resize(width: 300 + rng.below(600), height: 300 + rng.below(900))
    case .cover: return .cover(animated: animated())
    case .uncover: return .uncover(animated: animated())
    case .hideWindow: return .hideWindow
    case .showWindow: return .showWindow
    case .retain: return .retain(index: index(upTo: stackCount))
    case .release: return .release(slot: slot())
    case .advance: return .advance(ticks: draw(p.advanceTicks, using: &rng))
    case .cancelTransition: return .cancelTransition
    }
  }

  private func drawKind(using rng: inout SplitMix64) -> OperationKind {
    guard let total = cumulative.last, total > 0 else { return .push }
    let pick = rng.below(total)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > pick { high = middle } else { low = middle + 1 }
    }
    return OperationKind.ordered[low]
  }

  // `allCases` builds a new array on every call; the hot path reads these instead.
  private static let styles = TransitionStyle.allCases
  private static let orientations = InterfaceOrientation.allCases

  private func draw(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> Int {
    range.lowerBound + rng.below(range.count)
  }
}

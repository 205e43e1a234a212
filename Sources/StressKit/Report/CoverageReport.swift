/// A run's contract coverage: which abstract states × step kinds it reached, which it could
/// not reach by design (and why), which it missed, and how often each rule's check ran with a
/// non-trivial subject.
///
/// An abstract state is a value of each dimension: the runner's ``CoverageDimension/phase``
/// (idle on screen, mid-transition, off screen) and the driver's own
/// (``StressDriverInfo/coverageDimensions``). A pair is reached when a step of that kind was
/// drawn in that state, whatever it did (a refused operation exercises the refusal).
public struct CoverageReport: Hashable, Sendable, Codable {
  /// A reached state and the steps drawn in it, by kind.
  public struct ReachedState: Hashable, Sendable, Codable {
    /// The state's values, in the order of ``CoverageReport/dimensions``.
    public var state: [String]
    /// Steps drawn in it.
    public var steps: Int
    /// Steps drawn in it, by kind (kinds with none left out).
    public var kinds: [String: Int]
  }

  /// A state no run can reach, and why.
  public struct UnreachableState: Hashable, Sendable, Codable {
    /// The state's values.
    public var state: [String]
    /// Why no run reaches it.
    public var reason: String
  }

  /// A reachable state × kind that the run never drew.
  public struct Pair: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The state's values.
    public var state: [String]
    /// The step kind.
    public var kind: String

    /// `idle, top loaded, below N × push`.
    public var description: String { state.joined(separator: ", ") + " × " + kind }
  }

  /// How often a rule's check ran with a non-trivial subject.
  public struct RuleCount: Hashable, Sendable, Codable {
    /// The rule.
    public var rule: Rule
    /// Whether the run checks the rule: its contract's rules and the driver's own
    /// (``StressDriverInfo/checkedRules(under:)``).
    public var checked: Bool
    /// Checks run with a non-trivial subject.
    public var checks: Int
  }

  /// The dimensions, the runner's phase first.
  public var dimensions: [CoverageDimension]
  /// The step kinds, shared then the container's.
  public var kinds: [String]
  /// Reachable state × kind pairs.
  public var reachablePairs: Int
  /// Of those, the pairs the run drew a step in.
  public var reachedPairs: Int
  /// The states the run was in, with their steps.
  public var reached: [ReachedState]
  /// The states no run can reach, with the reason.
  public var unreachable: [UnreachableState]
  /// The reachable pairs the run never drew, in state order.
  public var neverReached: [Pair]
  /// The contract's rules and how often their checks ran with a non-trivial subject.
  public var checks: [RuleCount]

  /// The report of counts by state × kind.
  ///
  /// - Parameters:
  ///   - counts: Steps by state (mixed radix over `dimensions`) × kind (`kinds.count`).
  ///   - kinds: The step kinds' names, by ordinal.
  ///   - dimensions: The dimensions, the phase first.
  ///   - whyUnreachable: The driver's reasons.
  ///   - exercised: The oracle's checks by ``Rule/ordinal``.
  ///   - checkedRules: The rules the driver checks.
  init(
    counts: [Int], kinds: [String], dimensions: [CoverageDimension],
    whyUnreachable: (CoverageState) -> String?, exercised: [Int], checkedRules: Set<Rule>
  ) {
    self.dimensions = dimensions
    self.kinds = kinds
    var reached: [ReachedState] = []
    var unreachable: [UnreachableState] = []
    var never: [Pair] = []
    var reachable = 0
    for index in 0..<CoverageState.count(of: dimensions) {
      let state = CoverageState(index: index, of: dimensions)
      let row = counts[(index * kinds.count)..<((index + 1) * kinds.count)]
      let steps = row.reduce(0, +)
      if let reason = whyUnreachable(state) {
        unreachable.append(UnreachableState(state: state.values, reason: reason))
        if steps > 0 {
          // A state said to be unreachable was reached: the reason is wrong, say so.
          reached.append(
            ReachedState(
              state: state.values, steps: steps,
              kinds: Self.byKind(row, kinds: kinds)))
        }
        continue
      }
      reachable += kinds.count
      if steps > 0 {
        reached.append(
          ReachedState(state: state.values, steps: steps, kinds: Self.byKind(row, kinds: kinds)))
      }
      for (offset, count) in row.enumerated() where count == 0 {
        never.append(Pair(state: state.values, kind: kinds[offset]))
      }
    }
    self.reached = reached
    self.unreachable = unreachable
    neverReached = never
    reachablePairs = reachable
    reachedPairs = reachable - never.count
    checks = Rule.contract.map {
      RuleCount(rule: $0, checked: checkedRules.contains($0), checks: exercised[$0.ordinal])
    }
  }

  private static func byKind(_ row: ArraySlice<Int>, kinds: [String]) -> [String: Int] {
    var byKind: [String: Int] = [:]
    for (offset, count) in row.enumerated() where count > 0 { byKind[kinds[offset]] = count }
    return byKind
  }

  /// The rules the driver checks whose checks never ran with a non-trivial subject.
  public var neverExercised: [Rule] {
    checks.filter { $0.checked && $0.checks == 0 }.map(\.rule)
  }

  /// Reached states that the driver says no run can reach: a wrong reason.
  public var reachedButUnreachable: [ReachedState] {
    let unreachableStates = Set(unreachable.map(\.state))
    return reached.filter { unreachableStates.contains($0.state) }
  }

  /// The report's lines in the run's text summary.
  public var textLines: [String] {
    let percent = reachablePairs == 0 ? 100 : Double(reachedPairs) * 100 / Double(reachablePairs)
    let states = CoverageState.count(of: dimensions)
    var lines = [
      "coverage: \(reachedPairs) of \(reachablePairs) reachable state × operation pairs "
        + "(\(twoDecimals(percent)) %); \(unreachable.count) of \(states) states unreachable by design"
    ]
    if !neverReached.isEmpty {
      let shown = neverReached.prefix(6).map(\.description)
      let more =
        neverReached.count > shown.count ? " (and \(neverReached.count - shown.count) more)" : ""
      lines.append("  never reached: " + shown.joined(separator: "; ") + more)
    }
    for wrong in reachedButUnreachable.prefix(3) {
      lines.append(
        "  reached, though said unreachable: " + wrong.state.joined(separator: ", ")
          + " (\(counted(wrong.steps, "step")))")
    }
    let ran = checks.filter { $0.checks > 0 }.map { "\($0.rule) \(formatCount($0.checks))" }
    let idle = checks.filter { $0.checked && $0.checks == 0 }.map(\.rule.rawValue)
    lines.append(
      "  checks exercised: " + ran.joined(separator: ", ")
        + (idle.isEmpty ? "" : "; never: " + idle.joined(separator: ", ")))
    return lines
  }
}

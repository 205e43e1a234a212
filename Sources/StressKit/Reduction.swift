/// The shrinking passes, for any kind of step: ``StressShrinker`` (and the version 1 stack
/// ``Shrinker``) run them with their own replay and their own notion of simpler steps.
///
/// A candidate is kept when its first violation has the original's rule (the failure
/// signature), and breaks it during a step when the original did, not only in the teardown.
/// The passes: truncate after the failing step, then alternate delta debugging
/// (Zeller and Hildebrandt's ddmin: remove chunks, halving their size), dropping pairs of an
/// addition and a later removal, and replacing single steps by simpler ones, until none helps.
struct Reduction<Step> {
  var signature: Rule
  var budget: Int
  var timeLimit: Duration
  /// Replays a candidate from scratch: its first violation.
  var firstViolation: ([Step]) -> Violation?
  var isAddition: (Step) -> Bool
  var isRemoval: (Step) -> Bool
  var simplerForms: (Step) -> [Step]

  func shrink(_ steps: [Step], progress: (_ size: Int, _ replays: Int) -> Void) -> [Step] {
    var replays = 0
    let deadline = ContinuousClock.now + timeLimit
    let original = firstViolation(steps)
    // A failure seen at a step must stay at a step: the teardown (which empties the container)
    // may break the same rule, and a reproducer that fails only there hides the step that does.
    let atTeardown = (original?.step ?? steps.count) >= steps.count
    func fails(_ candidate: [Step]) -> Bool {
      guard replays < budget, ContinuousClock.now < deadline else { return false }
      replays += 1
      guard let violation = firstViolation(candidate), violation.rule == signature else {
        return false
      }
      return atTeardown || (violation.step ?? candidate.count) < candidate.count
    }
    var current = steps
    if let step = original?.step, step + 1 < current.count {
      current = Array(current.prefix(step + 1))
      progress(current.count, replays)
    }
    var changed = true
    while changed, replays < budget {
      changed = false
      if deltaDebug(&current, fails, progress: { progress($0, replays) }) { changed = true }
      if dropPairs(&current, fails) {
        changed = true
        progress(current.count, replays)
      }
      if simplify(&current, fails) { changed = true }
    }
    return current
  }

  /// ddmin: tries removing chunks of decreasing size.
  private func deltaDebug(
    _ current: inout [Step], _ fails: ([Step]) -> Bool, progress: (Int) -> Void
  ) -> Bool {
    var reduced = false
    var chunks = 2
    while current.count >= 2 {
      let size = max(1, current.count / chunks)
      var removedOne = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if fails(candidate) {
          current = candidate
          removedOne = true
          reduced = true
          progress(current.count)
        } else {
          start += size
        }
      }
      if removedOne {
        chunks = max(chunks - 1, 2)
      } else if size == 1 {
        break
      } else {
        chunks = min(chunks * 2, current.count)
      }
    }
    return reduced
  }

  /// Removes an addition together with a later removal.
  private func dropPairs(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var reduced = false
    var first = 0
    while first < current.count {
      guard isAddition(current[first]) else {
        first += 1
        continue
      }
      var dropped = false
      for second in (first + 1)..<current.count where isRemoval(current[second]) {
        var candidate = current
        candidate.remove(at: second)
        candidate.remove(at: first)
        if fails(candidate) {
          current = candidate
          dropped = true
          reduced = true
          break
        }
      }
      if !dropped { first += 1 }
    }
    return reduced
  }

  /// Replaces single steps by simpler ones.
  private func simplify(_ current: inout [Step], _ fails: ([Step]) -> Bool) -> Bool {
    var reduced = false
    for index in current.indices {
      for simpler in simplerForms(current[index]) {
        var candidate = current
        candidate[index] = simpler
        if fails(candidate) {
          current = candidate
          reduced = true
          break
        }
      }
    }
    return reduced
  }
}

/// Reduces a failing trace to a small one that still fails the same rule, with the passes of
/// ``Reduction``: truncation, delta debugging, dropping pairs of an addition and a later
/// removal (``StressContainer/adds(_:)``, ``StressContainer/removes(_:)``), and simpler steps
/// (``StressContainer/simplerForms(of:)``, single warnings, shorter time steps).
///
/// ```swift
/// let small = StressShrinker<TabStress>(options: options, signature: .L4).shrink(steps)
/// ```
public struct StressShrinker<Container: StressContainer> {
  /// The options every candidate is replayed with.
  public let options: StressOptions<Container>
  /// The rule the candidates must still break.
  public let signature: Rule
  /// The most replays to try.
  public var budget: Int
  /// The most wall-clock time to spend.
  public var timeLimit: Duration

  /// Creates a shrinker.
  ///
  /// - Parameters:
  ///   - options: The trace's options.
  ///   - signature: The rule of the original failure.
  ///   - budget: The most replays to try.
  ///   - timeLimit: The most wall-clock time to spend; the best trace so far is kept.
  public init(
    options: StressOptions<Container>, signature: Rule, budget: Int = 20_000,
    timeLimit: Duration = .seconds(60)
  ) {
    self.options = options
    self.signature = signature
    self.budget = budget
    self.timeLimit = timeLimit
  }

  /// Shrinks `steps`.
  ///
  /// - Parameters:
  ///   - steps: A trace that fails with ``signature``.
  ///   - progress: Called after each accepted reduction with the current size and the replays
  ///     used so far.
  /// - Returns: The smallest failing trace found.
  public func shrink(
    _ steps: [StressStep<Container.Operation>],
    progress: (_ size: Int, _ replays: Int) -> Void = { _, _ in }
  ) -> [StressStep<Container.Operation>] {
    let reduction = Reduction<StressStep<Container.Operation>>(
      signature: signature, budget: budget, timeLimit: timeLimit,
      firstViolation: { StressRunner<Container>.firstViolation(of: $0, options: options) },
      isAddition: { $0.operation.map(Container.adds) ?? false },
      isRemoval: { $0.operation.map(Container.removes) ?? false },
      simplerForms: { $0.simplerForms(for: Container.self) })
    return reduction.shrink(steps, progress: progress)
  }
}

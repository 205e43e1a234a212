/// Reduces a failing trace to a small one that still fails the same rule.
///
/// The shrinker replays candidate traces from scratch (each replay is deterministic) and keeps a
/// candidate when its first violation has the same rule as the original's: the failure
/// signature. It truncates after the failing step, then alternates delta debugging (Zeller and
/// Hildebrandt's ddmin: remove chunks, halving their size) with passes that understand
/// operations: drop push/pop pairs, lower payloads, bursts and time steps, turn animations off.
/// Every candidate stays a valid trace because every operation is total.
public struct Shrinker {
  /// The options every candidate is replayed with.
  public let options: RunOptions
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
    options: RunOptions, signature: Rule, budget: Int = 20_000, timeLimit: Duration = .seconds(60)
  ) {
    self.options = options
    self.signature = signature
    self.budget = budget
    self.timeLimit = timeLimit
  }

  /// Replays `operations` and returns the first violation, if any.
  public static func firstViolation(
    of operations: [WorkloadOperation], options: RunOptions
  ) -> Violation? {
    guard let runner = try? Runner(options: options) else { return nil }
    for operation in operations {
      runner.apply(operation)
      if runner.failed { break }
    }
    return runner.finish().first
  }

  /// Shrinks `operations`.
  ///
  /// - Parameters:
  ///   - operations: A trace that fails with ``signature``.
  ///   - progress: Called after each accepted reduction with the current size and the replays
  ///     used so far.
  /// - Returns: The smallest failing trace found.
  public func shrink(
    _ operations: [WorkloadOperation],
    progress: (_ size: Int, _ replays: Int) -> Void = { _, _ in }
  ) -> [WorkloadOperation] {
    var replays = 0
    let deadline = ContinuousClock.now + timeLimit
    func fails(_ candidate: [WorkloadOperation]) -> Bool {
      guard replays < budget, ContinuousClock.now < deadline else { return false }
      replays += 1
      return Self.firstViolation(of: candidate, options: options)?.rule == signature
    }
    var current = operations
    if let violation = Self.firstViolation(of: current, options: options),
      let step = violation.step, step + 1 < current.count
    {
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
    _ current: inout [WorkloadOperation], _ fails: ([WorkloadOperation]) -> Bool,
    progress: (Int) -> Void
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

  /// Removes a push (or insert) together with a later pop or remove.
  private func dropPairs(
    _ current: inout [WorkloadOperation], _ fails: ([WorkloadOperation]) -> Bool
  ) -> Bool {
    var reduced = false
    var first = 0
    while first < current.count {
      guard Self.adds(current[first]) else {
        first += 1
        continue
      }
      var dropped = false
      for second in (first + 1)..<current.count where Self.takesAway(current[second]) {
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

  /// Replaces single operations by simpler ones: smaller payloads, bursts and time steps, no
  /// animation.
  private func simplify(
    _ current: inout [WorkloadOperation], _ fails: ([WorkloadOperation]) -> Bool
  ) -> Bool {
    var reduced = false
    for index in current.indices {
      for simpler in Self.simplerForms(of: current[index]) {
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

  static func adds(_ operation: WorkloadOperation) -> Bool {
    switch operation {
    case .push, .pushCached, .insert, .insertCached: true
    default: false
    }
  }

  static func takesAway(_ operation: WorkloadOperation) -> Bool {
    switch operation {
    case .pop, .remove: true
    default: false
    }
  }

  static func simplerForms(of operation: WorkloadOperation) -> [WorkloadOperation] {
    switch operation {
    case .push(let payload, let style, let animated):
      var forms: [WorkloadOperation] = []
      if payload > 0 { forms.append(.push(payload: 0, style: style, animated: animated)) }
      if animated { forms.append(.push(payload: payload, style: style, animated: false)) }
      return forms
    case .insert(let index, let payload) where payload > 0:
      return [.insert(index: index, payload: 0)]
    case .replaceAll(let keep, let added, let payload, let animated):
      var forms: [WorkloadOperation] = []
      if added > 0 {
        forms.append(
          .replaceAll(keep: keep, added: added - 1, payload: payload, animated: animated))
      }
      if payload > 0 {
        forms.append(.replaceAll(keep: keep, added: added, payload: 0, animated: animated))
      }
      return forms
    case .memoryWarning(let count) where count > 1:
      return [.memoryWarning(count: 1)]
    case .advance(let ticks) where ticks > 1:
      return [.advance(ticks: ticks / 2)]
    case .pop(true): return [.pop(animated: false)]
    case .popTo(let index, true): return [.popTo(index: index, animated: false)]
    case .popToRoot(true): return [.popToRoot(animated: false)]
    case .remove(let index, true): return [.remove(index: index, animated: false)]
    default: return []
    }
  }
}

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
    let reduction = Reduction<WorkloadOperation>(
      signature: signature, budget: budget, timeLimit: timeLimit,
      firstViolation: { Self.firstViolation(of: $0, options: options) },
      isAddition: Self.adds, isRemoval: Self.takesAway, simplerForms: Self.simplerForms)
    return reduction.shrink(operations, progress: progress)
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

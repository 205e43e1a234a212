/// Reduces a failing trace to a small one that still fails the same rule, with the passes of
/// `Reduction`: truncation, delta debugging, dropping pairs of an addition and a later
/// removal (``StressOperation/adds``, ``StressOperation/removes``), folding memory warnings
/// and time steps into counted ones (a burst, a longer step), and simpler steps
/// (``StressOperation/simplerForms``, single warnings, shorter time steps).
///
/// ```swift
/// let small = StressShrinker<TabDriver>(options: options, signature: .L4).shrink(steps)
/// ```
public struct StressShrinker<Driver: StressDriver> {
  /// The options every candidate is replayed with.
  public let options: StressOptions<Driver>
  /// The rule the candidates must still break.
  public let signature: Rule
  /// The most replays to try.
  public var budget: Int
  /// The most wall-clock time to spend, replays included: a replay still running at the
  /// deadline is given up, and the smallest failing trace found so far is returned.
  public var timeLimit: Duration
  /// Asked before each replay: `true` stops the shrinking, which returns the smallest failing
  /// trace found so far (Ctrl-C).
  public var isCancelled: () -> Bool = { false }

  /// Creates a shrinker.
  ///
  /// - Parameters:
  ///   - options: The trace's options.
  ///   - signature: The rule of the original failure.
  ///   - budget: The most replays to try.
  ///   - timeLimit: The most wall-clock time to spend; the best trace so far is kept.
  public init(
    options: StressOptions<Driver>, signature: Rule, budget: Int = 20_000,
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
  ///   - progress: Called after each replay with the size of the smallest failing trace so far
  ///     and the replays used.
  /// - Returns: The smallest failing trace found.
  public func shrink(
    _ steps: [StressStep<Driver.Operation>],
    progress: (_ size: Int, _ replays: Int) -> Void = { _, _ in }
  ) -> [StressStep<Driver.Operation>] {
    let deadline = ContinuousClock.now + timeLimit
    return shrink(
      steps,
      replayingWith: {
        StressRunner<Driver>.firstViolation(of: $0, options: options, deadline: deadline)
      },
      progress: progress)
  }

  /// Shrinks `steps`, replaying each candidate with `firstViolation`: in another process, for
  /// a failure this one would not survive (a crash).
  ///
  /// - Parameters:
  ///   - steps: A trace that fails with ``signature``.
  ///   - failure: The trace's failure, when the caller saw it (not replayed again); `nil`
  ///     replays `steps` first to find it.
  ///   - firstViolation: The first violation a candidate gives, or `nil`; a violation of
  ///     ``signature`` keeps the candidate.
  ///   - progress: As for ``shrink(_:progress:)``.
  /// - Returns: The smallest failing trace found.
  public func shrink(
    _ steps: [StressStep<Driver.Operation>],
    failure: Violation? = nil,
    replayingWith firstViolation: @escaping ([StressStep<Driver.Operation>]) -> Violation?,
    progress: (_ size: Int, _ replays: Int) -> Void = { _, _ in }
  ) -> [StressStep<Driver.Operation>] {
    var reduction = Reduction<StressStep<Driver.Operation>>(
      signature: signature, budget: budget, timeLimit: timeLimit,
      firstViolation: firstViolation, isCancelled: isCancelled,
      isAddition: { $0.operation?.adds ?? false },
      isRemoval: { $0.operation?.removes ?? false },
      simplerForms: { $0.simplerForms },
      counted: { $0.foldableCount }, recounted: { $0.withFoldedCount($1) })
    reduction.knownFailure = failure
    return reduction.shrink(steps, progress: progress)
  }
}

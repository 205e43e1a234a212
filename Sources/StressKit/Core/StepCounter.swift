import Synchronization

/// The steps a run has made, read from another thread while it runs: what a status line shows.
///
/// The run stores its count after every step (one relaxed store), so a reader sees the step
/// the run is at however slow its steps are.
///
/// ```swift
/// let runner = try StressRunner(options: StressOptions<StackDriver>(seed: 1, steps: 100))
/// let counter = runner.stepsMade  // Sendable: hand it to a thread that reports progress
/// runner.run()
/// assert(counter.value == 100)
/// ```
public final class StepCounter: Sendable {
  @usableFromInline let count = Atomic<Int>(0)

  /// A counter at zero.
  public init() {}

  /// The steps made so far.
  public var value: Int { count.load(ordering: .relaxed) }

  /// Notes that `steps` steps are made.
  @inlinable func note(_ steps: Int) {
    count.store(steps, ordering: .relaxed)
  }
}

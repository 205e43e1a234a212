extension StressRunner {
  /// Draws and applies one step per seed of `stepSeeds`, in order, until the first violation:
  /// a run whose randomness an outside engine chooses step by step (coverage-guided
  /// exploration, `stress-harness explore`), instead of one seed for the whole run.
  ///
  /// Step `i` is drawn from the container's state at that moment as a seeded run draws a
  /// step, but its kind is chosen by the low byte of `stepSeeds[i]` (each kind has its
  /// weight's share of the 256 values) and the rest of it by a generator seeded with the
  /// whole seed: the same seeds give the same steps, and changing one seed changes that
  /// step's draw only (the later steps still see the state it left). The run's own seed
  /// still chooses what is chosen once per run (swarm testing's disabled kinds, the
  /// parameters drawn over their magnitudes). Steps are
  /// journaled to ``journal`` and handed to `record` before they are applied, as
  /// ``run(record:progress:)`` does, so that a violation's steps can be written, shrunk and
  /// replayed like any run's; the options' `steps` count is not read.
  ///
  /// ```swift
  /// let options = StressOptions<StackDriver>(seed: 1, steps: 1)
  /// let runner = try StressRunner(options: options)
  /// var steps: [StressStep<StackDriver.Operation>] = []
  /// runner.run(stepSeeds: GuidedInput.stepSeeds(from: Array("push, push, pop".utf8))) {
  ///   steps.append($0)
  /// }
  /// _ = runner.finish()
  /// // The same steps again, as a trace replays them:
  /// let again = try StressRunner(options: options)
  /// try again.replay(steps)
  /// ```
  ///
  /// - Parameters:
  ///   - stepSeeds: One seed per step.
  ///   - record: Called with each step before it is applied.
  public func run(stepSeeds: some Sequence<UInt64>, record: ((Step) -> Void)? = nil) {
    _stepSeeds = Array(stepSeeds)
    defer { _stepSeeds = nil }
    context.withCurrent {
      Driver._loop(self, replaying: nil, record: record, progress: { _ in true })
    }
  }

  /// ``run(stepSeeds:record:)``'s loop, in ``_loop(replaying:record:progress:)`` (specialized
  /// where the driver is declared, as a seeded run's is).
  @inlinable
  func _loop(_ container: Driver, stepSeeds: [UInt64], record: ((Step) -> Void)?) {
    let draw = KindDraw(profile, disabled: disabledKinds)
    var made = 0
    for seed in stepSeeds {
      guard !halted else { break }
      // The low byte chooses the kind (a byte changed changes what the step is, and the same
      // byte elsewhere is the same kind); the whole seed draws the rest.
      var rng = SplitMix64(seed: seed)
      let kind = draw.kind(choosing: UInt8(truncatingIfNeeded: seed))
      let next =
        kind.map { nextStep(of: $0, using: &rng, container: container) } ?? .advance(ticks: 1)
      journal?.record(next)
      record?(next)
      apply(next, on: container)
      made += 1
      stepsMade.note(made)
    }
  }
}

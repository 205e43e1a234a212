import Containment

extension StressRunner {
  /// Draws the next step for the container's current state.
  ///
  /// - Parameters:
  ///   - rng: The run's generator.
  ///   - draw: The kinds to draw from, by the profile's weights.
  ///   - container: The container, which draws its own operations.
  /// - Returns: The step.
  @inlinable
  func nextStep(
    using rng: inout SplitMix64, draw: KindDraw<Driver.Kind>, container: Driver
  ) -> Step {
    guard let kind = draw.next(using: &rng) else { return .advance(ticks: 1) }
    return nextStep(of: kind, using: &rng, container: container)
  }

  /// Draws the next step of `kind` for the container's current state.
  ///
  /// - Parameters:
  ///   - kind: The step's kind.
  ///   - rng: The generator the step's values are drawn with.
  ///   - container: The container, which draws its own operations.
  /// - Returns: The step.
  @inlinable
  func nextStep(
    of kind: StepKind<Driver.Kind>, using rng: inout SplitMix64, container: Driver
  ) -> Step {
    switch kind {
    // The run's draws of bursts and time steps are read where they are used: passed along,
    // their copies cost every step.
    case .shared(.memoryWarning):
      return .memoryWarning(count: _burstDraw.draw(usual: profile.burst, using: &rng))
    case .shared(.advance):
      return .advance(ticks: _advanceDraw.draw(usual: profile.advanceTicks, using: &rng))
    case .shared(let shared): return Step.draw(shared, using: &rng)
    case .container(let kind):
      return .container(container.nextOperation(of: kind, profile: profile, using: &rng))
    }
  }

  /// The ``StepKind/ordinal`` of a step's kind, without building the kind.
  @inlinable
  static func ordinal(of step: Step) -> Int {
    switch step {
    case .memoryWarning: SharedStepKind.memoryWarning.ordinal
    case .rotate: SharedStepKind.rotate.ordinal
    case .resize: SharedStepKind.resize.ordinal
    case .advance: SharedStepKind.advance.ordinal
    case .hideWindow: SharedStepKind.hideWindow.ordinal
    case .showWindow: SharedStepKind.showWindow.ordinal
    case .container(let operation):
      SharedStepKind.ordered.count + operation.kind.ordinal
    }
  }

  /// The kind of a step.
  @inlinable
  public static func kind(of step: Step) -> StepKind<Driver.Kind> {
    if let shared = step.sharedKind { return .shared(shared) }
    guard case .container(let operation) = step else { return .shared(.advance) }
    return .container(operation.kind)
  }
}

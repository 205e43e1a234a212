import Containment

/// A trace replayed: its steps checked against ``TraceBounds`` first, then applied in a loop
/// specialized in the driver's module.
extension StressRunner {
  /// Applies `steps` until the first violation.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first step with a value outside
  ///   ``TraceBounds``, before any step is applied; or, after it, the step in which the views
  ///   alive would have held more than ``TraceBounds/livePayloadBytes`` (the replay stops
  ///   there).
  public func replay(_ steps: [Step]) throws(HarnessError) {
    try Self.validate(steps)
    context.withCurrent { Driver._replay(steps, on: self) }
    if let step = payloadBudgetExceeded {
      throw .badTrace("step \(step): \(Self.payloadBudgetProblem)")
    }
  }

  /// What is wrong when ``payloadBudgetExceeded`` is set.
  public static var payloadBudgetProblem: String {
    "the views alive would hold more than \(formatBytes(UInt64(TraceBounds.livePayloadBytes))) "
      + "of payload, the most a run may hold"
  }

  /// Checks every step against ``TraceBounds``.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first bad step by its index.
  public static func validate(_ steps: [Step]) throws(HarnessError) {
    for (index, step) in steps.enumerated() {
      do {
        try step.validate(for: Driver.self)
      } catch {
        throw .badTrace("step \(index): \(error)")
      }
    }
  }

  /// The loop of ``replay(_:)``, specialized in the driver's module: `steps` applied until the
  /// first violation.
  @inlinable
  public func _replayLoop(_ steps: [Step]) {
    guard let container = _driver else { return }
    for step in steps {
      apply(step, on: container)
      if halted { break }
    }
  }
}

import Containment

/// A trace replayed: its steps checked against ``TraceBounds`` first, then applied in the
/// runner's loop, specialized in the driver's module.
extension StressRunner {
  /// Applies `steps` until the first violation.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first step with a value outside
  ///   ``TraceBounds``, before any step is applied; or, after it, the step in which the views
  ///   alive would have held more than ``TraceBounds/livePayloadBytes`` (the replay stops
  ///   there).
  public func replay(_ steps: [Step]) throws(HarnessError) {
    try Self.validate(steps)
    context.withCurrent {
      Driver._loop(self, replaying: steps, record: nil, progress: { _ in true })
    }
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
        try step.validate()
      } catch {
        throw .badTrace("step \(index): \(error)")
      }
    }
  }
}

import Containment

/// A trace replayed: its steps checked against ``TraceBounds`` first, then applied in the
/// runner's loop, specialized in the driver's module.
extension StressRunner {
  /// Applies `steps` until the first violation.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the first step with a value outside
  ///   ``TraceBounds``, before any step is applied; or, after it, the step in which the views
  ///   alive would have held more than ``TraceBounds/livePayloadBytes``, or that named a screen
  ///   the run does not have (the replay stops there; ``replayProblem``).
  public func replay(_ steps: [Step]) throws(HarnessError) {
    try Self.validate(steps)
    context.withCurrent {
      Driver._loop(self, replaying: steps, record: nil, progress: { _ in true })
    }
    if let step = payloadBudgetExceeded {
      throw .badTrace("step \(step): \(replayProblem)")
    }
  }

  /// Why the replay stopped at ``payloadBudgetExceeded``: a screen the trace names that the
  /// run does not have (``StressScreen``), or the payload bound.
  public var replayProblem: String {
    guard let name = context.unknownScreen else { return Self.payloadBudgetProblem }
    let known = context.screens.map { "'\($0.name)'" }.joined(separator: ", ")
    return
      "the trace makes screen '\(HarnessError.echoed(name.description))', which this run does not have "
      + (known.isEmpty ? "(it has no screens)" : "(its screens: \(known))")
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

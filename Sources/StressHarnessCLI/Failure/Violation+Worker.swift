import StressKit

extension Violation {
  /// A trap that killed the worker running `step` (`nil`: a replay, whose step is not known):
  /// the `crash` rule's violation, worded in this one place.
  ///
  /// Where the container trapped is what it was expected not to do (`no trap in
  /// StackController.remove(at:animated:)`), and the trap's message is what was seen: the
  /// failure's name comes from the place alone when there is one
  /// (``Violation/signature(container:plantedBugs:)``), since an optimized build's trap says
  /// `Illegal instruction` where a debug build's says `Index out of range`.
  static func crash(step: Int?, signature: CrashSignature) -> Violation {
    Violation(
      rule: .crash, step: step, subject: nil,
      expected: signature.frame.map { "\(Violation.noTrap) in \($0)" } ?? Violation.noTrap,
      seen: signature.message)
  }

  /// A step its worker stopped for running past `expected` (the step timeout, or the callbacks
  /// bound): the `hang` rule's violation, worded in this one place.
  static func hang(step: Int?, expected: String) -> Violation {
    Violation(
      rule: .hang, step: step, subject: nil, expected: expected,
      seen: "a step still running (a loop in an operation?)")
  }

  /// This crash or hang in the last of `steps`, the one a worker was running when it died.
  func inLastStep<Step>(of steps: [Step]) -> Violation {
    var violation = self
    violation.step = max(0, steps.count - 1)
    return violation
  }
}

import ArgumentParser

/// `--step-timeout`: the wall time a step may take before the harness calls it a hang, for
/// every command that applies steps (`run`, `replay`, `shrink`).
///
/// A supervised worker's watchdog stops a step past it (a loop inside an operation, which no
/// virtual-time bound sees) and the supervisor reports a violation of the `hang` rule.
struct StepTimeout: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "A step that runs longer than this many seconds of wall time is a hang (0.1...3600)."
  )
  var stepTimeout: Double = 10

  func validate() throws {
    try check(stepTimeout, in: 0.1...3600, option: "--step-timeout", unit: " seconds")
  }

  /// What the `hang` rule expected.
  var expected: String { Self.expected(stepTimeout) }

  /// What the `hang` rule expected of a step timeout of `seconds`.
  static func expected(_ seconds: Double) -> String {
    "every step to end within \(seconds) s of wall time"
  }
}

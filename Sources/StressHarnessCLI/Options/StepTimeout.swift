import ArgumentParser

/// `--step-timeout`: the CPU time a step may take before the harness calls it a hang, for
/// every command that applies steps (`run`, `replay`, `shrink`).
///
/// A supervised worker's watchdog stops a step past it (a loop inside an operation, which no
/// virtual-time bound sees) and the supervisor reports a violation of the `hang` rule. CPU
/// time, the worker's own, so that a busy machine, which slows the clock's count of a step,
/// does not make a slow step a hang; a step that makes no progress for
/// ``blockedSeconds(_:)`` of wall time while using almost no CPU (blocked) is one too.
struct StepTimeout: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "A step that uses more than this many seconds of CPU time is a hang (0.1...3600; a step blocked for 6 times as long, at least 60 s, of wall time too)."
  )
  var stepTimeout: Double = 10

  func validate() throws {
    try check(stepTimeout, in: 0.1...3600, option: "--step-timeout", unit: " seconds")
  }

  /// What the `hang` rule expected.
  var expected: String { Self.expected(stepTimeout) }

  /// What the `hang` rule expected of a step timeout of `seconds`.
  static func expected(_ seconds: Double) -> String {
    "every step to end within \(seconds) s of CPU time"
  }

  /// What the `hang` rule expected of a step timeout of `seconds`, of a step stopped as
  /// blocked.
  static func expectedUnblocked(_ seconds: Double) -> String {
    "every step to make progress within \(blockedSeconds(seconds)) s of wall time"
  }

  /// The wall time a step may make no progress while using almost no CPU time before it is a
  /// hang: six times the step timeout, and at least a minute.
  static func blockedSeconds(_ seconds: Double) -> Double {
    max(60, seconds * 6)
  }
}

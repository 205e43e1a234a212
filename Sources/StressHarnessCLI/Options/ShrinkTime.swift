import ArgumentParser

/// `--shrink-time`: the CPU time one shrink may use (see ``ShrinkBudget``).
///
/// For the commands that shrink (`run`, `shrink`). When it runs out, the smallest reproducer
/// found so far is kept. CPU time, the harness's and its workers', so that a loaded machine
/// finds the reproducer an idle one finds; ten times as much wall time stops it anyway.
struct ShrinkTime: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "Stop shrinking a failure after this many seconds of CPU time (the harness's and its workers'; ten times as long on the clock at most), keeping the smallest reproducer found so far (1...86400)."
  )
  var shrinkTime: Double = 60

  func validate() throws {
    try check(shrinkTime, in: 1...86_400, option: "--shrink-time", unit: " seconds")
  }

  /// The budget, as the shrink takes it.
  var budget: ShrinkBudget { ShrinkBudget(cpuSeconds: shrinkTime) }
}

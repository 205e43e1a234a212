import ArgumentParser

/// `--shrink-time`: the wall time one shrink may take.
///
/// For the commands that shrink (`run`, `shrink`). When it runs out, the smallest reproducer
/// found so far is kept.
struct ShrinkTime: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "Stop shrinking a failure after this many seconds of wall time, keeping the smallest reproducer found so far (1...86400)."
  )
  var shrinkTime: Double = 60

  func validate() throws {
    try check(shrinkTime, in: 1...86_400, option: "--shrink-time", unit: " seconds")
  }

  /// The bound, as the shrinker takes it.
  var limit: Duration { .milliseconds(Int64(shrinkTime * 1000)) }
}

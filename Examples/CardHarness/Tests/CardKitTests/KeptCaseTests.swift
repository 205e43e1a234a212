import CardKit
import StressKit
import Testing

/// The failures this package keeps, replayed by its own `swift test`.
///
/// `card-harness shrink FAILURE.jsonl --save-regression NAME` saves one in `Tests/KeptCases`,
/// and this one line replays them all. A case found with no planted bug fails here until its bug
/// is fixed; the one kept here was found with the planted bug, so it proves the check still
/// catches it.
@Test func keptCases() throws {
  try StressRegressions.check(CardDriver.self)
}

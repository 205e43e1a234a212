import Containment
import StressKit
import Testing

/// The report's largest batch counts what a step added and what it removed, each on its own.
@Suite struct BatchTests {
  @Test("a step that replaces three children by three reports +3 / -3, not -0")
  func aReplacementCountsBothWays() throws {
    var options = StressOptions<StackDriver>(seed: 1)
    options.configuration = .init(capacity: 3)
    let runner = try StressRunner(options: options)
    try runner.apply(.showWindow)
    for _ in 0..<3 {
      try runner.apply(.container(.push(payload: 0, style: .none, animated: false)))
    }
    // Keep none of the three, add three new.
    try runner.apply(.container(.replaceAll(keep: 0, added: 3, payload: 0, animated: false)))
    #expect(runner.finish().isEmpty)
    let reached = try #require(runner.report(elapsedSeconds: 0).reached)
    #expect(reached.largestBatchAdded == 3)
    #expect(reached.largestBatchRemoved == 3)
    #expect(
      runner.report(elapsedSeconds: 0).text.contains("largest batch +3 / -3 children in one step"))
  }
}

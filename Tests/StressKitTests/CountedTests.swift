import StressKit
import Testing

/// Counts read as words: `1 step`, `2 steps`, `126,976 steps`.
@Suite struct CountedTests {
  @Test(
    arguments: [
      (1, "step", nil, "1 step"), (0, "step", nil, "0 steps"),
      (2, "operation", nil, "2 operations"),
      (126_976, "step", nil, "126,976 steps"), (1, "child", "children", "1 child"),
      (3, "child", "children", "3 children"),
    ] as [(Int, String, String?, String)])
  func aCountAndItsNoun(count: Int, noun: String, plural: String?, expected: String) {
    #expect(counted(count, noun, plural: plural) == expected)
  }

  @Test("a report of one step and a reproducer of one operation say so in the singular")
  func oneStepOneOperation() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(seed: 1, steps: 1))
    runner.run()
    _ = runner.finish()
    var report = runner.report(elapsedSeconds: 0)
    #expect(report.text.hasPrefix("container stack, seed 1, profile default, capacity 2, 1 step\n"))
    report.violations = [
      Violation(rule: .C4, step: 0, subject: nil, expected: "x", seen: "y")
    ]
    report.reproducerPath = "r.min.jsonl"
    report.reproducerLength = 1
    #expect(report.text.contains("reproducer (1 operation): r.min.jsonl"))
  }
}

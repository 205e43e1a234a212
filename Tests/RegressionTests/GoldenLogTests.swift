import Containment
import StressKit
import Testing

/// The documented callback orders: each canonical scenario's transcript against its golden log.
@Suite struct GoldenLogTests {
  @Test("each canonical scenario replays as its golden log says", arguments: Scenario.all)
  func scenarioMatchesItsGoldenLog(_ scenario: Scenario) throws {
    let transcript = try Transcript(options: scenario.options, steps: scenario.operations)
    #expect(
      transcript.violations.isEmpty,
      "\(scenario.name): \(transcript.violations.map(String.init(describing:)))")
    if let mismatch = GoldenFile.mismatch(
      transcript.text, folder: "Golden", file: scenario.name + ".log", header: scenario.header)
    {
      Issue.record("\(scenario.name) (rules \(scenario.rules.map(\.rawValue))): \(mismatch)")
    }
  }

  @Test("every canonical scenario has a distinct name and a golden log")
  func everyScenarioHasAGoldenLog() {
    let names = Scenario.all.map(\.name)
    #expect(Set(names).count == names.count)
    let logs = GoldenFile.names(in: "Golden", withExtension: "log")
    #expect(Set(logs) == Set(names), "golden logs without a scenario, or scenarios without one")
  }

  /// The scenario whose golden log shows each planted bug, and the rule its diff must name.
  static let plantedCases: [(StackStress.Bug, String, Rule)] = [
    (.capacityOffByOne, "capacity-shrink-grow", .C1),
    (.memoryWarningUnloadsTop, "memory-warning-covered", .C4),
    (.reloadWithoutViewDidLoad, "capacity-shrink-grow", .C2),
    (.removalReleasesView, "remove-reinsert-cached", .C5),
    (.unbalancedAfterInterruption, "interrupted-push", .L2),
    (.leakRetainCycle, "push-pop-animated", .C9),
  ]

  /// Proof that the golden logs can fail, and fail readably: with a bug planted in the stack,
  /// the scenario's transcript differs from its golden log, and the diff shows the oracle's
  /// violation of the broken rule.
  @Test(
    "a planted bug changes a golden log, and the diff names the broken rule",
    .disabled(if: GoldenFile.recording, "compares with golden logs, which are being recorded"),
    arguments: plantedCases)
  func aPlantedBugShowsInTheDiff(bug: StackStress.Bug, scenarioName: String, rule: Rule) throws {
    let scenario = try #require(Scenario.all.first { $0.name == scenarioName })
    var options = scenario.options
    options.plantedBugs = [bug.rawValue]
    let transcript = try Transcript(options: options, steps: scenario.operations)
    let mismatch = try #require(
      GoldenFile.mismatch(
        transcript.text, folder: "Golden", file: scenario.name + ".log", header: []),
      "\(bug) left the golden log of \(scenario.name) unchanged")
    #expect(mismatch.contains("+ violation: \(rule.rawValue) "), "\(mismatch)")
    #expect(mismatch.contains("- no violations"), "\(mismatch)")
  }
}

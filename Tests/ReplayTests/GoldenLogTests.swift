import Containment
import StressKit
import Testing

/// The documented callback orders: each canonical scenario's transcript against its golden log.
@Suite struct GoldenLogTests {
  @Test("each canonical scenario replays as its golden log says", arguments: Scenario.all)
  func scenarioMatchesItsGoldenLog(_ scenario: Scenario) throws {
    let transcript = try scenario.replay([])
    #expect(transcript.violations.isEmpty, "\(scenario.name): \(transcript.violations)")
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
  static let plantedCases: [(String, String, Rule)] = [
    (StackDriver.Bug.capacityOffByOne.rawValue, "capacity-shrink-grow", .C1),
    (StackDriver.Bug.memoryWarningUnloadsTop.rawValue, "memory-warning-covered", .C4),
    (StackDriver.Bug.reloadWithoutViewDidLoad.rawValue, "capacity-shrink-grow", .C2),
    (StackDriver.Bug.removalReleasesView.rawValue, "remove-reinsert-cached", .C5),
    (StackDriver.Bug.unbalancedAfterInterruption.rawValue, "interrupted-push", .L2),
    (StackDriver.Bug.leakRetainCycle.rawValue, "push-pop-animated", .C9),
    (TabDriver.Bug.forgetsDidMove.rawValue, "tab-selection", .L4),
    (MenuDriver.Bug.keepsOldView.rawValue, "menu-by-hand", .C3),
    (MenuDriver.Bug.forwardsAppearanceTwice.rawValue, "menu-by-hand", .L2),
  ]

  /// Proof that the golden logs can fail, and fail readably: with a bug planted in a container,
  /// the scenario's transcript differs from its golden log, and the diff shows the oracle's
  /// violation of the broken rule.
  @Test(
    "a planted bug changes a golden log, and the diff names the broken rule",
    .disabled(if: GoldenFile.recording, "compares with golden logs, which are being recorded"),
    arguments: plantedCases)
  func aPlantedBugShowsInTheDiff(bug: String, scenarioName: String, rule: Rule) throws {
    let scenario = try #require(Scenario.all.first { $0.name == scenarioName })
    let transcript = try scenario.replay([bug])
    let mismatch = try #require(
      GoldenFile.mismatch(
        transcript.text, folder: "Golden", file: scenario.name + ".log", header: []),
      "\(bug) left the golden log of \(scenario.name) unchanged")
    #expect(mismatch.contains("+ violation: \(rule.rawValue) "), "\(mismatch)")
    #expect(mismatch.contains("- no violations"), "\(mismatch)")
  }

  @Test("a transcript's violation names the view controllers as its lines do, holders included")
  func aTranscriptsViolationUsesItsNames() throws {
    let scenario = try #require(Scenario.all.first { $0.name == "push-pop-animated" })
    let transcript = try scenario.replay([StackDriver.Bug.leakRetainCycle.rawValue])
    let line = try #require(
      transcript.text.split(separator: "\n").first { $0.hasPrefix("violation: C9 ") },
      "\(transcript.text)")
    #expect(line.contains("(B)"), "\(line)")
    #expect(line.contains("held by stack."), "\(line)")
    #expect(!line.contains("vc"), "\(line)")
    // The report keeps the run's identifiers; the transcript renames only its own text.
    #expect(transcript.violations.contains { $0.description.contains("vc") })
  }
}

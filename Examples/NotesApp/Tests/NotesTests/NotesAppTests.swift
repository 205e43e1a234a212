import Foundation
import Notes
import NotesHarness
import StressKit
import Testing

/// The notes app under the harness: as written it runs clean under today's iOS and iOS 5's
/// releases, and each slip planted in its screens is found on seeds 1–3 with a reproducer of at
/// most 10 operations — a leak named by what holds the screen.
@Suite struct NotesAppTests {
  typealias Notes = NotesDriver

  /// A run of the app under `contract`, with `bugs` planted.
  static func runner(
    seed: UInt64, steps: Int, contract: Contract = .ios, bugs: Set<Notes.Bug> = []
  ) throws -> StressRunner<Notes> {
    var options = StressOptions<Notes>(seed: seed, steps: steps)
    options.contract = contract
    options.plantedBugs = bugs.map(\.rawValue)
    let runner = try StressRunner<Notes>(options: options)
    runner.run()
    return runner
  }

  @Test(
    "the app as written runs clean, every screen shown, edited, dismissed and let go",
    arguments: [Contract.ios, .ios5], [1, 2, 3] as [UInt64])
  func runsClean(contract: Contract, seed: UInt64) throws {
    let runner = try Self.runner(seed: seed, steps: 10_000, contract: contract)
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations)")
    let report = runner.report(elapsedSeconds: 0)
    for kind in [
      "openNote", "back", "beginBackSwipe", "beginPageSwipe", "edit", "save", "cancel",
      "showOnboarding", "finishOnboarding",
    ] {
      #expect(
        report.operations.contains { $0.kind == kind && $0.applied >= 5 },
        "\(kind) barely applied: \(report.text)")
    }
    // The screens that left were checked for leaks, and under iOS 5 views were loaded again.
    let checks = Self.checks(in: report)
    #expect(checks[.C9, default: 0] > 100, "\(checks)")
    if contract == .ios5 { #expect(checks[.L5, default: 0] > 0, "\(checks)") }
  }

  @Test(
    "each slip of the screens is found on seeds 1–3 with a reproducer of at most 10 operations, a leak named by its holder",
    arguments: [
      (
        Notes.Bug.observerNeverRemoved, Rule.C9,
        "the block of a NotificationCenter observer of NotesStoreDidChange"
      ),
      (.timerRetainsScreen, .C9, "the block of a repeating Timer"),
      (.viewModelCycle, .C9, "in a cycle through a closure in EditorViewModel.onSave"),
      (.forgetsSuper, .L2, "SettingsViewController.viewWillAppear(_:) to call super"),
      (.addsHeaderTwice, .L5, "NotesListViewController.viewDidLoad()"),
      (
        .keyboardObserverKept, .C9,
        "the block of a NotificationCenter observer of UIKeyboardWillShowNotification"
      ),
      (
        .observerOutlivesScreen, .C9,
        "observer of NotesStoreDidChange registered (added in its viewWillAppear(_:))"
      ),
      (
        .keyboardObserversPileUp, .C9,
        "observer of UIKeyboardWillShowNotification registered (added in its viewDidLoad())"
      ),
      (
        .timerOutlivesScreen, .C9, "Timer (every 4.0 s) registered (added in its viewDidAppear(_:))"
      ),
      (.refreshesOnlyOnAppear, .A1, "a note's detail on screen showing the store's revision"),
    ], [1, 2, 3] as [UInt64])
  func slipIsFound(slip: (bug: Notes.Bug, rule: Rule, words: String), seed: UInt64) throws {
    // The header added twice needs a view loaded again: iOS 5's releases.
    let contract: Contract = slip.bug == .addsHeaderTwice ? .ios5 : .ios
    let runner = try Self.runner(seed: seed, steps: 20_000, contract: contract, bugs: [slip.bug])
    let first = try #require(runner.finish().first, "\(slip.bug) went unseen on seed \(seed)")
    #expect(first.rule == slip.rule, "\(first)")
    let words = first.expected + " " + first.seen
    #expect(words.contains(slip.words), "\(first)")
    var options = StressOptions<Notes>(seed: seed, steps: 20_000)
    options.contract = contract
    options.plantedBugs = [slip.bug.rawValue]
    let steps = try StressRunner<Notes>.steps(of: options, count: runner.step)
    let small = StressShrinker<Notes>(options: options, signature: first.rule).shrink(steps)
    #expect(small.count <= 10, "\(small)")
  }

  @Test("the report counts each screen class the app makes: made, shown, covered, freed")
  func theReportCountsEachClass() throws {
    let runner = try Self.runner(seed: 1, steps: 10_000)
    #expect(runner.finish().isEmpty)
    let screens = try #require(runner.report(elapsedSeconds: 0).screens)
    let byClass = Dictionary(uniqueKeysWithValues: screens.map { ($0.className, $0) })
    for name in [
      "NotesListViewController", "NoteDetailViewController", "NoteEditorViewController",
      "SettingsViewController", "OnboardingViewController", "OnboardingPageViewController",
      "SearchHeaderViewController",
    ] {
      let counts = try #require(byClass[name], "\(name) is not counted: \(screens)")
      #expect(counts.made > 0 && counts.kind == name, "\(counts)")
    }
    let details = try #require(byClass["NoteDetailViewController"])
    #expect(details.made > 10 && details.shown > 10 && details.covered > 10, "\(details)")
    // Every detail that left was freed: the careful app leaks none.
    #expect(details.made - details.freed <= details.peakLive, "\(details)")
    // Measured only where the run measures churn (the command line's jemalloc probe).
    #expect(details.codeBytes == nil)
    // The layer's own containers are UIKit's, not the app's.
    #expect(byClass["UINavigationController"] == nil && byClass["UITabBarController"] == nil)
  }

  /// How often each rule was checked.
  static func checks(in report: StressReport) -> [Rule: Int] {
    var checks: [Rule: Int] = [:]
    for count in report.coverage?.checks ?? [] { checks[count.rule] = count.checks }
    return checks
  }
}

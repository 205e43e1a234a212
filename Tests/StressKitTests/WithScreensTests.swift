import Foundation
import StressKit
import Testing
import UIKitContainment

/// A team's inbox screen: nothing wrong with it.
final class InboxScreen: UIViewController {
  var rows: [String] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    rows = ["a", "b"]
  }
}

/// A team's message screen whose reply handler holds it: once it has left, it is never freed.
final class CyclingMessageScreen: UIViewController {
  var onReply: (() -> Void)?
  override func viewDidLoad() {
    super.viewDidLoad()
    onReply = { self.title = "replied" }
  }
}

/// A team's inbox screen whose `viewWillAppear(_:)` forgets `super` (its base class's
/// analytics never hear it).
final class ForgetfulInboxScreen: UIViewController {
  override func viewWillAppear(_ animated: Bool) { title = "Inbox" }
}

/// The inbox that forgets `super`.
enum ForgetfulScreens: StressScreenSet {
  static let screens = [StressScreen("inbox") { ForgetfulInboxScreen() }]
}

/// A team's inbox screen that purges its rows on a memory warning and fills them only in
/// `viewDidLoad`: a shown inbox is left empty after a warning (its view stays).
final class PurgingInboxScreen: UIViewController {
  var rows: [String] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    rows = ["a", "b"]
  }
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    rows = []
  }
}

/// The team's rule for an inbox: once its view is loaded, it shows rows.
enum InboxRule {
  static func problem(rows: [String], loaded: Bool) -> String? {
    loaded && rows.isEmpty ? "a loaded inbox shows no rows" : nil
  }
}

/// The careful inbox, with the team's rule.
enum RuledInboxScreens: StressScreenSet {
  static let screens = [
    StressScreen(
      "inbox", invariant: { InboxRule.problem(rows: $0.rows, loaded: $0.isViewLoaded) },
      make: { InboxScreen() })
  ]
}

/// The purging inbox, with the team's rule.
enum PurgingInboxScreens: StressScreenSet {
  static let screens = [
    StressScreen(
      "inbox", invariant: { InboxRule.problem(rows: $0.rows, loaded: $0.isViewLoaded) },
      make: { PurgingInboxScreen() })
  ]
}

/// The inbox and the team's list, both careful.
enum TwoKinds: StressScreenSet {
  static let screens = [
    StressScreen("inbox", weight: 2) { InboxScreen() },
    StressScreen("list") { TeamListScreen() },
  ]
}

/// The inbox alone.
enum InboxScreens: StressScreenSet {
  static let screens = [StressScreen("inbox") { InboxScreen() }]
}

/// The inbox and the message screen that holds itself.
enum CyclingScreens: StressScreenSet {
  static let screens = [
    StressScreen("inbox", weight: 3) { InboxScreen() },
    StressScreen("message") { CyclingMessageScreen() },
  ]
}

/// Built-in containers with the team's screens as their children (issue 61): driven as they
/// are, each new child one of the team's screens.
@Suite struct WithScreensTests {
  @Test("the built-ins' new children are the team's screens, and they run clean")
  func theBuiltInsMakeTheTeamsScreens() throws {
    try check(WithScreens<StackDriver, InboxScreens>.self, base: StackDriver.self)
    try check(WithScreens<TabDriver, InboxScreens>.self, base: TabDriver.self)
    try check(WithScreens<MenuDriver, InboxScreens>.self, base: MenuDriver.self)
    try check(WithScreens<PageDriver, InboxScreens>.self, base: PageDriver.self)
    try check(WithScreens<PlaceholderDriver, InboxScreens>.self, base: PlaceholderDriver.self)
    try check(WithScreens<NestedDriver, InboxScreens>.self, base: NestedDriver.self)
  }

  /// Checks that a run of `Driver` makes only the team's inbox screens as new children, is
  /// clean on seeds 1–3, and keeps `Base`'s name.
  private func check<Driver: StressDriver, Base: StressDriver>(
    _ driver: Driver.Type, base: Base.Type
  ) throws {
    #expect(Driver.info.name == "\(Base.info.name)-with-InboxScreens")
    for seed: UInt64 in 1...3 {
      let steps = try StressRunner<Driver>.steps(of: StressOptions(seed: seed), count: 300)
      let made = steps.map { "\($0)" }.filter {
        $0.contains("new(") || $0.contains("payload:") || $0.contains("screen")
      }
      #expect(!made.isEmpty, "\(Driver.self)")
      // A stack's replacement only keeps and drops in a run with screens.
      #expect(
        made.allSatisfy { !$0.contains("new(") && !$0.contains("push(payload:") }
          && !made.contains { $0.contains("insert(index:") && $0.contains("payload:") },
        "\(made.prefix(3))")
      let report = try StressSeeds.run(Driver.self, seed: seed, steps: 5_000)
      #expect(report.operations.reduce(0) { $0 + $1.applied } > 1_000, "\(report.operations)")
    }
  }

  @Test(
    "a screen that holds itself is found in the tabs once it has left, named by its class",
    arguments: [1, 2, 3] as [UInt64])
  func aCycleInAScreenIsFoundInTheTabs(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(WithScreens<TabDriver, CyclingScreens>.self, seed: seed, steps: 20_000)
    }
    #expect(failure.violation.rule == .C9, "\(failure)")
    #expect(failure.violation.description.contains("CyclingMessageScreen"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
    #expect(failure.reproducer.contains(#"{"screen":{"name":"message"}}"#), "\(failure.reproducer)")
    // Without the cycle, the same run is clean.
    _ = try StressSeeds.run(WithScreens<TabDriver, InboxScreens>.self, seed: seed, steps: 20_000)
  }

  @Test(
    "the stack's screens read, write and replay by name, and a cycle in one is found",
    arguments: [1, 2, 3] as [UInt64])
  func theStacksScreens(seed: UInt64) throws {
    typealias Driver = WithScreens<StackDriver, CyclingScreens>
    let steps: [StressStep<StackDriver.Operation>] = [
      .container(.pushScreen("message", style: .slide, animated: true)),
      .container(.insertScreen(index: 0, "inbox")),
    ]
    let trace = StressTrace<Driver>(options: StressOptions(seed: seed, steps: 2), steps: steps)
    let text = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(text.contains(#"{"animated":true,"op":"push","screen":"message","style":"slide"}"#))
    #expect(text.contains(#"{"index":0,"op":"insert","screen":"inbox"}"#), "\(text)")
    #expect(try StressTrace<Driver>(decoding: trace.encoded(), name: "t").steps == steps)

    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(Driver.self, seed: seed, steps: 20_000)
    }
    #expect(failure.violation.rule == .C9, "\(failure)")
    #expect(failure.violation.description.contains("CyclingMessageScreen"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
    #expect(failure.reproducer.contains(#""screen":"message""#), "\(failure.reproducer)")
  }

  @Test(
    "a screen whose override forgets super is found in the stack, named by its class",
    arguments: [1, 2, 3] as [UInt64])
  func aForgottenSuperIsFound(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(WithScreens<StackDriver, ForgetfulScreens>.self, seed: seed, steps: 2_000)
    }
    #expect(failure.violation.rule == .L2, "\(failure)")
    #expect(
      failure.violation.description.contains(
        "ForgetfulInboxScreen.viewWillAppear(_:) to call super.viewWillAppear(_:)"),
      "\(failure)")
    #expect(failure.violation.description.contains("no call to super"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }

  @Test(
    "the team's invariant of a screen is checked after every step, and its breach is A1 named by the class",
    arguments: [1, 2, 3] as [UInt64])
  func theTeamsInvariant(seed: UInt64) throws {
    let clean = try StressSeeds.run(
      WithScreens<StackDriver, RuledInboxScreens>.self, seed: seed, steps: 3_000)
    let a1 = try #require(clean.coverage?.checks.first { $0.rule == .A1 })
    #expect(a1.checked && a1.checks > 1_000, "\(a1)")
    #expect(!StackDriver.info.ownRules.contains(.A1))

    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(
        WithScreens<StackDriver, PurgingInboxScreens>.self, seed: seed, steps: 3_000)
    }
    #expect(failure.violation.rule == .A1, "\(failure)")
    #expect(
      failure.violation.description.contains("PurgingInboxScreen's invariant (screen 'inbox')"),
      "\(failure)")
    #expect(failure.violation.description.contains("a loaded inbox shows no rows"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }

  @Test("the report counts what happened to each kind of screen")
  func theReportCountsEachKind() throws {
    let report = try StressSeeds.run(
      WithScreens<TabDriver, TwoKinds>.self, seed: 1, steps: 400)
    let screens = try #require(report.screens)
    #expect(screens.map(\.kind).sorted() == ["inbox", "list"], "\(screens)")
    let inbox = try #require(screens.first { $0.kind == "inbox" })
    #expect(inbox.className == "InboxScreen")
    #expect(inbox.made > 10 && inbox.shown > 0 && inbox.covered > 0 && inbox.warned > 0, "\(inbox)")
    #expect(inbox.freed > 0 && inbox.freed <= inbox.made, "\(inbox)")
    #expect(inbox.peakLive >= inbox.made - inbox.freed && inbox.peakLive < inbox.made, "\(inbox)")
    #expect(
      report.text.contains("screens inbox (InboxScreen): made \(inbox.made), shown \(inbox.shown)"),
      "\(report.text)")
    #expect(try StressSeeds.run(TabDriver.self, seed: 1, steps: 400).screens == nil)
  }

  @Test("a plain run of the container refuses a trace made with screens, naming the screen")
  func aPlainRunRefusesATraceWithScreens() throws {
    let runner = try StressRunner<TabDriver>(options: StressOptions(seed: 1, steps: 2))
    #expect {
      try runner.replay([.container(.setChildren(keep: 1, add: .screen(name: "inbox"), at: 0))])
    } throws: { error in
      "\(error)".contains("step 0: the trace makes screen 'inbox', which this run does not have")
    }
  }
}

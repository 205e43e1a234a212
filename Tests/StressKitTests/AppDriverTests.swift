import Containment
import Testing
import UIKitContainment

@testable import StressKit

/// The app driver: UIKit's own containers (a tab bar of navigation stacks and pages), sheets and
/// full-screen editors, back and page swipes that finish or cancel, the background, memory
/// warnings through `UIApplication` — clean when the screens are written with care, and each
/// planted mistake of app code found in a few operations.
@Suite struct AppDriverTests {
  @Test(
    "the app runs clean under today's iOS, reaching every kind of operation",
    arguments: [1, 2, 3] as [UInt64])
  func runsClean(seed: UInt64) throws {
    let report = try StressSeeds.run(AppDriver.self, seed: seed, steps: 6_000)
    for kind in AppDriver.Kind.allCases {
      #expect(
        report.operations.contains { $0.kind == kind.rawValue && $0.applied > 0 },
        "\(kind) never applied:\n\(report.text)")
    }
    // The app's own invariant was asked, and what UIKit's containers do was checked.
    let coverage = try #require(report.coverage)
    let checks = Dictionary(uniqueKeysWithValues: coverage.checks.map { ($0.rule, $0.checks) })
    #expect((checks[.A1] ?? 0) > 0 && (checks[.C3] ?? 0) > 0 && (checks[.C9] ?? 0) > 0)
  }

  @Test(
    "each planted mistake of the app's screens is found in at most 10 operations",
    arguments: AppDriver.Bug.allCases, [1, 2, 3] as [UInt64])
  func mistakesAreFound(bug: AppDriver.Bug, seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(AppDriver.self, seed: seed, steps: 20_000, plantedBugs: [bug.rawValue])
    }
    #expect(failure.reproducerLength <= 10, "\(failure)")
    let rule = failure.violation.rule
    switch bug {
    case .refreshesOnlyInWillAppear: #expect(rule == .A1, "\(failure)")
    case .restartsTicker:
      #expect(rule == .C9, "\(failure)")
      // The holder is named: the run loop's list of tickers, and the ticker's screen.
      #expect(failure.violation.description.contains("Ticker.screen"), "\(failure)")
    case .dismissesTwice:
      // UIKit refuses the second dismissal while the first animates; unanimated, it takes the
      // editor under it away unsaved, and the screen below shows old data.
      #expect(rule == .C3 || rule == .A1, "\(failure)")
    case .pushesMidTransition:
      #expect(rule == .C3 && failure.violation.description.contains("nested push"), "\(failure)")
    case .presentsFromAnywhere:
      #expect(
        rule == .C3 && failure.violation.description.contains("Attempt to present"), "\(failure)")
    }
  }

  @Test("a screen refreshed only as it appears is fine where a sheet covers its presenter (iOS 5)")
  func theSheetTrapIsTodaysIOS() throws {
    var options = StressOptions<AppDriver>(
      seed: 1, steps: 4_000, plantedBugs: [AppDriver.Bug.refreshesOnlyInWillAppear.rawValue])
    options.contract = .ios5
    let runner = try StressRunner<AppDriver>(options: options)
    runner.run()
    let violations = runner.finish()
    #expect(!violations.contains { $0.rule == .A1 }, "\(violations)")
    let dismissals = runner.report(elapsedSeconds: 0).operations.first { $0.kind == "dismiss" }
    #expect((dismissals?.applied ?? 0) > 10)
  }

  @Test("a sheet's dismissal brings its presenter no viewWillAppear; a full screen one does")
  @MainActor func sheetsLeaveThePresenterOnScreen() throws {
    let runner = try StressRunner<AppDriver>(options: StressOptions(seed: 1, steps: 10))
    // Read, and let go before the run ends (a reference kept would be a leak at teardown).
    try {
      let app = try #require(runner.driver)
      let root = try #require(app.front as? AppScreen)
      for fullScreen in [false, true] {
        _ = try runner.apply(
          .container(.present(.new(payload: 0), fullScreen: fullScreen, animated: false)))
        #expect(app.front !== root)
        #expect(root.appearanceState == (fullScreen ? .disappeared : .appeared))
        _ = try runner.apply(.container(.dismiss(animated: false)))
        #expect(app.front === root && root.appearanceState == .appeared)
        #expect(root.shownRevision == app.model.revision)
      }
      #expect(app.model.revision == 2)
    }()
    #expect(runner.finish().isEmpty)
  }

  @Test("a notification opens its item in the first stack, pushed as that stack appears")
  @MainActor func aNotificationPushesWhileItsStackAppears() throws {
    let runner = try StressRunner<AppDriver>(options: StressOptions(seed: 1, steps: 10))
    try {
      let app = try #require(runner.driver)
      let root = try #require(app.stacks[0].topViewController as? AppScreen)
      // Back from the background on a stack's screen: no notification.
      _ = try runner.apply(.container(.background))
      _ = try runner.apply(.container(.foreground))
      #expect(app.tabs.selectedIndex == 0 && app.stacks[0].viewControllers == [root])
      // Back on the first page, the first stack at its root: the notification's item opens.
      _ = try runner.apply(.container(.select(tab: 2)))
      _ = try runner.apply(.container(.background))
      _ = try runner.apply(.container(.foreground))
      #expect(app.tabs.selectedIndex == 0)
      let item = try #require(app.stacks[0].topViewController)
      #expect(item !== root && app.stacks[0].viewControllers.count == 2)
      #expect(item.appearanceState == .appeared && root.appearanceState == .disappeared)
      #expect(app.front === item && root.pendingItem == nil)
    }()
    #expect(runner.finish().isEmpty)
  }

  @Test("without the oracle, a tap counts as applied exactly when it does under the oracle")
  func uncheckedRunsCountTheSameTaps() throws {
    let options = StressOptions<AppDriver>(seed: 4, steps: 4_000)
    let checked = try StressRunner<AppDriver>(options: options)
    checked.run()
    #expect(checked.finish().isEmpty)
    let unchecked = try StressRunner<AppDriver>(options: options, checking: false)
    unchecked.run()
    _ = unchecked.finish()
    let counts = { (runner: StressRunner<AppDriver>) in
      runner.report(elapsedSeconds: 0).operations.map { "\($0.kind) \($0.applied)/\($0.noOps)" }
    }
    #expect(counts(unchecked) == counts(checked))
    #expect(
      checked.report(elapsedSeconds: 0).operations.contains { $0.kind == "push" && $0.applied > 10 }
    )
  }

  @Test("the same seed gives the same steps and report")
  func deterministic() throws {
    let first = try StressSeeds.run(AppDriver.self, seed: 9, steps: 2_000)
    let second = try StressSeeds.run(AppDriver.self, seed: 9, steps: 2_000)
    #expect(first.withoutMeasurements() == second.withoutMeasurements())
  }
}

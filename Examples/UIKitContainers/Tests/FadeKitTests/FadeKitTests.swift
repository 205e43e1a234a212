import FadeKit
import StressKit
import Testing

@testable import FadeKitShapes

/// FadeKit's containers, written for UIKit, under the harness as they are: each runs clean
/// under today's iOS, each planted mistake is found with a reproducer of at most 10
/// operations, and the book's flip fails only under iOS 5's contract, which says so.
@Suite struct FadeKitTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func everyContainerRunsClean(seed: UInt64) throws {
    for report in [
      try StressSeeds.run(ContentShapeDriver<Fade>.self, seed: seed),
      try StressSeeds.run(ContentShapeDriver<Swap>.self, seed: seed),
      try StressSeeds.run(ListShapeDriver<Tabs>.self, seed: seed),
      try StressSeeds.run(StackShapeDriver<TopStack>.self, seed: seed),
      try StressSeeds.run(ListShapeDriver<BookFlip>.self, seed: seed),
      try StressSeeds.run(ContentShapeDriver<Drawer>.self, seed: seed),
      try StressSeeds.run(ListShapeDriver<Pager>.self, seed: seed),
      // A deck off screen is seldom idle (a deal started on screen runs on): twice the steps
      // reach its every pair on each seed.
      try StressSeeds.run(ContentShapeDriver<CardSwap>.self, seed: seed, steps: 40_000),
      // A finger down on the edge counts as a transition: idle with the root alone, the window
      // hidden or shown is rare enough to need three times the steps.
      try StressSeeds.run(StackShapeDriver<FadeThrough>.self, seed: seed, steps: 60_000),
    ] {
      #expect(report.options.contract == .ios, "\(report.container)")
      // Each reaches every pair it can: those with no transitions say so (whyUnreachable).
      let coverage = try #require(report.coverage)
      #expect(
        coverage.reachedPairs == coverage.reachablePairs,
        "\(report.container): \(coverage.textLines)")
    }
  }

  /// Finds `bug` on `seed` in a default run's steps and shrinks it: the rule, and the
  /// reproducer's length.
  @MainActor static func found<Driver: StressDriver>(_: Driver.Type, bug: String, seed: UInt64)
    throws
    -> (Rule, Int)
  {
    let failure = try #require(throws: SeedFailure.self, "\(Driver.name) \(bug) went unseen") {
      try StressSeeds.run(Driver.self, seed: seed, steps: 200_000, plantedBugs: [bug])
    }
    return (failure.violation.rule, failure.reproducerLength)
  }

  @Test(
    arguments: [
      ("fade", "forgets-will-move", [Rule.L4]), ("fade", "swaps-mid-fade", [.L4]),
      ("swap", "forgets-remove-from-parent", [.L4, .C9]), ("my-tabs", "keeps-old-view", [.C3]),
      ("my-tabs", "forgets-did-move", [.L4]), ("top-stack", "releases-the-top", [.L3, .C1]),
      ("top-stack", "forgets-will-move-on-pop", [.L4]),
      // A selected index kept in a byte: a list's dive of hundreds of tabs finds it.
      ("my-tabs", "byte-index", [.C3]),
      // Found by the user's fingers: a pull cancelled, a swipe ended on a page.
      ("drawer", "ignores-cancelled-pan", [.C3]),
      ("pager", "settles-only-after-deceleration", [.C3]),
      // A property animator's deal interrupted by the next one.
      ("card-swap", "deals-over-a-running-deal", [.L4]),
      // A custom transition's animator: a pan taken back never completed, a pop's screen never
      // added to the container.
      ("fade-through", "leaves-cancelled-pop-running", [.L2]),
      ("fade-through", "forgets-arriving-view-on-pop", [.C4, .L2]),
    ], [1, 2, 3] as [UInt64])
  @MainActor func eachMistakeIsFoundWithAFewOperations(
    mistake: (String, String, [Rule]), seed: UInt64
  )
    throws
  {
    let (container, bug, rules) = mistake
    let (rule, length) =
      switch container {
      case "fade": try Self.found(ContentShapeDriver<Fade>.self, bug: bug, seed: seed)
      case "swap": try Self.found(ContentShapeDriver<Swap>.self, bug: bug, seed: seed)
      case "my-tabs": try Self.found(ListShapeDriver<Tabs>.self, bug: bug, seed: seed)
      case "drawer": try Self.found(ContentShapeDriver<Drawer>.self, bug: bug, seed: seed)
      case "pager": try Self.found(ListShapeDriver<Pager>.self, bug: bug, seed: seed)
      case "card-swap": try Self.found(ContentShapeDriver<CardSwap>.self, bug: bug, seed: seed)
      case "fade-through": try Self.found(StackShapeDriver<FadeThrough>.self, bug: bug, seed: seed)
      default: try Self.found(StackShapeDriver<TopStack>.self, bug: bug, seed: seed)
      }
    #expect(rules.contains(rule), "\(container) \(bug): \(rule)")
    #expect(length <= 10, "\(container) \(bug): \(length) operations")
  }

  @Test("a removal without willMove(toParent: nil) is said as the calls were made")
  func aRemovalsForgottenWillMoveIsSaidWithNil() throws {
    typealias Fading = ContentShapeDriver<Fade>
    let options = StressOptions<Fading>(seed: 1, steps: 20_000, plantedBugs: ["forgets-will-move"])
    let runner = try StressRunner<Fading>(options: options)
    runner.run()
    let first = try #require(runner.finish().first { $0.seen.hasPrefix("didMove") })
    #expect(first.expected == "willMove(toParent: nil) before didMove(toParent: nil)", "\(first)")
    #expect(first.seen == "didMove(toParent: nil) alone", "\(first)")
  }

  @Test func theBooksFlipFailsOnlyUnderIOS5AndIsPutDownToItsReleases() throws {
    typealias Book = ListShapeDriver<BookFlip>
    var options = StressOptions<Book>(seed: 1, steps: 20_000)
    options.contract = .ios5
    let runner = try StressRunner<Book>(options: options)
    runner.run()
    let first = try #require(runner.finish().first, "iOS 5's releases went unseen")
    let steps = try StressRunner<Book>.steps(of: options, count: runner.step)
    let small = StressShrinker<Book>(options: options, signature: first.rule).shrink(steps)
    #expect(small.count <= 10)
    #expect(small.contains(.hideWindow), "\(small)")
    #expect(
      small.contains {
        if case .memoryWarning = $0 { return true }
        return false
      }, "\(small)")
    #expect(StressRunner<Book>.dependsOnIOS5Releases(small, options: options))
  }

  @Test(
    "the rest of the corpus runs clean: a bar of buttons, a slot, a sliding stack, a split, a sheet",
    arguments: [1, 2, 3] as [UInt64])
  func theCorpusRunsClean(seed: UInt64) throws {
    for report in [
      try StressSeeds.run(ListShapeDriver<SegmentedTabs>.self, seed: seed),
      try StressSeeds.run(ContentShapeDriver<Slot>.self, seed: seed),
      try StressSeeds.run(StackShapeDriver<SlideNavigation>.self, seed: seed),
      try StressSeeds.run(ContentShapeDriver<Split>.self, seed: seed),
      try StressSeeds.run(ContentShapeDriver<BottomSheet>.self, seed: seed),
    ] {
      let coverage = try #require(report.coverage)
      #expect(coverage.reachedPairs * 10 >= coverage.reachablePairs * 8, "\(coverage.textLines)")
    }
  }

  @Test("a tap on the bar's last button selects the last tab, through the button's action")
  @MainActor func aTapOnAButtonSelectsItsTab() throws {
    typealias Tabs = ListShapeDriver<SegmentedTabs>
    let runner = try StressRunner<Tabs>(options: StressOptions(seed: 1, steps: 3))
    /// Which of the three tabs is selected (no reference kept: the leak check follows).
    @MainActor func selected() -> Int? {
      (runner.driver?.root as? SegmentedTabsViewController).flatMap { tabs in
        tabs.tabs.count == 3 ? tabs.tabs.firstIndex { $0 === tabs.selected } : nil
      }
    }
    try runner.replay([
      .container(.setChildren([.new(payload: 0), .new(payload: 0), .new(payload: 0)]))
    ])
    #expect(selected() == 0)
    try runner.apply(.container(.touch(.down("tap-last"))))
    #expect(selected() == 0, "a button acts as the finger lifts")
    try runner.apply(.container(.touch(.lift)))
    #expect(selected() == 2)
    #expect(runner.finish().isEmpty)
  }
}

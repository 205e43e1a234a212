import ArticleKit
import StressKit
import Testing

/// The articles' containers under the harness: each runs clean, and each article's classic
/// mistakes are found on seeds 1–3 and shrink to a few operations.
@Suite struct ArticleContainerTests {
  /// A clean run of `Driver`; returns its report.
  @Test(
    "the Cocoanetics swipe container, with transition(from:to:…), runs clean under CoconutKit's contract"
  )
  func swipeRunsClean() throws {
    let report = try StressSeeds.run(SwipeDriver.self, seed: 1)
    #expect(report.options.contract == .coconutKit)
    #expect(report.beyondContract == nil)
    #expect(report.operations.contains { $0.kind == "swipe" && $0.applied > 200 }, "\(report.text)")
  }

  @Test(
    "the codepath drop-down menu runs clean under UIKit's contract, and is told what CoconutKit's needs"
  )
  func dropDownRunsClean() throws {
    let report = try StressSeeds.run(DropDownDriver.self, seed: 1)
    #expect(report.options.contract == .ios5)
    #expect(report.beyondContract?.first.rule == .C6, "\(report.text)")
    #expect(
      report.operations.contains { $0.kind == "selectRow" && $0.applied > 500 }, "\(report.text)")
    // Never mid-transition, and said so: the run reaches every pair left.
    let coverage = try #require(report.coverage)
    #expect(coverage.reachedPairs == coverage.reachablePairs, "\(coverage.textLines)")
    #expect(coverage.unreachable.count == 1)
  }

  @Test(
    "Apple's recipe, its old content sliding out with View.animate, runs clean under UIKit's contract"
  )
  func contentRunsClean() throws {
    let report = try StressSeeds.run(ContentDriver.self, seed: 1)
    #expect(report.options.contract == .ios5)
    #expect(report.beyondContract != nil, "\(report.text)")
    #expect(
      report.operations.contains { $0.kind == "show" && $0.applied > 1_000 }, "\(report.text)")
  }

  /// Finds `bug` on `seed` and shrinks it; returns the rule and the reproducer's length.
  static func catchAndShrink<Driver: StressDriver>(
    _: Driver.Type, bug: String, seed: UInt64
  ) throws -> (Rule, Int) {
    let failure = try #require(throws: SeedFailure.self, "\(Driver.name) \(bug) went unseen") {
      try StressSeeds.run(Driver.self, seed: seed, steps: 50_000, plantedBugs: [bug])
    }
    return (failure.violation.rule, failure.reproducerLength)
  }

  @Test(
    "each article's classic mistake is found on seeds 1–3 with a reproducer of at most 10 operations",
    arguments: [
      ("swipe", "did-move-early", Rule.L4), ("swipe", "forgets-remove-from-parent", .L4),
      ("swipe", "forwards-by-hand", .L2), ("swipe", "swaps-during-transition", .L4),
      ("drop-down", "forgets-will-move", .L4), ("drop-down", "adds-view-before-child", .C3),
      ("drop-down", "removes-only-when-loaded", .C3),
      ("drop-down", "forgets-title", .C3), ("drop-down", "keeps-menu-down", .C3),
      ("content", "forgets-did-move", .L4), ("content", "forgets-remove-from-parent", .L4),
    ], [1, 2, 3] as [UInt64])
  func mistakeIsFound(mistake: (container: String, bug: String, rule: Rule), seed: UInt64) throws {
    let (container, bug, rule) = mistake
    let (found, length) =
      switch container {
      case "swipe": try Self.catchAndShrink(SwipeDriver.self, bug: bug, seed: seed)
      case "drop-down": try Self.catchAndShrink(DropDownDriver.self, bug: bug, seed: seed)
      default: try Self.catchAndShrink(ContentDriver.self, bug: bug, seed: seed)
      }
    #expect(found == rule, "\(container) \(bug) seed \(seed)")
    #expect(length <= 10, "\(container) \(bug) seed \(seed): \(length) operations")
  }
}

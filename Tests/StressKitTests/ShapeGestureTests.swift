import Foundation
import StressKit
import Testing
import UIKitContainment

/// A shape's gestures, on the built-in `navigation` (UIKit's navigation controller, swiped back
/// from the screen's left edge a sixth of the screen a move): its driver draws touches only
/// when it has some (a shape without keeps its runs and its coverage as they were), a swipe
/// lifted past half the width pops and one lifted short or cancelled does not, a touch reads
/// and writes as one string, and a finger left down at the end is cancelled so that the run
/// settles.
@Suite struct ShapeGestureTests {
  typealias Swiped = NavigationDriver

  @Test("swipes back among pushes and pops run clean, and the coverage counts the touches")
  func swipesRunClean() throws {
    for seed in [1, 2, 3] as [UInt64] {
      let report = try StressSeeds.run(Swiped.self, seed: seed, steps: 5_000)
      let touches = try #require(report.operations.first { $0.kind == "touch" })
      #expect(touches.applied > 100, "\(report.text)")
      let coverage = try #require(report.coverage)
      #expect(coverage.kinds.contains("touch"))
    }
  }

  @Test("a swipe lifted past half the screen pops the top child, as the user's finger says")
  @MainActor func aSwipePops() throws {
    let runner = try StressRunner<Swiped>(options: StressOptions(seed: 1, steps: 6))
    try runner.replay([
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
      .container(.touch(.down("swipe-back"))), .container(.touch(.move(4))),
      .container(.touch(.lift)), .advance(ticks: 400),
    ])
    #expect(depth(in: runner) == 1)
    #expect(runner.finish().isEmpty)
  }

  /// The navigation controller's depth (no reference kept: the leak check follows).
  @MainActor private func depth(in runner: StressRunner<Swiped>) -> Int? {
    (runner.driver?.root as? UINavigationController)?.viewControllers.count
  }

  @Test("a swipe lifted short and slow, or cancelled past half, leaves the stack as it was")
  @MainActor func aShortOrCancelledSwipeDoesNotPop() throws {
    // A sixth of the screen in 0.4 s is slower than a fling (UIKit's finishes a pop however
    // short); four sixths, cancelled, are undone.
    for (moves, end) in [(1, ShapeTouch.lift), (4, .cancel)] {
      let runner = try StressRunner<Swiped>(options: StressOptions(seed: 1, steps: 7))
      try runner.replay([
        .container(.push(.new(payload: 0))), .advance(ticks: 400),
        .container(.touch(.down("swipe-back"))), .advance(ticks: 400),
        .container(.touch(.move(moves))), .container(.touch(end)), .advance(ticks: 400),
      ])
      #expect(depth(in: runner) == 2, "\(end)")
      #expect(runner.finish().isEmpty)
    }
  }

  @Test("a finger left down when the run ends is cancelled: the teardown settles, clean")
  func aFingerLeftDownIsCancelled() throws {
    let runner = try StressRunner<Swiped>(options: StressOptions(seed: 1, steps: 4))
    try runner.replay([
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
      .container(.touch(.down("swipe-back"))), .container(.touch(.move(2))),
    ])
    #expect(!runner.context.clock.isSettled, "the finger holds the clock")
    #expect(runner.finish().isEmpty)
    #expect(runner.context.clock.isSettled, "the finger still holds the clock")
  }

  @Test("a shape without gestures draws no touch, and its coverage leaves the kind out")
  func noGesturesNoTouch() throws {
    let report = try StressSeeds.run(StackShapeDriver<ButtonNavigation>.self, seed: 1, steps: 2_000)
    #expect(!report.operations.contains { $0.kind == "touch" })
    let coverage = try #require(report.coverage)
    #expect(!coverage.kinds.contains("touch"))
    #expect(coverage.reachablePairs % coverage.kinds.count == 0)
    #expect(
      StackShapeDriver<ButtonNavigation>.info.drawnKinds.count == StepKind<StackShapeKind>.all.count
        - 1)
  }

  @Test(
    "a touch reads and writes as one string",
    arguments: [ShapeTouch.down("pull-back_2"), .move(3), .lift, .cancel])
  func touchesRoundTrip(touch: ShapeTouch) throws {
    let data = try JSONEncoder().encode(touch)
    #expect(String(decoding: data, as: UTF8.self) == "\"\(touch.description)\"")
    #expect(try JSONDecoder().decode(ShapeTouch.self, from: data) == touch)
  }

  @Test(
    "a touch a trace gets wrong is refused, naming it",
    arguments: ["\"down\"", "\"move two\"", "\"lift now\"", "\"tap\"", "3"])
  func badTouchesAreRefused(text: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ShapeTouch.self, from: Data(text.utf8))
    }
  }

  @Test(
    "a touch out of bounds is refused before it is applied",
    arguments: [
      StackShapeOperation.touch(.move(0)), .touch(.move(1_001)), .touch(.down("")),
      .touch(.down("two words")), .touch(.down(String(repeating: "a", count: 65))),
    ])
  func outOfBoundsTouchesAreRefused(operation: StackShapeOperation) {
    #expect(throws: HarnessError.self) { try operation.validate() }
  }
}

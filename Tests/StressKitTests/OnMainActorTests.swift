import StressKit
import Testing
import UIKitContainment

/// A driver of one's own reaches UIKit's classes, the main actor's, through
/// `StressContext.onMainActor(_:_:)`: from its requirements, which are not isolated, on the
/// thread of the run (here a test's, not the main one).
@Suite struct OnMainActorTests {
  @Test("a driver's code reads UIKit's classes through onMainActor and gets view controllers back")
  func aDriversCodeReadsUIKitsClasses() throws {
    let runner = try StressRunner<StackShapeDriver<NavigationShape>>(
      options: StressOptions(seed: 1, steps: 200))
    runner.run()
    try {  // no reference kept past the reads: the teardown's leak check follows
      let navigation = try #require(runner.driver?.root as? UINavigationController)
      let context = runner.context
      let (depth, top) = context.onMainActor(navigation) {
        ($0.viewControllers.count, $0.topViewController)
      }
      #expect(depth > 1, "200 steps of pushes and pops leave more than the root")
      #expect(top != nil && top === context.onMainActor(navigation) { $0.viewControllers.last })
    }()
    #expect(runner.finish().isEmpty)
  }
}

import Foundation
import StressKit
import Testing
import UIKitContainment

/// UIKit's navigation controller driven by buttons alone (no gesture): a push or pop only when
/// no transition animates, every third pop the edge swipe's, begun and ended by the
/// harness's calls rather than a finger.
enum ButtonNavigation: StackShape {
  static let name = "button-navigation"
  static func makeContainer(plantedBugs: Set<NoBug>) -> ButtonNavigationController {
    ButtonNavigationController(nibName: nil, bundle: nil)
  }
  // Pushes and the stack as any navigation controller's; its own pops.
  static func pop(from navigation: ButtonNavigationController) { navigation.pop() }
}

/// A navigation controller whose every third pop is the edge swipe's, and whose next pop lifts
/// the finger, finishing it one time in two and cancelling it the other.
final class ButtonNavigationController: UINavigationController {
  private var pops = 0

  func pop() {
    if let coordinator = transitionCoordinator, coordinator.isInteractive {
      pops += 1
      _endInteractivePop(finishing: pops.isMultiple(of: 2))
      return
    }
    if transitionCoordinator != nil { return }
    pops += 1
    if pops.isMultiple(of: 3) {
      _beginInteractivePop()
    } else {
      popViewController(animated: true)
    }
  }
}

/// A navigation controller whose tap handler holds it: the container under test never goes.
enum SelfHoldingNavigation: StackShape {
  static let name = "self-holding-navigation"
  static func makeContainer(plantedBugs: Set<NoBug>) -> TapCountingNavigationController {
    TapCountingNavigationController(nibName: nil, bundle: nil)
  }
}

/// Counts taps on its view, with a handler that captures it strongly.
final class TapCountingNavigationController: UINavigationController {
  var taps = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(UITapGestureRecognizer { _ in self.taps += 1 })
  }
}

/// UIKit's navigation controller under the harness (the built-in `navigation`): clean under
/// today's iOS and iOS 5's contract, its covered children's views released by iOS 5's memory
/// warnings, a push while one animates found at once, and the same by the harness's calls.
@Suite struct NavigationShapeTests {
  typealias Driver = NavigationDriver

  @Test(
    "a navigation controller driven as app code drives it runs clean under today's iOS",
    arguments: [1, 2, 3] as [UInt64])
  func runsClean(seed: UInt64) throws {
    let report = try StressSeeds.run(Driver.self, seed: seed, steps: 5_000)
    #expect(report.operations.contains { $0.kind == "push" && $0.applied > 100 }, "\(report.text)")
    #expect(report.operations.contains { $0.kind == "touch" && $0.applied > 50 }, "\(report.text)")
  }

  @Test(
    "a container that holds itself through its own handler is found at teardown, the way to the closure named"
  )
  func aContainerHoldingItselfIsNamed() throws {
    let runner = try StressRunner<StackShapeDriver<SelfHoldingNavigation>>(
      options: StressOptions(seed: 1, steps: 50))
    runner.run()
    let leak = try #require(runner.finish().first { $0.rule == .C9 })
    #expect(leak.seen.contains("perhaps in a cycle through a closure it cannot look into: "))
    #expect(
      leak.seen.contains(
        "vc0._view → view of vc0.recognizerList[1] → UITapGestureRecognizer.handlers[0] → vc0"),
      "\(leak)")
  }

  @Test(
    "new stacks are drawn for UIKit's navigation controller, set with setViewControllers, and for no other stack"
  )
  func newStacksAreSetOnlyWhereTheShapeSetsThem() throws {
    #expect(NavigationShape.setsStack && ButtonNavigation.setsStack && !Pile.setsStack)
    let report = try StressSeeds.run(Driver.self, seed: 1, steps: 5_000)
    #expect(
      report.operations.contains { $0.kind == "replace" && $0.applied > 20 }, "\(report.text)")
    let options = StressOptions<StackShapeDriver<Pile>>(seed: 1, steps: 2_000)
    let steps = try StressRunner<StackShapeDriver<Pile>>.steps(of: options, count: 2_000)
    #expect(!steps.contains { $0.operation?.kind == .replace })
  }

  @Test("a new stack keeps the children its bits name, in order, the chosen one on top")
  @MainActor func aNewStackKeepsWhatItsBitsName() throws {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 5))
    try runner.replay([
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
    ])
    // Read as identities, let go before the run ends (a reference kept would be a leak).
    func stack() throws -> [ObjectIdentifier] {
      try #require(runner.driver?.root as? UINavigationController).viewControllers
        .map(ObjectIdentifier.init)
    }
    let before = try stack()
    #expect(before.count == 3)
    try runner.apply(.container(.replace(keep: 0b101, .new(payload: 0), animated: false)))
    let after = try stack()
    #expect(after.count == 3 && after[0] == before[0] && after[1] == before[2], "\(after)")
    #expect(!after.contains(before[1]) && !before.contains(after[2]))
    #expect(runner.finish().isEmpty)
  }

  @Test("a new stack reads back from its trace line and shrinks to fewer kept, unanimated")
  func aNewStackIsTracedAndShrunk() throws {
    let operation = StackShapeOperation.replace(keep: 0b1101, .new(payload: 64), animated: true)
    let line = try JSONEncoder().encode(StressStep<StackShapeOperation>.container(operation))
    let read = try JSONDecoder().decode(StressStep<StackShapeOperation>.self, from: line)
    #expect(read == .container(operation))
    #expect(operation.description == "replace(keep: 0b1101, new(64), animated)")
    #expect(operation.simplerForms.contains(.replace(keep: 0, .new(payload: 64), animated: true)))
    #expect(
      operation.simplerForms.contains(.replace(keep: 0b101, .new(payload: 64), animated: true)))
    #expect(
      operation.simplerForms.contains(.replace(keep: 0b1101, .new(payload: 64), animated: false)))
    #expect(operation.adds && operation.removes)
  }

  @Test("popped by the harness's calls rather than a finger, it runs clean too")
  func runsCleanPoppedByCalls() throws {
    let report = try StressSeeds.run(StackShapeDriver<ButtonNavigation>.self, seed: 1, steps: 5_000)
    #expect(report.operations.contains { $0.kind == "pop" && $0.applied > 100 }, "\(report.text)")
  }

  @Test("under iOS 5's contract, a memory warning releases the covered children's views")
  @MainActor func iOS5ReleasesCoveredViews() throws {
    var options = StressOptions<Driver>(seed: 1, steps: 5)
    options.contract = .ios5
    let runner = try StressRunner<Driver>(options: options)
    try runner.replay([
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
      .container(.push(.new(payload: 0))), .advance(ticks: 400),
      .memoryWarning(count: 1),
    ])
    // Read, and let go before the run ends (a reference kept would be a leak at teardown).
    let views = try #require(runner.driver?.root as? UINavigationController)
      .viewControllers.map(\.isViewLoaded)
    #expect(views.count == 3 && views.last == true, "\(views)")
    #expect(views.dropLast().allSatisfy { !$0 }, "the covered children's views: \(views)")
    #expect(runner.finish().isEmpty)
  }

  @Test(
    "a push or pop while one animates is found with a reproducer of at most 10 operations",
    arguments: [1, 2, 3] as [UInt64])
  func aNestedPushIsFound(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(
        Driver.self, seed: seed, steps: 20_000, plantedBugs: ["pushes-mid-transition"])
    }
    #expect(failure.violation.rule == .C3, "\(failure)")
    #expect(failure.violation.description.contains("nested"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }
}

/// UIKit's tab bar controller driven as a list: new lists of tabs, and taps on them.
enum TabBar: ListShape {
  static let name = "tab-bar"
  @MainActor static func makeContainer(plantedBugs: Set<NoBug>) -> UITabBarController {
    UITabBarController()
  }
  static func setChildren(_ children: [UIViewController], in tabs: UITabBarController) {
    tabs.viewControllers = children
  }
  static func select(_ index: Int, in tabs: UITabBarController) { tabs._tap(at: index) }
  static func selection(of tabs: UITabBarController) -> UIViewController? {
    tabs.selectedViewController
  }
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a tab bar controller selects at once" : nil
  }
}

/// UIKit's tab bar controller under the harness: clean under today's iOS and iOS 5's contract.
@Suite struct TabBarShapeTests {
  @Test(
    "a tab bar controller driven as the user drives it runs clean",
    arguments: [1, 2, 3] as [UInt64])
  func runsClean(seed: UInt64) throws {
    let report = try StressSeeds.run(ListShapeDriver<TabBar>.self, seed: seed, steps: 5_000)
    #expect(
      report.operations.contains { $0.kind == "select" && $0.applied > 100 }, "\(report.text)")
    let coverage = try #require(report.coverage)
    #expect(coverage.reachedPairs == coverage.reachablePairs, "\(coverage.textLines)")
  }
}

/// UIKit's page view controller driven as app code and the user drive it: a content shown in
/// code, or, every third time, the user's swipe toward the page after or before (the data
/// source's pages are the last few shown), whose finger lifts at the next step, finishing the
/// swipe one time in two and cancelling it the other.
enum Pager: ContentShape {
  static let name = "pager"
  static func makeContainer(plantedBugs: Set<NoBug>) -> SwipedPageViewController {
    SwipedPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  }
  static func show(_ content: UIViewController?, in pager: SwipedPageViewController) {
    pager.show(content)
  }
  static func content(of pager: SwipedPageViewController) -> UIViewController? {
    pager.viewControllers?.first
  }
  @MainActor static func holds(_ child: UIViewController, in pager: SwipedPageViewController)
    -> Bool
  {
    pager.pages.contains(child)
  }
}

/// A page view controller that is its own data source over the last pages it showed.
final class SwipedPageViewController: UIPageViewController, UIPageViewControllerDataSource {
  private(set) var pages: [UIViewController] = []
  private var shows = 0
  private var swiping = false
  /// The swipes begun, and those that finished or were cancelled.
  private(set) var swipes = (begun: 0, finished: 0, cancelled: 0)

  func show(_ content: UIViewController?) {
    dataSource = self
    shows += 1
    if swiping {
      swiping = false
      let finishing = shows.isMultiple(of: 2)
      if finishing { swipes.finished += 1 } else { swipes.cancelled += 1 }
      return _endSwipe(finishing: finishing)
    }
    if transitionCoordinator != nil { return }
    if shows.isMultiple(of: 3), pages.count > 1 {
      swiping = _beginSwipe(forward: shows.isMultiple(of: 2))
      if swiping { swipes.begun += 1 }
      return
    }
    guard let content else { return }
    if content.parent != nil, content.parent !== self {
      content.willMove(toParent: nil)
      content.viewIfLoaded?.removeFromSuperview()
      content.removeFromParent()
    }
    if !pages.contains(content) { pages = Array((pages + [content]).suffix(3)) }
    setViewControllers([content], direction: .forward, animated: true)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
  }
}

/// UIKit's page view controller under the harness: clean with swipes finished and cancelled.
@Suite struct PagerShapeTests {
  @Test(
    "a page view controller driven in code and by swipes runs clean",
    arguments: [1, 2, 3] as [UInt64])
  @MainActor func runsClean(seed: UInt64) throws {
    let runner = try StressRunner<ContentShapeDriver<Pager>>(
      options: StressOptions(seed: seed, steps: 5_000))
    runner.run()
    // Read, and let go before the run ends (a reference kept would be a leak at teardown).
    let swipes = try #require(runner.driver?.root as? SwipedPageViewController).swipes
    #expect(swipes.finished > 10 && swipes.cancelled > 10, "\(swipes)")
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }
}

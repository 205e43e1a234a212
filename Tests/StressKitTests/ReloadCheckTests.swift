import StressKit
import Testing
import UIKitContainment

/// A team's screen that adds its header as a child in `viewDidLoad`, a new one at each load:
/// its view released and loaded again, it has two headers.
final class HeaderEveryLoadScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let header = UIViewController()
    addChild(header)
    view.addSubview(header.view)
    header.didMove(toParent: self)
  }
}

/// The careful form: one header for the screen's life, its view put back in each view loaded.
final class HeaderOnceScreen: UIViewController {
  let header = UIViewController()
  override func viewDidLoad() {
    super.viewDidLoad()
    if header.parent == nil {
      addChild(header)
      view.addSubview(header.view)
      header.didMove(toParent: self)
    } else {
      view.addSubview(header.view)
    }
  }
}

/// UIKit's navigation controller as a team drives it, its new children `Screen`s: under iOS 5's
/// contract, a memory warning releases its covered children's views, as iOS 5's did, and a
/// pop brings the view back through `viewDidLoad`.
enum HeaderNavigation<Maker: HeaderScreenMaker>: StackShape {
  static var name: String { "header-navigation" }
  static func makeContainer(plantedBugs: Set<NoBug>) -> UINavigationController {
    UINavigationController(nibName: nil, bundle: nil)
  }
  static var screens: [StressScreen] { [StressScreen("list") { Maker.make() }] }
}

/// Makes the screens of a run.
protocol HeaderScreenMaker: SendableMetatype {
  associatedtype Screen: UIViewController
  @MainActor static func make() -> Screen
}

/// Screens that add a header at each load.
enum EveryLoad: HeaderScreenMaker {
  @MainActor static func make() -> HeaderEveryLoadScreen { HeaderEveryLoadScreen() }
}

/// The careful screens.
enum Once: HeaderScreenMaker {
  @MainActor static func make() -> HeaderOnceScreen { HeaderOnceScreen() }
}

/// L5: a view loaded again (UIKit's navigation controller releases its covered children's views
/// under iOS 5's contract) must not add the children its first load added a second time.
@Suite struct ReloadCheckTests {
  /// A run of `Screen`s in UIKit's navigation controller under iOS 5's contract.
  static func run<Maker: HeaderScreenMaker>(_: Maker.Type, seed: UInt64) throws
    -> StressRunner<StackShapeDriver<HeaderNavigation<Maker>>>
  {
    var options = StressOptions<StackShapeDriver<HeaderNavigation<Maker>>>(
      seed: seed, steps: 5_000)
    options.contract = .ios5
    let runner = try StressRunner<StackShapeDriver<HeaderNavigation<Maker>>>(options: options)
    runner.run()
    return runner
  }

  @Test(
    "a viewDidLoad that adds its header again at each load is found, named by its class, in a few operations",
    arguments: [1, 2, 3] as [UInt64])
  func aChildAddedAtEachLoadIsFound(seed: UInt64) throws {
    typealias Driver = StackShapeDriver<HeaderNavigation<EveryLoad>>
    let runner = try Self.run(EveryLoad.self, seed: seed)
    let first = try #require(runner.finish().first, "went unseen on seed \(seed)")
    #expect(first.rule == .L5, "\(first)")
    #expect(first.description.contains("HeaderEveryLoadScreen.viewDidLoad()"), "\(first)")
    #expect(first.description.contains("it added 1 more (2 children now)"), "\(first)")
    var options = StressOptions<Driver>(seed: seed, steps: 5_000)
    options.contract = .ios5
    let steps = try StressRunner<Driver>.steps(of: options, count: runner.step)
    let small = StressShrinker<Driver>(options: options, signature: .L5).shrink(steps)
    #expect(small.count <= 10, "\(small)")
  }

  @Test(
    "the careful screen runs clean, its views loaded again and checked",
    arguments: [1, 2, 3] as [UInt64])
  func theCarefulScreenRunsClean(seed: UInt64) throws {
    let runner = try Self.run(Once.self, seed: seed)
    #expect(runner.finish().isEmpty)
    let report = runner.report(elapsedSeconds: 0)
    let l5 = try #require(report.coverage?.checks.first { $0.rule == .L5 })
    #expect(l5.checked && l5.checks > 10, "\(l5)")
  }
}

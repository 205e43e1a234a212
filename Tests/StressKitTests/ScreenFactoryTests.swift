import Foundation
import StressKit
import Testing
import UIKitContainment

/// A team's list screen: nothing wrong with it.
final class TeamListScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "List"
  }
}

/// A team's detail screen whose view model calls back into it through a closure that holds it
/// (planted: `detail-model-cycle`), so that a detail screen that left is never freed.
final class TeamDetailScreen: UIViewController {
  /// What the screen's view model is: a refresh closure the screen sets.
  @MainActor final class Model {
    var onChange: (() -> Void)?
  }

  let model = Model()
  let holdsItselfThroughModel: Bool

  init(holdsItselfThroughModel: Bool) {
    self.holdsItselfThroughModel = holdsItselfThroughModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if holdsItselfThroughModel {
      model.onChange = { self.title = "changed" }
    } else {
      model.onChange = { [weak self] in self?.title = "changed" }
    }
  }
}

/// UIKit's navigation controller whose new children are the team's screens, a list three
/// times as often as a detail.
enum TeamNavigation: StackShape {
  static let name = "team-navigation"
  static func makeContainer(plantedBugs: Set<Bug>) -> TeamNavigationController {
    let navigation = TeamNavigationController(nibName: nil, bundle: nil)
    navigation.detailsHoldThemselves = plantedBugs.contains(.detailModelCycle)
    return navigation
  }
  static let screens = [
    StressScreen("list", weight: 3) { TeamListScreen() },
    StressScreen("detail") {
      TeamDetailScreen(holdsItselfThroughModel: TeamNavigationController.plantedCycle.value)
    },
  ]
  enum Bug: String, StressBug {
    /// A detail screen's view model holds it (C9 once it has left).
    case detailModelCycle = "detail-model-cycle"
  }
}

/// The navigation controller of ``TeamNavigation``, which tells the detail screens made while
/// it lives whether the planted cycle is on (a screen's initializer has no other way in).
final class TeamNavigationController: UINavigationController {
  /// Whether the details made now hold themselves, for the run of the current thread.
  static let plantedCycle = ThreadFlag()

  var detailsHoldThemselves: Bool {
    get { Self.plantedCycle.value }
    set { Self.plantedCycle.value = newValue }
  }
}

/// A flag of the current thread (the seeds of a test run on threads of their own).
final class ThreadFlag: Sendable {
  private let key = "ScreenFactoryTests.plantedCycle"
  var value: Bool {
    get { Thread.current.threadDictionary[key] as? Bool ?? false }
    set { Thread.current.threadDictionary[key] = newValue }
  }
}

/// The team's own screens as the workload's children (issue 61): drawn by kind, watched like
/// the harness's, named in traces and reproducers, and a mistake in a screen's own code found.
@Suite struct ScreenFactoryTests {
  typealias Driver = StackShapeDriver<TeamNavigation>

  @Test("a run's new children are the team's screens, by kind, and it runs clean")
  @MainActor func theWorkloadMakesTheTeamsScreens() throws {
    let options = StressOptions<Driver>(seed: 1, steps: 200)
    let steps = try StressRunner<Driver>.steps(of: options, count: 200)
    let screens = steps.compactMap { step -> String? in
      guard case .container(.push(.screen(let name), _)) = step else { return nil }
      return name.description
    }
    #expect(screens.contains("list") && screens.contains("detail"), "\(screens)")
    #expect(screens.filter { $0 == "list" }.count > screens.filter { $0 == "detail" }.count)
    #expect(!steps.contains { if case .container(.push(.new, _)) = $0 { true } else { false } })

    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 5))
    try runner.replay([
      .container(.push(.screen(name: "list"))), .advance(ticks: 400),
      .container(.push(.screen(name: "detail"))), .advance(ticks: 400),
    ])
    let kinds = try #require(runner.driver?.root as? UINavigationController).viewControllers.map {
      String(describing: type(of: $0))
    }
    #expect(kinds.suffix(2) == ["TeamListScreen", "TeamDetailScreen"], "\(kinds)")
    #expect(runner.finish().isEmpty)
    let report = try StressSeeds.run(Driver.self, seed: 1, steps: 3_000)
    #expect(report.operations.contains { $0.kind == "push" && $0.applied > 50 })
  }

  @Test(
    "a screen its own view model holds is found once it has left, with a reproducer naming it",
    arguments: [1, 2, 3] as [UInt64])
  func aCycleInAScreenIsFound(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(
        Driver.self, seed: seed, steps: 20_000, plantedBugs: ["detail-model-cycle"])
    }
    #expect(failure.violation.rule == .C9, "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
    #expect(failure.reproducer.contains(#"{"screen":{"name":"detail"}}"#), "\(failure.reproducer)")
    #expect(failure.violation.description.contains("TeamDetailScreen"), "\(failure)")
  }

  @Test("a screen in a trace reads and writes as its name, and a bad name is refused")
  func aScreenInATrace() throws {
    let step = StressStep<StackShapeOperation>.container(.push(.screen(name: "detail")))
    let trace = StressTrace<Driver>(options: StressOptions(seed: 1, steps: 1), steps: [step])
    let text = String(decoding: trace.encoded(), as: UTF8.self)
    #expect(text.contains(#"{"screen":{"name":"detail"}}"#), "\(text)")
    #expect(try StressTrace<Driver>(decoding: trace.encoded(), name: "t").steps == [step])
    let bad = text.replacingOccurrences(of: #""name":"detail""#, with: #""name":"two words""#)
    #expect {
      try StressTrace<Driver>(decoding: Data(bad.utf8), name: "t")
    } throws: { error in
      "\(error)".contains("a screen's name is 1 to 16 letters")
    }
  }

  @Test("a replayed trace that makes a screen the run does not have stops there, naming it")
  func anUnknownScreenInATraceIsNamed() throws {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: 5))
    #expect {
      try runner.replay([
        .container(.push(.screen(name: "list"))), .advance(ticks: 400),
        .container(.push(.screen(name: "settings"))), .advance(ticks: 400),
      ])
    } throws: { error in
      "\(error)".contains(
        "step 2: the trace makes screen 'settings', which this run does not have (its screens: 'list', 'detail')"
      )
    }
    #expect(runner.payloadBudgetExceeded == 2, "stopped at the step that named it")
    // A shape without screens says so.
    let plain = try StressRunner<NavigationDriver>(
      options: StressOptions(seed: 1, steps: 5))
    #expect {
      try plain.replay([.container(.push(.screen(name: "list")))])
    } throws: { error in
      "\(error)".contains("which this run does not have (it has no screens)")
    }
  }

  @Test("a shape whose screens share a name is refused before the run, naming the screen")
  func twoScreensOfOneNameAreRefused() throws {
    #expect {
      _ = try StressRunner<StackShapeDriver<TwiceNamed>>(options: StressOptions(seed: 1))
    } throws: { error in
      "\(error)".contains("screen 'list' is listed twice")
    }
  }
}

/// A shape whose two kinds of screen share a name.
enum TwiceNamed: StackShape {
  static let name = "twice-named"
  static func makeContainer(plantedBugs: Set<NoBug>) -> UINavigationController {
    UINavigationController(nibName: nil, bundle: nil)
  }
  static func push(_ child: UIViewController, onto navigation: UINavigationController) {
    navigation.pushViewController(child, animated: false)
  }
  static func pop(from navigation: UINavigationController) {
    navigation.popViewController(animated: false)
  }
  static func stack(of navigation: UINavigationController) -> [UIViewController] {
    navigation.viewControllers
  }
  static let screens = [
    StressScreen("list") { TeamListScreen() }, StressScreen("list") { TeamListScreen() },
  ]
}

import StressKit
import Testing
import UIKitContainment

enum BookFlip: ListShape {
  static let name = "book-flip"
  static func makeContainer(plantedBugs: Set<NoBug>) -> BookFlipViewController {
    BookFlipViewController()
  }
  @MainActor static func setChildren(
    _ children: [UIViewController], in book: BookFlipViewController
  ) {
    book.setSides(children)
  }
  @MainActor static func select(_ index: Int, in book: BookFlipViewController) {
    book.flip(to: index)
  }
  @MainActor static func selection(of book: BookFlipViewController) -> UIViewController? {
    book.shown
  }
}

enum Hoard: ContentShape {
  static let name = "hoard"
  @MainActor static func makeContainer(plantedBugs: Set<NoBug>) -> HoardingContainer {
    HoardingContainer()
  }
  static func show(_ content: UIViewController?, in hoard: HoardingContainer) {}
  static func content(of hoard: HoardingContainer) -> UIViewController? { hoard.hoarder }
}

/// The contract's levels: today's iOS, iOS 5, CoconutKit's; the rules that differ, and a
/// finding that depends on iOS 5's releases told apart.
@Suite struct ContractLevelTests {
  typealias Book = ListShapeDriver<BookFlip>

  /// The window hidden, a memory warning, a flip, time for it, the window shown.
  static let hideWarnFlip: [StressStep<Book.Operation>] = [
    .hideWindow, .memoryWarning(count: 1), .container(.select(1)), .advance(ticks: 500),
    .showWindow,
  ]

  @MainActor static func replay(_ steps: [StressStep<Book.Operation>], under contract: Contract?)
    throws
    -> [Violation]
  {
    var options = StressOptions<Book>(seed: 1, steps: steps.count)
    options.contract = contract
    let runner = try StressRunner<Book>(options: options)
    try runner.replay(steps)
    return runner.finish()
  }

  @Test @MainActor func theBooksFlipRunsCleanUnderTodaysIOSAndFailsUnderIOS5() throws {
    #expect(StressOptions<Book>(seed: 1).resolvedContract == .ios)
    #expect(try Self.replay(Self.hideWarnFlip, under: nil).isEmpty)
    let found = try Self.replay(Self.hideWarnFlip, under: .ios5)
    #expect(!found.isEmpty)
    var options = StressOptions<Book>(seed: 1)
    options.contract = .ios5
    #expect(StressRunner<Book>.dependsOnIOS5Releases(Self.hideWarnFlip, options: options))
    options.contract = .ios
    #expect(!StressRunner<Book>.dependsOnIOS5Releases(Self.hideWarnFlip, options: options))
  }

  @Test func aFindingOfEveryLevelIsNotPutDownToTheReleases() throws {
    // A planted bug of a built-in container fails under today's iOS too.
    var options = StressOptions<StackDriver>(
      seed: 7, steps: 400, plantedBugs: ["memory-warning-unloads-top"])
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    #expect(!runner.finish().isEmpty)
    let steps = try StressRunner<StackDriver>.steps(of: options, count: runner.step)
    #expect(!StressRunner<StackDriver>.dependsOnIOS5Releases(steps, options: options))
    options.contract = .ios5
    #expect(!StressRunner<StackDriver>.dependsOnIOS5Releases(steps, options: options))
  }

  /// C4 differs: iOS 5 asks that a memory warning release every view not visible; today's iOS
  /// that it release none, so a view kept through one is no breach.
  @Test func aViewKeptThroughAMemoryWarningBreaksC4UnderIOS5Only() throws {
    typealias Driver = ContentShapeDriver<Hoard>
    let steps: [StressStep<Driver.Operation>] = [.hideWindow, .memoryWarning(count: 1)]
    for contract in [Contract.ios, .ios5] {
      var options = StressOptions<Driver>(seed: 1, steps: steps.count)
      options.contract = contract
      let runner = try StressRunner<Driver>(options: options)
      try runner.replay(steps)
      let rules = runner.finish().map(\.rule)
      #expect(rules == (contract == .ios5 ? [.C4] : []), "\(contract)")
    }
  }

  /// L3 at today's iOS: a view goes with no callback (`view = nil`), and only when it is not
  /// visible; a container that lets its shown child's view go breaks it.
  @Test func lettingAShownViewGoBreaksL3UnderTodaysIOS() throws {
    typealias Driver = ContentShapeDriver<Dropper>
    let steps: [StressStep<Driver.Operation>] = [.container(.show(.new(payload: 0)))]
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 1, steps: steps.count))
    try runner.replay(steps)
    let found = runner.finish()
    let released = found.first { $0.rule == .L3 }
    #expect(released?.seen.contains("released while appeared") == true, "\(found)")
  }
}

enum Dropper: ContentShape {
  static let name = "dropper"
  @MainActor static func makeContainer(plantedBugs: Set<NoBug>) -> UIViewController {
    UIViewController()
  }
  /// Shows the content, then lets its view go: a slip of a container that frees memory.
  static func show(_ content: UIViewController?, in container: UIViewController) {
    guard let content, content.parent == nil else { return }
    container.addChild(content)
    container.view.addSubview(content.view)
    content.didMove(toParent: container)
    content.view = nil
  }
  static func content(of container: UIViewController) -> UIViewController? {
    container.children.last
  }
}

extension ContractLevelTests {
  /// The rules a run's coverage says it checked, under `contract`.
  @MainActor static func checkedRules<Driver: StressDriver>(
    of _: Driver.Type, under contract: Contract
  )
    throws -> Set<Rule>
  {
    var options = StressOptions<Driver>(seed: 3, steps: 200)
    options.contract = contract
    let runner = try StressRunner<Driver>(options: options)
    runner.run()
    _ = runner.finish()
    let coverage = try #require(runner.report(elapsedSeconds: 0).coverage)
    return Set(coverage.checks.filter(\.checked).map(\.rule))
  }

  @Test(
    "a run's coverage names exactly the rules its contract checks, and the driver's own",
    arguments: Contract.allCases)
  @MainActor func coverageFollowsTheContract(contract: Contract) throws {
    // A shape adds no rule of its own: exactly the level's, C6 under CoconutKit's only.
    #expect(try Self.checkedRules(of: Book.self, under: contract) == contract.checkedRules)
    // The stack adds C1 and C8 at every level, and checks C6 only where the level does.
    #expect(
      try Self.checkedRules(of: StackDriver.self, under: contract)
        == contract.checkedRules.union([.C1, .C8]))
    // The tab container cannot meet C7 (no transition): left out at every level.
    #expect(
      try Self.checkedRules(of: TabDriver.self, under: contract)
        == contract.checkedRules.subtracting([.C7]))
  }
}

import Containment
import StressKit
import Testing

/// A container written outside the package, plugged into the harness the way the README shows:
/// the runner's own checks (here C4, a memory warning that must reach every view controller)
/// apply to it as to the built-in ones.
final class CardController: ViewController {
  /// A planted bug: the warning stops here.
  var swallowsWarnings = false
  private(set) var card: ViewController?

  init(id: ViewControllerID, observer: (any LifecycleObserver)?) {
    super.init(id: id, title: "cards", viewPayloadBytes: 0, observer: observer)
  }

  /// Shows `new` instead of the current card.
  func show(_ new: ViewController?) throws(ContainmentError) {
    guard new !== card else { return }
    if let new { try addChild(new) }
    if let old = card {
      old.willMove(toParent: nil)
      old.settleAppearance(to: .disappeared)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    card = new
    if let new, appearanceState == .appeared {
      view.addSubview(new.view)
      new.settleAppearance(to: .appeared)
    }
    new?.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    if let card, card.viewIfLoaded?.superview !== view { view.addSubview(card.view) }
  }

  override func didReceiveMemoryWarning() {
    if swallowsWarnings { return }
    super.didReceiveMemoryWarning()
  }
}

/// The README's example: the card container under stress.
final class CardStress: StressContainer {
  enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
    case show(ChildChoice?)  // a new or reused child, or none
    var description: String {
      switch self {
      case .show(let choice): "show(\(choice?.description ?? "nil"))"
      }
    }
  }

  enum Kind: String, StressKind { case show }
  enum Bug: String, StressBug { case swallowsWarnings = "swallows-warnings" }

  static let name = "cards"
  static let profiles = [
    StressProfile<Kind>.withSharedSteps(summary: "cards shown and hidden", [(.show, 20)])
  ]
  let cards: CardController
  let context: StressContext

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    self.context = context
    cards = CardController(id: context.containerID, observer: context.observer)
    cards.swallowsWarnings = plantedBugs.contains(.swallowsWarnings)
    try cards.show(context.child(for: .new(payload: 256)))
  }

  var root: ViewController { cards }
  var isTransitioning: Bool { false }
  static func kind(of operation: Operation) -> Kind { .show }

  func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
  }

  func apply(_ operation: Operation) -> Bool {
    guard case .show(let choice) = operation else { return false }
    let old = cards.card
    let new = choice.flatMap { context.child(for: $0) }
    guard choice == nil || new != nil, (try? cards.show(new)) != nil, new !== old else {
      return false
    }
    if let old { context.keepForReuse([old]) }
    return true
  }

  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(cards.card, among: cards.children, of: cards, idle: true)
  }
}

@Suite struct PluginContainerTests {
  @Test("a container from outside the package runs clean under the harness")
  func pluggedInContainerRunsClean() throws {
    let runner = try StressRunner<CardStress>(
      options: StressOptions(seed: 3, steps: 10_000))
    runner.run()
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.map(String.init(describing:)))")
    let report = runner.report(elapsedSeconds: 0)
    #expect(report.reloads > 0)
    #expect(report.operations.contains { $0.kind == "show" && $0.applied > 1_000 })
  }

  @Test("the runner's own checks catch its planted bug, and the shrinker shrinks it")
  func pluggedInBugIsCaught() throws {
    let options = StressOptions<CardStress>(
      seed: 3, steps: 10_000, plantedBugs: ["swallows-warnings"])
    let runner = try StressRunner<CardStress>(options: options)
    runner.run()
    let first = try #require(runner.finish().first)
    #expect(first.rule == .C4, "\(first)")
    let steps = try StressRunner<CardStress>.steps(of: options, count: runner.step)
    let small = StressShrinker<CardStress>(options: options, signature: .C4).shrink(steps)
    #expect(small == [.memoryWarning(count: 1)])
  }
}

/// A container whose animation reschedules itself for ever once started: time can no longer
/// pass for it.
final class SpinningController: ViewController, VirtualClockTarget {
  let clock: VirtualClock
  init(id: ViewControllerID, clock: VirtualClock, observer: (any LifecycleObserver)?) {
    self.clock = clock
    super.init(id: id, title: "spinner", viewPayloadBytes: 0, observer: observer)
  }
  func spin() { clock.schedule(after: 10, target: self, token: 0) }
  func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    clock.schedule(after: 0, target: self, token: token + 1)
  }
  deinit { clock.cancel(target: self) }
}

final class SpinningStress: StressContainer {
  enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
    case spin
    var description: String { "spin" }
  }
  enum Kind: String, StressKind { case spin }
  static let name = "spinner"
  static let profiles = [
    StressProfile<Kind>(
      name: "default", summary: "spins once, then time passes",
      weights: [(.container(.spin), 1), (.shared(.advance), 9)])
  ]
  let spinner: SpinningController
  var spun = false

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) {
    spinner = SpinningController(
      id: context.containerID, clock: context.clock, observer: context.observer)
  }

  var root: ViewController { spinner }
  var isTransitioning: Bool { false }
  static func kind(of operation: Operation) -> Kind { .spin }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { .spin }
  func apply(_ operation: Operation) -> Bool {
    guard !spun else { return false }
    spun = true
    spinner.spin()
    return true
  }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
}

@Suite struct RunawayClockTests {
  @Test("a container whose clock never idles fails the run, with what kept rescheduling")
  func aRunawayClockIsAViolationNotAHang() throws {
    let runner = try StressRunner<SpinningStress>(options: StressOptions(seed: 1, steps: 100))
    runner.run()
    let violation = try #require(runner.finish().first)
    #expect(violation.rule == .L2)
    #expect(violation.seen.contains("SpinningController(vc0) token"), "\(violation)")
    #expect(runner.step < 100, "the run stopped at the runaway")
  }
}

import Containment
import Testing

@testable import StressKit

/// A container that holds two children and shows the front one; it forwards the title and
/// navigation items of the front child, or (`forwardsBack`) of the hidden back one.
final class PairContainer: ViewController {
  let front: ViewController
  let back: ViewController
  var forwardsBack = false
  /// Whether the front child's view is sized to the container's when it goes in.
  var sizesFront = true

  init(
    id: ViewControllerID, front: ViewController, back: ViewController,
    observer: (any LifecycleObserver)?
  ) throws {
    self.front = front
    self.back = back
    super.init(id: id, title: "pair", viewPayloadBytes: 0, observer: observer)
    for child in [front, back] {
      try addChild(child)
      child.didMove(toParent: self)
    }
  }

  override func viewDidLoad() { view.addSubview(front.view) }

  /// Lays the front child's view out over the whole container, as it comes on screen.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if sizesFront { front.view.frame = Rect(size: view.frame.size) }
  }

  override var _forwardingChild: ViewController? { forwardsBack ? back : front }
}

/// The pair under stress: only the shared steps (warnings, rotations, the window hidden and
/// shown); `forwards` says whether it forwards its child's properties, `wrong` whether from
/// the hidden child.
final class PairDriver: KindsAreOperations {
  enum Operation: String, OperationKind {
    case wait
  }
  typealias Bug = NoBug
  static let info = StressDriverInfo<PairDriver>(
    name: "pair",
    profiles: [.withSharedSteps(summary: "shared steps around a pair", [(.wait, 1)])])
  nonisolated(unsafe) static var forwards = true
  nonisolated(unsafe) static var wrong = false
  nonisolated(unsafe) static var sizesFront = true
  let pair: PairContainer

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    pair = try PairContainer(
      id: context.containerID, front: context.makeChild(payload: 64),
      back: context.makeChild(payload: 64), observer: context.observer)
    pair.forwardsChildProperties = Self.forwards
    pair.forwardsBack = Self.wrong
    pair.sizesFront = Self.sizesFront
  }

  var root: ViewController { pair }
  func apply(_ operation: Operation) -> Bool { false }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(pair.front, among: pair.children, of: pair, idle: true)
  }
  /// C7's layout half, as the built-in drivers audit it: the front child's view fills the pair.
  func audit(in context: StressContext) {
    guard let view = pair.viewIfLoaded else { return }
    context.oracle.auditFrame(of: pair.front, in: view, expected: Rect(size: view.frame.size))
  }
}

/// What the audit holds beyond the records: C3's forwarding half (a container that forwards
/// its child's title and navigation items, CoconutKit's `forwardingProperties`, takes them from
/// a child it shows) and C7's layout half (a shown child's view fills its place); the last
/// audit's finding is the last step's, so that it shrinks to that step.
@Suite(.serialized) struct ForwardingAndLayoutTests {
  func firstViolation(forwards: Bool, wrong: Bool, steps: Int, sized: Bool = true) throws
    -> Violation?
  {
    (PairDriver.forwards, PairDriver.wrong, PairDriver.sizesFront) = (forwards, wrong, sized)
    defer { (PairDriver.forwards, PairDriver.wrong, PairDriver.sizesFront) = (true, false, true) }
    // Apple's recipe, which loads the child's view with the container's: UIKit's contract.
    var options = StressOptions<PairDriver>(seed: 3, steps: steps)
    options.contract = .ios5
    let runner = try StressRunner<PairDriver>(options: options)
    runner.run()
    return runner.finish().first
  }

  @Test("forwarding the shown child's properties passes; the hidden one's is C3 at the audit")
  func forwardingTheHiddenChildIsFound() throws {
    let clean = try firstViolation(forwards: true, wrong: false, steps: 3_000)
    #expect(clean == nil, "\(String(describing: clean))")
    #expect(try firstViolation(forwards: false, wrong: true, steps: 3_000) == nil, "not forwarded")
    let found = try #require(try firstViolation(forwards: true, wrong: true, steps: 3_000))
    #expect(found.rule == .C3 && found.seen.contains("a hidden child"), "\(found)")
    // An audit's step (one in 1,024, on screen), or the last step's for the last audit.
    #expect(found.step.map { $0 % 1_024 == 1_023 || $0 == 2_999 } == true, "\(found)")
  }

  @Test("a child's view that does not fill its container is C7 at the audit (Oracle.auditFrame)")
  func aChildViewOfTheWrongSizeIsFound() throws {
    let found = try #require(
      try firstViolation(forwards: false, wrong: false, steps: 3, sized: false))
    #expect(found.rule == .C7 && found.step == 2, "\(found)")
    #expect(found.expected.hasPrefix("its view at (0.0, 0.0) "), "\(found)")
    #expect(try firstViolation(forwards: false, wrong: false, steps: 3_000) == nil)
  }

  @Test("the last audit's finding is the last step's, not the teardown's")
  func theLastAuditReportsAtTheLastStep() throws {
    let found = try #require(try firstViolation(forwards: true, wrong: true, steps: 3))
    #expect(found.rule == .C3 && found.step == 2, "\(found)")
  }
}

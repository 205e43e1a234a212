import Containment
import StressKit
import Testing

/// A child whose view is loaded but never put in the hierarchy; with a planted bug it keeps that
/// view through memory warnings.
final class UnshownChild: ViewController {
  var keepsView = false

  override func didReceiveMemoryWarning() {
    if keepsView { return }
    super.didReceiveMemoryWarning()
  }
}

/// A container with a shown child and a child whose view it loads and never shows.
///
/// The unshown child's identifier is a child's whose payload is not counted
/// (``StressContext/makeID(isChild:)``), so the oracle's count of counted loaded members
/// (``Oracle/loadedMembers``) never includes it.
final class UnshownChildDriver: KindsAreOperations {
  enum Operation: String, OperationKind {
    case load
  }
  enum Bug: String, StressBug { case keepsUnshownView = "keeps-unshown-view" }
  /// iOS 5's contract: the shown child's view loads with the container's, before it is on
  /// screen (CoconutKit's C6 would refuse it).
  static let info = StressDriverInfo<UnshownChildDriver>(
    name: "unshown-child",
    profiles: [
      StressProfile(
        name: "default", summary: "loads of an unshown child's view, and memory warnings",
        weights: [(.container(.load), 1), (.shared(.memoryWarning), 2), (.shared(.advance), 1)])
    ], contract: .ios5)
  let container: ViewController
  let unshown: UnshownChild

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>) throws {
    container = ViewController(id: context.containerID, observer: context.observer)
    let shown = context.makeChild(payload: 64)
    try container.addChild(shown)
    container.view.addSubview(shown.view)
    shown.didMove(toParent: container)
    unshown = UnshownChild(id: context.makeID(isChild: true), observer: context.observer)
    unshown.keepsView = plantedBugs.contains(.keepsUnshownView)
    try container.addChild(unshown)
    unshown.didMove(toParent: container)
  }

  var root: ViewController { container }
  /// Loads the unshown child's view while the container is on screen, out of the window.
  func apply(_ operation: Operation) -> Bool {
    guard container.appearanceState == .appeared, !unshown.isViewLoaded else { return false }
    _ = unshown.view
    return true
  }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
}

/// C4's completeness after a memory warning, for every member: a disappeared child that kept
/// its view is found whether its payload is counted or not.
@Suite struct MemoryWarningCompletenessTests {
  @Test("without the planted bug the unshown child's view goes with each warning")
  func theCleanDriverRunsClean() throws {
    let runner = try StressRunner<UnshownChildDriver>(
      options: StressOptions(seed: 1, steps: 2_000))
    runner.run()
    #expect(runner.finish().isEmpty)
    #expect(runner.memoryWarnings > 100)
  }

  @Test("a member whose payload is not counted and keeps its view through a warning is found")
  func anUncountedMemberThatKeepsItsViewIsFound() throws {
    let runner = try StressRunner<UnshownChildDriver>(
      options: StressOptions(seed: 1, steps: 2_000, plantedBugs: ["keeps-unshown-view"]))
    runner.run()
    let violation = try #require(runner.finish().first, "the kept view went unseen")
    #expect(violation.rule == .C4, "\(violation)")
    #expect(
      violation.expected == "a view that is not visible released by the memory warning",
      "\(violation)")
    #expect(runner.step < 2_000, "the run stopped at the first violation")
  }
}

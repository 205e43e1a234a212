import StressKit
import Synchronization
import Testing
import UIKitContainment

/// How many times the fades' timers fired, across runs (the blocks are `Sendable`).
let fadeTicks = Atomic<Int>(0)

/// The cross-fade, refreshed every half second by a repeating timer started in `viewDidLoad`.
///
/// As a live feed or a carousel refreshes: the timer never ends, and the run must settle and
/// check everything all the same. Planted, the timer's block keeps every content shown, for a
/// refresh (a screen held by a timer after it left: C9).
final class TickingFadeViewController: CrossFadeViewController {
  var holdsContents = false
  private var timer: Timer?
  private let held = Held()

  /// What the timer's block holds (`Sendable`, as Foundation's signature wants).
  final class Held: @unchecked Sendable {
    var contents: [UIViewController] = []
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let held = held
    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
      _ = held.contents.count
      fadeTicks.add(1, ordering: .relaxed)
    }
  }

  deinit { MainActor.assumeIsolated { timer?.invalidate() } }

  override func setContent(_ new: UIViewController?) {
    if holdsContents, let new { held.contents.append(new) }
    super.setContent(new)
  }
}

enum TickingFade: ContentShape {
  static let name = "ticking-fade"
  static func makeContainer(plantedBugs: Set<Bug>) -> TickingFadeViewController {
    let fade = TickingFadeViewController()
    fade.holdsContents = plantedBugs.contains(.timerHoldsContents)
    return fade
  }
  static func show(_ content: UIViewController?, in fade: TickingFadeViewController) {
    fade.setContent(content)
  }
  @MainActor static func content(of fade: TickingFadeViewController) -> UIViewController? {
    fade.content
  }
  enum Bug: String, StressBug {
    /// The timer's block keeps every content shown.
    case timerHoldsContents = "timer-holds-contents"
  }
}

/// A repeating timer under the harness: it fires on the run's clock and never keeps the run
/// from settling (a timer's deadline leaves the clock idle), and what it holds is a leak.
@Suite struct TimerShapeTests {
  @Test(arguments: [1, 2] as [UInt64])
  func aContainerWithARepeatingTimerRunsClean(seed: UInt64) throws {
    let before = fadeTicks.load(ordering: .relaxed)
    let report = try StressSeeds.run(ContentShapeDriver<TickingFade>.self, seed: seed, steps: 3_000)
    #expect(report.violations.isEmpty, "\(report.text)")
    #expect(report.operations.contains { $0.applied > 100 }, "\(report.text)")
    #expect(fadeTicks.load(ordering: .relaxed) > before, "the timer fired on the run's clock")
  }

  @Test func aContentHeldByATimerIsALeakNamingItsHolder() {
    #expect {
      try StressSeeds.run(
        ContentShapeDriver<TickingFade>.self, seed: 1, steps: 3_000,
        plantedBugs: [TickingFade.Bug.timerHoldsContents.rawValue])
    } throws: { error in
      let said = String(describing: error)
      return said.contains(": C9 at step") && said.contains("held by vc0.held → Held.contents[")
    }
  }
}

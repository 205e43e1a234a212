import StressKit
import Testing
import UIKitContainment

/// A screen that shows its content by presenting it, as app code does: a new content waits
/// for the one presented to be dismissed (in the dismissal's completion), and nothing is asked
/// while a presentation or dismissal runs or off screen, unless a planted mistake dismisses twice (a Done
/// button tapped twice) or presents whenever it is asked.
enum Presenter: ContentShape {
  static let name = "presenter"
  static func makeContainer(plantedBugs: Set<Bug>) -> PresentingViewController {
    let screen = PresentingViewController()
    screen.mistakes = plantedBugs
    return screen
  }
  static func show(_ content: UIViewController?, in screen: PresentingViewController) {
    screen.show(content)
  }
  static func content(of screen: PresentingViewController) -> UIViewController? {
    screen.presentedViewController
  }
  enum Bug: String, StressBug {
    /// Dismisses twice: UIKit's "Attempt to dismiss … while a presentation or dismiss is in
    /// progress!" (C3).
    case dismissesTwice = "dismisses-twice"
    /// Presents at once, whatever runs: UIKit's "Attempt to present … which is already
    /// presenting …" (C3).
    case presentsOverPresented = "presents-over-presented"
    /// Tells its presenter it disappeared once a sheet is up, and appeared as the sheet goes:
    /// the iOS 13 workaround that brings `viewWillAppear` back at a sheet's dismissal, which
    /// leaves a screen on screen believing itself gone (C3).
    case tellsPresenterItLeft = "tells-presenter-it-left"
  }
}

/// The screen: presents its content full screen one time in two, as a sheet the other.
final class PresentingViewController: UIViewController {
  var mistakes: Set<Presenter.Bug> = []
  private var presentations = 0

  func show(_ content: UIViewController?) {
    if let content, content.parent != nil {
      // Taken from another container: app code takes it out first.
      content.willMove(toParent: nil)
      content.viewIfLoaded?.removeFromSuperview()
      content.removeFromParent()
    }
    if mistakes.contains(.presentsOverPresented), let content {
      return present(styled(content), animated: true)
    }
    // A screen presents only on screen (a user's tap), and one thing at a time.
    guard viewIfLoaded?.window != nil, transitionCoordinator == nil,
      content !== presentedViewController
    else { return }
    guard let presented = presentedViewController else {
      if let content { present(styled(content), animated: true) { [weak self] in self?.left() } }
      return
    }
    if mistakes.contains(.tellsPresenterItLeft), presented.modalPresentationStyle != .fullScreen,
      let presenter = presented.presentingViewController
    {
      presenter.beginAppearanceTransition(true, animated: true)
      presenter.endAppearanceTransition()
    }
    dismiss(animated: true) { [weak self] in
      if let self, let content, self.presentedViewController == nil,
        content.presentingViewController == nil
      {
        self.present(self.styled(content), animated: true) { [weak self] in self?.left() }
      }
    }
    if mistakes.contains(.dismissesTwice) { dismiss(animated: true) }
  }

  /// The planted workaround's first half: a sheet up, its presenter told it disappeared.
  private func left() {
    guard mistakes.contains(.tellsPresenterItLeft), let presented = presentedViewController,
      presented.modalPresentationStyle != .fullScreen,
      let presenter = presented.presentingViewController
    else { return }
    presenter.beginAppearanceTransition(false, animated: true)
    presenter.endAppearanceTransition()
  }

  private func styled(_ content: UIViewController) -> UIViewController {
    presentations += 1
    content.modalPresentationStyle = presentations.isMultiple(of: 2) ? .fullScreen : .automatic
    return content
  }
}

/// Presentation under the harness: a screen presenting and dismissing its content, clean under
/// today's iOS and iOS 5's contract, and each planted misuse found with a short reproducer.
@Suite struct PresentationShapeTests {
  typealias Driver = ContentShapeDriver<Presenter>

  @Test(
    "a screen presenting and dismissing runs clean under today's iOS",
    arguments: [1, 2, 3] as [UInt64])
  func runsClean(seed: UInt64) throws {
    let report = try StressSeeds.run(Driver.self, seed: seed, steps: 5_000)
    #expect(report.operations.contains { $0.applied > 100 }, "\(report.text)")
  }

  @Test("the same runs clean under iOS 5's contract (sheets cover their presenter)")
  func runsCleanUnderIOS5() throws {
    var options = StressOptions<Driver>(seed: 4, steps: 5_000)
    options.contract = .ios5
    let runner = try StressRunner<Driver>(options: options)
    runner.run()
    let violations = runner.finish()
    #expect(violations.isEmpty, "\(violations.prefix(3))")
    if let first = violations.first {
      let trace = try StressRunner<Driver>.steps(of: options, count: runner.step)
      let small = StressShrinker<Driver>(options: options, signature: first.rule).shrink(trace)
      Issue.record("\(small)")
    }
    #expect(runner.report(elapsedSeconds: 0).text.contains("a sheet covers its presenter"))
  }

  @Test(
    "a double dismissal and a presentation over a presented one are found in at most 10 operations",
    arguments: [Presenter.Bug.dismissesTwice, .presentsOverPresented], [1, 2, 3] as [UInt64])
  func misuseIsFound(bug: Presenter.Bug, seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(Driver.self, seed: seed, steps: 20_000, plantedBugs: [bug.rawValue])
    }
    #expect(failure.violation.rule == .C3, "\(failure)")
    #expect(failure.violation.description.contains("Attempt to"), "\(failure)")
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }

  @Test("a presenter told it disappeared under a sheet is found once the sheet is up")
  func presenterToldItLeftIsFound() throws {
    let options = StressOptions<Driver>(
      seed: 1, steps: 2, plantedBugs: [Presenter.Bug.tellsPresenterItLeft.rawValue])
    let runner = try StressRunner<Driver>(options: options)
    // The first presentation is a sheet (`.automatic`): up, its presenter told it left.
    try runner.apply(.container(.show(.new(payload: 0))))
    try runner.apply(.advance(ticks: 1_000))
    let violations = runner.finish()
    let found = try #require(violations.first, "no violation")
    #expect(found.rule == .C3, "\(violations)")
    #expect(found.description.contains("a sheet leaves it on screen since iOS 13"), "\(found)")
  }
}

/// A screen that applies each content on the main queue's next turn, as app code defers work
/// with `DispatchQueue.main.async` — the deferred work on the run's clock — or, planted, that
/// takes the old content's view out in a block of its own: the old content has left when its
/// view leaves, so it never hears it disappear (found at the next check of what is on screen).
enum DeferredFade: ContentShape {
  static let name = "deferred-fade"
  static func makeContainer(plantedBugs: Set<Bug>) -> DeferringViewController {
    let screen = DeferringViewController()
    screen.removesLate = plantedBugs.contains(.removesLate)
    return screen
  }
  static func show(_ content: UIViewController?, in screen: DeferringViewController) {
    screen.ask(content)
  }
  @MainActor static func content(of screen: DeferringViewController) -> UIViewController? {
    screen.shown
  }
  enum Bug: String, StressBug {
    /// The old content's view leaves in a block queued for later.
    case removesLate = "removes-late"
  }
}

/// Shows one content at a time, applying each on the main queue's next turn.
final class DeferringViewController: UIViewController, @unchecked Sendable {
  var removesLate = false
  private(set) var shown: UIViewController?
  private var asked: UIViewController??
  /// The memory warnings the app's notification brought, and the observation.
  private(set) var warningsHeard = 0
  private var observation: (any NSObjectProtocol)?

  override func viewDidLoad() {
    super.viewDidLoad()
    observation = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared,
      queue: nil
    ) { [weak self] _ in MainActor.assumeIsolated { self?.warningsHeard += 1 } }
  }

  deinit {
    MainActor.assumeIsolated {
      if let observation { NotificationCenter.default.removeObserver(observation) }
    }
  }

  func ask(_ content: UIViewController?) {
    if let content, content.parent != nil, content.parent !== self {
      content.willMove(toParent: nil)
      content.viewIfLoaded?.removeFromSuperview()
      content.removeFromParent()
    }
    asked = .some(content)
    DispatchQueue.main.async { [weak self] in
      guard let self, let latest = self.asked else { return }
      self.asked = nil
      self.apply(latest)
    }
  }

  private func apply(_ content: UIViewController?) {
    guard content !== shown else { return }
    if let old = shown {
      old.willMove(toParent: nil)
      if removesLate {
        let leaving = Weak(old)
        DispatchQueue.main.async { leaving.value?.viewIfLoaded?.removeFromSuperview() }
      } else {
        old.viewIfLoaded?.removeFromSuperview()
      }
      old.removeFromParent()
    }
    shown = content
    guard let content, content.parent == nil || content.parent === self else { return }
    addChild(content)
    content.view.frame = view.bounds
    view.addSubview(content.view)
    content.didMove(toParent: self)
  }

  /// A weak reference the deferred block can carry.
  final class Weak: @unchecked Sendable {
    weak var value: UIViewController?
    init(_ value: UIViewController) { self.value = value }
  }
}

/// Main-queue work under the harness: on the run's clock, so a run is clean and replays the
/// same; the late removal is found.
@Suite struct MainQueueShapeTests {
  typealias Driver = ContentShapeDriver<DeferredFade>

  @Test("a screen deferring its work to the main queue runs clean, the same run twice")
  func runsCleanAndTheSame() throws {
    let first = try StressSeeds.run(Driver.self, seed: 1, steps: 3_000)
    let second = try StressSeeds.run(Driver.self, seed: 1, steps: 3_000)
    #expect(first.operations.contains { $0.applied > 100 }, "\(first.text)")
    #expect(first.withoutMeasurements() == second.withoutMeasurements())
  }

  @Test("the run's memory warnings reach the screen through the app's notification, as on iOS")
  @MainActor func warningsComeThroughTheApplication() throws {
    let runner = try StressRunner<Driver>(options: StressOptions(seed: 5, steps: 2_000))
    runner.run()
    // Read, and let go before the run ends (a reference kept would be a leak at teardown).
    let heard = try #require(runner.driver?.root as? DeferringViewController).warningsHeard
    #expect(runner.memoryWarnings > 0 && heard == runner.memoryWarnings)
    #expect(runner.finish().isEmpty)
  }

  @Test("a view taken out by a block queued earlier is found", arguments: [1, 2, 3] as [UInt64])
  func aLateRemovalIsFound(seed: UInt64) throws {
    let failure = try #require(throws: SeedFailure.self) {
      try StressSeeds.run(Driver.self, seed: seed, steps: 20_000, plantedBugs: ["removes-late"])
    }
    #expect(failure.reproducerLength <= 10, "\(failure)")
  }
}

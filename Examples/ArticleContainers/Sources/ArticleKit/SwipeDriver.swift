import Containment
import StressKit

/// The Cocoanetics swipe container under stress: swipes left and right (only on screen, where a
/// gesture can happen) and new lists of pages.
public final class SwipeDriver: StressDriver {

  /// The container's own mistakes, planted by name (`--plant-bug`).
  public typealias Bug = SwipeController.Mistake

  /// `swipe`, under CoconutKit's contract: swipes mostly, a new list of pages now and then,
  /// among the steps every container faces.
  public static let info = StressDriverInfo<SwipeDriver>(
    name: "swipe",
    profiles: [
      .withSharedSteps(
        summary: "swipes left and right, new lists of pages", [(.swipe, 20), (.setPages, 2)])
    ])

  let swipe: SwipeController
  let context: StressContext

  /// Builds the container with the article's five pages.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    swipe = SwipeController(id: context.containerID, observer: context.observer)
    swipe.mistakes = plantedBugs
    swipe.setSubViewControllers(
      (0..<5).compactMap { _ in context.child(for: .new(payload: 1024)) })
  }

  /// The swipe container.
  public var root: ViewController { swipe }
  /// While a swipe's transition runs.
  public var isTransitioning: Bool { swipe.isTransitioning }

  /// A swipe either way, or one to five pages, new or reused.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .swipe: .swipe(left: rng.below(2) == 0)
    case .setPages: .setPages((0...rng.below(5)).map { _ in context.drawChild(using: &rng) })
    }
  }

  /// A swipe or a list whenever app code could call them (off screen, the window hidden,
  /// mid-swipe: `swipeLeft()` is a method, not only a gesture); the list holds the free
  /// children drawn, each once (no app holds a child twice).
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .swipe(let left):
      let before = swipe.selectedViewController
      if left { swipe.swipeLeft() } else { swipe.swipeRight() }
      return swipe.selectedViewController !== before
    case .setPages(let choices):
      // The free children among those drawn, each once.
      var seen: Set<ObjectIdentifier> = []
      let pages = choices.compactMap { context.child(for: $0) }.filter {
        $0.parent == nil && seen.insert(ObjectIdentifier($0)).inserted
      }
      guard !pages.isEmpty else { return false }
      let old = swipe.subViewControllers
      swipe.setSubViewControllers(pages)
      context.keepForReuse(old.filter { page in !pages.contains { $0 === page } })
      return true
    }
  }

  /// The pages the container lists are its to keep, shown or not.
  public func holds(_ viewController: ViewController) -> Bool {
    swipe.subViewControllers.contains { $0 === viewController }
  }

  /// C3: the selected page shown, nothing else, once no swipe runs.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(
      swipe.selectedViewController, among: swipe.children, of: swipe,
      idle: !swipe.isTransitioning)
  }
}

import Containment

/// The harness's driver of a `PageController` (radius 1): swipes both ways,
/// animated or not, landing in each other and in rotations and memory warnings, and new lists
/// of pages.
///
/// Invariants after every step, beyond the lifecycle contract: once no swipe runs, only pages
/// within the radius of the visible one keep their views (C1); idle and on screen, the visible
/// page has appeared and the others have disappeared; off screen, every page has disappeared
/// (C3); after a memory warning, only the visible page keeps its view (C4).
public final class PageDriver: StressDriver {

  /// The bugs that can be planted.
  public enum Bug: String, StressBug {
    /// The page container keeps the views of pages far from the visible one (C1).
    case keepsFarViews = "keeps-far-views"
    /// The page container keeps its radius in a byte: with a radius of 300, pages 45 and more
    /// away lose their views (C1; only a radius past 255 shows it).
    case keepsRadiusInAByte = "keeps-radius-in-a-byte"

    /// The fault of the page container that plants it.
    var fault: ContainerFault {
      switch self {
      case .keepsFarViews: .pageKeepsFarViews
      case .keepsRadiusInAByte: .pageKeepsRadiusInAByte
      }
    }
  }

  /// The page container's parameters.
  public struct Configuration: StressConfiguration {
    /// How many pages on each side of the visible one keep their views (0...4096).
    public var radius: Int

    /// A container keeping `radius` pages on each side.
    public init(radius: Int) { self.radius = radius }

    /// Radius 1.
    public init() { self.init(radius: 1) }

    private enum Key: String, CodingKey { case radius }

    /// Decodes the configuration; a missing radius (a version 2 trace) is 1.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      self.init(radius: try c.decodeIfPresent(Int.self, forKey: .radius) ?? 1)
    }

    /// Encodes the configuration.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: Key.self)
      try c.encode(radius, forKey: .radius)
    }
  }

  /// `pages`, under CoconutKit's contract and the pages' own C1 (views kept within the radius).
  ///
  /// Swipes mostly; new lists and finished swipes sometimes (a list one step in fourteen, so
  /// one in 4,096 a dive: a few a run). The radius: 0 to 4,096, 0 to 4 in a sweep by default;
  /// over its magnitudes, a run not given one keeps 16 to 4,096 pages on each side now and
  /// then.
  public static let info = StressDriverInfo<PageDriver>(
    name: "pages",
    profiles: [
      .withSharedSteps(
        summary: "swipes both ways, animated or not, new lists of pages",
        [(.setPages, 3), (.swipeLeft, 10), (.swipeRight, 10), (.finishTransition, 3)],
        magnitudes: .standard.listDives(oneIn: 4096))
    ],
    parameters: [
      StressParameter(
        name: "radius", help: "How many pages on each side of the visible one keep their views.",
        validRange: 0...4096, sweepRange: 0...4, largeValues: 16...4096, keyPath: \.radius)
    ],
    contract: .coconutKit, ownRules: [.C1], coverageDimensions: coverageDimensions,
    whyUnreachable: { whyUnreachable($0) })

  let pages: PageController
  let context: StressContext
  /// The radius the container was given: the checks hold it to this, not to what it says.
  let radius: Int

  /// Builds the container with three pages, set before display.
  public init(
    context: StressContext, configuration: Configuration, plantedBugs: Set<Bug>
  ) throws {
    self.context = context
    radius = configuration.radius
    context.noteParameter(radius)
    let first = [ChildChoice.new(payload: 1024), .new(payload: 0), .new(payload: 2048)].compactMap {
      context.child(for: $0)
    }
    pages = try PageController(
      pages: first, radius: configuration.radius, clock: context.clock, id: context.containerID,
      observer: context.observer)
    pages.faults = ContainerFaults(plantedBugs.map(\.fault))
    pages.forwardsChildProperties = true  // the current page's title: C3, audited
  }

  /// The page container.
  public var root: ViewController { pages }

  /// Whether a swipe runs.
  public var isTransitioning: Bool { pages.isTransitioning }

  /// A new list of pages (kept, new and reused ones), a swipe, or the running swipe ended.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .setPages:
      let added = (0..<rng.below(3)).map { _ in context.drawChild(using: &rng) }
      let bits = rng.next()
      let dive = context.magnitudes.listDive(bits: bits)
      return .setPages(
        keep: UInt16(truncatingIfNeeded: bits), add: added,
        current: rng.below(pages.pages.count + added.count + (dive ?? 0)), dive: dive)
    case .finishTransition: return .finishTransition
    case .swipeLeft: return .swipeLeft(animated: rng.coin())
    case .swipeRight: return .swipeRight(animated: rng.coin())
    }
  }

  /// Applies an operation whenever app code could call it, and lets the container decide.
  ///
  /// Mid-swipe, off screen, the window hidden: a swipe with nowhere to go or during a swipe is
  /// a no-op, and so is a list of pages that changes nothing (the container is still given it).
  /// The one guard: finishing a swipe when none runs, which is the harness's, not app code's.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .setPages(let keep, let add, let current, let dive):
      let old = pages.pages
      var list = old.enumerated().filter { index, _ in
        index < 16 && keep & (1 << UInt16(index)) != 0
      }
      .map(\.element)
      for choice in add.prefix(4) {
        guard let child = context.child(for: choice), !list.contains(where: { $0 === child })
        else { continue }
        list.append(child)
      }
      for _ in 0..<max(0, dive ?? 0) { list.append(context.makeChild(payload: 0)) }
      let index = list.isEmpty ? 0 : Int(current.magnitude % UInt(list.count))
      let same = list.count == old.count && !zip(list, old).contains { $0 !== $1 }
      let unchanged = same && (list.isEmpty || index == pages.currentIndex)
      guard (try? pages.setPages(list, current: index)) != nil else { return false }
      context.keepForReuse(old.filter { $0.parent == nil })
      return !unchanged
    case .swipeLeft(let animated): return (try? pages.swipeLeft(animated: animated)) == true
    case .swipeRight(let animated): return (try? pages.swipeRight(animated: animated)) == true
    case .finishTransition:
      guard pages.isTransitioning else { return false }
      pages.finishTransition()
      return true
    }
  }

  /// C1, C3 and C4 as the type's documentation says.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    let idle = !pages.isTransitioning
    context.checkShown(pages.currentPage, among: pages.pages, of: pages, idle: idle)
    guard idle, let current = pages.currentIndex else { return }
    if pages.pages.count > 2 * radius + 1 { context.oracle.exercise(.C1) }
    for (index, page) in pages.pages.enumerated() where index != current && page.isViewLoaded {
      if abs(index - current) > radius {
        context.report(
          .C1, page.id, expected: "no view \(abs(index - current)) pages from the visible one",
          seen: "loaded")
      } else if case .memoryWarning = step {
        context.report(
          .C4, page.id, expected: "a hidden page's view released by the memory warning",
          seen: "kept")
      }
    }
  }

  /// C7's layout half: once no swipe runs, the visible page's view fills the container and
  /// each other page's lies as many widths beside it as it is pages away.
  public func audit(in context: StressContext) {
    guard !pages.isTransitioning, let view = pages.viewIfLoaded, let current = pages.currentIndex
    else { return }
    let size = view.frame.size
    for (index, page) in pages.pages.enumerated() where page.isViewLoaded {
      let offset = Point(x: Double(index - current) * size.width, y: 0)
      context.oracle.auditFrame(of: page, in: view, expected: Rect(origin: offset, size: size))
    }
  }

  /// C1's other half: outside a memory warning, only pages beyond the radius lose their views.
  ///
  /// A page no longer among the pages is the oracle's (C5). O(pages).
  public func whyKept(_ child: ViewControllerID) -> String? {
    guard let current = pages.currentIndex,
      let index = pages.pages.firstIndex(where: { $0.id == child }),
      abs(index - current) <= radius
    else { return nil }
    return
      "the view of a page \(abs(index - current)) from the visible one kept (radius \(radius), no memory warning)"
  }

  /// Removes every page.
  public func tearDown() {
    pages.finishTransition()
    try? pages.setPages([])
  }

}

extension PageDriver.Configuration: SwiftExpressible {
  /// `.init(radius: 1)`.
  public var swiftExpression: String { ".init(radius: \(radius))" }
}

import Containment

/// The harness's driver of a ``Containment/PageController`` (radius 1): swipes both ways,
/// animated or not, landing in each other and in rotations and memory warnings, and new lists
/// of pages.
///
/// Invariants after every step, beyond the lifecycle contract: once no swipe runs, only pages
/// within the radius of the visible one keep their views (C1); idle and on screen, the visible
/// page has appeared and the others have disappeared; off screen, every page has disappeared
/// (C3); after a memory warning, only the visible page keeps its view (C4).
public final class PageStress: StressContainer {
  /// An operation on the page container.
  public enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Sets the pages: those whose index bit is set in `keep`, then `add`, showing `current`
    /// (modulo the count).
    case setPages(keep: UInt16, add: [ChildChoice], current: Int)
    /// Shows the next page.
    case swipeLeft(animated: Bool)
    /// Shows the previous page.
    case swipeRight(animated: Bool)
    /// Ends the running swipe at once.
    case finishTransition

    /// `swipeLeft animated`, `setPages(keep 0b11, + new(0), current 1)`.
    public var description: String {
      switch self {
      case .setPages(let keep, let add, let current):
        "setPages(keep 0b\(String(keep, radix: 2))"
          + add.map { ", + \($0)" }.joined() + ", current \(current))"
      case .swipeLeft(let animated): "swipeLeft" + (animated ? " animated" : "")
      case .swipeRight(let animated): "swipeRight" + (animated ? " animated" : "")
      case .finishTransition: "finishTransition"
      }
    }
  }

  /// `pages`.
  public static let name = "pages"
  /// The page container keeps the views of pages far from the visible one (C1).
  public static let plantableBugs = ["keeps-far-views"]
  /// How many pages on each side of the visible one keep their views.
  public static let radius = 1

  let pages: PageController
  let context: StressContext

  /// Builds the container with three pages, set before display.
  public init(context: StressContext) throws {
    self.context = context
    let first = [ChildChoice.new(payload: 1024), .new(payload: 0), .new(payload: 2048)].compactMap {
      context.child(for: $0)
    }
    pages = try PageController(
      pages: first, radius: Self.radius, clock: context.clock, id: context.containerID,
      observer: context.observer)
    if context.plantedBugs.contains("keeps-far-views") { pages.faults.insert(.pageKeepsFarViews) }
  }

  /// The page container.
  public var root: ViewController { pages }

  /// Whether a swipe runs.
  public var isTransitioning: Bool { pages.isTransitioning }

  /// Swipes mostly; new lists and finished swipes sometimes.
  public func nextOperation(using rng: inout SplitMix64) -> Operation {
    switch rng.below(10) {
    case 0:
      let added = (0..<rng.below(3)).map { _ in context.drawChild(using: &rng) }
      return .setPages(
        keep: UInt16(truncatingIfNeeded: rng.next()), add: added,
        current: rng.below(pages.pages.count + added.count))
    case 1: return .finishTransition
    case 2...5: return .swipeLeft(animated: rng.coin())
    default: return .swipeRight(animated: rng.coin())
    }
  }

  /// Applies an operation; a swipe with nowhere to go or during a swipe, and a list of pages
  /// that changes nothing, are no-ops.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .setPages(let keep, let add, let current):
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
      let index = list.isEmpty ? 0 : abs(current) % list.count
      let same = list.count == old.count && !zip(list, old).contains { $0 !== $1 }
      guard !(same && (list.isEmpty || index == pages.currentIndex)),
        (try? pages.setPages(list, current: index)) != nil
      else { return false }
      context.keepForReuse(old.filter { $0.parent == nil })
      return true
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
    for (index, page) in pages.pages.enumerated() where index != current && page.isViewLoaded {
      if abs(index - current) > pages.radius {
        context.report(
          .C1, page.id, expected: "no view \(abs(index - current)) pages from the visible one",
          seen: "loaded")
      } else if step == .memoryWarning {
        context.report(
          .C4, page.id, expected: "a hidden page's view released by the memory warning",
          seen: "kept")
      }
    }
  }

  /// Removes every page.
  public func tearDown() {
    pages.finishTransition()
    try? pages.setPages([])
  }

  /// The operation's case name.
  public static func kind(of operation: Operation) -> String {
    switch operation {
    case .setPages: "setPages"
    case .swipeLeft: "swipeLeft"
    case .swipeRight: "swipeRight"
    case .finishTransition: "finishTransition"
    }
  }

  /// No animation; fewer and simpler new pages.
  public static func simplerForms(of operation: Operation) -> [Operation] {
    switch operation {
    case .swipeLeft(true): return [.swipeLeft(animated: false)]
    case .swipeRight(true): return [.swipeRight(animated: false)]
    case .setPages(let keep, let add, let current) where !add.isEmpty:
      var forms: [Operation] = [.setPages(keep: keep, add: Array(add.dropLast()), current: current)]
      let simpler = add.map { $0.simpler ?? $0 }
      if simpler != add { forms.append(.setPages(keep: keep, add: simpler, current: current)) }
      return forms
    default: return []
    }
  }
}

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A navigation stack of one's own that keeps the views of its top two children only: a child
/// covered by two others lets its view go (`view = nil`), and loads it again when it comes back.
public final class TopStackViewController: UIViewController {
  /// Slips of such a stack, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// The view let go is the new top's, on screen.
    case releasesTheTop
    /// A pop never tells the child it leaves.
    case forgetsWillMoveOnPop
    /// Deep: after memory warnings that alternate with size changes, four of each, the sizes
    /// zigzagging (warning, wider, warning, narrower…), the next pop never tells the child it
    /// leaves.
    case deepPopAfterAlternatingWarnings
    /// Deep: after two memory warnings and a widening size change, twice, then two warnings
    /// more, the next push never tells the child it has arrived.
    case deepPushAfterWarningPairs
    /// Deep: after eight size changes in a row that zigzag (wider, narrower, wider…), the next
    /// pop lets the view of the child it uncovers go, on screen.
    case deepPopAfterZigzag
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// How many of the top children keep their views.
  public let keptViews = 2
  /// The children, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// Pushes `viewController` on top; one already in the stack is not pushed again.
  public func push(_ viewController: UIViewController) {
    guard !viewControllers.contains(viewController) else { return }
    let slips = planted(.deepPushAfterWarningPairs)
    note(.push)
    let covered = viewControllers.last
    addChild(viewController)
    viewController.view.frame = view.bounds
    view.addSubview(viewController.view)
    if !slips { viewController.didMove(toParent: self) }
    covered?.viewIfLoaded?.removeFromSuperview()
    viewControllers.append(viewController)
    let released =
      mistakes.contains(.releasesTheTop)
      ? viewControllers.count - 1 : viewControllers.count - 1 - keptViews
    if viewControllers.count > keptViews, viewControllers.indices.contains(released) {
      viewControllers[released].view = nil
    }
  }

  /// Pops the top child; the root stays.
  public func pop() {
    let forgets = planted(.deepPopAfterAlternatingWarnings)
    let releases = planted(.deepPopAfterZigzag)
    note(.pop)
    guard viewControllers.count > 1, let top = viewControllers.popLast(),
      let next = viewControllers.last
    else { return }
    if !mistakes.contains(.forgetsWillMoveOnPop), !forgets { top.willMove(toParent: nil) }
    next.view.frame = view.bounds
    view.insertSubview(next.view, belowSubview: top.view)
    top.view.removeFromSuperview()
    top.removeFromParent()
    if releases { next.view = nil }
  }

  // MARK: Sequences of events

  /// What the stack hears, for the sequences it follows.
  private enum Event { case push, pop, warning, narrower, wider }

  /// The width the last size change left, or the view had when it first appeared.
  private var lastWidth: CGFloat?
  /// The events the stack heard last, oldest first (as many as the longest sequence).
  private var trail: [Event] = []
  /// How far along each mistake's sequence the last events are.
  private var progress: [Mistake: Int] = [:]

  /// The sequence at whose end each deep mistake waits.
  private static let sequences: [Mistake: [Event]] = [
    .deepPopAfterAlternatingWarnings: [
      .warning, .wider, .warning, .narrower, .warning, .wider, .warning, .narrower,
    ],
    .deepPushAfterWarningPairs: [
      .warning, .warning, .wider, .warning, .warning, .wider, .warning, .warning,
    ],
    .deepPopAfterZigzag: [
      .wider, .narrower, .wider, .narrower, .wider, .narrower, .wider, .narrower,
    ],
  ]

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if lastWidth == nil { lastWidth = view.bounds.width }
  }

  public override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    note(.warning)
  }

  public override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    if let lastWidth, size.width != lastWidth {
      note(size.width < lastWidth ? .narrower : .wider)
    }
    lastWidth = size.width
  }

  /// Whether `mistake` is planted and the last events are its whole sequence.
  private func planted(_ mistake: Mistake) -> Bool {
    mistakes.contains(mistake) && progress[mistake] == Self.sequences[mistake]?.count
  }

  /// Hears one event more: each planted deep mistake's stage after it.
  ///
  /// Each stage waits for its sequence's next event in a case of its own, as a container's
  /// modes are written: a stage reached is code reached for the first time, which is what
  /// steers a guided exploration (one loop matching the whole sequence gave it nothing to climb
  /// by). Another event goes back to the longest start of the sequence the last events end
  /// with.
  private func note(_ event: Event) {
    guard mistakes.contains(where: { Self.sequences[$0] != nil }) else { return }
    trail.append(event)
    if trail.count > 8 { trail.removeFirst() }
    for (mistake, sequence) in Self.sequences where mistakes.contains(mistake) {
      progress[mistake] =
        Self.stage(after: event, at: progress[mistake] ?? 0, of: sequence)
        ?? Self.longestStart(of: sequence, endingAt: trail)
    }
  }

  /// The stage after `event` when it is the one stage `stage` of `sequence` waits for.
  private static func stage(after event: Event, at stage: Int, of sequence: [Event]) -> Int? {
    switch stage {
    case 0: event == sequence[0] ? 1 : nil
    case 1: event == sequence[1] ? 2 : nil
    case 2: event == sequence[2] ? 3 : nil
    case 3: event == sequence[3] ? 4 : nil
    case 4: event == sequence[4] ? 5 : nil
    case 5: event == sequence[5] ? 6 : nil
    case 6: event == sequence[6] ? 7 : nil
    case 7: event == sequence[7] ? 8 : nil
    default: nil  // heard whole: it starts again
    }
  }

  /// The length of the longest start of `sequence` that `trail` ends with.
  private static func longestStart(of sequence: [Event], endingAt trail: [Event]) -> Int {
    var length = min(sequence.count, trail.count)
    while length > 0, !trail.suffix(length).elementsEqual(sequence.prefix(length)) {
      length -= 1
    }
    return length
  }
}

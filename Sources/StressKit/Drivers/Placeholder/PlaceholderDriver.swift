import Containment

/// The harness's driver of a `PlaceholderController` with two placeholders: swaps
/// of new and reused children, forwards and reversed, animated or not, landing in the middle of
/// each other, of rotations and of memory warnings.
///
/// Invariants after every step, beyond the lifecycle contract: idle and on screen, every shown
/// child has appeared; off screen, every child has disappeared (C3); no swap runs in a container
/// that is off screen (C3).
public final class PlaceholderDriver: StressDriver {

  /// The bugs that can be planted.
  public enum Bug: String, StressBug {
    /// The placeholder releases the view of the child it swaps out (C5).
    case releasesViewOnSwap = "releases-view-on-swap"
    /// Ending a swap to no child force-unwraps `nil` (a trap).
    case crashesOnEmptySwap = "crashes-on-empty-swap"

    /// A reversed swap never ends: its deadline schedules itself again (a hang).
    case reversedSwapNeverEnds = "reversed-swap-never-ends"

    /// A swap whose end the clock reaches exactly on time is taken for early and never
    /// finishes (L2: no appearance change outlives the clock's schedule).
    case missesSwapEndOnTime = "misses-swap-end-on-time"

    /// Ending a cover swap tells the child it disappears and appears again, for ever (a hang
    /// of callbacks: `--callbacks-per-step` stops it).
    case callbacksNeverEnd = "callbacks-never-end"

    /// Off screen, the child a swap brings in loses its view, though no memory warning asked
    /// (C1's other half: a view goes only by a memory warning or the container's cache).
    case releasesShownViewOffScreen = "releases-shown-view-off-screen"

    /// Whether the bug traps or loops for ever: only a supervised worker survives it.
    public var traps: Bool { self == .crashesOnEmptySwap || self == .callbacksNeverEnd }

    /// The fault of the placeholder that plants it.
    var fault: ContainerFault {
      switch self {
      case .releasesViewOnSwap: .placeholderReleasesViewOnSwap
      case .crashesOnEmptySwap: .placeholderCrashesOnEmptySwap
      case .reversedSwapNeverEnds: .placeholderReversedSwapNeverEnds
      case .missesSwapEndOnTime: .placeholderMissesSwapEndOnTime
      case .callbacksNeverEnd: .placeholderCallbacksNeverEnd
      case .releasesShownViewOffScreen: .placeholderReleasesShownViewOffScreen
      }
    }
  }

  /// `placeholder`, under CoconutKit's contract: swaps mostly; sometimes every running swap
  /// ended at once; the placeholder 20 to 100 views deep in the window
  /// (``Magnitudes/nested``).
  public static let info = StressDriverInfo<PlaceholderDriver>(
    name: "placeholder",
    profiles: [
      .withSharedSteps(
        summary: "swaps of new and reused children, forwards and reversed, in two areas",
        [(.setChild, 24), (.finishTransitions, 2)], magnitudes: .nested)
    ],
    contract: .coconutKit, coverageDimensions: coverageDimensions,
    whyUnreachable: { whyUnreachable($0) })
  /// The number of placeholder areas.
  public static let placeholders = 2

  let container: PlaceholderController
  let context: StressContext

  /// Builds the container with a child in its first placeholder, set before display.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    container = try PlaceholderController(
      placeholders: Self.placeholders, clock: context.clock, id: context.containerID,
      observer: context.observer)
    container.faults = ContainerFaults(plantedBugs.map(\.fault))
    container.forwardsChildProperties = true  // the first area's child's title: C3, audited
    try container.setChild(context.child(for: .new(payload: 1024)), at: 0)
  }

  /// The placeholder container.
  public var root: ViewController { container }

  /// Whether a swap runs.
  public var isTransitioning: Bool { container.isTransitioning }

  /// A swap of a new or reused child (or none), or the running swaps ended.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    if kind == .finishTransitions { return .finishTransitions }
    let child = rng.below(5) == 0 ? nil : context.drawChild(using: &rng)
    return .setChild(
      placeholder: rng.below(Self.placeholders), child: child,
      style: TransitionStyle.allCases[rng.below(TransitionStyle.allCases.count)],
      reversed: rng.coin(), animated: rng.coin())
  }

  /// Applies an operation whenever app code could call it, and lets the container decide.
  ///
  /// Mid-swap, off screen, the window hidden: refused swaps (a child that is not free) and a
  /// swap to the child already shown are no-ops. The guards: a placeholder the container does not
  /// have and a reusable child none is free for, which no app code has to call with, and
  /// finishing the swaps when none runs, which is the harness's, not app code's.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .setChild(let placeholder, let choice, let style, let reversed, let animated):
      guard (0..<Self.placeholders).contains(placeholder) else { return false }
      let old = (try? container.child(at: placeholder)) ?? nil
      var child: ViewController?
      if let choice {
        guard let chosen = context.child(for: choice) else { return false }
        child = chosen
      }
      do {
        try container.setChild(
          child, at: placeholder, style: style, reversed: reversed, animated: animated)
      } catch {
        return false
      }
      guard child !== old else { return false }  // the same child again: nothing changed
      if let old { context.keepForReuse(old) }
      return true
    case .finishTransitions:
      guard container.isTransitioning else { return false }
      container.finishTransitions()
      return true
    }
  }

  /// C3: shown children appeared when idle on screen, none moving off screen, no swap off
  /// screen.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    let transitioning = container.isTransitioning
    if !transitioning {  // (checkShown looks at nothing during a transition)
      context.checkShown(among: container.children, of: container, idle: true) { child in
        (0..<Self.placeholders).contains { (try? container.child(at: $0)) === child }
      }
    }
    if transitioning, container.appearanceState == .disappeared {
      context.report(
        .C3, container.id, expected: "no swap running off screen", seen: "a swap running")
    }
  }

  /// Empties every placeholder.
  public func tearDown() {
    container.finishTransitions()
    for placeholder in 0..<Self.placeholders {
      try? container.setChild(nil, at: placeholder, animated: false)
    }
  }

}

import Containment
import StressKit

/// The card container under stress: the example of a driver of your own (StressKit's article
/// "Writing your own container").
public final class CardDriver: StressDriver {

  /// The bug that can be planted.
  public enum Bug: String, StressBug {
    /// The container keeps memory warnings from its card (C4).
    case swallowsWarnings = "swallows-warnings"
  }

  /// The card container's parameters.
  public struct Configuration: StressConfiguration {
    /// One show in this many shows no card (1: every show hides the card).
    public var blankOneIn = 4

    /// A blank show one time in four.
    public init() {}

    /// `blank one in 4`.
    public var description: String { "blank one in \(blankOneIn)" }
  }

  /// `cards`: cards shown and hidden among the steps every container faces;
  /// `--blank-one-in N` for `run`, an axis for `sweep` (the command line derives both); the
  /// states no run reaches left out of the coverage a run must reach.
  public static let info = StressDriverInfo<CardDriver>(
    name: "cards",
    profiles: [.withSharedSteps(summary: "cards shown and hidden", [(.show, 20)])],
    parameters: [
      StressParameter(
        name: "blank-one-in", help: "One show in N shows no card.", validRange: 1...64,
        sweepRange: 2...6, keyPath: \.blankOneIn)
    ],
    whyUnreachable: { whyUnreachable($0) })

  let cards: CardController
  let context: StressContext
  let blankOneIn: Int

  /// Builds the container with a first card.
  public init(context: StressContext, configuration: Configuration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    blankOneIn = configuration.blankOneIn
    cards = CardController(id: context.containerID, observer: context.observer)
    cards.swallowsWarnings = plantedBugs.contains(.swallowsWarnings)
    try cards.show(context.child(for: .new(payload: 256)))
  }

  /// The card container.
  public var root: ViewController { cards }
  /// Never: cards swap at once.
  public var isTransitioning: Bool { false }

  /// The states no run reaches, left out of the coverage a run must reach: cards swap at once,
  /// so the container is never mid-transition.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "cards swap at once, with no transition" : nil
  }

  /// A new or reused card; none one time in ``Configuration/blankOneIn``.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    .show(rng.below(blankOneIn) == 0 ? nil : context.drawChild(using: &rng))
  }

  /// Shows the card; one that is shown already, or a reused one that is not free, is a no-op.
  public func apply(_ operation: Operation) -> Bool {
    guard case .show(let choice) = operation else { return false }
    let old = cards.card
    let new = choice.flatMap { context.child(for: $0) }
    guard choice == nil || new != nil, (try? cards.show(new)) != nil, new !== old else {
      return false
    }
    if let old { context.keepForReuse([old]) }
    return true
  }

  /// C3: the card shown, nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(cards.card, among: cards.children, of: cards, idle: true)
  }
}

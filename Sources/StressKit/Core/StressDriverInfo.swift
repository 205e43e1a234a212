/// What a driver declares of itself, in one value: its name, its workload profiles, the
/// parameters the command line sets, the contract it is held to, the rules it checks beyond
/// that contract, and the coverage dimensions of its state.
///
/// ``StressDriver/info`` gives it; the runner, the command line, the coverage report and the
/// transcripts read it there. Only ``name`` and ``profiles`` have no default.
///
/// A driver declares it as a `static let` (a generic driver, whose statics cannot be stored,
/// as a computed `static var`):
///
/// ```swift
/// // static let info = StressDriverInfo<CardDriver>(
/// //   name: "cards",
/// //   profiles: [.withSharedSteps(summary: "cards shown and hidden", [(.show, 20)])])
/// let stack = StackDriver.info
/// // The stack's own C1 and C8 at every level; CoconutKit's C6 only under its contract.
/// precondition(stack.checkedRules(under: .ios).isSuperset(of: [.C1, .C8]))
/// precondition(!stack.checkedRules(under: .ios).contains(.C6))
/// precondition(stack.checkedRules(under: stack.contract).contains(.C6))
/// ```
public struct StressDriverInfo<Driver: StressDriver>: Sendable {
  /// The container's name, as `stress-harness --container` takes it and trace headers record it.
  public var name: String

  /// The workload profiles, the default first (`--profile` takes their names).
  public var profiles: [StressProfile<Driver.Kind>]

  /// The numbers of the ``StressDriver/Configuration`` the command line sets: each gets an
  /// option `--NAME` for `run` and is an axis `sweep` can vary.
  public var parameters: [StressParameter<Driver.Configuration>]

  /// The contract the container is held to unless a run names another
  /// (``StressOptions/contract``).
  public var contract: Contract

  /// The rules the driver's own checks hold beyond those of every contract level (the stack's
  /// C1 and C8): a run checks its contract's ``Contract/checkedRules`` and these
  /// (``checkedRules(under:)``).
  public var ownRules: Set<Rule>

  /// The rules of the contract that cannot arise in this container, left out of
  /// ``checkedRules(under:)`` (a tab container runs no transition, so C7 never applies).
  public var inapplicableRules: Set<Rule>

  /// The dimensions of the driver's part of the container's abstract state, for the coverage
  /// report; the runner's ``CoverageDimension/phase`` comes before them.
  public var coverageDimensions: [CoverageDimension]

  /// Why no run can reach a state (over the phase and ``coverageDimensions``), or `nil` when one
  /// can: the coverage report leaves such states out of what a run must reach.
  public var whyUnreachable: @Sendable (CoverageState) -> String?

  /// Kinds a swarm mask never disables (those without which a run does nothing).
  public var swarmSpares: Set<Driver.Kind>

  /// Kinds that change the ``StressDriver/Configuration`` during a run: a run with a fixed
  /// configuration (`sweep`) never draws them.
  public var configurationKinds: Set<Driver.Kind>

  /// The names transcripts give the view controllers the driver makes before any child, in the
  /// order it makes them (the container under test first); children are `A`, `B`, ….
  public var fixedNames: [String]

  /// A driver's declaration.
  ///
  /// - Parameters:
  ///   - name: The container's name.
  ///   - profiles: The workload profiles, the default first.
  ///   - parameters: The configuration's numbers the command line sets; none by default.
  ///   - contract: The contract held unless a run names another; CoconutKit's by default, the
  ///     strictest (a shape's driver gives its shape's, today's iOS unless it says otherwise).
  ///   - ownRules: The rules the driver's checks hold beyond the contract's; none by default.
  ///   - inapplicableRules: The contract's rules that cannot arise here; none by default.
  ///   - coverageDimensions: The driver's dimensions of the container's state; none by default.
  ///   - whyUnreachable: Why no run reaches a state; every state reachable by default.
  ///   - swarmSpares: Kinds a swarm mask never disables; none by default.
  ///   - configurationKinds: Kinds that change the configuration; none by default.
  ///   - fixedNames: The transcripts' names of the driver's own view controllers; the name
  ///     alone by default.
  public init(
    name: String, profiles: [StressProfile<Driver.Kind>],
    parameters: [StressParameter<Driver.Configuration>] = [], contract: Contract = .coconutKit,
    ownRules: Set<Rule> = [], inapplicableRules: Set<Rule> = [],
    coverageDimensions: [CoverageDimension] = [],
    whyUnreachable: @escaping @Sendable (CoverageState) -> String? = { _ in nil },
    swarmSpares: Set<Driver.Kind> = [], configurationKinds: Set<Driver.Kind> = [],
    fixedNames: [String]? = nil
  ) {
    self.name = name
    self.profiles = profiles
    self.parameters = parameters
    self.contract = contract
    self.ownRules = ownRules
    self.inapplicableRules = inapplicableRules
    self.coverageDimensions = coverageDimensions
    self.whyUnreachable = whyUnreachable
    self.swarmSpares = swarmSpares
    self.configurationKinds = configurationKinds
    self.fixedNames = fixedNames ?? [name]
  }

  /// The rules a run under `contract` checks: the level's, and the driver's own, less those
  /// that cannot arise in the container.
  ///
  /// Every driver derives them so: a run under CoconutKit's contract checks C6 whatever level
  /// the driver names by default, and its coverage report says so.
  public func checkedRules(under contract: Contract) -> Set<Rule> {
    contract.checkedRules.union(ownRules).subtracting(inapplicableRules)
  }

  /// The step kinds some profile draws (a weight above 0), in ordinal order.
  ///
  /// Those the coverage report counts: a kind no profile draws (a shape's touch, when it has
  /// no gestures) is in no reachable pair.
  public var drawnKinds: [StepKind<Driver.Kind>] {
    StepKind<Driver.Kind>.all.filter { kind in
      profiles.contains { $0.weight(of: kind) > 0 }
    }
  }
}

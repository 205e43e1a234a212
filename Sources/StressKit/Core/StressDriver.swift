import Containment

/// A container the harness can stress: its operations, how to draw and apply them, and the
/// rules it keeps beyond the lifecycle contract.
///
/// A ``StressRunner`` builds the driver through
/// ``init(context:configuration:plantedBugs:)``, shows its ``root`` in a window, and
/// interleaves the container's operations with the steps every container faces
/// (``StressStep``: memory warnings, rotations, resizes, time passing, the window hidden and
/// shown), drawn by the weights of one of the driver's ``profiles``. The oracle checks every
/// lifecycle event of every view controller the context made (L1–L4, and C5 and C6 for the
/// children of the ``subject``); the runner checks that size changes are refused while
/// ``isTransitioning`` (C7), that memory warnings reach every view controller (C4), the
/// driver's ``checkInvariants(after:in:)`` after every step, an audit every few steps, and
/// leaks (C9) at the end. Profiles, swarm masks, memory pressure, churn by kind, charts,
/// sweeps, traces and shrinking come with the runner, for every driver.
///
/// Operations must be *total*: one that makes no sense in the current state (an index out of
/// range, a change refused during a transition) changes nothing and returns `false`. Then any
/// sub-sequence of a trace replays, which is what shrinking needs.
///
/// ```swift
/// final class CardDriver: StressDriver {
///   enum Operation: StressOperation {
///     case show(ChildChoice?)  // a new or reused child, or none
///     enum Kind: String, StressKind { case show }
///     var kind: Kind { .show }
///     var description: String {
///       switch self {
///       case .show(let choice): "show(\(choice?.description ?? "nil"))"
///       }
///     }
///   }
///   static let info = StressDriverInfo<CardDriver>(
///     name: "cards",
///     profiles: [.withSharedSteps(summary: "cards shown and hidden", [(.show, 20)])])
///   let cards: CardController  // the container under test
///   let context: StressContext
///
///   init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) throws {
///     self.context = context
///     cards = CardController(id: context.containerID, observer: context.observer)
///     try cards.show(context.child(for: .new(payload: 256)))
///   }
///   var root: ViewController { cards }
///   var isTransitioning: Bool { false }
///   func nextOperation(
///     of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
///   ) -> Operation {
///     .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
///   }
///   func apply(_ operation: Operation) -> Bool {  // false for a no-op
///     guard case .show(let choice) = operation else { return false }
///     let old = cards.card
///     let new = choice.flatMap { context.child(for: $0) }
///     guard choice == nil || new != nil, (try? cards.show(new)) != nil, new !== old else {
///       return false
///     }
///     if let old { context.keepForReuse([old]) }
///     return true
///   }
///   func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
///     context.checkShown(cards.card, among: cards.children, of: cards, idle: true)
///   }
/// }
///
/// let runner = try StressRunner<CardDriver>(options: StressOptions(seed: 7))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public protocol StressDriver: AnyObject {
  /// The container's own operations: each knows its kind, how a trace stores it, its
  /// simpler forms and its bounds (``StressOperation``).
  ///
  /// An operation may encode an `op` key, but not with a shared step's name
  /// (``SharedStepKind``).
  associatedtype Operation: StressOperation

  /// The kinds of the operations, for profiles, swarm masks and counts: the operation's.
  typealias Kind = Operation.Kind

  /// The bugs that can be planted in the container.
  associatedtype Bug: StressBug = NoBug

  /// The container's parameters for a run (the stack's capacity, the pages' radius).
  associatedtype Configuration: StressConfiguration = NoConfiguration

  /// What the driver declares of itself: its name, profiles, parameters, contract, own rules
  /// and coverage dimensions (``StressDriverInfo``).
  static var info: StressDriverInfo<Self> { get }

  /// Builds the container and its first children, shown by the runner once built.
  ///
  /// The ``subject`` must have the identifier ``StressContext/containerID`` and every view
  /// controller must come from the context (``StressContext/makeChild(payload:nested:)``,
  /// ``StressContext/makeID(isChild:)``) with ``StressContext/observer`` as its observer, so
  /// that the oracle sees it.
  init(context: StressContext, configuration: Configuration, plantedBugs: Set<Bug>) throws

  /// The view controller the window shows.
  var root: ViewController { get }

  /// The container under test: ``root`` unless the driver hosts it in a view controller of
  /// its own (the stack's host, which covers it).
  var subject: ViewController { get }

  /// Whether a transition runs anywhere in the container (size changes must then be refused).
  var isTransitioning: Bool { get }

  /// The container's parameters now, when its operations change them (the stack's capacity);
  /// `nil` when they never change.
  var currentConfiguration: Configuration? { get }

  /// Draws an operation of `kind`; it may look at the container's state.
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation

  /// Applies an operation.
  ///
  /// - Returns: Whether it changed anything (`false` for a no-op).
  func apply(_ operation: Operation) -> Bool

  /// Checks the container's own invariants after a step, reporting each breach through
  /// ``StressContext/report(_:_:expected:seen:)``. O(1) in the container's size, ideally:
  /// deeper checks belong in ``audit(in:)``. None by default: the oracle's rules only.
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext)

  /// The container's own structural checks, run with the oracle's audit every few steps and
  /// at the end.
  func audit(in context: StressContext)

  /// The container's state over the info's ``StressDriverInfo/coverageDimensions`` now: the
  /// mixed-radix index of the dimensions' values, the first dimension the most significant.
  /// Called before every step, so O(1). 0 by default.
  func coverageIndex() -> Int

  /// Called before each memory warning: a driver names the view controller whose view must
  /// survive it through ``StressContext/spare(_:)``.
  func memoryWarningWillArrive(in context: StressContext)

  /// Why the container must not have released `child`'s view outside a memory warning, or `nil`
  /// when its cache may (a child below the stack's top N, a page beyond the radius).
  ///
  /// Called after a step for each child whose view went outside a memory warning (C1's other
  /// half: a view goes only by a memory warning or by the container's cache). By default no
  /// view may go so: "the child's view kept (no memory warning)".
  func whyKept(_ child: ViewControllerID) -> String?

  /// How many view controllers of the window's tree a size change reaches: the root if its
  /// view is loaded, and every child with a loaded view of one it reaches (C7's other half:
  /// an accepted rotation or resize reaches each of them).
  ///
  /// By default the tree under ``root`` is walked through loaded views, O(its size); a driver
  /// that knows the number at once says it.
  var sizeChangeReceivers: Int { get }

  /// How many view controllers the window's tree holds: each must hear a memory warning (C4).
  ///
  /// By default the tree under ``root`` is counted, O(its size); a driver that knows the
  /// number at once says it.
  var viewControllerCount: Int { get }

  /// Empties the container before the leak check, so that the removals are checked too.
  func tearDown()

  /// Whether the driver holds `viewController` outside the container on purpose (a cache of
  /// children it may add again): such a view controller without a parent is no leak (C9 as the
  /// run goes). `false` by default.
  func holds(_ viewController: ViewController) -> Bool

  /// What undoes the retain cycles a planted bug made, called once the leak check is over (or
  /// when a runner is dropped unfinished), so that a planted leak stays in the run it was
  /// planted in. Asked for after ``tearDown()``; it must not capture the driver.
  func plantedLeakUndo() -> () -> Void

  /// The container's state as transcripts show it after each step.
  ///
  /// By default its tree, each view controller with its view's state, then `transition` while
  /// one runs and `window hidden` while it is.
  func transcriptState(naming: (ViewControllerID) -> String, in context: StressContext) -> String

  /// The runner's loop: `steps` replayed until the first violation when given (already
  /// checked against ``TraceBounds``), else the run's steps drawn. Harness plumbing: keep the
  /// default implementation.
  ///
  /// A protocol requirement so that its witness, and the loop with it, is specialized where
  /// the conformance is declared: the runner calls it from generic code that knows the
  /// driver only at run time, and an unspecialized loop costs more than twice as much per
  /// step (generic metadata and conformance look-ups).
  static func _loop(
    _ runner: StressRunner<Self>, replaying steps: [StressStep<Operation>]?,
    record: ((StressStep<Operation>) -> Void)?, progress: (Int) -> Bool)
}

extension StressDriver {
  /// ``StressDriver/root``.
  public var subject: ViewController { root }
  /// `nil`: the configuration never changes.
  public var currentConfiguration: Configuration? { nil }
  /// None beyond the oracle's rules.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
  /// Nothing beyond the oracle's audit.
  public func audit(in context: StressContext) {}
  /// Every view kept: "the child's view kept (no memory warning)".
  public func whyKept(_ child: ViewControllerID) -> String? {
    "the child's view kept (no memory warning)"
  }
  /// 0.
  public func coverageIndex() -> Int { 0 }
  /// The subject's children in a running `transition(from:to:…)`, whose views it keeps.
  public func memoryWarningWillArrive(in context: StressContext) {
    // The views of a transition between children are kept through it (`unloadView()`).
    for child in subject.children where child.isInChildTransition { context.spare(child.id) }
  }
  /// The tree under ``StressDriver/root``, counted.
  public var viewControllerCount: Int { root._treeCount }
  /// The tree under ``StressDriver/root``, through loaded views.
  public var sizeChangeReceivers: Int { root._loadedTreeCount }
  /// Does nothing: dropping the container is enough for the leak check.
  public func tearDown() {}
  /// Nothing to undo.
  public func plantedLeakUndo() -> () -> Void { {} }
  /// Holds nothing outside the container.
  public func holds(_ viewController: ViewController) -> Bool { false }

  /// The runner's loop, specialized here.
  @inlinable
  public static func _loop(
    _ runner: StressRunner<Self>, replaying steps: [StressStep<Operation>]?,
    record: ((StressStep<Operation>) -> Void)?, progress: (Int) -> Bool
  ) {
    runner._loop(replaying: steps, record: record, progress: progress)
  }

  /// The container's tree, each view controller with its view's state, children in brackets,
  /// then `transition` while one runs and `window hidden` while it is.
  public func transcriptState(naming: (ViewControllerID) -> String, in context: StressContext)
    -> String
  {
    func describe(_ node: ViewController) -> String {
      let children = node.children.map(describe).joined(separator: ", ")
      return "\(naming(node.id)) \(Transcript.viewState(node))"
        + (children.isEmpty ? "" : " [\(children)]")
    }
    return describe(root) + (isTransitioning ? ", transition" : "")
      + (context.window.isVisible ? "" : ", window hidden")
  }

  /// The container's name (``StressDriverInfo/name``).
  public static var name: String { info.name }
  /// The workload profiles (``StressDriverInfo/profiles``).
  public static var profiles: [StressProfile<Kind>] { info.profiles }
  /// The parameters the command line sets (``StressDriverInfo/parameters``).
  public static var parameters: [StressParameter<Configuration>] { info.parameters }

  /// The profile called `name`, if any.
  public static func profile(named name: String) -> StressProfile<Kind>? {
    info.profiles.first { $0.name == name }
  }
}

extension Window {
  /// How many view controllers the trees presented over the root hold: each hears a memory
  /// warning after the root's tree (`UIKitContainment`'s presentations; 0 without).
  @inlinable var _presentedTreeCount: Int { _hasPresented ? presentedTreeCount() : 0 }

  @usableFromInline func presentedTreeCount() -> Int {
    // By index: no copy of the list made for a count.
    (0..<_presentedCount).reduce(0) { $0 + _presented(at: $1)._treeCount }
  }

  /// How many view controllers of the presented trees a size change reaches.
  @inlinable var _presentedLoadedCount: Int { _hasPresented ? presentedLoadedCount() : 0 }

  @usableFromInline func presentedLoadedCount() -> Int {
    (0..<_presentedCount).reduce(0) { $0 + _presented(at: $1)._loadedTreeCount }
  }
}

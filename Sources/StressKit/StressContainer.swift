import Containment

/// A container the harness can stress: its own operations, how to draw them, how to apply them,
/// and the invariants it keeps beyond the lifecycle contract.
///
/// A ``ContainerRunner`` builds the container through ``init(context:)``, shows its ``root`` in
/// a window, and interleaves the container's operations with the ones every container faces
/// (``StressStep``: memory warnings, rotations, time passing, the window hidden and shown). The
/// oracle checks every lifecycle event of every view controller the context made (L1–L4, and
/// C5 and C6 for the container's own children); the runner checks that rotations are refused
/// while ``isTransitioning`` (C7), that memory warnings reach every view controller (C4), the
/// container's ``checkInvariants(after:)`` after every step, and leaks (C9) at the end. Failing
/// runs are saved as traces and shrunk like the stack's.
///
/// Operations must be *total*: one that makes no sense in the current state (an index out of
/// range, a change refused during a transition) changes nothing and returns `false`. Then any
/// sub-sequence of a trace replays, which is what shrinking needs.
///
/// ```swift
/// final class CardStress: StressContainer {
///   enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
///     case show(ChildChoice?)  // a new or reused child, or none
///     var description: String { ... }
///   }
///   static let name = "cards"
///   let cards: CardController  // the container under test
///   let context: StressContext
///
///   init(context: StressContext) throws {
///     self.context = context
///     cards = CardController(id: context.containerID, observer: context.observer)
///     try cards.show(context.child(for: .new(payload: 256)))
///   }
///   var root: ViewController { cards }
///   var isTransitioning: Bool { false }
///
///   func nextOperation(using rng: inout SplitMix64) -> Operation {
///     .show(rng.below(4) == 0 ? nil : context.drawChild(using: &rng))
///   }
///   func apply(_ operation: Operation) -> Bool { ... }  // false for a no-op
///   func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
///     context.checkShown(cards.card, among: cards.children, of: cards, idle: true)
///   }
/// }
///
/// let runner = try ContainerRunner<CardStress>(options: ContainerOptions(seed: 7))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public protocol StressContainer: AnyObject {
  /// The container's own operations, as traces store them (one JSON object per line).
  ///
  /// The `op` key is the harness's: an operation must not encode an `op` of its own.
  associatedtype Operation: Codable & Hashable & Sendable & CustomStringConvertible

  /// The container's name, as `stress-harness --container` takes it and trace headers record it.
  static var name: String { get }

  /// The bugs that can be planted in the container (``ContainerOptions/plantedBugs``), by name.
  static var plantableBugs: [String] { get }

  /// Builds the container and its first children, shown by the runner once built.
  ///
  /// The container itself must have the identifier ``StressContext/containerID`` and every view
  /// controller must come from the context (``StressContext/makeChild(payload:nested:)``,
  /// ``StressContext/makeID(isChild:)``) with ``StressContext/observer`` as its observer, so
  /// that the oracle sees it.
  init(context: StressContext) throws

  /// The view controller the window shows.
  var root: ViewController { get }

  /// Whether a transition runs anywhere in the container (rotations must then be refused).
  var isTransitioning: Bool { get }

  /// Draws the next operation; it may look at the container's state.
  func nextOperation(using rng: inout SplitMix64) -> Operation

  /// Applies an operation.
  ///
  /// - Returns: Whether it changed anything (`false` for a no-op).
  func apply(_ operation: Operation) -> Bool

  /// Checks the container's own invariants after a step, reporting each breach through
  /// ``StressContext/report(_:_:expected:seen:)``.
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext)

  /// Empties the container before the leak check, so that the removals are checked too.
  func tearDown()

  /// Simpler forms of an operation, tried by the shrinker (smaller payloads, no animation).
  static func simplerForms(of operation: Operation) -> [Operation]

  /// The operation's kind, for the report's counts.
  ///
  /// By default the enum case's name, found by reflection, which costs more than the rest of a
  /// step: the built-in drivers switch over their cases instead (four to six times faster runs).
  static func kind(of operation: Operation) -> String
}

extension StressContainer {
  /// No planted bugs.
  public static var plantableBugs: [String] { [] }

  /// Does nothing: dropping the container is enough for the leak check.
  public func tearDown() {}

  /// No simpler forms.
  public static func simplerForms(of operation: Operation) -> [Operation] { [] }

  /// The enum case's name (the operation's description for a type that is not an enum).
  public static func kind(of operation: Operation) -> String {
    if let label = Mirror(reflecting: operation).children.first?.label { return label }
    return operation.description
  }
}

/// Which child an operation adds: a new one, or one that left a container before.
///
/// Reusing children is where containers break: a child coming back may have lost its view and
/// must reload it before it appears.
public enum ChildChoice: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A new child whose view holds `payload` bytes.
  case new(payload: Int)
  /// The free child at this position (modulo their number) among those the context keeps; no
  /// child (a no-op) when none is free.
  case reuse(index: Int)

  /// `new(1024)` or `reuse(3)`.
  public var description: String {
    switch self {
    case .new(let payload): "new(\(payload))"
    case .reuse(let index): "reuse(\(index))"
    }
  }

  /// A new child without payload: the shrinker's simpler form.
  var simpler: ChildChoice? {
    if case .new(let payload) = self, payload > 0 { return .new(payload: 0) }
    return nil
  }
}

/// What a container under stress gets from the harness: the clock, the window, the oracle, and
/// children it watches.
public final class StressContext {
  /// How many children that left their container the context keeps for reuse.
  public static let reusableChildren = 8

  /// The clock every transition runs on.
  public let clock = VirtualClock()
  /// The window that shows the container.
  public let window = Window()
  /// The oracle watching every view controller the context made.
  public let oracle = Oracle(stackID: ViewControllerID(0))
  /// The planted bugs the run asked for (names from ``StressContainer/plantableBugs``).
  public let plantedBugs: Set<String>
  let lifetime = LifetimeCounter()
  var nextID: UInt64 = 0
  /// Children that may be free to reuse, the most recent last.
  var reusable: [ViewController] = []

  init(plantedBugs: Set<String>) {
    self.plantedBugs = plantedBugs
    _ = makeID(isChild: false)  // the container under test
  }

  /// The identifier the container under test must have.
  public var containerID: ViewControllerID { ViewControllerID(0) }

  /// The observer every view controller of the run must have: the oracle.
  public var observer: any LifecycleObserver { oracle }

  /// A fresh identifier, registered with the oracle, for a view controller that is not a child
  /// the workload made (a container nested in the one under test).
  ///
  /// - Parameter isChild: Whether the oracle treats it as a child of the container under test
  ///   (C5, C6) when it is added to it.
  /// - Returns: The identifier to create the view controller with.
  public func makeID(isChild: Bool) -> ViewControllerID {
    makeID(isChild: isChild, payload: 0)
  }

  func makeID(isChild: Bool, payload: Int) -> ViewControllerID {
    let id = ViewControllerID(nextID)
    nextID += 1
    oracle.register(id, isChild: isChild, payload: payload)
    return id
  }

  /// A new child whose view holds `payload` bytes, watched by the oracle and counted by the
  /// leak check.
  ///
  /// - Parameters:
  ///   - payload: The view's payload bytes.
  ///   - nested: Whether the child will live in a container inside the one under test: the
  ///     oracle then checks its lifecycle (L1–L4) but not the rules about the container's own
  ///     children (C5, C6).
  /// - Returns: The child, observed by the oracle.
  public func makeChild(payload: Int, nested: Bool = false) -> ViewController {
    StressChild(
      id: makeID(isChild: !nested, payload: payload), payload: payload, observer: oracle,
      lifetime: lifetime)
  }

  /// The child `choice` names: a new one, or a free one kept for reuse; `nil` when it names a
  /// reusable child and none is free.
  ///
  /// - Parameters:
  ///   - choice: A new child, or a reusable one.
  ///   - nested: For a new child, as in ``makeChild(payload:nested:)``.
  /// - Returns: The child, or `nil`.
  public func child(for choice: ChildChoice, nested: Bool = false) -> ViewController? {
    switch choice {
    case .new(let payload):
      let child = makeChild(payload: payload, nested: nested)
      keepForReuse([child])
      return child
    case .reuse(let index):
      let free = reusable.filter { $0.parent == nil }
      return free.isEmpty ? nil : free[abs(index) % free.count]
    }
  }

  /// Keeps children (that left or may leave their container) for later reuse; the oldest are
  /// forgotten beyond ``reusableChildren``.
  public func keepForReuse(_ children: [ViewController]) {
    for child in children {
      reusable.removeAll { $0 === child }
      reusable.append(child)
    }
    if reusable.count > Self.reusableChildren {
      reusable.removeFirst(reusable.count - Self.reusableChildren)
    }
  }

  /// Draws a child choice: half new children (payloads up to 4 KiB), half reuses.
  public func drawChild(using rng: inout SplitMix64) -> ChildChoice {
    let bits = rng.next()
    return bits & 1 == 0
      ? .new(payload: Int((bits >> 1) % 5) * 1024)
      : .reuse(index: Int((bits >> 8) % UInt64(Self.reusableChildren)))
  }

  /// Reports a breach of a rule at the current step.
  ///
  /// - Parameters:
  ///   - rule: The rule broken.
  ///   - subject: The view controller concerned, if one.
  ///   - expected: What the contract wanted.
  ///   - seen: What happened.
  public func report(_ rule: Rule, _ subject: ViewControllerID?, expected: String, seen: String) {
    oracle.report(rule, subject, expected: expected, seen: seen)
  }
}

extension SplitMix64 {
  /// A fair coin.
  public mutating func coin() -> Bool { next() & 1 == 0 }
}

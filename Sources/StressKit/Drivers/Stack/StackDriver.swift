import Containment

/// The harness's driver of the top-N `StackController`, the container the
/// project exists for: pushes, pops, inserts, removals and wholesale replacements of new and
/// held children, capacity changes, cancellations, and the stack covered and uncovered by its
/// host, around the steps every container faces.
///
/// The stack lives in a host view controller, the window's root, which can cover it as a
/// presented view controller covers its presenter (the stack's view stays in the window). The
/// workload holds up to ``cacheSlots`` children outside the stack (``Operation/retain(index:)``)
/// and pushes or inserts them again, so that children come back after their views were
/// released.
///
/// Invariants after every step, beyond the lifecycle contract: at most `capacity` child views
/// loaded (one more during a transition; C1); the top's view loaded exactly when its events
/// say so (C2, L3); idle and shown, exactly the top child appeared (C3); at most the two
/// participants moving in a transition, none off screen (C3); a pop plays the inverse of its
/// child's push, and a cancelled pop puts the stack back as it was (C8); a memory warning
/// spares the top when its view is in the window (C4). The audit adds: no view deeper than the
/// capacity, every covered child disappeared, as many children as `willMove`/`didMove` calls
/// say.
public final class StackDriver: StressDriver {
  /// The stack's parameters.
  public struct Configuration: StressConfiguration {
    /// The stack's capacity at the start (at least 1).
    public var capacity: Int

    /// A stack of capacity `capacity`.
    public init(capacity: Int) { self.capacity = capacity }

    /// The default capacity, `StackController.defaultCapacity`.
    public init() { self.init(capacity: StackController.defaultCapacity) }

    private enum Key: String, CodingKey { case capacity }

    /// Decodes the configuration; a missing capacity takes the default.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      self.init(
        capacity: try c.decodeIfPresent(Int.self, forKey: .capacity)
          ?? StackController.defaultCapacity)
    }

    /// Encodes the configuration.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: Key.self)
      try c.encode(capacity, forKey: .capacity)
    }
  }

  /// `stack`: CoconutKit's contract, and the stack's own C1 (top N) and C8 (a pop plays its
  /// push backwards), its profiles, its capacity as a parameter, and its coverage dimensions.
  public static let info = StressDriverInfo<StackDriver>(
    name: "stack", profiles: workloadProfiles,
    // The capacity: any in `TraceBounds.capacity`, 1 to 8 in a sweep by default.
    parameters: [
      StressParameter(
        name: "capacity", help: "How many top children keep their views loaded.",
        validRange: TraceBounds.capacity, sweepRange: 1...8, keyPath: \.capacity)
    ],
    contract: .coconutKit, ownRules: [.C1, .C8], coverageDimensions: coverageDimensions,
    whyUnreachable: { whyUnreachable($0) },
    swarmSpares: [.push],  // without pushes a run does nothing
    configurationKinds: [.setCapacity], fixedNames: ["stack", "host"])
  /// The number of cache slots: children the workload holds outside the stack.
  public static let cacheSlots = 8

  let stack: StackController
  let host: HostViewController
  let context: StressContext
  let initialCapacity: Int
  /// Children the workload holds outside the stack.
  @exclusivity(unchecked) var cache: [ViewController?] = Array(
    repeating: nil, count: StackDriver.cacheSlots)
  /// The stack before the last pop, for C8's cancellation half (how many children, which on
  /// top), until a push or a replacement starts a transition of its own: a cancellation that
  /// succeeds with it set undoes that pop.
  @exclusivity(unchecked) var beforePop: (count: Int, top: ViewControllerID)?
  /// The child offered to pushes and inserts the stack should refuse (see `newChild`).
  @exclusivity(unchecked) var spare: ViewController?
  /// The styles the team's screens in the stack were added with, for C8 (``WithScreens``):
  /// the harness's children carry theirs.
  var screenStyles: [ObjectIdentifier: TransitionStyle] = [:]

  /// Builds an empty stack of the configuration's capacity in its host.
  public init(context: StressContext, configuration: Configuration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    initialCapacity = configuration.capacity
    stack = try StackController(
      capacity: configuration.capacity, clock: context.clock, id: context.containerID,
      title: "stack", observer: context.observer)
    host = try HostViewController(
      id: context.makeID(isChild: false), stack: stack, observer: context.observer)
    stack.faults = ContainerFaults(plantedBugs.map(\.fault))
    stack.forwardsChildProperties = true  // its top's title: C3's forwarding half, audited
    context.noteParameter(configuration.capacity)
  }

  /// The host.
  public var root: ViewController { host }
  /// The stack.
  public var subject: ViewController { stack }
  /// Whether the stack pushes or pops.
  public var isTransitioning: Bool { stack.isTransitioning }
  /// The stack's capacity now.
  public var currentConfiguration: Configuration? { Configuration(capacity: stack.capacity) }

  /// The child held in `slot`, if any.
  func cached(_ slot: Int) -> ViewController? {
    cache.indices.contains(slot) ? cache[slot] : nil
  }

  /// Whether a cache slot holds `viewController` (``Operation/retain(index:)``).
  public func holds(_ viewController: ViewController) -> Bool {
    cache.contains { $0 === viewController }
  }

  /// Empties the stack and drops the held children.
  public func tearDown() {
    try? stack.setViewControllers([], animated: false)
    // A runaway is the runner's to report.
    _ = try? context.clock.runUntilIdle(limit: context.eventsPerStep)
    cache = Array(repeating: nil, count: Self.cacheSlots)
  }

  /// The stack's children from the root, each with its view's state, the children held in the
  /// cache, whether a transition runs, and the capacity when it changed.
  public func transcriptState(naming: (ViewControllerID) -> String, in context: StressContext)
    -> String
  {
    func describe(_ child: ViewController) -> String {
      "\(naming(child.id)) \(Transcript.viewState(child))"
    }
    var text = "stack [" + stack.viewControllers.map(describe).joined(separator: ", ") + "]"
    let held = cache.enumerated().compactMap { slot, child in
      child.map { "\(slot): \(describe($0))" }
    }
    if !held.isEmpty { text += ", cache [" + held.joined(separator: ", ") + "]" }
    if stack.isTransitioning { text += ", transition" }
    if stack.capacity != initialCapacity { text += ", capacity \(stack.capacity)" }
    return text
  }
}

extension StackDriver.Configuration: SwiftExpressible {
  /// `.init(capacity: 2)`.
  public var swiftExpression: String { ".init(capacity: \(capacity))" }
}

import Containment

/// Applies operations to a stack in a visible window, one step at a time, with the oracle
/// watching every lifecycle event.
///
/// A runner is single-threaded and deterministic: the same options and operations give the same
/// events, counters and violations. Several runners may run on several threads at once.
///
/// ```swift
/// let runner = try Runner(options: RunOptions(seed: 7, steps: 10_000))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public final class Runner {
  /// The number of cache slots: children the workload holds outside the stack.
  public static let cacheSlots = 8
  /// Mixed into the seed for the swarm mask, so that it does not follow the operation stream.
  static let swarmSalt: UInt64 = 0x5757_4152_4D00_0000

  /// The options the run was made with.
  public let options: RunOptions
  /// The oracle checking the run.
  public let oracle: Oracle
  let profile: Profile
  let clock = VirtualClock()
  let viewLifetime = LifetimeCounter()
  var window: Window?
  var host: HostViewController?
  var stack: StackController?
  var cache: [ViewController?] = Array(repeating: nil, count: Runner.cacheSlots)
  var nextID: UInt64 = 0
  /// The style each child was last added with, by identifier, for C8.
  var addedStyle: [TransitionStyle] = []
  var finished = false
  var churn: ChurnRecorder?
  /// The stack's capacity when the run finished.
  public private(set) var finalCapacity = 0

  /// Operations applied, by kind (``OperationKind/ordered`` order).
  public private(set) var applied: [Int] = Array(repeating: 0, count: OperationKind.ordered.count)
  /// Operations that were no-ops, by kind.
  public private(set) var noOps: [Int] = Array(repeating: 0, count: OperationKind.ordered.count)
  /// Memory warnings sent (a burst counts each warning).
  public internal(set) var memoryWarnings = 0
  /// The number of steps applied.
  public private(set) var step = 0
  /// The most children the stack held at once.
  public private(set) var maxDepth = 0

  /// Creates a runner: a shown window whose root hosts an empty stack.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public init(options: RunOptions) throws(HarnessError) {
    try options.validate()
    self.options = options
    profile = Profile.named(options.profile) ?? .standard
    let stackID = ViewControllerID(0)
    oracle = Oracle(stackID: stackID)
    let stack: StackController
    let host: HostViewController
    do {
      stack = try StackController(
        capacity: options.capacity, clock: clock, id: makeID(isChild: false), title: "stack",
        observer: oracle)
      host = try HostViewController(id: makeID(isChild: false), stack: stack, observer: oracle)
    } catch {
      throw .usage("\(error)")
    }
    stack.faults = try PlantedBug.faults(named: options.plantedBugs)
    oracle.stack = stack
    let window = Window()
    do {
      try window.setRootViewController(host)
    } catch {
      throw .usage("\(error)")
    }
    window.makeKeyAndVisible()
    self.stack = stack
    self.host = host
    self.window = window
    oracle.checkStep()
  }

  deinit {
    oracle.stack = nil  // the stack holds the oracle as its observer
  }

  private func makeID(isChild: Bool, payload: Int = 0) -> ViewControllerID {
    let id = ViewControllerID(nextID)
    nextID += 1
    oracle.register(id, isChild: isChild, payload: payload)
    addedStyle.append(.slide)
    return id
  }

  func makeChild(payload: Int) -> StressChild {
    let bytes = options.payloadBytes ?? payload
    return StressChild(
      id: makeID(isChild: true, payload: bytes), payload: bytes, observer: oracle,
      lifetime: viewLifetime)
  }

  /// Whether the oracle has found a violation.
  public var failed: Bool { !oracle.violations.isEmpty }

  /// Applies one operation, then runs the per-step checks (and the audit when due).
  ///
  /// - Returns: Whether the operation changed anything (`false` for a no-op).
  @discardableResult
  public func apply(_ operation: WorkloadOperation) -> Bool {
    oracle.step = step
    let ordinal = operation.kind.ordinal
    let changed = perform(operation)
    churn?.record(ordinal, payloadSoFar: oracle.loadedPayloadBytes)
    if let count = stack?.count, count > maxDepth { maxDepth = count }
    if changed { applied[ordinal] += 1 } else { noOps[ordinal] += 1 }
    oracle.checkStep()
    step += 1
    if step % options.auditInterval == 0 { oracle.audit() }
    if let churn, step % churn.sampleInterval == 0 {
      churn.sample(
        step: step, loadedViews: oracle.loadedViewsInStack, memoryWarnings: memoryWarnings)
    }
    return changed
  }

  /// Measures allocation churn from now on through `probe`: bytes by operation kind, peak live
  /// bytes, and a timeline.
  ///
  /// Call it on the thread that runs the steps, before the first one.
  public func measureChurn(with probe: AllocationProbe) {
    let interval = max(1, min(options.steps, 1 << 24) / 128)
    churn = ChurnRecorder(
      probe: probe, sampleInterval: interval, payloadSoFar: oracle.loadedPayloadBytes)
    churn?.sample(step: step, loadedViews: oracle.loadedViewsInStack, memoryWarnings: 0)
  }

  /// Generates and applies the run's operations until `options.steps` or the first violation.
  ///
  /// The operations are not kept (a long soak would not fit in memory): the run is a function of
  /// its options, so ``operations(of:steps:)`` regenerates them when a failure needs its trace.
  ///
  /// - Parameters:
  ///   - record: Called with each operation before it is applied (a trace journal).
  ///   - progress: Called every 4,096 steps with the number of steps done; returning `false`
  ///     stops the run there (a time limit).
  public func run(
    record: (WorkloadOperation) -> Void = { _ in },
    progress: (Int) -> Bool = { _ in true }
  ) {
    var rng = SplitMix64(seed: options.seed)
    var disabled: Set<OperationKind> = []
    if options.swarm {
      var swarmRNG = SplitMix64(seed: options.seed ^ Runner.swarmSalt)
      disabled = WorkloadGenerator.swarmMask(using: &swarmRNG)
    }
    let generator = WorkloadGenerator(profile: profile, disabled: disabled)
    while step < options.steps, !failed {
      let operation = generator.next(
        using: &rng, stackCount: stack?.count ?? 0, cacheCount: Runner.cacheSlots)
      record(operation)
      apply(operation)
      if step & 4095 == 0, !progress(step) { break }
    }
  }

  /// The first `steps` operations a run with `options` applies (fewer if it fails earlier),
  /// regenerated by running it again.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public static func operations(
    of options: RunOptions, steps: Int
  ) throws(HarnessError) -> [WorkloadOperation] {
    var limited = options
    limited.steps = min(options.steps, steps)
    let runner = try Runner(options: limited)
    var operations: [WorkloadOperation] = []
    operations.reserveCapacity(limited.steps)
    runner.run(record: { operations.append($0) })
    return operations
  }

  /// Tears the run down and checks for leaks (C9) and a last audit.
  ///
  /// Finishes transitions, empties the stack and the cache, takes the window down and drops
  /// every reference the runner holds; then every view controller and view created must have
  /// been deallocated. Calling it twice does nothing the second time.
  ///
  /// - Returns: Every violation of the run.
  @discardableResult
  public func finish() -> [Violation] {
    guard !finished else { return oracle.violations }
    finished = true
    oracle.step = step
    clock.runUntilIdle()
    finalCapacity = stack?.capacity ?? options.capacity
    if !failed { oracle.audit() }
    // The children of a planted retain cycle, kept only to undo the cycle after the check
    // (they are leaked anyway: the cycle holds them).
    let plantedCycle = stack?.faultRetained ?? []
    try? stack?.setViewControllers([], animated: false)
    clock.runUntilIdle()
    cache = Array(repeating: nil, count: Runner.cacheSlots)
    window?.hide()
    try? window?.setRootViewController(nil)
    clock.runUntilIdle()
    host = nil
    stack = nil
    window = nil
    oracle.stack = nil
    if !failed { oracle.checkNoLeaks(liveViews: viewLifetime.live) }
    for child in plantedCycle { child._faultRetainedObject = nil }
    return oracle.violations
  }
}

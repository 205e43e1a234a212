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
  /// Mixed into the seed for random pressure.
  static let pressureSalt: UInt64 = 0x5052_4553_5355_5245

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
  var pressure: [PressureState] = []
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

  /// Whether the oracle watches the run.
  ///
  /// Off only to measure what checking costs: the run then reports no violations and counts no
  /// loads.
  public let checking: Bool

  /// Creates a runner: a shown window whose root hosts an empty stack.
  ///
  /// - Parameters:
  ///   - options: The run's options.
  ///   - checking: Whether the oracle watches (default); `false` measures the run without it.
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public init(options: RunOptions, checking: Bool = true) throws(HarnessError) {
    try options.validate()
    self.options = options
    self.checking = checking
    profile = Profile.named(options.profile) ?? .standard
    let stackID = ViewControllerID(0)
    oracle = Oracle(subjectID: stackID)
    // Room for the records of every child a run may create, reserved before churn is measured
    // so that the harness's own bookkeeping does not show as live bytes of the workload.
    oracle.tracks.reserveCapacity(min(options.steps, 1 << 20) + 8)
    addedStyle.reserveCapacity(min(options.steps, 1 << 20) + 8)
    let stack: StackController
    let host: HostViewController
    do {
      stack = try StackController(
        capacity: options.capacity, clock: clock, id: makeID(isChild: false), title: "stack",
        observer: checking ? oracle as any LifecycleObserver : nil)
      host = try HostViewController(
        id: makeID(isChild: false), stack: stack,
        observer: checking ? oracle as any LifecycleObserver : nil)
    } catch {
      throw .usage("\(error)")
    }
    stack.faults = try PlantedBug.faults(named: options.plantedBugs)
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
    StackStress.check(stack, oracle: oracle)
  }

  deinit {
    // A runner dropped without `finish()` (one that regenerates operations) undoes a planted
    // retain cycle here, so that a planted leak stays in the run it was planted in.
    for child in stack?.faultRetained ?? [] { child._faultRetainedObject = nil }
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
      id: makeID(isChild: true, payload: bytes), payload: bytes,
      observer: checking ? oracle as any LifecycleObserver : nil,
      lifetime: viewLifetime)
  }

  /// The stack's audit, then the oracle's audit of the window's tree.
  private func audit() {
    guard let stack, let host else { return }
    StackStress.audit(stack, oracle: oracle)
    oracle.audit(tree: host)
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
    step += 1
    oracle.stepEnded()
    if checking {
      if let stack { StackStress.check(stack, oracle: oracle) }
      if step % options.auditInterval == 0 { audit() }
    }
    if let churn, step % churn.sampleInterval == 0 {
      churn.sample(
        step: step, loadedViews: oracle.loadedMembers, memoryWarnings: memoryWarnings)
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
      probe: probe, kinds: OperationKind.ordered.map(\.rawValue), sampleInterval: interval,
      payloadSoFar: oracle.loadedPayloadBytes)
    churn?.sample(step: step, loadedViews: oracle.loadedMembers, memoryWarnings: 0)
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
    if options.fixedCapacity == true { disabled.insert(.setCapacity) }
    let generator = WorkloadGenerator(profile: profile, disabled: disabled)
    var pressureRNG = SplitMix64(seed: options.seed ^ Runner.pressureSalt)
    var generated = 0
    while generated < options.steps, !failed {
      let operation = generator.next(
        using: &rng, stackCount: stack?.count ?? 0, cacheCount: Runner.cacheSlots)
      generated += 1
      record(operation)
      apply(operation)
      if !pressure.isEmpty, !failed { applyPressure(using: &pressureRNG, record: record) }
      if generated & 4095 == 0, !progress(generated) { break }
    }
  }

  /// Sends the warnings the pressure sources call for after this step, each as a step of its
  /// own, and notes how far live bytes fell across it.
  private func applyPressure(
    using rng: inout SplitMix64, record: (WorkloadOperation) -> Void
  ) {
    for index in pressure.indices where !failed {
      let due: Bool
      switch pressure[index].source {
      case .budget(let bytes):
        let live = churn?.liveBytes ?? 0
        due = live > bytes && !pressure[index].overBudget
        pressure[index].overBudget = live > bytes
      case .random(let rate):
        due = Double(rng.next() >> 11) * 0x1p-53 < rate
      case .every(let steps):
        due = (step + 1) % steps == 0
      }
      guard due else { continue }
      let before = churn?.liveBytes ?? 0
      let warning = WorkloadOperation.memoryWarning(count: 1)
      record(warning)
      apply(warning)
      let drop = before - (churn?.liveBytes ?? 0)
      pressure[index].warnings += 1
      pressure[index].totalDrop += drop
      pressure[index].maxDrop = max(pressure[index].maxDrop, drop)
      if case .budget(let bytes) = pressure[index].source {
        pressure[index].overBudget = (churn?.liveBytes ?? 0) > bytes
      }
    }
  }

  /// Adds sources of memory warnings to the run (before it starts).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for a budget when churn is not measured: it needs
  ///   live bytes.
  public func addPressure(_ sources: [PressureSource]) throws(HarnessError) {
    for source in sources {
      if case .budget = source, churn == nil {
        throw .usage("--pressure \(source) needs live bytes from jemalloc, which are unavailable")
      }
      pressure.append(PressureState(source: source))
    }
  }

  /// What each pressure source did.
  public var pressureReports: [PressureReport] {
    pressure.map {
      PressureReport(
        source: $0.source.description, warnings: $0.warnings,
        meanDropBytes: $0.warnings == 0 ? 0 : $0.totalDrop / Int64($0.warnings),
        maxDropBytes: $0.maxDrop)
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
    if checking, !failed { audit() }
    try? stack?.setViewControllers([], animated: false)
    clock.runUntilIdle()
    cache = Array(repeating: nil, count: Runner.cacheSlots)
    window?.hide()
    try? window?.setRootViewController(nil)
    clock.runUntilIdle()
    // The children of a planted retain cycle, kept only to undo the cycle after the check
    // (they are leaked anyway: the cycle holds them). Taken after the teardown, whose own pops
    // add to the cycle.
    let plantedCycle = stack?.faultRetained ?? []
    host = nil
    stack = nil
    window = nil
    if checking, !failed { oracle.checkNoLeaks(liveViews: viewLifetime.live) }
    for child in plantedCycle { child._faultRetainedObject = nil }
    return oracle.violations
  }
}

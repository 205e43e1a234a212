import Containment
import UIKitContainment

/// Drives any ``StressDriver`` with a seeded stream of steps, the oracle watching every
/// lifecycle event: the harness's one runner.
///
/// Steps are drawn by the weights of the options' profile (with a swarm mask, some kinds are
/// never drawn); memory-pressure sources add warnings; churn is measured by kind when a probe
/// is given. Deterministic: the same options give the same steps, events and violations.
/// Single-threaded; several runners may run on several threads at once.
///
/// ```swift
/// let runner = try StressRunner<TabDriver>(options: StressOptions(seed: 7, steps: 10_000))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public final class StressRunner<Driver: StressDriver> {
  /// A step of this container's runs.
  public typealias Step = StressStep<Driver.Operation>
  /// The options of this container's runs.
  public typealias Options = StressOptions<Driver>

  /// Mixed into the seed for the swarm mask, so that it does not follow the step stream.
  static var swarmSalt: UInt64 { 0x5757_4152_4D00_0000 }
  /// Mixed into the seed for the run's nesting (``Magnitudes/nesting(bits:)``).
  static var nestingSalt: UInt64 { 0x4E45_5354_0000_0000 }
  /// Of a run's nesting, one level in this many is a container (``NestViewController``):
  /// each costs a step about 12 instructions (a walk through it to the container), where a
  /// plain view costs 4 (callgrind, the placeholder).
  static var viewsPerNestedContainer: Int { 8 }
  /// Mixed into the seed for random pressure.
  @usableFromInline static var pressureSalt: UInt64 { 0x5052_4553_5355_5245 }

  /// The options the run was made with.
  public let options: Options
  /// The profile the steps are drawn by.
  public let profile: StressProfile<Driver.Kind>
  /// The kinds the run never draws (the swarm mask, and the configuration's kinds when it is
  /// fixed).
  public let disabledKinds: Set<StepKind<Driver.Kind>>
  /// The window, the clock, the oracle and the children of the run.
  public let context: StressContext
  /// The driver of the container under test (`nil` after ``finish()``).
  public var driver: Driver? { _driver }
  /// The driver's name before 0.6.0.
  @available(*, deprecated, renamed: "driver")
  public var container: Driver? { _driver }
  /// The number of steps applied.
  public var step: Int { _step }
  /// The steps ``run(record:progress:)`` has made, kept up to date after each, for a reader on
  /// another thread.
  public let stepsMade = StepCounter()
  /// Memory warnings sent (a burst counts each warning).
  public var memoryWarnings: Int { _memoryWarnings }
  /// The most children the container under test held at once.
  public var maxMembers: Int { _maxMembers }
  /// The most children the container under test gained, and lost, in one step.
  public var largestBatch: (added: Int, removed: Int) { _largestBatch }
  /// The container's parameters when the run finished, if its operations change them.
  @exclusivity(unchecked) public internal(set) var finalConfiguration: Driver.Configuration?
  /// Whether the oracle and the invariants check the run (off only to measure their cost: the
  /// run then reports no violations and counts no loads).
  public let checking: Bool

  // The state the steps change. The hot path (`run`, `apply` and the shared steps) is
  // `@inlinable`, so that a client specializes it for its container: unspecialized, every step
  // instantiated generic metadata (StressStep<Operation>, StepKind<Kind>) and looked up
  // conformances, more than doubling its cost.
  @exclusivity(unchecked) @usableFromInline var _driver: Driver?
  @exclusivity(unchecked) @usableFromInline var _step = 0
  @exclusivity(unchecked) @usableFromInline var _memoryWarnings = 0
  @exclusivity(unchecked) @usableFromInline var _maxMembers = 0
  /// The most children the container under test gained, and lost, in one step.
  @exclusivity(unchecked) @usableFromInline var _largestBatch = (added: 0, removed: 0)
  /// The largest burst of memory warnings applied.
  @exclusivity(unchecked) @usableFromInline var _largestBurst = 0
  /// How the run draws its bursts of memory warnings and its time steps.
  @usableFromInline let _burstDraw: RareDraw
  @usableFromInline let _advanceDraw: RareDraw
  /// Applied steps by ``StepKind/ordinal``, then no-op steps: a plain buffer, so that counting
  /// a step is an add (an array would check its uniqueness first).
  @usableFromInline let stepCounts: UnsafeMutablePointer<Int>
  /// How many step kinds there are (``StepKind/count``, which builds the kinds' list).
  @usableFromInline let kindCount: Int
  /// Applied steps, by ``StepKind/ordinal``.
  var applied: [Int] { Array(UnsafeBufferPointer(start: stepCounts, count: kindCount)) }
  /// No-op steps, by ``StepKind/ordinal``.
  var noOps: [Int] { Array(UnsafeBufferPointer(start: stepCounts + kindCount, count: kindCount)) }
  /// Steps drawn — operations called, whether they changed anything or not — in a phase of
  /// ``CoverageDimension/phase`` (0 idle, 1 mid-transition, 2 off screen), by
  /// ``StepKind/ordinal``, from the coverage counts (zeros without them).
  func called(inPhase phase: Int) -> [Int] {
    var sums = Array(repeating: 0, count: kindCount)
    guard countsCoverage else { return sums }
    let counts = coverage.counts
    let perPhase = coverage.driverStates * kindCount
    for index in (phase * perPhase)..<((phase + 1) * perPhase) {
      sums[index % kindCount] += counts[index]
    }
    return sums
  }
  @exclusivity(unchecked) @usableFromInline var finished = false
  @exclusivity(unchecked) @usableFromInline var pressure: [PressureState] = []
  @exclusivity(unchecked) @usableFromInline var churn: ChurnRecorder? {
    didSet {
      _churn = churn.map(Unmanaged.passUnretained)
      context.churn = churn
    }
  }
  /// ``churn``, unretained: the step's window reads it without a retain and a release (the
  /// runner keeps the recorder alive).
  @exclusivity(unchecked) @usableFromInline var _churn: Unmanaged<ChurnRecorder>?
  /// The journal each step is recorded in before it is applied (`--trace`), outside the
  /// operation's churn window: called from the run's loop, where it is specialized for the
  /// driver, rather than through `run(record:)`'s closure.
  @exclusivity(unchecked) public var journal: TraceJournal<Step>?
  /// The contract coverage counts (kept but not counted with ``StressOptions/countsCoverage``
  /// off).
  @exclusivity(unchecked) @usableFromInline var coverage: CoverageCounter
  @usableFromInline let countsCoverage: Bool
  /// The step at which the next audit is due: `auditInterval` steps after the last one, or as
  /// many steps as the last audit visited view controllers if more, so that audits cost O(1)
  /// per step however deep the container grows; or the next step, while a check of the
  /// presenters waits (``presentationsPending``).
  @exclusivity(unchecked) @usableFromInline var nextAudit: Int
  /// Audits run so far.
  package internal(set) var audits = 0

  /// The oracle checking the run.
  @inlinable public var oracle: Oracle { _oracleRef.takeUnretainedValue() }
  /// The context's window and clock, read without a retain: the context holds them for the
  /// runner's life.
  @usableFromInline unowned(unsafe) let _window: Window
  @usableFromInline unowned(unsafe) let _clock: VirtualClock
  /// The clock and the views' lifetime counter as every step reads them: unretained (a read
  /// through `unowned(unsafe)` costs a retain and a release a step).
  @usableFromInline let _clockRef: Unmanaged<VirtualClock>
  @usableFromInline let _lifetimeRef: Unmanaged<LifetimeCounter>
  /// The oracle and the payload budget, unretained likewise: a step reads the oracle a dozen
  /// times.
  @usableFromInline let _oracleRef: Unmanaged<Oracle>
  @usableFromInline let _budgetRef: Unmanaged<PayloadBudget>
  @exclusivity(unchecked) @usableFromInline var _budgetStep: Int?
  /// Set by a `record` closure of ``run(record:progress:)`` to end the run before the step it
  /// was just given is applied: how the step a run stopped in is drawn again without running it.
  @exclusivity(unchecked) @usableFromInline var _endsBeforeApplying = false
  /// The seeds of a guided run's steps, one a step (``run(stepSeeds:record:)``), read by the
  /// loop in place of the run's seed.
  @exclusivity(unchecked) @usableFromInline var _stepSeeds: [UInt64]?
  /// Where the virtual clock must be: the time it had when the run began, plus every `advance`
  /// step's ticks (C10).
  @exclusivity(unchecked) @usableFromInline var _expectedNow: Int64 = 0
  /// Whether the presenters' check is due (``watchPresentations()``), and when the audit is.
  @exclusivity(unchecked) var (presentationsPending, scheduledAudit) = (false, 0)

  /// Whether the run has found a violation.
  @inlinable public var failed: Bool { oracle.hasViolations }

  /// The step in which a view was refused its payload because the views alive would have held
  /// more than ``TraceBounds/livePayloadBytes``: the run stopped after it (`nil`: never).
  public var payloadBudgetExceeded: Int? { _budgetStep }

  /// Whether the run stops: a violation, or the payload bound reached.
  @inlinable var halted: Bool { oracle.hasViolations || _budgetStep != nil }

  /// Builds the container and shows it in a window.
  ///
  /// - Parameters:
  ///   - options: The run's options.
  ///   - checking: Whether the oracle and the invariants watch (default); `false` measures the
  ///     run without them.
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options or a container that cannot be
  ///   built.
  public init(options: Options, checking: Bool = true) throws(HarnessError) {
    try options.validate()
    self.options = options
    profile = try options.resolvedProfile()
    var disabled: Set<StepKind<Driver.Kind>> = []
    var magnitudes = profile.magnitudes
    if options.swarm {
      var rng = SplitMix64(seed: options.seed ^ Self.swarmSalt)
      disabled = profile.swarmMask(
        sparing: Set(Driver.info.swarmSpares.map(StepKind.container)), using: &rng)
      // The sizes from a stream of their own: the kinds' mask stays as it was.
      var sizes = SplitMix64(seed: options.seed ^ Self.swarmSalt ^ 0x4D41_474E)
      magnitudes = magnitudes.swarmed(using: &sizes)
    }
    if !options.magnitudes { magnitudes = .none }
    if options.fixedConfiguration {
      disabled.formUnion(Driver.info.configurationKinds.map(StepKind.container))
    }
    disabledKinds = disabled
    nextAudit = options.auditInterval
    scheduledAudit = options.auditInterval
    kindCount = StepKind<Driver.Kind>.count
    stepCounts = .allocate(capacity: 2 * kindCount)
    stepCounts.initialize(repeating: 0, count: 2 * kindCount)
    countsCoverage = options.countsCoverage
    coverage = CoverageCounter(
      kinds: kindCount,
      driverStates: CoverageState.count(of: Driver.info.coverageDimensions))
    context = StressContext(
      checking: checking, payloadOverride: options.payloadBytes,
      eventsPerStep: options.eventsPerStep)
    context.magnitudes = magnitudes
    _burstDraw = magnitudes.burstDraw
    _advanceDraw = magnitudes.advanceDraw
    let oracle = context.oracle
    _oracleRef = Unmanaged.passUnretained(oracle)
    oracle.checksCompleteness = options.checksCompleteness
    // One value from the option to the oracle and every view controller's release policy.
    context.contract = options.resolvedContract
    oracle.callbacksPerStep = options.callbacksPerStep
    _window = context.window
    _clock = context.clock
    _clockRef = Unmanaged.passUnretained(context.clock)
    _lifetimeRef = Unmanaged.passUnretained(context.budget.lifetime)
    _budgetRef = Unmanaged.passUnretained(context.budget)
    self.checking = checking
    let container: Driver
    // The depth from a stream of its own, drawn once: the steps' draws stay as they were.
    var nestingDraw = SplitMix64(seed: options.seed ^ Self.nestingSalt)
    context.nesting = magnitudes.nesting(bits: nestingDraw.next())
    do {
      // The run's clock is current for all it does: animations end on it.
      container = try context.withCurrent {
        let built = try Driver(
          context: context, configuration: options.configuration, plantedBugs: options.bugs())
        if built.root is UIViewController {
          // Written in UIKit's names: the window is the run's application's, its memory
          // warnings iOS's (the built-in containers' are handed down the window alone).
          onModelThread(context) { $0.application._add($0.window) }
        }
        // Deep in the window: one level in 8 a container of one child (a nest of containers,
        // each with its view), the others plain views above them.
        let containers = context.nesting / Self.viewsPerNestedContainer
        context.window.nest(levels: context.nesting - containers)
        let root = try NestViewController.nest(built.root, levels: containers)
        context.giveReleasePolicy(toTreeUnder: root)
        try context.window.setRootViewController(root)
        return built
      }
    } catch {
      throw .usage("cannot build the \(Driver.name) container: \(error)")
    }
    guard container.subject.id == context.containerID else {
      throw .usage(
        "the \(Driver.name) container must have the identifier context.containerID, not \(container.subject.id)"
      )
    }
    _driver = container
    _expectedNow = _clock.now
    context.withCurrent {
      context.window.makeKeyAndVisible()
      if checking {
        container.checkInvariants(after: .advance(ticks: 0), in: context)
        oracle.checkSettled(clockIdle: _clock.isIdle)
      }
    }
    // The children the container starts with are no step's batch.
    _ = oracle.takeStepBatch()
    if checking { watchPresentations() }
  }

  /// Applies one step, then the checks that follow every step (and the audit when due).
  ///
  /// - Returns: Whether the step changed anything.
  /// - Throws: ``HarnessError/badTrace(_:)`` for a step with a value outside ``TraceBounds``,
  ///   before anything is applied.
  @inlinable @discardableResult
  public func apply(_ step: Step) throws(HarnessError) -> Bool {
    try step.validate()
    guard let container = _driver else { return false }
    return context.withCurrent { apply(step, on: container) }
  }

  /// ``apply(_:)`` on the container, which the caller holds.
  @inlinable @discardableResult
  func apply(_ step: Step, on container: Driver) -> Bool {
    _oracleRef._withUnsafeGuaranteedRef { oracle in
      let ordinal = Self.ordinal(of: step)
      oracle.beginStep(_step, kind: ordinal)
      if countsCoverage {
        // The state before this step is the state after the last one that changed anything: a
        // no-op changes nothing, so the state is computed again only after a change.
        if coverage.stale {
          // The oracle's record when it watches (no retain of the subject), else the subject's.
          let state = checking ? oracle.subjectState : container.subject.appearanceState
          coverage.note(container, subjectState: state)
        }
        coverage.record(ordinal: ordinal)
      }
      let churn = _churn  // loaded once for the window and the sample, unretained
      churn?._withUnsafeGuaranteedRef { $0.begin(ordinal) }
      let changed = perform(step, on: container)
      churn?._withUnsafeGuaranteedRef { $0.record(ordinal) }
      if changed { coverage.stale = true }
      stepCounts[changed ? ordinal : kindCount &+ ordinal] &+= 1
      oracle.stepEnded()
      if oracle.stepChangedMembers {
        let (added, removed) = oracle.takeStepBatch()
        noteBatch(added: added, removed: removed, oracle.memberCount)
      }
      if _budgetRef._withUnsafeGuaranteedRef({ $0.exceeded }), _budgetStep == nil {
        _budgetStep = _step
      }
      _step += 1
      if checking {
        container.checkInvariants(after: step, in: context)
        if !oracle.unloadedOutsideWarnings.isEmpty { checkReleases(container) }
        // Settled: nothing scheduled, and no transition waiting on a gesture (an interactive
        // pop of UIKit's, which the clock does not end).
        let (now, idle) = _clockRef._withUnsafeGuaranteedRef { ($0.now, $0.isSettled) }
        if now != _expectedNow { checkClock() }
        oracle.checkSettled(clockIdle: idle)
        _lifetimeRef._withUnsafeGuaranteedRef {
          oracle.checkReleasedViews($0, clockIdle: idle) { releasedViewHolder(container) }
        }
        if idle, oracle.hasLetGo { checkLetGo(container) }
        if _step >= nextAudit { runDueChecks(container) }
      }
      if let churn, churn._withUnsafeGuaranteedRef({ _step >= $0.nextSampleStep }) {
        let (step, views, warnings) = (_step, oracle.loadedMembers, _memoryWarnings)
        churn._withUnsafeGuaranteedRef {
          $0.sample(step: step, loadedViews: views, memoryWarnings: warnings)
        }
      }
      return changed
    }
  }

  /// Generates and applies the run's steps until `options.steps` or the first violation.
  ///
  /// The steps are not kept (a long soak would not fit in memory): the run is a function of
  /// its options, so ``steps(of:count:)`` regenerates them when a failure needs its trace.
  ///
  /// - Parameters:
  ///   - record: Called with each step before it is applied (a trace journal).
  ///   - progress: Called every 4,096 steps with the number done; `false` stops the run there
  ///     (a time limit).
  public func run(
    record: ((Step) -> Void)? = nil, progress: (Int) -> Bool = { _ in true }
  ) {
    context.withCurrent { Driver._loop(self, replaying: nil, record: record, progress: progress) }
  }

  /// The loop of ``run(record:progress:)`` and ``replay(_:)``, specialized in the driver's
  /// module: `steps` applied until the first violation when given, else the run's steps drawn.
  @inlinable
  public func _loop(replaying steps: [Step]?, record: ((Step) -> Void)?, progress: (Int) -> Bool) {
    guard let container = _driver else { return }
    if let steps {
      for step in steps {
        apply(step, on: container)
        if halted { break }
      }
      return
    }
    if let seeds = _stepSeeds {
      _loop(container, stepSeeds: seeds, record: record)
      return
    }
    var rng = SplitMix64(seed: options.seed)
    var pressureRNG = SplitMix64(seed: options.seed ^ Self.pressureSalt)
    let draw = KindDraw(profile, disabled: disabledKinds)
    let count = options.steps
    let pressured = !pressure.isEmpty
    var generated = 0
    while generated < count, !halted {
      let next = nextStep(using: &rng, draw: draw, container: container)
      generated += 1
      // Outside the operation's churn window.
      journal?.record(next)
      if let record {
        record(next)
        if _endsBeforeApplying { break }
      }
      apply(next, on: container)
      stepsMade.note(generated)
      if pressured, !halted {
        applyPressure(using: &pressureRNG, record: record)
      }
      if generated & 4095 == 0, !progress(generated) { break }
    }
  }

  deinit {
    // A runner dropped unfinished (one that regenerates steps) undoes a planted retain cycle
    // here, so that a planted leak stays in the run it was planted in.
    if !finished { driver?.plantedLeakUndo()() }
    context.window._presentationsChanged = nil  // the window may outlive the runner
    coverage.free()
    stepCounts.deallocate()
  }
}

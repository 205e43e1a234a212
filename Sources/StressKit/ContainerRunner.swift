import Containment

/// Everything that determines a container's run; its trace's header records it.
public struct ContainerOptions: Hashable, Sendable, Codable {
  /// The seed of the step stream.
  public var seed: UInt64
  /// How many steps to generate.
  public var steps: Int
  /// A structural audit of the whole hierarchy every this many steps (and at the end).
  public var auditInterval: Int
  /// Bugs planted in the container (names from ``StressContainer/plantableBugs``).
  public var plantedBugs: [String]

  /// Creates options; the defaults are those of `swift run stress-harness --container NAME`.
  public init(
    seed: UInt64 = 1, steps: Int = 200_000, auditInterval: Int = 1024, plantedBugs: [String] = []
  ) {
    self.seed = seed
    self.steps = steps
    self.auditInterval = auditInterval
    self.plantedBugs = plantedBugs
  }

  /// Checks every field for `Container`; the error names the first bad one.
  public func validate<Container: StressContainer>(for _: Container.Type) throws(HarnessError) {
    guard steps >= 1 else { throw .usage("steps must be at least 1, got \(steps)") }
    guard auditInterval >= 1 else {
      throw .usage("audit interval must be at least 1, got \(auditInterval)")
    }
    for name in plantedBugs where !Container.plantableBugs.contains(name) {
      let choices =
        Container.plantableBugs.isEmpty
        ? "it has none" : "choose one of \(Container.plantableBugs.joined(separator: ", "))"
      throw .usage("unknown planted bug '\(name)' for the \(Container.name) container; \(choices)")
    }
  }
}

/// Drives any ``StressContainer`` with a seeded stream of steps, the oracle watching every
/// lifecycle event: the harness's runner for containers other than the stack.
///
/// Deterministic: the same options give the same steps, events and violations.
///
/// ```swift
/// let runner = try ContainerRunner<TabStress>(options: ContainerOptions(seed: 7, steps: 10_000))
/// runner.run()
/// print(runner.finish().first.map(String.init(describing:)) ?? "clean")
/// ```
public final class ContainerRunner<Container: StressContainer> {
  /// A step of this container's runs.
  public typealias Step = StressStep<Container.Operation>

  /// The options the run was made with.
  public let options: ContainerOptions
  /// The window, the clock, the oracle and the children of the run.
  public let context: StressContext
  /// The container under test (`nil` after ``finish()``).
  public private(set) var container: Container?
  /// The number of steps applied.
  public private(set) var step = 0
  /// Memory warnings sent.
  public private(set) var memoryWarnings = 0
  /// Applied and no-op steps by kind.
  var counts: [String: (applied: Int, noOps: Int)] = [:]
  var finished = false
  /// Churn measurement, when asked for.
  var churn: ContainerChurnMeter?

  /// The oracle checking the run.
  public var oracle: Oracle { context.oracle }

  /// Whether the run has found a violation.
  public var failed: Bool { !oracle.violations.isEmpty }

  /// Builds the container and shows it in a window.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options or a container that cannot be
  ///   built.
  public init(options: ContainerOptions) throws(HarnessError) {
    try options.validate(for: Container.self)
    self.options = options
    context = StressContext(plantedBugs: Set(options.plantedBugs))
    // Room for the records of the children a run may create (a step adds at most a few),
    // reserved before churn is measured so that the oracle's bookkeeping does not show as live
    // bytes of the workload.
    context.oracle.tracks.reserveCapacity(min(options.steps, 1 << 20) * 2 + 16)
    let container: Container
    do {
      container = try Container(context: context)
      try context.window.setRootViewController(container.root)
    } catch {
      throw .usage("cannot build the \(Container.name) container: \(error)")
    }
    guard container.root.id == context.containerID else {
      throw .usage(
        "the \(Container.name) container must have the identifier context.containerID, not \(container.root.id)"
      )
    }
    self.container = container
    context.window.makeKeyAndVisible()
  }

  /// Draws the next step for the container's current state.
  public func nextStep(using rng: inout SplitMix64) -> Step {
    guard let container else { return .advance(ticks: 1) }
    return Step.draw(for: container, using: &rng)
  }

  /// Applies one step, then the checks that follow every step (and the audit when due).
  ///
  /// - Returns: Whether the step changed anything.
  @discardableResult
  public func apply(_ step: Step) -> Bool {
    guard let container else { return false }
    oracle.step = self.step
    let changed = perform(step, on: container)
    let kind: String
    switch step {
    case .container(let operation): kind = Container.kind(of: operation)
    case .memoryWarning: kind = "memory-warning"
    case .rotate: kind = "rotate"
    case .advance: kind = "advance"
    case .hideWindow: kind = "hide-window"
    case .showWindow: kind = "show-window"
    }
    counts[kind, default: (0, 0)].applied += changed ? 1 : 0
    counts[kind, default: (0, 0)].noOps += changed ? 0 : 1
    container.checkInvariants(after: step, in: context)
    self.step += 1
    if self.step % options.auditInterval == 0 { oracle.audit(tree: container.root) }
    churn?.stepEnded()
    return changed
  }

  /// Measures allocation churn from now on through `probe`: bytes and allocations over the
  /// steps, and the peak of live bytes after each step.
  ///
  /// Call it on the thread that runs the steps, before the first one.
  public func measureChurn(with probe: AllocationProbe) {
    churn = ContainerChurnMeter(probe: probe)
  }

  private func perform(_ step: Step, on container: Container) -> Bool {
    let window = context.window
    switch step {
    case .memoryWarning:
      // Every view controller in the window's tree must hear it (C4).
      let expected = Self.treeSize(container.root)
      let before = oracle.warningDeliveries
      oracle.inMemoryWarning = true
      window.simulateMemoryWarning()
      oracle.inMemoryWarning = false
      memoryWarnings += 1
      let delivered = oracle.warningDeliveries - before
      if delivered != expected {
        context.report(
          .C4, nil, expected: "the warning delivered to \(expected) view controllers",
          seen: "\(delivered)")
      }
      return true
    case .rotate(let orientation):
      guard orientation != window.orientation else { return false }
      let transitioning = container.isTransitioning
      let accepted = window.rotate(to: orientation)
      if transitioning, accepted {
        context.report(
          .C7, container.root.id, expected: "a rotation refused during a transition",
          seen: "accepted")
      }
      return accepted
    case .advance(let ticks):
      guard ticks > 0 else { return false }
      context.clock.advance(by: Int64(ticks))
      return true
    case .hideWindow:
      guard window.isVisible else { return false }
      window.hide()
      return true
    case .showWindow:
      guard !window.isVisible else { return false }
      window.makeKeyAndVisible()
      return true
    case .container(let operation):
      return container.apply(operation)
    }
  }

  static func treeSize(_ root: ViewController) -> Int {
    1 + root.children.reduce(0) { $0 + treeSize($1) }
  }

  /// Generates and applies the run's steps until `options.steps` or the first violation.
  ///
  /// - Parameters:
  ///   - record: Called with each step before it is applied (a trace journal).
  ///   - progress: Called every 4,096 steps with the number done; `false` stops the run.
  public func run(
    record: (Step) -> Void = { _ in }, progress: (Int) -> Bool = { _ in true }
  ) {
    var rng = SplitMix64(seed: options.seed)
    var generated = 0
    while generated < options.steps, !failed, container != nil {
      let next = nextStep(using: &rng)
      generated += 1
      record(next)
      apply(next)
      if generated & 4095 == 0, !progress(generated) { break }
    }
  }

  /// The first `count` steps a run with `options` applies (fewer if it fails earlier),
  /// regenerated by running it again.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public static func steps(of options: ContainerOptions, count: Int) throws(HarnessError) -> [Step]
  {
    var limited = options
    limited.steps = min(options.steps, count)
    let runner = try ContainerRunner(options: limited)
    var steps: [Step] = []
    runner.run(record: { steps.append($0) })
    return steps
  }

  /// Replays `steps` from scratch and returns the first violation, if any.
  public static func firstViolation(of steps: [Step], options: ContainerOptions) -> Violation? {
    guard let runner = try? ContainerRunner(options: options) else { return nil }
    for step in steps {
      runner.apply(step)
      if runner.failed { break }
    }
    return runner.finish().first
  }

  /// Tears the run down and checks for leaks (C9), after a last audit.
  ///
  /// Ends the transitions, empties the container (``StressContainer/tearDown()``), takes the
  /// window down and drops every reference; then every view controller and view the context
  /// made must have been deallocated. Calling it twice does nothing the second time.
  ///
  /// - Returns: Every violation of the run.
  @discardableResult
  public func finish() -> [Violation] {
    guard !finished else { return oracle.violations }
    finished = true
    churn?.stop()
    oracle.step = step
    context.clock.runUntilIdle()
    if let container, !failed { oracle.audit(tree: container.root) }
    container?.tearDown()
    context.clock.runUntilIdle()
    context.window.hide()
    try? context.window.setRootViewController(nil)
    context.clock.runUntilIdle()
    container = nil
    context.reusable = []
    if !failed { oracle.checkNoLeaks(liveViews: context.lifetime.live) }
    return oracle.violations
  }

  /// The report of the run (call after ``finish()``).
  ///
  /// - Parameter elapsedSeconds: The wall-clock time the steps took.
  /// - Returns: The report.
  public func report(elapsedSeconds: Double) -> ContainerRunReport {
    ContainerRunReport(
      container: Container.name,
      options: options,
      steps: step,
      operations: counts.keys.sorted().map {
        ContainerRunReport.KindCount(
          kind: $0, applied: counts[$0]?.applied ?? 0, noOps: counts[$0]?.noOps ?? 0)
      },
      loads: oracle.loads,
      unloads: oracle.unloads,
      reloads: oracle.reloads,
      memoryWarnings: memoryWarnings,
      violations: oracle.violations,
      elapsedSeconds: elapsedSeconds,
      operationsPerSecond: elapsedSeconds > 0 ? Double(step) / elapsedSeconds : 0,
      churn: churn?.report(steps: step))
  }
}

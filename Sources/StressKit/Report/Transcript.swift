import Containment

/// A replay written out as text: each operation, the lifecycle callbacks it caused in order,
/// and the state of the stack it left; then the violations the oracle found.
///
/// Transcripts are the replay suite's golden logs and the output of
/// `stress-harness replay --transcript`. View controllers are named, not numbered: the stack is
/// `stack`, its host `host`, and children `A`, `B`, … in the order they were created.
///
/// ```
/// step 0: push(payload: 0, style: slide, animated: true)
///   A willMove(toParent: stack)
///   A loadView
///   A viewDidLoad
///   A viewWillAppear(animated: true)
///   stack willShow(A, animated: true)
///   = stack [A appearing], transition
/// ```
///
/// Deallocations (`deinit`) are listed last in their step, sorted by name: when in the step an
/// object is freed is the compiler's choice, not the contract's. After the operations, the
/// `teardown` section shows the runner emptying the stack and taking the window down.
public struct Transcript: Sendable {
  /// The transcript's text, one line per operation, callback and state.
  public let text: String
  /// The violations of the replay, teardown included.
  public let violations: [Violation]

  /// Replays `steps` of a container in a new ``StressRunner`` and writes down what happened.
  ///
  /// The view controllers the driver makes first are named by its
  /// ``StressDriverInfo/fixedNames``, the children `A`, `B`, … in the order they were created;
  /// the state after each step is the driver's ``StressDriver/transcriptState(naming:in:)``.
  ///
  /// - Parameters:
  ///   - options: The options of the run.
  ///   - steps: The steps, in order.
  ///   - container: The container's driver.
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options, ``HarnessError/badTrace(_:)``
  ///   for a step outside ``TraceBounds``, or one whose views would go past
  ///   ``TraceBounds/livePayloadBytes``.
  public init<Driver: StressDriver>(
    options: StressOptions<Driver>, steps: [StressStep<Driver.Operation>],
    of container: Driver.Type = Driver.self
  ) throws(HarnessError) {
    let runner = try StressRunner<Driver>(options: options)
    try StressRunner<Driver>.validate(steps)
    let naming = Self.naming(fixed: Driver.info.fixedNames)
    self.init(
      oracle: runner.oracle, naming: naming, steps: steps,
      apply: { step in
        // With the run's clock, registry and application current, as a run applies it: what
        // code written for UIKit schedules on the main run loop waits on the run's clock.
        if let container = runner.driver {
          _ = runner.context.withCurrent { runner.apply(step, on: container) }
        }
      },
      failed: { runner.halted },
      state: {
        runner.driver?.transcriptState(naming: naming, in: runner.context) ?? "torn down"
      },
      finish: { runner.finish() })
    if let step = runner.payloadBudgetExceeded {
      throw .badTrace("step \(step): \(runner.replayProblem)")
    }
  }

  /// Replays a trace and writes down what happened.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options, ``HarnessError/badTrace(_:)``
  ///   for a step outside ``TraceBounds``.
  public init<Driver: StressDriver>(replaying trace: StressTrace<Driver>)
    throws(HarnessError)
  {
    try self.init(options: trace.options, steps: trace.steps)
  }

  /// Applies the steps one by one, recording the callbacks and the state after each.
  private init<Step: CustomStringConvertible>(
    oracle: Oracle, naming: @escaping (ViewControllerID) -> String, steps: [Step],
    apply: (Step) -> Void, failed: () -> Bool, state: () -> String, finish: () -> Void
  ) {
    var lines: [String] = []
    var freed: [String] = []
    oracle.eventSink = { _, event in
      let name = naming(event.subject)
      if case .deinitialized = event.kind {
        freed.append(name)
      } else {
        lines.append("  \(name) \(event.kind.description(naming: naming))")
      }
    }
    func flushFreed() {
      if !freed.isEmpty {
        lines.append("  deinit " + freed.sorted(by: Self.nameOrder).joined(separator: " "))
      }
      freed.removeAll()
    }
    for (index, step) in steps.enumerated() {
      lines.append("step \(index): \(step)")
      apply(step)
      flushFreed()
      lines.append("  = " + state())
      if failed() { break }
    }
    lines.append("teardown")
    finish()
    flushFreed()
    oracle.eventSink = nil
    let violations = oracle.violations
    if violations.isEmpty {
      lines.append("no violations")
    } else {
      lines += violations.map { "violation: \(Self.renamed($0.description, naming: naming))" }
    }
    self.text = lines.joined(separator: "\n") + "\n"
    self.violations = violations
  }

  /// `text` with every view controller named as the transcript names it (`vc2` → `A`, `vc0` →
  /// `stack`): a violation's subject and holders read as the lines above it do.
  static func renamed(_ text: String, naming: (ViewControllerID) -> String) -> String {
    text.replacing(/\bvc([0-9]+)\b/) { match in
      UInt64(match.output.1).map { naming(ViewControllerID(rawValue: $0)) }
        ?? String(match.output.0)
    }
  }

  /// The name of a view controller of a stack run: `stack`, `host`, then `A`…`Z`, then
  /// `vc28`….
  public static func name(_ id: ViewControllerID) -> String {
    naming(fixed: StackDriver.info.fixedNames)(id)
  }

  /// The names in a run: the view controllers the driver makes first by `fixed`, then `A`…`Z`
  /// in the order the others were created, then `vc` and the identifier.
  static func naming(fixed: [String]) -> @Sendable (ViewControllerID) -> String {
    { id in
      let raw = Int(id.rawValue)
      if raw < fixed.count { return fixed[raw] }
      let letter = raw - fixed.count
      return letter < 26 ? String(UnicodeScalar(UInt8(65 + letter))) : "vc\(raw)"
    }
  }

  /// A view controller's view as a transcript shows it: `no view`, `loaded` (disappeared), or
  /// its appearance state.
  static func viewState(_ viewController: ViewController) -> String {
    switch (viewController.isViewLoaded, viewController.appearanceState) {
    case (false, _): "no view"
    case (true, .disappeared): "loaded"
    case (true, let state): state.description
    }
  }

  /// Orders names as their view controllers were created.
  static func nameOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
  }
}

import Containment

/// A replay written out as text: each operation, the lifecycle callbacks it caused in order,
/// and the state of the stack it left; then the violations the oracle found.
///
/// Transcripts are the regression suite's golden logs and the output of
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

  /// Replays `operations` in a new runner and writes down what happened.
  ///
  /// The replay stops after the first violation, as a run does; the teardown's leak check
  /// (C9) runs as well.
  ///
  /// - Parameters:
  ///   - options: The options of the run (its capacity, planted bugs…).
  ///   - operations: The operations, in order.
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public init(options: RunOptions, operations: [WorkloadOperation]) throws(HarnessError) {
    let runner = try Runner(options: options)
    var lines: [String] = []
    var freed: [String] = []
    runner.oracle.eventSink = { _, event in
      let name = Self.name(event.subject)
      if case .deinitialized = event.kind {
        freed.append(name)
      } else {
        lines.append("  \(name) \(event.kind.description(naming: Self.name))")
      }
    }
    func flushFreed() {
      if !freed.isEmpty {
        lines.append("  deinit " + freed.sorted(by: Self.nameOrder).joined(separator: " "))
      }
      freed.removeAll()
    }
    for (index, operation) in operations.enumerated() {
      lines.append("step \(index): \(operation)")
      runner.apply(operation)
      flushFreed()
      lines.append("  = " + Self.state(of: runner))
      if runner.failed { break }
    }
    lines.append("teardown")
    runner.finish()
    flushFreed()
    runner.oracle.eventSink = nil
    let violations = runner.oracle.violations
    if violations.isEmpty {
      lines.append("no violations")
    } else {
      lines += violations.map { "violation: \($0)" }
    }
    self.text = lines.joined(separator: "\n") + "\n"
    self.violations = violations
  }

  /// Replays a trace and writes down what happened.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for invalid options.
  public init(replaying trace: Trace) throws(HarnessError) {
    try self.init(options: trace.options, operations: trace.operations)
  }

  /// The name of a view controller of a run: `stack`, `host`, then `A`…`Z`, then `vc28`….
  public static func name(_ id: ViewControllerID) -> String {
    switch id.rawValue {
    case 0: return "stack"
    case 1: return "host"
    case let raw where raw < 28: return String(UnicodeScalar(UInt8(63 + raw)))  // 2 → "A"
    case let raw: return "vc\(raw)"
    }
  }

  /// Orders names as their view controllers were created.
  static func nameOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
  }

  /// The stack's children from the root, each with its view's state, the children the workload
  /// holds in its cache, and whether a transition runs.
  static func state(of runner: Runner) -> String {
    func describe(_ child: ViewController) -> String {
      let view =
        switch (child.isViewLoaded, child.appearanceState) {
        case (false, _): "no view"
        case (true, .disappeared): "loaded"
        case (true, let state): state.description
        }
      return "\(name(child.id)) \(view)"
    }
    guard let stack = runner.stack else { return "torn down" }
    var text = "stack [" + stack.viewControllers.map(describe).joined(separator: ", ") + "]"
    let cached = runner.cache.enumerated().compactMap { slot, child in
      child.map { "\(slot): \(describe($0))" }
    }
    if !cached.isEmpty { text += ", cache [" + cached.joined(separator: ", ") + "]" }
    if stack.isTransitioning { text += ", transition" }
    if stack.capacity != runner.options.capacity { text += ", capacity \(stack.capacity)" }
    return text
  }
}

extension WorkloadOperation: CustomStringConvertible {
  /// The operation as it reads in a transcript: `push(payload: 0, style: slide, animated: true)`.
  public var description: String {
    switch self {
    case .push(let payload, let style, let animated):
      "push(payload: \(payload), style: \(style.rawValue), animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      "pushCached(slot: \(slot), style: \(style.rawValue), animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popTo(let index, let animated): "popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .insert(let index, let payload): "insert(index: \(index), payload: \(payload))"
    case .insertCached(let slot, let index): "insertCached(slot: \(slot), index: \(index))"
    case .remove(let index, let animated): "remove(index: \(index), animated: \(animated))"
    case .replaceAll(let keep, let added, let payload, let animated):
      "replaceAll(keep: 0b\(String(keep, radix: 2)), added: \(added), payload: \(payload), animated: \(animated))"
    case .setCapacity(let capacity): "setCapacity(\(capacity))"
    case .memoryWarning(let count): "memoryWarning(count: \(count))"
    case .rotate(let orientation): "rotate(\(orientation))"
    case .resize(let width, let height): "resize(width: \(width), height: \(height))"
    case .cover(let animated): "cover(animated: \(animated))"
    case .uncover(let animated): "uncover(animated: \(animated))"
    case .hideWindow: "hideWindow"
    case .showWindow: "showWindow"
    case .retain(let index): "retain(index: \(index))"
    case .release(let slot): "release(slot: \(slot))"
    case .advance(let ticks): "advance(ticks: \(ticks))"
    case .cancelTransition: "cancelTransition"
    }
  }
}

import Containment

extension StackDriver {
  /// C1, C2/L3 for the top, C3, after every step.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    Self.check(stack, oracle: context.oracle)
  }

  /// C1's other half: outside a memory warning, only children below the top N lose their views.
  ///
  /// The child is looked for among the top N; O(N).
  public func whyKept(_ child: ViewControllerID) -> String? {
    let count = stack.count
    for depth in 0..<min(stack.capacity, count)
    where stack.viewController(at: count - 1 - depth)?.id == child {
      return "the view at depth \(depth) kept (capacity \(stack.capacity), no memory warning)"
    }
    return nil
  }

  /// The stack's structural checks: no view deeper than the capacity, every covered child
  /// disappeared, as many children as `willMove`/`didMove` calls say.
  public func audit(in context: StressContext) {
    Self.audit(stack, oracle: context.oracle)
  }

  /// The host, the stack and its children.
  public var viewControllerCount: Int { 2 + stack.children.count }

  /// The host and the stack when their views are loaded, and then the children whose views
  /// the oracle saw loaded: O(1) at any depth.
  public var sizeChangeReceivers: Int {
    guard host.isViewLoaded else { return 0 }
    guard stack.isViewLoaded else { return 1 }
    return 2 + context.oracle.loadedMembers
  }

  /// Spares the top when its view is in the window (the stack shown or covered, C4).
  public func memoryWarningWillArrive(in context: StressContext) {
    context.spare(
      stack.topViewController.flatMap { $0.viewIfLoaded?.isInWindow == true ? $0.id : nil })
  }

  /// The O(1) checks that follow every step, on the oracle's counters.
  static func check(_ stack: StackController, oracle: Oracle) {
    let transitioning = stack.isTransitioning
    let loaded = oracle.loadedMembers
    if stack.count > stack.capacity { oracle.exercise(.C1) }
    if loaded > 1, loaded > stack.capacity + (transitioning ? 1 : 0) {
      let allowed = stack.capacity + (transitioning ? 1 : 0)
      oracle.report(
        .C1, nil,
        expected: "at most \(allowed) child views loaded (capacity \(stack.capacity)"
          + (transitioning ? ", in a transition)" : ")"),
        seen: "\(loaded)")
    }
    let state = oracle.subjectState
    if let (id, isViewLoaded) = stack.top {
      let (loaded, topState) = oracle.record(of: id)
      if loaded != isViewLoaded {
        oracle.report(
          isViewLoaded ? .C2 : .L3, id,
          expected: isViewLoaded
            ? "a view that came back to be reloaded through loadView and viewDidLoad"
            : "a view released only with viewDidUnload",
          seen: isViewLoaded ? "a view without a load" : "the view gone without viewDidUnload")
      }
      if state == .appeared, !transitioning { oracle.exercise(.C3) }
      if state == .appeared, !transitioning, topState != .appeared {
        oracle.report(.C3, id, expected: "the top child appeared", seen: "\(topState)")
      }
    }
    let moving = oracle.movingChildren
    if state == .appeared, !transitioning, moving > 1 {
      oracle.report(
        .C3, nil, expected: "only the top child not disappeared when idle",
        seen: "\(moving) children moving")
    } else if transitioning, moving > 2 {
      oracle.report(
        .C3, nil, expected: "at most the two participants moving in a transition",
        seen: "\(moving)")
    } else if state == .disappeared, moving > 0 {
      oracle.report(
        .C3, nil, expected: "no child moving while the stack is off screen", seen: "\(moving)")
    }
  }

  /// C7's layout half, for an idle stack (``audit(_:oracle:)`` calls it once no transition
  /// runs): every child's view in the stack's fills it.
  ///
  /// The top's, and those kept behind it. O(depth).
  static func auditLayout(_ stack: StackController, oracle: Oracle) {
    guard let view = stack.viewIfLoaded else { return }
    for child in stack.children {
      oracle.auditFrame(of: child, in: view, expected: Rect(size: view.frame.size))
    }
  }

  /// The stack's part of the audit, O(depth); the oracle's ``Oracle/audit(tree:)`` checks each
  /// view controller against its events.
  static func audit(_ stack: StackController, oracle: Oracle) {
    let idle = !stack.isTransitioning
    if oracle.memberCount != stack.children.count {
      oracle.report(
        .L4, nil, expected: "\(stack.children.count) children by willMove/didMove",
        seen: "\(oracle.memberCount)")
    }
    guard idle else { return }
    auditLayout(stack, oracle: oracle)
    let count = stack.count
    for index in 0..<count {
      guard let child = stack.viewController(at: index) else { continue }
      let depth = count - 1 - index
      if depth >= stack.capacity, child.isViewLoaded {
        oracle.report(
          .C1, child.id, expected: "no view at depth \(depth) (capacity \(stack.capacity))",
          seen: "loaded")
      }
      if depth > 0, child.appearanceState != .disappeared {
        oracle.report(
          .C3, child.id, expected: "a covered child disappeared", seen: "\(child.appearanceState)")
      }
    }
  }
}

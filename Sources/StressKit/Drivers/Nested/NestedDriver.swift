import Containment

/// The harness's driver of nested containers.
///
/// A placeholder (the container under test) shows a tab container whose first child is a top-N
/// stack. Pushes and pops in the stack, the tab
/// container's own operations, and the whole tab container taken out of the placeholder and put
/// back, so that appearance, rotations and memory warnings go through every level.
///
/// Invariants after every step, beyond the lifecycle contract: each level shows what it should
/// (C3: the placeholder's child, the selected tab, the stack's top) and the stack keeps at most
/// its capacity of views when idle (C1). Rotations must be refused while the stack or the
/// placeholder runs a transition (C7), which the tab container learns from its selected child.
public final class NestedDriver: StressDriver {

  /// The bugs that can be planted.
  public enum Bug: String, StressBug {
    /// The placeholder releases the view of the child it swaps out (C5).
    case releasesViewOnSwap = "releases-view-on-swap"
    /// The tab container never calls `didMove(toParent:)` on the children it adds (L4).
    case forgetsDidMove = "forgets-did-move"
    /// The tab container allows a rotation while its stack pushes (C7).
    case tabsIgnoreChildRotation = "tabs-ignore-child-rotation"
  }

  /// `nested`, under CoconutKit's contract and the stack's C1: stack operations and tab
  /// operations mostly; the tab container detached and attached sometimes; the nest 20 to 100
  /// views deep in the window (``Magnitudes/nested``).
  public static let info = StressDriverInfo<NestedDriver>(
    name: "nested",
    profiles: [
      .withSharedSteps(
        summary: "pushes and pops in a stack in tabs in a placeholder, the tabs detached and back",
        [
          (.tabsSetChildren, 2), (.tabsSelect, 5), (.tabsMenu, 1), (.push, 5), (.pop, 8),
          (.detachTabs, 2), (.attachTabs, 3),
        ], magnitudes: .nested)
    ],
    contract: .coconutKit, ownRules: [.C1], coverageDimensions: coverageDimensions,
    whyUnreachable: { whyUnreachable($0) })
  /// The stack's capacity.
  public static let stackCapacity = 2
  /// The deepest the stack gets: pushes beyond it are no-ops (the per-step checks are O(depth)).
  public static let maxDepth = 12

  let placeholder: PlaceholderController
  let tabs: TabController
  let stack: StackController
  let context: StressContext

  /// Builds placeholder → tabs → [stack, a child], set before display.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    placeholder = try PlaceholderController(
      clock: context.clock, id: context.containerID, observer: context.observer)
    // The tab container is the placeholder's child (C5, C6 apply to it); everything inside it
    // is checked for the lifecycle contract.
    tabs = TabController(id: context.makeID(isChild: true), observer: context.observer)
    stack = try StackController(
      capacity: Self.stackCapacity, clock: context.clock, id: context.makeID(isChild: false),
      observer: context.observer)
    // Each level shows the title of what it shows, down to the stack's top: C3, audited.
    for level in [placeholder, tabs, stack] as [ViewController] {
      level.forwardsChildProperties = true
    }
    if plantedBugs.contains(.releasesViewOnSwap) {
      placeholder.faults.insert(.placeholderReleasesViewOnSwap)
    }
    if plantedBugs.contains(.forgetsDidMove) { tabs.faults.insert(.tabForgetsDidMove) }
    if plantedBugs.contains(.tabsIgnoreChildRotation) {
      tabs.faults.insert(.tabIgnoresChildRotation)
    }
    let other = context.child(for: .new(payload: 1024), nested: true)
    try tabs.setViewControllers([stack] + (other.map { [$0] } ?? []))
    if let root = context.child(for: .new(payload: 512), nested: true) {
      try stack.push(root, animated: false)
    }
    try placeholder.setChild(tabs)
  }

  /// The placeholder.
  public var root: ViewController { placeholder }

  /// Whether the placeholder swaps or the stack pushes or pops.
  public var isTransitioning: Bool { placeholder.isTransitioning || stack.isTransitioning }

  /// An operation of `kind` on the tab container, the stack or the placeholder.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    func tabs(_ kind: TabDriver.Kind) -> Operation {
      .tabs(operation: TabDriver.draw(kind, for: self.tabs, in: context, using: &rng))
    }
    switch kind {
    case .tabsSetChildren: return tabs(.setChildren)
    case .tabsSelect: return tabs(.select)
    case .tabsMenu: return tabs(.menu)
    case .push:
      return .push(
        child: context.drawChild(using: &rng),
        style: TransitionStyle.allCases[rng.below(TransitionStyle.allCases.count)],
        animated: rng.coin())
    case .pop: return .pop(animated: rng.coin())
    case .detachTabs: return .detachTabs(animated: rng.coin())
    case .attachTabs:
      return .attachTabs(
        style: TransitionStyle.allCases[rng.below(TransitionStyle.allCases.count)],
        animated: rng.coin())
    }
  }

  /// Applies an operation whenever app code could call it, and lets the containers decide.
  ///
  /// Mid-transition, off screen, the tabs detached: their refusals (a transition running,
  /// nothing to pop) are no-ops, and so are tabs detached or attached again. The one guard,
  /// ``maxDepth``, bounds the workload's cost, not what app code may do.
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .tabs(let operation):
      return TabDriver.apply(operation, to: tabs, in: context, keeping: stack, nested: true)
    case .push(let choice, let style, let animated):
      guard stack.count < Self.maxDepth, let child = context.child(for: choice, nested: true)
      else {
        return false
      }
      return (try? stack.push(child, style: style, animated: animated)) != nil
    case .pop(let animated):
      guard let popped = try? stack.pop(animated: animated) else { return false }
      context.keepForReuse(popped)
      return true
    // Detached again or attached again, the placeholder is given the child it has: a no-op.
    case .detachTabs(let animated):
      let same = tabs.parent == nil
      let done = (try? placeholder.setChild(nil, style: .crossFade, animated: animated)) != nil
      return done && !same
    case .attachTabs(let style, let animated):
      let same = tabs.parent != nil
      let done = (try? placeholder.setChild(tabs, style: style, animated: animated)) != nil
      return done && !same
    }
  }

  /// The tab container's menu in its place: over the selected child while shown, in no view
  /// while hidden.
  ///
  /// Not the children's frames, nor the menu's size: the model has no autoresizing, so a
  /// container put back after a size change it did not hear keeps its old layout (see C7 in
  /// the contract).
  public func audit(in context: StressContext) {
    TabDriver.auditMenu(of: tabs, oracle: context.oracle)
  }

  /// C3 at every level and C1 for the stack.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(
      tabs, among: placeholder.children, of: placeholder, idle: !placeholder.isTransitioning)
    TabDriver.check(tabs, in: context)
    let idle = !stack.isTransitioning
    // The children rather than `viewControllers`, which copies: the order does not matter here.
    let children = stack.children
    context.checkShown(stack.topViewController, among: children, of: stack, idle: idle)
    let loaded = children.reduce(0) { $0 + ($1.isViewLoaded ? 1 : 0) }
    if idle, children.count > stack.capacity { context.oracle.exercise(.C1) }
    if idle, loaded > stack.capacity {
      context.report(
        .C1, stack.id, expected: "at most \(stack.capacity) child views loaded in the stack",
        seen: "\(loaded)")
    }
  }

  /// The tab container (detached from the placeholder by `detachTabs`) and its stack are the
  /// driver's, to attach again.
  public func holds(_ viewController: ViewController) -> Bool {
    viewController === tabs || viewController === stack
  }

  /// Empties the stack, the tab container and the placeholder.
  public func tearDown() {
    try? stack.setViewControllers([], animated: false)
    try? tabs.setViewControllers([])
    placeholder.finishTransitions()
    try? placeholder.setChild(nil, animated: false)
  }

}

import Containment
import UIKitContainment

/// A container of a stack of children, the top one shown: pushes and pops, as a navigation
/// controller of one's own, or a top-N stack that lets the covered children's views go
/// (`child.view = nil`).
///
/// ```swift
/// enum TopStack: StackShape {
///   static let name = "top-stack"
///   static func makeContainer(plantedBugs: Set<NoBug>) -> TopStackViewController {
///     TopStackViewController()
///   }
///   static func push(_ child: UIViewController, onto stack: TopStackViewController) {
///     stack.push(child)
///   }
///   static func pop(from stack: TopStackViewController) { stack.pop() }
///   static func stack(of stack: TopStackViewController) -> [UIViewController] {
///     stack.viewControllers
///   }
/// }
/// ```
public protocol StackShape: ContainerShape {
  /// Pushes `child`, as the app's code would: whatever the container is doing.
  @MainActor static func push(_ child: UIViewController, onto container: Container)

  /// Pops the top child, as the app's code would (the container decides what a pop of its
  /// last child does).
  @MainActor static func pop(from container: Container)

  /// The children of the stack, bottom first, as the container says: the last is shown.
  @MainActor static func stack(of container: Container) -> [UIViewController]

  /// Whether the app's code sets the whole stack at once (``setStack(_:animated:of:)``), so
  /// that the workload draws new stacks: `false` unless the shape says so; `true` over UIKit's
  /// navigation controller.
  static var setsStack: Bool { get }

  /// Sets the stack to `children`, bottom first, as the app's code would (a deep link, a
  /// sign-in that replaces what is shown); drawn only when ``setsStack``.
  @MainActor static func setStack(
    _ children: [UIViewController], animated: Bool, of container: Container)
}

extension StackShape {
  /// No new stacks are drawn.
  public static var setsStack: Bool { false }

  /// Nothing: the shape sets no stack.
  @MainActor public static func setStack(
    _ children: [UIViewController], animated: Bool, of container: Container
  ) {}
}

extension UINavigationController {
  /// Whether `child` itself is in the stack: by identity (what UIKit's check of a screen pushed
  /// twice asks), without `isEqual(_:)`, and without a closure, whose main-actor check would
  /// cost more than the scan.
  @MainActor func holds(_ child: UIViewController) -> Bool {
    for held in viewControllers where held === child { return true }
    return false
  }
}

/// A stack shape over UIKit's own navigation controller (or a subclass of it) needs only its
/// name and its container: a push and a pop as a tap on a row and the back button make them,
/// never while a push or pop runs (the app's code asks `transitionCoordinator`), never a
/// screen already in the stack (UIKit ends the app for one pushed twice). A shape that pushes
/// otherwise writes its own.
extension StackShape where Container: UINavigationController {
  /// Pushes `child`, animated, unless a push or pop runs or the stack holds it already.
  @MainActor public static func push(_ child: UIViewController, onto navigation: Container) {
    // Only a child can be in the stack (a reused child is not): it alone is looked for.
    guard navigation.transitionCoordinator == nil,
      child._parentViewController !== navigation || !navigation.holds(child)
    else { return }
    navigation.pushViewController(child, animated: true)
  }

  /// Pops the top child, animated, unless a push or pop runs.
  @MainActor public static func pop(from navigation: Container) {
    guard navigation.transitionCoordinator == nil else { return }
    navigation.popViewController(animated: true)
  }

  /// The navigation controller's `viewControllers`.
  @MainActor public static func stack(of navigation: Container) -> [UIViewController] {
    navigation.viewControllers
  }

  /// New stacks are drawn: `setViewControllers(_:animated:)` is how app code sets one.
  public static var setsStack: Bool { true }

  /// `setViewControllers(_:animated:)`, unless a push or pop runs.
  @MainActor public static func setStack(
    _ children: [UIViewController], animated: Bool, of navigation: Container
  ) {
    guard navigation.transitionCoordinator == nil else { return }
    navigation.setViewControllers(children, animated: animated)
  }
}

extension StackShape {
  /// The runner's loop, specialized here for ``StackShapeDriver``.
  @inlinable
  public static func _loop(
    _ runner: AnyObject, replaying steps: Any?, record: Any?, progress: (Int) -> Bool
  ) {
    _shapeLoop(
      StackShapeDriver<Self>.self, runner, replaying: steps, record: record, progress: progress)
  }
}

/// The driver of a ``StackShape``: pushes of new, reused and taken children and pops, whenever
/// they are drawn, among the steps every container faces.
///
/// Checks, beyond the lifecycle rules: idle and on screen, the top child has appeared and
/// every other child has disappeared (C3). A covered child's view may go when the container
/// lets it (a top-N stack's cache); the top's never.
public final class StackShapeDriver<Shape: StackShape>: ShapeDriverBase<Shape>, StressDriver {
  /// A push or a pop.
  public typealias Operation = StackShapeOperation

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// The shape's name, contract and coverage, the driver's profiles and dimension.
  public static var info: StressDriverInfo<StackShapeDriver> {
    info(
      profiles: workloadProfiles,
      dimension: CoverageDimension("stack", ["at most one child", "several children"]))
  }

  /// The runner's loop: the shape's, specialized where it is declared.
  public static func _loop(
    _ runner: StressRunner<StackShapeDriver>, replaying steps: [StressStep<Operation>]?,
    record: ((StressStep<Operation>) -> Void)?, progress: (Int) -> Bool
  ) {
    Shape._loop(runner, replaying: steps, record: record, progress: progress)
  }

  /// Pushes and pops among the steps every container faces (and new stacks, for a shape that
  /// sets them); one push in 1,024 a dive of 64 to 2,048 children, one pop in 256 as many pops
  /// in one step (a push is about one step in eight, so a default run makes a score of dives).
  static var workloadProfiles: [StressProfile<Kind>] {
    var magnitudes = Magnitudes.standard
    magnitudes.diveOneIn = 1024
    // A new stack takes one of the pops' ten: about as many children leave as before.
    let leaving: [(Kind, Int)] = Shape.setsStack ? [(.pop, 9), (.replace, 1)] : [(.pop, 10)]
    return [
      .withSharedSteps(
        summary: Shape.setsStack
          ? "children pushed and popped, new stacks set" : "children pushed and popped",
        [(.push, 12)] + leaving + touchWeight(.touch), magnitudes: magnitudes)
    ]
  }

  /// Makes the container and pushes a first child.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    if let first = child(.new(payload: 256)) { push(first) }
  }

  /// A new, reused or taken child, one time in the magnitudes' `diveOneIn` after a dive; or a
  /// pop, four times as often a batch of pops as large, and one time in 32 back to the root; or
  /// a touch (while a finger is down, three times in four).
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    if kind == .touch || fingerMovesOn(using: &rng) { return .touch(drawTouch(using: &rng)) }
    // A new stack of a stack up to 64 deep (one bit a child); after a dive, a pop in its place:
    // a dive comes down at the pace of pops, as it went up (its thousands of children would
    // make the steps that set a stack the run's costliest).
    if kind == .replace, case let depth = stack.count, depth <= 64 {
      // Each child kept one time in two, the root three times in four (a sign-in keeps it).
      let mask = depth >= 64 ? UInt64.max : (UInt64(1) << UInt64(depth)) &- 1
      let root: UInt64 = rng.below(4) == 0 ? 0 : 1
      let animated = rng.below(100) < profile.animatedPercent
      return .replace(
        keep: (rng.next() | root) & mask, context.drawChild(using: &rng), animated: animated)
    }
    guard kind != .push else {
      let dive = context.drawBatch(1...1, using: &rng)
      return .push(context.drawChild(using: &rng), dive: dive > 1 ? dive : nil)
    }
    // Batches of pops four times as often as dives: a deep stack comes back down, and the
    // steps after a dive (each O(children) in C3's check) stay few.
    let magnitudes = context.magnitudes
    let batch = RareDraw(
      oneIn: magnitudes.diveOneIn > 0 ? max(1, magnitudes.diveOneIn / 4) : 0, from: 64,
      to: magnitudes.deepestDive
    ).draw(usual: 1...1, using: &rng)
    // One pop in 32 goes back to the root, as a tab's second tap does: the shallow states
    // come back however deep the pushes took the stack.
    let depth = stack.count
    if rng.below(32) == 0, depth > 2 { return .pop(count: depth - 1) }
    return .pop(count: batch > 1 ? batch : nil)
  }

  /// Pushes or pops, a popped child kept for reuse.
  ///
  /// A no-op when the choice names no child, or the stack stayed as it was.
  public func apply(_ operation: Operation) -> Bool {
    // Only the children an operation may take off are read before it (the top one, or as
    // many as a batch pops): a copy of the whole list held across the operation would make
    // the container's own list copy itself on its next change, a step of every push and pop
    // as long as the stack is deep.
    let (depthBefore, topBefore) = top(of: operation)
    switch operation {
    case .push(let choice, let dive):
      guard let child = child(choice) else { return false }
      for _ in 0..<max(0, dive ?? 0) {
        if let new = context.makeChild(payload: 0) as? UIViewController {
          push(new)
        }
      }
      push(child)
    case .pop(let count):
      var depth = depthBefore
      for _ in 0..<max(1, count ?? 1) {
        onModelThread(container) { Shape.pop(from: $0) }
        // A pop that changed nothing (the last child kept) ends the batch.
        let now = stack.count
        if now == depth { break }
        depth = now
      }
    case .touch(let touch):
      guard applyTouch(touch) else { return false }
    case .replace(let keep, let choice, let animated):
      guard let child = child(choice) else { return false }
      // Only the bottom 64 can be kept (a bit each): those above are not looked at.
      let kept = (0..<min(topBefore.count, 64)).compactMap { index in
        keep & (1 << UInt64(index)) != 0 && topBefore[index] !== child ? topBefore[index] : nil
      }
      onModelThread(container) { Shape.setStack(kept + [child], animated: animated, of: $0) }
    }
    let after = stack
    // A push or a pop changes the top: the children below those read before stay, and are
    // not looked at.
    let base = depthBefore - topBefore.count
    var common = min(depthBefore, after.count)
    while common > base, topBefore[common - 1 - base] !== after[common - 1] { common -= 1 }
    let above = after[common...]
    var popped: [ViewController] = []
    for index in max(0, common - base)..<topBefore.count {
      let old = topBefore[index]
      if !above.contains(where: { $0 === old }) { popped.append(old) }
    }
    if !popped.isEmpty { context.keepForReuse(popped) }
    // A touch counts whatever it set off (a swipe back pops; a drawer's pull changes no stack).
    if case .touch = operation { return true }
    return common != depthBefore || common != after.count
  }

  /// The stack's depth before `operation`, and its top children that the operation may take
  /// off: the top one for a push or a touch, a batch's count (and one more) for a pop, every
  /// one for a new stack.
  private func top(of operation: Operation) -> (depth: Int, top: StackTop) {
    let stack = stack
    if case .replace = operation { return (stack.count, StackTop(many: stack)) }
    guard case .pop(let count?) = operation, count > 1 else {
      return (stack.count, StackTop(one: stack.last))
    }
    return (stack.count, StackTop(many: Array(stack.suffix(count + 1))))
  }

  /// A child under the top may have lost its view: the container's cache let it go.
  public func whyKept(_ child: ViewControllerID) -> String? {
    stack.last?.id == child ? "the top child's view kept" : nil
  }

  /// The stack, bottom first, as the shape says (``StackShape/stack(of:)``).
  private var stack: [UIViewController] { onModelThread(container) { Shape.stack(of: $0) } }

  /// Pushes `child`, as the shape does (``StackShape/push(_:onto:)``).
  private func push(_ child: UIViewController) {
    onModelThread(child, container) { Shape.push($0, onto: $1) }
  }

  /// The stack's depth and the shape's state now.
  public func coverageIndex() -> Int {
    coverageIndex(driverValue: stack.count > 1 ? 1 : 0)
  }

  /// C3: idle, the top child shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(stack.last)
  }
}

/// The top children of a stack read before an operation: one (no array made, the common
/// case) or a batch's.
struct StackTop {
  private let one: UIViewController?
  private let many: [UIViewController]

  init(one: UIViewController?) {
    self.one = one
    many = []
  }

  init(many: [UIViewController]) {
    one = nil
    self.many = many
  }

  var count: Int { one == nil ? many.count : 1 }

  subscript(index: Int) -> UIViewController { one ?? many[index] }
}

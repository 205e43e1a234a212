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
  static func push(_ child: UIViewController, onto container: Container)

  /// Pops the top child, as the app's code would (the container decides what a pop of its
  /// last child does).
  static func pop(from container: Container)

  /// The children of the stack, bottom first, as the container says: the last is shown.
  static func stack(of container: Container) -> [UIViewController]

  /// The runner's step loop for this shape. Harness plumbing: keep the default
  /// implementation, specialized where the shape's conformance is declared (the driver is
  /// generic over the shape, and the runner's loop unspecialized over it costs most of a step).
  static func _run(
    _ runner: StressRunner<StackShapeDriver<Self>>,
    record: ((StressStep<StackShapeOperation>) -> Void)?,
    progress: (Int) -> Bool)

  /// The runner's replay loop for this shape. Harness plumbing: keep the default
  /// implementation (see ``_run(_:record:progress:)``).
  static func _replay(
    _ steps: [StressStep<StackShapeOperation>], on runner: StressRunner<StackShapeDriver<Self>>)
}

extension StackShape {
  /// The runner's step loop, specialized here.
  @inlinable
  public static func _run(
    _ runner: StressRunner<StackShapeDriver<Self>>,
    record: ((StressStep<StackShapeOperation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    runner._runLoop(record: record, progress: progress)
  }

  /// The runner's replay loop, specialized here.
  @inlinable
  public static func _replay(
    _ steps: [StressStep<StackShapeOperation>], on runner: StressRunner<StackShapeDriver<Self>>
  ) {
    runner._replayLoop(steps)
  }
}

/// An operation of ``StackShapeDriver``: a push or a pop (a type of its own, as
/// ``ContentShapeOperation`` is).
public enum StackShapeOperation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A child pushed.
  case push(ChildChoice)
  /// The top child popped.
  case pop

  /// `push(new(1024))`, `pop`.
  public var description: String {
    switch self {
    case .push(let choice): "push(\(choice))"
    case .pop: "pop"
    }
  }
}

/// The kinds of ``StackShapeOperation``.
public enum StackShapeKind: String, StressKind {
  case push, pop

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .push: 0
    case .pop: 1
    }
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
  /// The kinds of operation.
  public typealias Kind = StackShapeKind

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// Pushes and pops among the steps every container faces.
  public static var profiles: [StressProfile<Kind>] {
    [.withSharedSteps(summary: "children pushed and popped", [(.push, 12), (.pop, 10)])]
  }

  /// Makes the container and pushes a first child.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    if let first = child(.new(payload: 256)) { Shape.push(first, onto: container) }
  }

  /// The runner's step loop: the shape's, specialized where it is declared.
  public static func _run(
    _ runner: StressRunner<StackShapeDriver>, record: ((StressStep<Operation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    Shape._run(runner, record: record, progress: progress)
  }

  /// The runner's replay loop: the shape's, specialized where it is declared.
  public static func _replay(
    _ steps: [StressStep<Operation>], on runner: StressRunner<StackShapeDriver>
  ) {
    Shape._replay(steps, on: runner)
  }

  /// The operation's kind.
  public static func kind(of operation: Operation) -> Kind {
    switch operation {
    case .push: .push
    case .pop: .pop
    }
  }

  /// A new, reused or taken child, or a pop.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    kind == .pop ? .pop : .push(context.drawChild(using: &rng))
  }

  /// Pushes or pops, a popped child kept for reuse.
  ///
  /// A no-op when the choice names no child, or the stack stayed as it was.
  public func apply(_ operation: Operation) -> Bool {
    let before = Shape.stack(of: container)
    switch operation {
    case .push(let choice):
      guard let child = child(choice) else { return false }
      Shape.push(child, onto: container)
    case .pop:
      Shape.pop(from: container)
    }
    let after = Shape.stack(of: container)
    // A push or a pop changes the top: the children below it stay, and are not looked at.
    var common = min(before.count, after.count)
    while common > 0, before[common - 1] !== after[common - 1] { common -= 1 }
    let above = after[common...]
    let popped = before[common...].filter { old in !above.contains { $0 === old } }
    if !popped.isEmpty { context.keepForReuse(popped) }
    return common != before.count || common != after.count
  }

  /// A child under the top may have lost its view: the container's cache let it go.
  public func whyKept(_ child: ViewControllerID) -> String? {
    Shape.stack(of: container).last?.id == child ? "the top child's view kept" : nil
  }

  /// Each child choice is checked.
  public static func validate(_ operation: Operation) throws(HarnessError) {
    if case .push(let choice) = operation { try choice.validate() }
  }

  /// A new child without payload.
  public static func simplerForms(of operation: Operation) -> [Operation] {
    guard case .push(let choice) = operation, let simpler = choice.simpler else { return [] }
    return [.push(simpler)]
  }

  /// A push adds a child.
  public static func adds(_ operation: Operation) -> Bool { operation != .pop }

  /// A pop takes one away.
  public static func removes(_ operation: Operation) -> Bool { operation == .pop }

  /// C3: idle, the top child shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(Shape.stack(of: container).last)
  }
}

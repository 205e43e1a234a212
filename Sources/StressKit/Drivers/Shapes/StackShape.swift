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
  /// A child pushed; after a `dive` of that many new children without payload, pushed one by
  /// one in the same step, as a deep link does (`nil`: none; a dive of ``Magnitudes``).
  case push(ChildChoice, dive: Int? = nil)
  /// The top child popped; `count` times in the same step (`nil`: once).
  case pop(count: Int? = nil)

  /// `push(new(1024))`, `push(new(0) after 300 new)`, `pop`, `pop(×300)`.
  public var description: String {
    switch self {
    case .push(let choice, let dive):
      "push(\(choice)" + (dive.map { " after \($0) new" } ?? "") + ")"
    case .pop(let count): count.map { "pop(×\($0))" } ?? "pop"
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

  /// Pushes and pops among the steps every container faces; one push in 1,024 a dive of 64 to
  /// 2,048 children, one pop in 256 as many pops in one step (a push is about one step in
  /// eight, so a default run makes a score of dives).
  public static var profiles: [StressProfile<Kind>] {
    var magnitudes = Magnitudes.standard
    magnitudes.diveOneIn = 1024
    return [
      .withSharedSteps(
        summary: "children pushed and popped", [(.push, 12), (.pop, 10)],
        magnitudes: magnitudes)
    ]
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

  /// A new, reused or taken child, one time in the magnitudes' `diveOneIn` after a dive; or a
  /// pop, four times as often a batch of pops as large, and one time in 32 back to the root.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    guard kind == .pop else {
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
    let depth = Shape.stack(of: container).count
    if rng.below(32) == 0, depth > 2 { return .pop(count: depth - 1) }
    return .pop(count: batch > 1 ? batch : nil)
  }

  /// Pushes or pops, a popped child kept for reuse.
  ///
  /// A no-op when the choice names no child, or the stack stayed as it was.
  public func apply(_ operation: Operation) -> Bool {
    let before = Shape.stack(of: container)
    switch operation {
    case .push(let choice, let dive):
      guard let child = child(choice) else { return false }
      for _ in 0..<max(0, dive ?? 0) {
        if let new = context.makeChild(payload: 0) as? UIViewController {
          Shape.push(new, onto: container)
        }
      }
      Shape.push(child, onto: container)
    case .pop(let count):
      var depth = before.count
      for _ in 0..<max(1, count ?? 1) {
        Shape.pop(from: container)
        // A pop that changed nothing (the last child kept) ends the batch.
        let now = Shape.stack(of: container).count
        if now == depth { break }
        depth = now
      }
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

  /// Each child choice is checked, and the size of a dive or of a batch of pops.
  public static func validate(_ operation: Operation) throws(HarnessError) {
    switch operation {
    case .push(let choice, let dive):
      try choice.validate()
      if let dive { try TraceBounds.check(dive, key: "dive", in: TraceBounds.addedChildren) }
    case .pop(let count):
      if let count { try TraceBounds.check(count, key: "count", in: TraceBounds.addedChildren) }
    }
  }

  /// Smaller dives and batches of pops (a large one comes down to its threshold in a few
  /// replays), a new child without payload.
  public static func simplerForms(of operation: Operation) -> [Operation] {
    switch operation {
    case .push(let choice, let dive):
      var forms = smallerCounts(dive ?? 0).map {
        Operation.push(choice, dive: $0 > 0 ? $0 : nil)
      }
      if let simpler = choice.simpler { forms.append(.push(simpler, dive: dive)) }
      return forms
    case .pop(let count):
      return smallerCounts(count ?? 0).map { Operation.pop(count: $0 > 1 ? $0 : nil) }
    }
  }

  /// A push adds a child.
  public static func adds(_ operation: Operation) -> Bool {
    if case .push = operation { return true }
    return false
  }

  /// A pop takes one away.
  public static func removes(_ operation: Operation) -> Bool {
    if case .pop = operation { return true }
    return false
  }

  /// The stack's depth, as the container says (at most one child, several), then the shape's own
  /// (``ContainerShape/coverageDimensions``).
  public static var coverageDimensions: [CoverageDimension] {
    [CoverageDimension("stack", ["at most one child", "several children"])]
      + Shape.coverageDimensions
  }

  /// The stack's depth and the shape's state now.
  public func coverageIndex() -> Int {
    coverageIndex(driverValue: Shape.stack(of: container).count > 1 ? 1 : 0)
  }

  /// C3: idle, the top child shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(Shape.stack(of: container).last)
  }
}

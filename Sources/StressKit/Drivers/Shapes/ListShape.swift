import Containment
import UIKitContainment

/// A container of a list of children with one selected: tabs, a menu, segments.
///
/// ```swift
/// enum Tabs: ListShape {
///   static let name = "tabs-of-mine"
///   static func makeContainer(plantedBugs: Set<NoBug>) -> TabsViewController {
///     TabsViewController()
///   }
///   static func setChildren(_ children: [UIViewController], in tabs: TabsViewController) {
///     tabs.viewControllers = children
///   }
///   static func select(_ index: Int, in tabs: TabsViewController) { tabs.selectedIndex = index }
///   static func selection(of tabs: TabsViewController) -> UIViewController? { tabs.selected }
/// }
/// ```
public protocol ListShape: ContainerShape {
  /// Gives `container` a new list of children, as the app's code would.
  static func setChildren(_ children: [UIViewController], in container: Container)

  /// Selects the child at `index` of the list, as the app's code would (the index may be out of
  /// the list's range: the container decides what to do).
  static func select(_ index: Int, in container: Container)

  /// The child `container` shows selected, as it says.
  static func selection(of container: Container) -> UIViewController?

  /// The runner's step loop for this shape. Harness plumbing: keep the default
  /// implementation, specialized where the shape's conformance is declared (the driver is
  /// generic over the shape, and the runner's loop unspecialized over it costs most of a step).
  static func _run(
    _ runner: StressRunner<ListShapeDriver<Self>>,
    record: ((StressStep<ListShapeOperation>) -> Void)?,
    progress: (Int) -> Bool)

  /// The runner's replay loop for this shape. Harness plumbing: keep the default
  /// implementation (see ``_run(_:record:progress:)``).
  static func _replay(
    _ steps: [StressStep<ListShapeOperation>], on runner: StressRunner<ListShapeDriver<Self>>)
}

extension ListShape {
  /// The runner's step loop, specialized here.
  @inlinable
  public static func _run(
    _ runner: StressRunner<ListShapeDriver<Self>>,
    record: ((StressStep<ListShapeOperation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    runner._runLoop(record: record, progress: progress)
  }

  /// The runner's replay loop, specialized here.
  @inlinable
  public static func _replay(
    _ steps: [StressStep<ListShapeOperation>], on runner: StressRunner<ListShapeDriver<Self>>
  ) {
    runner._replayLoop(steps)
  }
}

/// An operation of ``ListShapeDriver``: a new list, or a selection (a type of its own, as
/// ``ContentShapeOperation`` is).
public enum ListShapeOperation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A new list of children.
  case setChildren([ChildChoice])
  /// The child at this index selected.
  case select(Int)

  /// `setChildren([new(0), reuse(2)])`, `select(1)`.
  public var description: String {
    switch self {
    case .setChildren(let choices):
      "setChildren([\(choices.map(\.description).joined(separator: ", "))])"
    case .select(let index): "select(\(index))"
    }
  }
}

/// The kinds of ``ListShapeOperation``.
public enum ListShapeKind: String, StressKind {
  case setChildren = "set-children"
  case select

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .setChildren: 0
    case .select: 1
    }
  }
}

/// The driver of a ``ListShape``: new lists of new, reused and taken children, and selections
/// (in range and out of it), whenever they are drawn, among the steps every container faces.
///
/// Checks, beyond the lifecycle rules: idle and on screen, the selected child has appeared and
/// every other child has disappeared (C3).
public final class ListShapeDriver<Shape: ListShape>: ShapeDriverBase<Shape>, StressDriver {
  /// A new list, or a selection.
  public typealias Operation = ListShapeOperation
  /// The kinds of operation.
  public typealias Kind = ListShapeKind

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// New lists and selections among the steps every container faces.
  public static var profiles: [StressProfile<Kind>] {
    [
      .withSharedSteps(
        summary: "lists set and children selected", [(.setChildren, 4), (.select, 16)])
    ]
  }

  /// Makes the container with a first list of three children.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    let first = (0..<3).compactMap { _ in child(.new(payload: 256)) }
    Shape.setChildren(first, in: container)
  }

  /// The runner's step loop: the shape's, specialized where it is declared.
  public static func _run(
    _ runner: StressRunner<ListShapeDriver>, record: ((StressStep<Operation>) -> Void)?,
    progress: (Int) -> Bool
  ) {
    Shape._run(runner, record: record, progress: progress)
  }

  /// The runner's replay loop: the shape's, specialized where it is declared.
  public static func _replay(
    _ steps: [StressStep<Operation>], on runner: StressRunner<ListShapeDriver>
  ) {
    Shape._replay(steps, on: runner)
  }

  /// The operation's kind.
  public static func kind(of operation: Operation) -> Kind {
    switch operation {
    case .setChildren: .setChildren
    case .select: .select
    }
  }

  /// A list of one to five children (one time in sixteen none), or an index up to one past the
  /// list's end.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .setChildren:
      let count = rng.below(16) == 0 ? 0 : 1 + rng.below(5)
      return .setChildren((0..<count).map { _ in context.drawChild(using: &rng) })
    case .select:
      return .select(rng.below(container._currentChildren.count + 1))
    }
  }

  /// Sets the list or selects, the children that left kept for reuse; a no-op when a choice
  /// names no child, or nothing changed.
  public func apply(_ operation: Operation) -> Bool {
    let before = (container._currentChildren, Shape.selection(of: container))
    switch operation {
    case .setChildren(let choices):
      let children = choices.compactMap(child)
      guard children.count == choices.count else { return false }
      Shape.setChildren(children, in: container)
    case .select(let index):
      Shape.select(index, in: container)
    }
    let after = container._currentChildren
    let leaving = before.0.filter { old in !after.contains { $0 === old } }
    if !leaving.isEmpty { context.keepForReuse(leaving) }
    return before.1 !== Shape.selection(of: container) || !before.0.elementsEqual(after, by: ===)
  }

  /// The list's length and each child choice are checked.
  public static func validate(_ operation: Operation) throws(HarnessError) {
    if case .setChildren(let choices) = operation {
      try TraceBounds.check(choices.count, key: "setChildren", in: TraceBounds.addedChildren)
      for choice in choices { try choice.validate() }
    }
  }

  /// Shorter lists, and new children without payload.
  public static func simplerForms(of operation: Operation) -> [Operation] {
    guard case .setChildren(let choices) = operation, !choices.isEmpty else { return [] }
    var forms: [Operation] = [.setChildren(Array(choices.dropLast()))]
    if choices.count > 1 { forms.append(.setChildren([choices[0]])) }
    let lighter = choices.map { $0.simpler ?? $0 }
    if lighter != choices { forms.append(.setChildren(lighter)) }
    return forms
  }

  /// C3: idle, the selected child shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(Shape.selection(of: container))
  }
}

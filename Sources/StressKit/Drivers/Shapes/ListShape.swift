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
  @MainActor static func setChildren(_ children: [UIViewController], in container: Container)

  /// Selects the child at `index` of the list, as the app's code would (the index may be out of
  /// the list's range: the container decides what to do).
  @MainActor static func select(_ index: Int, in container: Container)

  /// The child `container` shows selected, as it says.
  @MainActor static func selection(of container: Container) -> UIViewController?
}

extension ListShape {
  /// The runner's loop, specialized here for ``ListShapeDriver``.
  @inlinable
  public static func _loop(
    _ runner: AnyObject, replaying steps: Any?, record: Any?, progress: (Int) -> Bool
  ) {
    _shapeLoop(
      ListShapeDriver<Self>.self, runner, replaying: steps, record: record, progress: progress)
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

  /// The shape's planted bugs.
  public typealias Bug = Shape.Bug

  /// The shape's name, contract and coverage, the driver's profiles and dimension.
  public static var info: StressDriverInfo<ListShapeDriver> {
    info(
      profiles: workloadProfiles,
      dimension: CoverageDimension("list", ["empty", "one child", "several children"]))
  }

  /// The runner's loop: the shape's, specialized where it is declared.
  public static func _loop(
    _ runner: StressRunner<ListShapeDriver>, replaying steps: [StressStep<Operation>]?,
    record: ((StressStep<Operation>) -> Void)?, progress: (Int) -> Bool
  ) {
    Shape._loop(runner, replaying: steps, record: record, progress: progress)
  }

  /// New lists and selections among the steps every container faces; one new list in 1,024
  /// a dive of hundreds of children (a list is set about one step in nine, so a default run
  /// makes a score of them, and selects past every index a byte holds).
  static var workloadProfiles: [StressProfile<Kind>] {
    [
      .withSharedSteps(
        summary: "lists set and children selected",
        [(.setChildren, 4), (.select, 16)] + touchWeight(.touch),
        magnitudes: .standard.listDives(oneIn: 1024))
    ]
  }

  /// The identifiers of the list last given, in its order (identifiers: holding the children
  /// would keep those the container let go alive).
  private var lastList: [ViewControllerID] = []
  /// Whether the container took ``lastList`` as it was given, so that an index of it names a
  /// child of the container.
  private var listTakenAsGiven = false

  /// Makes the container with a first list of three children.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    try super.init(context: context, plantedBugs: plantedBugs)
    let first = (0..<3).compactMap { _ in child(.new(payload: 256)) }
    setChildren(first)
    noteList(first)
  }

  /// A list of one to five children (one time in sixteen none), now and then with a dive of
  /// hundreds more (``Magnitudes/listDive(bits:)``); or an index: one time in eight the last,
  /// one time in eight one past the end, else any up to one past the end; or a touch (while a
  /// finger is down, three times in four).
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    if fingerMovesOn(using: &rng) { return .touch(drawTouch(using: &rng)) }
    let bits = rng.next()
    switch kind {
    case .setChildren:
      let count = bits & 0xF == 0 ? 0 : 1 + Int((bits >> 4) % 5)
      let dive = context.magnitudes.listDive(bits: bits)
      return .setChildren((0..<count).map { _ in context.drawChild(using: &rng) }, dive: dive)
    case .select:
      let count = container._currentChildren.count
      switch bits & 7 {
      case 0: return .select(max(0, count - 1))
      case 1: return .select(count)
      default: return .select(Int((bits >> 8) % UInt64(count + 1)))
      }
    case .touch: return .touch(drawTouch(using: &rng))
    }
  }

  /// Sets the list or selects, the children that left kept for reuse; a no-op when a choice
  /// names no child, or nothing changed.
  ///
  /// A selection of an index in the list's range selects the child there, or leaves the
  /// selection as it was (a container may refuse it): selecting any other child breaks C3.
  public func apply(_ operation: Operation) -> Bool {
    let before = (container._currentChildren, selection)
    switch operation {
    case .setChildren(let choices, let dive):
      var children = choices.compactMap(child)
      guard children.count == choices.count else { return false }
      if let dive, dive > 0 {
        children.reserveCapacity(children.count + dive)
        for _ in 0..<dive {
          if let new = context.makeChild(payload: 0) as? UIViewController { children.append(new) }
        }
      }
      setChildren(children)
      noteList(children)
    case .select(let index):
      onModelThread(index, container) { Shape.select($0, in: $1) }
      checkSelection(of: index, was: before.1)
    case .touch(let touch):
      guard applyTouch(touch) else { return false }
    }
    let after = container._currentChildren
    let leaving = before.0.filter { old in !after.contains { $0 === old } }
    if !leaving.isEmpty { context.keepForReuse(leaving) }
    // A touch counts whatever it set off (a page swiped), not only the list and selection.
    if case .touch = operation { return true }
    return before.1 !== selection || !before.0.elementsEqual(after, by: ===)
  }

  /// C3: a selection in range of a list the container took as it was given selects the child
  /// at `index`, or keeps the one selected before.
  private func checkSelection(of index: Int, was selected: UIViewController?) {
    guard listTakenAsGiven, lastList.indices.contains(index),
      container._currentChildren.count == lastList.count,
      let now = selection, now !== selected, now.id != lastList[index]
    else { return }
    let at = lastList.firstIndex(of: now.id).map { "the child at \($0) (\(now.id))" } ?? "\(now.id)"
    context.report(
      .C3, container.id,
      expected: "the child at \(index) (\(lastList[index])) selected, or the selection kept",
      seen: "\(at) selected")
  }

  /// Notes the list given (``lastList``) and whether the container took it as it was: every
  /// child in it once, each now the container's.
  private func noteList(_ children: [UIViewController]) {
    context.bookkeeping {
      lastList = children.map(\.id)
      let ids = Set(lastList)
      let current = container._currentChildren
      listTakenAsGiven =
        ids.count == lastList.count && current.count == ids.count
        && current.allSatisfy { ids.contains($0.id) }
    }
  }

  /// The child selected, as the shape says (``ListShape/selection(of:)``).
  private var selection: UIViewController? {
    onModelThread(container) { Shape.selection(of: $0) }
  }

  /// Sets the list, as the shape does (``ListShape/setChildren(_:in:)``).
  private func setChildren(_ children: [UIViewController]) {
    onModelThread(children, container) { Shape.setChildren($0, in: $1) }
  }

  /// The list's length and the shape's state now.
  public func coverageIndex() -> Int {
    coverageIndex(driverValue: min(lastList.count, 2))
  }

  /// C3: idle, the selected child shown and nothing else.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    checkShown(selection)
  }
}

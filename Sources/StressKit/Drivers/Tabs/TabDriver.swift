import Containment

/// The harness's driver of a `TabController`: new lists of children (kept,
/// dropped, new and reused ones), selections in and out of range, the menu shown and hidden,
/// with the window hidden, shown and rotated around them.
///
/// Invariants after every step, beyond the lifecycle contract: idle and on screen, the selected
/// child has appeared and every other has disappeared; off screen, every child has
/// disappeared (C3); a container with children has a selection (C3).
public final class TabDriver: StressDriver {

  /// The bugs that can be planted.
  public enum Bug: String, StressBug {
    /// The tab container never calls `didMove(toParent:)` on the children it adds (L4).
    case forgetsDidMove = "forgets-did-move"
    /// The tab container tells the children a new list drops `willMove(toParent: nil)` and
    /// never removes them with `removeFromParent()` (L4).
    case forgetsRemoveFromParent = "forgets-remove-from-parent"
    /// The container's appearance leaves the selected child's view out of its own, so the
    /// child appears out of the window (L2: a view controller on screen has its view in a
    /// window).
    case showsChildOutOfWindow = "shows-child-out-of-window"

    /// The fault of the tab container that plants it.
    var fault: ContainerFault {
      switch self {
      case .forgetsDidMove: .tabForgetsDidMove
      case .forgetsRemoveFromParent: .tabForgetsRemoveFromParent
      case .showsChildOutOfWindow: .tabShowsChildOutOfWindow
      }
    }
  }

  /// `tabs`, under CoconutKit's contract but C7 (a tab container has no transition to refuse
  /// a rotation in): selections mostly, new lists and the menu sometimes.
  public static let info = StressDriverInfo<TabDriver>(
    name: "tabs", profiles: selectionProfiles, contract: .coconutKit, inapplicableRules: [.C7],
    coverageDimensions: coverageDimensions, whyUnreachable: { whyUnreachable($0) })

  /// Selections mostly, new lists and the menu sometimes: the tab and the menu containers'.
  static let selectionProfiles = [
    StressProfile<Kind>.withSharedSteps(
      summary: "selections in and out of range, new lists of children, the menu",
      [(.setChildren, 7), (.select, 16), (.menu, 3)])
  ]

  let tabs: TabController
  let context: StressContext

  /// Builds the container with two children, set before display.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    tabs = TabController(id: context.containerID, observer: context.observer)
    tabs.forwardsChildProperties = true  // the selected child's title: C3, audited
    tabs.faults = ContainerFaults(plantedBugs.map(\.fault))
    let first = [ChildChoice.new(payload: 1024), .new(payload: 0)].compactMap {
      context.child(for: $0)
    }
    try tabs.setViewControllers(first)
  }

  /// The tab container.
  public var root: ViewController { tabs }

  /// Never: tab containers swap at once.
  public var isTransitioning: Bool { false }

  /// A new list (kept, dropped, new and reused children), a selection (one in ten out of
  /// range), or the menu toggled.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    Self.draw(kind, for: tabs, in: context, using: &rng)
  }

  static func draw(
    _ kind: Kind, for tabs: some DrivenSelectingContainer, in context: StressContext,
    using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .setChildren:
      let add = rng.below(3) == 0 ? nil : context.drawChild(using: &rng)
      let bits = rng.next()
      let dive = context.magnitudes.listDive(bits: bits)
      return .setChildren(
        keep: UInt8(truncatingIfNeeded: bits), add: add,
        at: rng.below(tabs.viewControllers.count + 1), dive: dive)
    // Mostly a change; one time in four the state it is in (app code shows a shown menu).
    case .menu: return .menu(shown: tabs.isMenuShown == (rng.below(4) == 0))
    case .select: return .select(index: rng.below(tabs.viewControllers.count + 1))
    }
  }

  /// Applies an operation whenever app code could call it, and lets the container decide.
  ///
  /// A list that changes nothing, a selection of the selected child and a menu shown (or hidden)
  /// again reach the container as app code's would; it ignores them. No guard: a selection out
  /// of range is refused by the container.
  public func apply(_ operation: Operation) -> Bool {
    Self.apply(operation, to: tabs, in: context, keeping: nil, nested: false)
  }

  /// Applies a tab operation to `tabs` (a tab or menu container); `keeping` stays a child
  /// whatever `keep` says.
  static func apply(
    _ operation: Operation, to tabs: some DrivenSelectingContainer, in context: StressContext,
    keeping kept: ViewController?, nested: Bool
  ) -> Bool {
    switch operation {
    case .setChildren(let keep, let add, let at, let dive):
      let old = tabs.viewControllers
      // One array, built in one pass (a filter and a map made two).
      var list: [ViewController] = []
      list.reserveCapacity(old.count + 1 + max(0, dive ?? 0))
      for (index, child) in old.enumerated()
      where child === kept || (index < 8 && keep & (1 << UInt8(index)) != 0) {
        list.append(child)
      }
      if let add {
        guard let child = context.child(for: add, nested: nested) else { return false }
        list.insert(child, at: min(max(0, at), list.count))
      }
      for _ in 0..<max(0, dive ?? 0) { list.append(context.makeChild(payload: 0, nested: nested)) }
      let same = list.count == old.count && !zip(list, old).contains(where: { $0 !== $1 })
      let selected = tabs.selectedViewController
      guard (try? tabs.setChildren(list)) != nil else { return false }
      if !same { context.keepForReuse(old.filter { $0.parent == nil }) }
      // The same list again changes nothing, unless the container selects anew (the menu's
      // selects its first child).
      return !same || tabs.selectedViewController !== selected
    case .select(let index):
      // A selection hides a shown menu, whichever child it selects.
      let same = index == tabs.selectedIndex && !tabs.isMenuShown
      guard (try? tabs.select(at: index)) != nil else { return false }
      checkMenuHidden(afterSelecting: index, in: tabs, context: context)
      return !same
    case .menu(let shown):
      let same = shown == tabs.isMenuShown
      if shown { tabs.showMenu() } else { tabs.hideMenu() }
      return !same
    }
  }

  /// C3 and C7: the selected child shown, the others hidden.
  ///
  /// A selection whenever there are children (C3); a shown menu at the container's size after
  /// a step that lays it out (C7).
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    Self.check(tabs, in: context)
    Self.checkMenuSize(after: step, of: tabs, in: context)
  }

  static func check(_ tabs: some DrivenSelectingContainer, in context: StressContext) {
    if context.settlesSelection(of: tabs) { return }
    let (selected, children) = (tabs.selectedViewController, tabs.viewControllers)
    context.checkShown(selected, among: children, of: tabs, idle: true)
    if selected == nil, !children.isEmpty {
      context.report(
        .C3, tabs.id, expected: "a selected child among \(children.count)", seen: "no selection")
    }
  }

  /// C7's layout half: the selected child's view fills the container; and the menu's place
  /// (over the selected child while shown, in no view while hidden).
  public func audit(in context: StressContext) {
    Self.audit(tabs, oracle: context.oracle)
  }

  static func audit(_ tabs: some DrivenSelectingContainer, oracle: Oracle) {
    auditMenu(of: tabs, oracle: oracle)
    guard let area = tabs.selectedChildArea else { return }
    if let view = tabs.viewIfLoaded, area !== view, area.frame != Rect(size: view.frame.size) {
      oracle.report(
        .C7, tabs.id, expected: "the view its selected child fills at its size \(view.frame.size)",
        seen: "\(area.frame.size)")
    }
    guard let selected = tabs.selectedViewController else { return }
    oracle.auditFrame(of: selected, in: area, expected: Rect(size: area.frame.size))
  }

  /// Removes every child.
  public func tearDown() {
    try? tabs.setViewControllers([])
  }

}

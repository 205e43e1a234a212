import Containment
import StressKit

/// The codepath drop-down menu container under stress.
///
/// The menu button, rows picked (only while the menu is down, where a row can be tapped), new
/// lists of children. Held to UIKit's contract: the guide installs the active child whenever its
/// own view loads (C6 left out).
public final class DropDownDriver: StressDriver {

  /// The container's own mistakes, planted by name (`--plant-bug`).
  public typealias Bug = DropDownMenuController.Mistake

  /// `drop-down`, under iOS 5's contract (UIKit's rules: C6 left out): taps on the menu and
  /// its rows, a new list now and then.
  public static let info = StressDriverInfo<DropDownDriver>(
    name: "drop-down",
    profiles: [
      .withSharedSteps(
        summary: "the menu dropped and folded, rows picked, new lists of children",
        [(.tapMenu, 8), (.selectRow, 12), (.setViewControllers, 2)])
    ], contract: .ios5, whyUnreachable: { whyUnreachable($0) })

  let menu: DropDownMenuController
  let context: StressContext

  /// Builds the container with three children.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    menu = DropDownMenuController(id: context.containerID, observer: context.observer)
    menu.mistakes = plantedBugs
    menu.viewControllers = Self.titled(
      (0..<3).compactMap { _ in context.child(for: .new(payload: 512)) })
  }

  /// Whether the last operation applied was a row picked (the menu must fold up).
  private var picked = false

  /// `children`, each with a title (its identifier) if it had none: the title the guide's
  /// container shows is then its active child's, not nil for nil.
  static func titled(_ children: [ViewController]) -> [ViewController] {
    for child in children where child.title == nil { child.title = "\(child.id)" }
    return children
  }

  /// The menu container.
  public var root: ViewController { menu }
  /// Never: children swap at once (the menu's own animation moves no child).
  public var isTransitioning: Bool { false }

  /// The states no run reaches: never mid-transition, as children swap at once.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition"
      ? "children swap at once; the menu's own animation moves no child" : nil
  }

  /// A tap, a row (sometimes out of range), or one to four children.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .tapMenu: .tapMenu
    case .selectRow: .selectRow(rng.below(menu.viewControllers.count + 1))
    case .setViewControllers:
      .setViewControllers((0...rng.below(4)).map { _ in context.drawChild(using: &rng) })
    }
  }

  /// The menu button's action whenever app code could call it, off screen too.
  ///
  /// A list holds the free children drawn. The one guard: a row is selected only on screen, the menu down and
  /// the row in range, since UIKit calls `didSelectRow` only for a row a person tapped.
  public func apply(_ operation: Operation) -> Bool {
    picked = false
    switch operation {
    case .tapMenu:
      menu.didTapMenuButton()
      return true
    case .selectRow(let row):
      guard menu.appearanceState == .appeared, menu.isMenuShown,
        menu.viewControllers.indices.contains(row)
      else { return false }
      menu.didSelectRow(row)
      picked = true
      return true
    case .setViewControllers(let choices):
      // The children drawn that are free or the menu's, each once.
      var seen: Set<ObjectIdentifier> = []
      let list = choices.compactMap { context.child(for: $0) }.filter {
        ($0.parent == nil || $0.parent === menu) && seen.insert(ObjectIdentifier($0)).inserted
      }
      guard !list.isEmpty else { return false }
      let old = menu.viewControllers
      menu.viewControllers = Self.titled(list)
      context.keepForReuse(old.filter { child in !list.contains { $0 === child } })
      return true
    }
  }

  /// The children the menu lists are its to keep.
  public func holds(_ viewController: ViewController) -> Bool {
    menu.viewControllers.contains { $0 === viewController }
  }

  /// C3: the active child shown, nothing else, and no other child kept; the container's title
  /// its active child's once its view is loaded; and a row picked folds the menu up.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    context.checkShown(menu.activeViewController, among: menu.children, of: menu, idle: true)
    for child in menu.children where child !== menu.activeViewController {
      context.report(
        .C3, child.id, expected: "the active child the container's only child",
        seen: "a child left attached")
    }
    if menu.isViewLoaded, let active = menu.activeViewController, menu.title != active.title {
      context.report(
        .C3, menu.id, expected: "the title of its active child \(active.id)",
        seen: menu.title.map { "'\($0)'" } ?? "no title")
    }
    if picked, menu.isMenuShown {
      context.report(
        .C3, menu.id, expected: "the menu folding up once a row is picked", seen: "it stays down")
    }
  }
}

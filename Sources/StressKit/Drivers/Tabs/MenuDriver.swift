import Containment

/// The harness's driver of a `MenuController`, the container written by hand:
/// the tab driver's operations (new lists of children, selections in and out of range, the
/// menu shown and hidden), with the window hidden, shown and rotated around them, and every
/// appearance callback coming from the view hierarchy (automatic forwarding).
///
/// Invariants after every step, beyond the lifecycle contract: idle and on screen, the selected
/// child has appeared and every other has disappeared; off screen, every child has
/// disappeared (C3); a container with children has a selection (C3).
public final class MenuDriver: StressDriver {
  /// The tab driver's operations: lists of children, selections, the menu.
  public typealias Operation = TabDriver.Operation

  /// The bugs that can be planted.
  public enum Bug: String, StressBug {
    /// Selecting, the container forgets to take the old child's view out, so the old child
    /// stays on screen and never disappears (C3).
    case keepsOldView = "keeps-old-view"
    /// The container forwards its appearance to the selected child by hand as well as
    /// automatically, so the child is asked twice (L2: unbalanced appearance calls).
    case forwardsAppearanceTwice = "forwards-appearance-twice"
    /// A selection made while the container is off screen installs the new child's view at
    /// once, loading it (C6: beyond UIKit's contract, so a run with `--contract ios` passes
    /// and names the breach).
    case installsOffScreen = "installs-off-screen"

    /// The fault of the menu that plants it.
    var fault: ContainerFault {
      switch self {
      case .keepsOldView: .menuKeepsOldView
      case .forwardsAppearanceTwice: .menuForwardsTwice
      case .installsOffScreen: .menuInstallsOffScreen
      }
    }
  }

  /// `menu`, with the tab container's profiles, rules and dimensions: selections mostly, new
  /// lists and the menu sometimes.
  public static let info = StressDriverInfo<MenuDriver>(
    name: "menu", profiles: TabDriver.selectionProfiles, contract: .coconutKit,
    inapplicableRules: TabDriver.info.inapplicableRules,
    coverageDimensions: TabDriver.coverageDimensions, whyUnreachable: { whyUnreachable($0) })

  let menu: MenuController
  let context: StressContext

  /// Builds the container with two children, set before display.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    menu = MenuController(id: context.containerID, observer: context.observer)
    menu.forwardsChildProperties = true  // the selected child's title: C3, audited
    menu.faults = ContainerFaults(plantedBugs.map(\.fault))
    let first = [ChildChoice.new(payload: 1024), .new(payload: 0)].compactMap {
      context.child(for: $0)
    }
    try menu.setViewControllers(first)
  }

  /// The menu container.
  public var root: ViewController { menu }

  /// Never: a menu container swaps at once.
  public var isTransitioning: Bool { false }

  /// A new list (kept, dropped, new and reused children), a selection (one in ten out of
  /// range), or the menu toggled.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    TabDriver.draw(kind, for: menu, in: context, using: &rng)
  }

  /// Applies an operation whenever app code could call it, as the tab driver does (see
  /// ``TabDriver/apply(_:)``): no guard.
  public func apply(_ operation: Operation) -> Bool {
    TabDriver.apply(operation, to: menu, in: context, keeping: nil, nested: false)
  }

  /// C3: the selected child shown, the others hidden; a selection whenever there are children.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    TabDriver.check(menu, in: context)
    TabDriver.checkMenuSize(after: step, of: menu, in: context)
  }

  /// C7's layout half: the selected child's view fills the transition view, which fills the
  /// container; and the menu's place (over the transition view while shown, in no view while
  /// hidden).
  public func audit(in context: StressContext) {
    TabDriver.audit(menu, oracle: context.oracle)
  }

  /// Removes every child.
  public func tearDown() {
    try? menu.setViewControllers([])
  }
}

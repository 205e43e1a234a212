import Containment
import ContainmentCore
import Testing
import UIKitContainment

/// `UISplitViewController`, written as UIKit code uses it: the columns side by side in a
/// regular width, collapsed in a compact one by UIKit's protocol (the delegate, then the
/// primary), expanded again by a resize, and what `show` and `showDetailViewController` do.
@Suite struct UISplitViewControllerTests {
  /// What a delegate heard, and how it answers.
  @MainActor final class Delegate: UISplitViewControllerDelegate {
    var heard: [String] = []
    var takesSecondary = false
    var topColumn: UISplitViewController.Column?

    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) { heard.append("mode \(displayMode.rawValue)") }

    func splitViewController(
      _ splitViewController: UISplitViewController,
      collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      heard.append("collapse")
      return takesSecondary
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      heard.append("top proposed \(proposedTopColumn.rawValue)")
      return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { heard.append("collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { heard.append("expanded") }
  }

  static let tablet = CGRect(x: 0, y: 0, width: 1024, height: 768)

  /// A classic split view controller of a navigation controller's list and a detail, made on
  /// `stage` (the list `vc0`, the detail `vc1`, the navigation controller `vc2`, the split view
  /// controller `vc3`), with `delegate`.
  @MainActor static func classic(on stage: UIKitStage, delegate: Delegate? = nil) -> (
    split: UISplitViewController, navigation: UINavigationController, list: UIViewController,
    detail: UIViewController
  ) {
    stage.run {
      let (list, detail) = (UIViewController(), UIViewController())
      let navigation = UINavigationController(rootViewController: list)
      let split = UISplitViewController()
      split.delegate = delegate
      split.viewControllers = [navigation, detail]
      return (split, navigation, list, detail)
    }
  }

  /// A window of `frame` showing `root`.
  @MainActor static func show(_ root: UIViewController, in frame: CGRect, on stage: UIKitStage)
    -> UIWindow
  {
    stage.run {
      let window = UIWindow(frame: frame)
      window.rootViewController = root
      window.makeKeyAndVisible()
      return window
    }
  }

  @Test("a regular width: the primary beside the secondary, both shown; hiding the primary")
  @MainActor func expandedColumnsSideBySide() throws {
    let stage = UIKitStage()
    let (list, detail) = stage.run { (UIViewController(), UIViewController()) }
    let split = stage.run { UISplitViewController() }
    let delegate = Delegate()
    split.delegate = delegate
    stage.run { split.viewControllers = [list, detail] }
    #expect(list.parent === split && detail.splitViewController === split)
    let window = Self.show(split, in: Self.tablet, on: stage)
    defer { withExtendedLifetime(window) {} }
    #expect(!split.isCollapsed && split.style == .unspecified)
    #expect(split.viewControllers == [list, detail])
    #expect(split.displayMode == .oneBesideSecondary && split.primaryColumnWidth == 320)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    #expect(list.appearanceState == .appeared && detail.appearanceState == .appeared)
    stage.run { split.preferredDisplayMode = .secondaryOnly }
    #expect(delegate.heard == ["mode \(UISplitViewController.DisplayMode.secondaryOnly.rawValue)"])
    #expect(list.appearanceState == .disappeared && list.view.superview == nil)
    #expect(detail.view.frame == Self.tablet && split.primaryColumnWidth == 0)
    stage.run { split.displayModeButtonItem._tap() }
    #expect(split.displayMode == .oneBesideSecondary && list.appearanceState == .appeared)
    stage.run {
      split.primaryEdge = .trailing
      split.preferredPrimaryColumnWidthFraction = 0.5
    }
    #expect(list.view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 512, height: 768))
  }

  @Test(
    "a compact width collapses it on screen: the primary navigation controller pushes the secondary; a regular one separates it"
  )
  @MainActor func collapsesAndExpandsByUIKitsProtocol() throws {
    let stage = UIKitStage()
    let delegate = Delegate()
    let (split, navigation, list, detail) = Self.classic(on: stage, delegate: delegate)
    let window = stage.show(split)
    defer { withExtendedLifetime(window) {} }
    #expect(split.isCollapsed && delegate.heard.contains("collapse"))
    #expect(split.viewControllers == [navigation])
    #expect(navigation.viewControllers == [list, detail] && detail.parent === navigation)
    #expect(detail.appearanceState == .appeared && list.appearanceState == .disappeared)
    #expect(navigation.view.frame == window.bounds)
    _ = stage.run { window._modelWindow.resize(to: Size(width: 1024, height: 768)) }
    try stage.settle()
    #expect(!split.isCollapsed && split.viewControllers == [navigation, detail])
    #expect(navigation.viewControllers == [list] && detail.parent === split)
    #expect(list.appearanceState == .appeared && detail.appearanceState == .appeared)
    _ = stage.run { window._modelWindow.resize(to: Size(width: 390, height: 844)) }
    try stage.settle()
    #expect(split.isCollapsed && navigation.topViewController === detail)
  }

  @Test(
    "a delegate that takes the secondary in collapses it away; a primary that is no navigation controller lets it go"
  )
  @MainActor func theSecondaryLetGo() throws {
    for delegateTakesIt in [true, false] {
      let stage = UIKitStage()
      let (list, detail) = stage.run { (UIViewController(), UIViewController()) }
      let primary = stage.run {
        delegateTakesIt ? UINavigationController(rootViewController: list) : list
      }
      let split = stage.run { UISplitViewController() }
      let delegate = Delegate()
      delegate.takesSecondary = delegateTakesIt
      split.delegate = delegate
      stage.run { split.viewControllers = [primary, detail] }
      let window = stage.show(split)
      defer { withExtendedLifetime(window) {} }
      #expect(split.viewControllers == [primary] && detail.parent == nil)
      #expect(detail.appearanceState == .disappeared && primary.appearanceState == .appeared)
    }
  }

  @Test(
    "showDetailViewController replaces the secondary expanded and pushes collapsed; show replaces the primary"
  )
  @MainActor func showingADetail() throws {
    let stage = UIKitStage()
    let (split, navigation, list, detail) = Self.classic(on: stage)
    let (other, another) = stage.run { (UIViewController(), UIViewController()) }
    let window = Self.show(split, in: Self.tablet, on: stage)
    defer { withExtendedLifetime(window) {} }
    stage.run { list.showDetailViewController(other, sender: nil) }
    #expect(split.viewControllers == [navigation, other] && detail.parent == nil)
    #expect(detail.appearanceState == .disappeared && other.appearanceState == .appeared)
    stage.run { other.show(another, sender: nil) }
    #expect(split.viewControllers == [another, other] && navigation.parent == nil)
    _ = stage.run { window._modelWindow.resize(to: Size(width: 390, height: 844)) }
    try stage.settle()
    #expect(split.viewControllers == [another] && other.parent == nil, "no navigation controller")
    stage.run { split.viewControllers = [navigation] }
    stage.run { list.showDetailViewController(detail, sender: nil) }
    try stage.settle()
    #expect(navigation.viewControllers == [list, detail] && split.viewControllers == [navigation])
  }

  @Test(
    "column style: each column in a navigation controller; collapsed, the delegate's top column shows"
  )
  @MainActor func columnStyle() throws {
    for pickPrimary in [false, true] {
      let stage = UIKitStage()
      let (sidebar, content) = stage.run { (UIViewController(), UIViewController()) }
      let split = stage.run { UISplitViewController(style: .doubleColumn) }
      let delegate = Delegate()
      delegate.topColumn = pickPrimary ? .primary : nil
      split.delegate = delegate
      stage.run {
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
      }
      #expect(split.viewController(for: .primary) === sidebar)
      let sidebarHolder = try #require(sidebar.navigationController)
      let contentHolder = try #require(content.navigationController)
      #expect(sidebarHolder.parent === split && contentHolder.parent === split)
      let window = stage.show(split)
      defer { withExtendedLifetime(window) {} }
      #expect(split.isCollapsed)
      #expect(delegate.heard == ["top proposed 2", "collapsed"])
      let (shown, hidden) = pickPrimary ? (sidebar, content) : (content, sidebar)
      #expect(shown.appearanceState == .appeared && hidden.appearanceState == .disappeared)
      #expect(split.viewControllers == [pickPrimary ? sidebarHolder : contentHolder])
      stage.run { split.show(pickPrimary ? .secondary : .primary) }
      #expect(hidden.appearanceState == .appeared && shown.appearanceState == .disappeared)
      _ = stage.run { window._modelWindow.resize(to: Size(width: 1024, height: 768)) }
      try stage.settle()
      #expect(delegate.heard.last == "expanded" && !split.isCollapsed)
      #expect(sidebar.appearanceState == .appeared && content.appearanceState == .appeared)
      stage.run { split.hide(.primary) }
      #expect(split.displayMode == .secondaryOnly && sidebar.appearanceState == .disappeared)
    }
  }

  @Test(
    "a triple column: the supplementary between; a classic one's viewControllers ignore column calls"
  )
  @MainActor func tripleColumn() throws {
    let stage = UIKitStage()
    let (a, b, c) = stage.run { (UIViewController(), UIViewController(), UIViewController()) }
    let split = stage.run { UISplitViewController(style: .tripleColumn) }
    stage.run { split.viewControllers = [a, b, c] }
    let window = Self.show(split, in: Self.tablet, on: stage)
    defer { withExtendedLifetime(window) {} }
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.viewController(for: .supplementary) === b)
    let holders = split.viewControllers
    #expect(holders.count == 3 && holders.map { $0.children.first } == [a, b, c])
    #expect(holders[1].view.frame.minX == 320 && holders[2].view.frame.minX == 640)
    stage.run { split.hide(.primary) }
    #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    #expect(holders[1].view.frame.minX == 0)
    let classic = stage.run { UISplitViewController() }
    stage.run { classic.setViewController(a, for: .primary) }
    #expect(classic.viewControllers.isEmpty)
  }

  @Test(
    "collapsing on screen: the secondary moves before any column's view loads, and only the top of the stack appears"
  )
  @MainActor func theOrderOfACollapseOnScreen() throws {
    let stage = UIKitStage()
    let (split, _, list, _) = Self.classic(on: stage)
    var window: UIWindow?
    let shown = stage.logged { window = stage.show(split) }
    defer { withExtendedLifetime(window) {} }
    #expect(
      shown == [
        "vc3 loadView", "vc3 viewDidLoad",
        "vc3 viewDidLoadReturned(childrenAdded: 0, children: 2)",
        "vc3 viewWillAppear(animated: false)",
        "vc1 willMove(toParent: nil)", "vc1 didMove(toParent: nil)",
        "vc1 willMove(toParent: vc2)", "vc1 didMove(toParent: vc2)",
        "vc2 loadView", "vc2 viewDidLoad", "vc1 loadView", "vc1 viewDidLoad",
        "vc2 viewWillAppear(animated: false)", "vc1 viewWillAppear(animated: false)",
        "vc2 willShow(vc1, animated: false)",
        "vc3 viewDidAppear(animated: false)", "vc2 viewDidAppear(animated: false)",
        "vc1 viewDidAppear(animated: false)", "vc2 didShow(vc1, animated: false)",
      ])
    #expect(!list.isViewLoaded, "the covered primary's view waits for its pop")
  }
}

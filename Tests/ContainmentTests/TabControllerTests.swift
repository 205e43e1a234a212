import Containment
import ContainmentTestSupport
import Testing

/// The tab/menu container's contract: re-parenting lists, a selection stored once, views swapped
/// only once the container's view is loaded and on screen, and a menu overlay.
@Suite struct TabControllerTests {
  typealias Fixture = ListFixture<TabController>

  @Test("children set before display are adopted at once and only the selected one loads")
  func childrenBeforeDisplay() throws {
    let fixture = try Fixture()
    try fixture.container.setViewControllers(fixture.children)
    #expect(
      fixture.drainLog() == [
        "vc0 loadView", "vc0 viewDidLoad",  // installed in the window at assignment
        // Each arrival added and told at once (STKMenuViewController's -setViewControllers:).
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
        "vc2 willMove(toParent: vc0)", "vc2 didMove(toParent: vc0)",
        "vc3 willMove(toParent: vc0)", "vc3 didMove(toParent: vc0)",
      ])
    #expect(fixture.container.selectedIndex == 0)
    #expect(fixture.children.allSatisfy { !$0.isViewLoaded })
    fixture.window.makeKeyAndVisible()
    #expect(fixture.drainLog() == Fixture.containerShownWithFirstChild)
    #expect(!fixture.children[1].isViewLoaded && !fixture.children[2].isViewLoaded)
  }

  @Test("selecting on screen swaps the shown child at once, in UITabBarController's order")
  func selectingOnScreen() throws {
    let fixture = try Fixture.shown()
    try fixture.container.select(at: 2)
    #expect(
      fixture.drainLog() == [
        "vc3 loadView", "vc3 viewDidLoad", "vc3 viewWillAppear(animated: false)",
        "vc1 viewWillDisappear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc3 viewDidAppear(animated: false)",
      ])
    #expect(fixture.container.selectedViewController === fixture.children[2])
    #expect(fixture.container.selectedIndex == 2)
    #expect(fixture.children[0].viewIfLoaded?.superview == nil, "only the selected view is shown")
    try fixture.container.select(fixture.children[2])
    #expect(fixture.drainLog().isEmpty, "selecting the selected child does nothing")
  }

  @Test("a selection made before the view loads is shown when the container appears")
  func selectionBeforeTheViewLoads() throws {
    let fixture = try Fixture()
    try fixture.window.setRootViewController(nil)
    let tabs = TabController(id: ViewControllerID(9), observer: fixture.log)
    try tabs.setViewControllers(fixture.children, selecting: fixture.children[1])
    try tabs.select(at: 2)
    #expect(!tabs.isViewLoaded)
    try fixture.window.setRootViewController(tabs)
    #expect(tabs.isViewLoaded, "the window's root has its view installed at assignment")
    #expect(!fixture.children.contains { $0.isViewLoaded }, "its children wait to be shown")
    _ = fixture.drainLog()
    fixture.window.makeKeyAndVisible()
    let shown = fixture.drainLog()
    #expect(shown.contains("vc3 viewDidAppear(animated: false)"))
    #expect(!shown.contains { $0.hasPrefix("vc1 ") || $0.hasPrefix("vc2 ") }, "\(shown)")
    // Off screen again, a new selection waits for the next appearance.
    fixture.window.hide()
    _ = fixture.drainLog()
    try tabs.select(at: 0)
    #expect(fixture.drainLog().isEmpty, "\(fixture.children[0].calls)")
    #expect(!fixture.children[0].isViewLoaded)
  }

  @Test("the selected index is derived from the selected child and follows it")
  func selectedIndexIsDerived() throws {
    let fixture = try Fixture.shown()
    try fixture.container.select(at: 1)
    let reordered = [fixture.children[2], fixture.children[0], fixture.children[1]]
    try fixture.container.setViewControllers(reordered)
    #expect(fixture.container.selectedViewController === fixture.children[1])
    #expect(fixture.container.selectedIndex == 2)
    var copy = fixture.container.viewControllers
    copy.removeAll()
    #expect(fixture.container.viewControllers.count == 3, "the getter returns a copy")
  }

  @Test("setting the list re-parents: leavers removed, arrivals added, the selection moves on")
  func settingTheListReparents() throws {
    let fixture = try Fixture.shown(children: 2)
    let (first, second) = (fixture.children[0], fixture.children[1])
    let third = RecordingViewController(
      id: ViewControllerID(3), viewPayloadBytes: 64, observer: fixture.log)
    try fixture.container.setViewControllers([second, third])
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc3 willMove(toParent: vc0)",
        "vc3 didMove(toParent: vc0)", "vc2 loadView", "vc2 viewDidLoad",
        "vc2 viewWillAppear(animated: false)", "vc1 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: false)", "vc2 viewDidAppear(animated: false)",
        "vc1 didMove(toParent: nil)",
      ])
    #expect(first.parent == nil && third.parent === fixture.container)
    #expect(fixture.container.selectedViewController === second)
    try fixture.container.setViewControllers([])
    #expect(
      fixture.container.selectedIndex == nil && fixture.container.selectedViewController == nil)
    #expect(fixture.drainLog().contains("vc2 viewDidDisappear(animated: false)"))
  }

  @Test("bad lists and selections are refused with a typed error and change nothing")
  func badInputIsRefused() throws {
    let fixture = try Fixture.shown()
    let (first, second) = (fixture.children[0], fixture.children[1])
    #expect(throws: ContainmentError.indexOutOfRange(index: 3, validRange: 0..<3)) {
      try fixture.container.select(at: 3)
    }
    let stranger = RecordingViewController(id: ViewControllerID(9), viewPayloadBytes: 0)
    #expect(throws: ContainmentError.notAChild(stranger.id)) {
      try fixture.container.select(stranger)
    }
    #expect(throws: ContainmentError.duplicateChild(first.id)) {
      try fixture.container.setViewControllers([first, second, first])
    }
    #expect(throws: ContainmentError.notAChild(stranger.id)) {
      try fixture.container.setViewControllers([first], selecting: stranger)
    }
    let other = TabController()
    try other.setViewControllers([stranger])
    #expect(throws: ContainmentError.alreadyHasParent(child: stranger.id, parent: other.id)) {
      try fixture.container.setViewControllers([first, stranger])
    }
    #expect(fixture.drainLog().isEmpty)
    #expect(fixture.container.viewControllers.count == 3 && fixture.container.selectedIndex == 0)
  }

  @Test("the menu lies over the selected child, which stays on screen, and selecting hides it")
  func menuOverlay() throws {
    let fixture = try Fixture.shown()
    fixture.container.showMenu()
    #expect(fixture.container.isMenuShown)
    #expect(fixture.container.view.subviews.last === fixture.container.menuView)
    #expect(fixture.drainLog().isEmpty, "the selected child does not disappear under the menu")
    try fixture.container.select(at: 1)
    #expect(!fixture.container.isMenuShown && fixture.container.menuView.superview == nil)
    fixture.container.showMenu()
    try fixture.container.select(at: 1)
    #expect(!fixture.container.isMenuShown, "selecting, even the selected child, hides the menu")
    // Shown before the view loads, the menu is laid out when it does.
    let early = try Fixture()
    try early.container.setViewControllers(early.children)
    early.container.showMenu()
    early.window.makeKeyAndVisible()
    #expect(early.container.view.subviews.last === early.container.menuView)
    #expect(early.container.view.subviews.first === early.children[0].viewIfLoaded)
  }

  @Test("a memory warning releases the views of unselected children and spares the selected one")
  func memoryWarning() throws {
    let fixture = try Fixture.shown()
    try fixture.container.select(at: 1)
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    let log = fixture.drainLog()
    #expect(log.contains("vc1 viewDidUnload"))
    #expect(!log.contains("vc2 viewDidUnload"))
    #expect(!fixture.children[0].isViewLoaded && fixture.children[1].isViewLoaded)
    try fixture.container.select(at: 0)
    let back = fixture.drainLog()
    #expect(back.has("vc1 viewDidLoad", before: "vc1 viewWillAppear(animated: false)"))
  }
}

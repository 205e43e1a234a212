import Containment
import ContainmentTestSupport
import Testing

/// The menu container written by hand (STKMenuViewController's way): only `addChild`,
/// `addSubview`, `removeFromSuperview` and `removeFromParent`, every appearance callback from
/// automatic forwarding.
@Suite struct MenuControllerTests {
  typealias Fixture = ListFixture<MenuController>

  @Test("children set before display are added one by one and only the selected one loads")
  func childrenBeforeDisplay() throws {
    let fixture = try Fixture()
    try fixture.container.setViewControllers(fixture.children)
    #expect(
      fixture.drainLog() == [
        "vc0 loadView", "vc0 viewDidLoad",
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
        "vc2 willMove(toParent: vc0)", "vc2 didMove(toParent: vc0)",
        "vc3 willMove(toParent: vc0)", "vc3 didMove(toParent: vc0)",
      ])
    #expect(fixture.container.selectedIndex == 0)
    #expect(fixture.children.allSatisfy { !$0.isViewLoaded }, "C6: nothing loads off screen")
    fixture.window.makeKeyAndVisible()
    #expect(fixture.drainLog() == Fixture.containerShownWithFirstChild)
    #expect(fixture.children[0].view.superview === fixture.container.transitionView)
  }

  @Test("selecting on screen: the old child disappears whole, then the new one appears")
  func selectingOnScreen() throws {
    let fixture = try Fixture.shown()
    try fixture.container.select(at: 2)
    #expect(
      fixture.drainLog() == [
        "vc1 viewWillDisappear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc3 loadView", "vc3 viewDidLoad", "vc3 viewWillAppear(animated: false)",
        "vc3 viewDidAppear(animated: false)",
      ])
    try fixture.container.select(at: 2)
    #expect(fixture.drainLog().isEmpty, "selecting the selected child does nothing")
    #expect(throws: ContainmentError.indexOutOfRange(index: 3, validRange: 0..<3)) {
      try fixture.container.select(at: 3)
    }
  }

  @Test("a new list on screen: every old child leaves, every new one is added, the first shown")
  func settingTheListOnScreen() throws {
    let fixture = try Fixture.shown(children: 2)
    let (first, second) = (fixture.children[0], fixture.children[1])
    try fixture.container.setViewControllers([second, first])
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc1 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: false)", "vc1 didMove(toParent: nil)",
        "vc2 willMove(toParent: nil)", "vc2 didMove(toParent: nil)",
        "vc2 willMove(toParent: vc0)", "vc2 didMove(toParent: vc0)",
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
        "vc2 loadView", "vc2 viewDidLoad", "vc2 viewWillAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)",
      ])
    #expect(fixture.container.selectedViewController === second)
    try fixture.container.setViewControllers([])
    #expect(fixture.container.selectedViewController == nil && first.parent == nil)
    #expect(second.appearanceState == .disappeared)
    #expect(fixture.unbalanced.isEmpty)
  }

  @Test("off screen a selection only waits: the child appears once when the window is shown")
  func selectingOffScreen() throws {
    let fixture = try Fixture.shown()
    fixture.window.hide()
    _ = fixture.drainLog()
    try fixture.container.select(at: 1)
    #expect(fixture.drainLog().isEmpty)
    #expect(!fixture.children[1].isViewLoaded)
    fixture.window.makeKeyAndVisible()
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillAppear(animated: false)", "vc2 loadView", "vc2 viewDidLoad",
        "vc2 viewWillAppear(animated: false)", "vc0 viewDidAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)",
      ])
    #expect(fixture.children[0].appearanceState == .disappeared)
  }

  @Test("a memory warning releases the hidden children's views and keeps the shown one's")
  func memoryWarning() throws {
    let fixture = try Fixture.shown()
    try fixture.container.select(at: 1)
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    #expect(!fixture.children[0].isViewLoaded, "hidden, released (C4)")
    #expect(fixture.children[1].isViewLoaded, "shown, kept")
    #expect(fixture.drainLog().contains("vc1 viewDidUnload"))
    try fixture.container.select(at: 0)
    #expect(
      fixture.drainLog().prefix(4) == [
        "vc2 viewWillDisappear(animated: false)", "vc2 viewDidDisappear(animated: false)",
        "vc1 loadView", "vc1 viewDidLoad",
      ])
  }

  @Test("the menu lies over the shown child, which stays on screen")
  func menuOverlay() throws {
    let fixture = try Fixture.shown()
    fixture.container.showMenu()
    #expect(fixture.container.menuView.superview === fixture.container.view)
    #expect(fixture.drainLog().isEmpty)
    try fixture.container.select(at: 1)
    #expect(!fixture.container.isMenuShown, "selecting from the menu hides it")
    #expect(fixture.container.menuView.superview == nil)
  }

  @Test("a child with another parent is refused and nothing changes")
  func childWithAnotherParent() throws {
    let fixture = try Fixture.shown()
    let other = ViewController(id: ViewControllerID(9))
    let taken = ViewController(id: ViewControllerID(10))
    try other.addChild(taken)
    #expect(throws: ContainmentError.alreadyHasParent(child: taken.id, parent: other.id)) {
      try fixture.container.setViewControllers([fixture.children[2], taken])
    }
    #expect(fixture.container.viewControllers.count == 3)
    #expect(fixture.drainLog().isEmpty)
  }
}

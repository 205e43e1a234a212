import Containment
import ContainmentTestSupport
import Testing

/// The menu of both list containers after their view is released and loaded again: the view
/// loads at no size and the window sizes it afterwards, so the menu (and the menu container's
/// transition view) must be laid out again when the container appears.
@Suite struct ListMenuTests {
  /// A shown container with its menu shown, its view released off screen, then shown again.
  func reloaded<Container: ListContainer>(_: Container.Type) throws -> ListFixture<Container> {
    let fixture = try ListFixture<Container>.shown()
    fixture.container.showMenu()
    fixture.window.hide()
    fixture.window.simulateMemoryWarning()
    #expect(!fixture.container.isViewLoaded, "released off screen")
    fixture.show()
    return fixture
  }

  @Test("the tab container's menu comes back over the selected child at the window's size")
  func tabs() throws {
    let fixture = try reloaded(TabController.self)
    let view = fixture.container.view
    #expect(fixture.container.menuView.frame.size == fixture.window.size)
    #expect(view.subviews.last === fixture.container.menuView)
    #expect(fixture.children[0].view.frame.size == fixture.window.size)
  }

  @Test("the menu container's transition view and menu come back at the window's size")
  func menu() throws {
    let fixture = try reloaded(MenuController.self)
    #expect(fixture.container.menuView.frame.size == fixture.window.size)
    #expect(fixture.container.transitionView?.frame.size == fixture.window.size)
    #expect(fixture.children[0].view.frame.size == fixture.window.size)
    #expect(fixture.container.view.subviews.last === fixture.container.menuView)
  }
}

import Containment
import ContainmentTestSupport

/// A container that lists its children and selects one: the tab container and the menu written
/// by hand, which their tests set up the same way.
protocol ListContainer: SelectingContainer {
  init(id: ViewControllerID, title: String?, observer: (any LifecycleObserver)?)
  /// Sets the children, selecting the first.
  func setList(_ children: [ViewController]) throws(ContainmentError)
}

extension TabController: ListContainer {
  func setList(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
}

extension MenuController: ListContainer {
  func setList(_ children: [ViewController]) throws(ContainmentError) {
    try setViewControllers(children)
  }
}

/// A list container (`vc0`) as the window's root, and children `vc1`, `vc2`, … for its list.
final class ListFixture<Container: ListContainer>: WindowFixture {
  let container: Container
  let children: [RecordingViewController]

  /// The container without children, its `count` children made; the window not yet visible.
  init(children count: Int = 3) throws {
    let log = LifecycleLog(capacity: 256)
    container = Container(id: ViewControllerID(0), title: nil, observer: log)
    children = RecordingViewController.numbered(1...UInt64(count), log: log)
    super.init(log: log)
    try window.setRootViewController(container)
  }

  /// Shown, with every child in the list and the first selected.
  static func shown(children count: Int = 3) throws -> ListFixture {
    let fixture = try ListFixture(children: count)
    try fixture.container.setList(fixture.children)
    fixture.show()
    _ = fixture.drainLog()
    return fixture
  }
}

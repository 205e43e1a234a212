import Containment
import ContainmentTestSupport
import Testing

/// The swipe container's contract: one visible page, swipes to a neighbour without wrapping as
/// two-participant transitions, lazily loaded views of which only those near the visible page
/// stay, refusals, disappearance, memory warnings.
@Suite struct PageControllerTests {
  final class Fixture: WindowFixture {
    let container: PageController
    let pages: [RecordingViewController]

    init(pages count: Int = 3, radius: Int = 1) throws {
      let clock = VirtualClock()
      let log = LifecycleLog(capacity: 512)
      pages = RecordingViewController.numbered(1...UInt64(count), log: log)
      container = try PageController(
        pages: pages, radius: radius, clock: clock, id: ViewControllerID(0), observer: log)
      super.init(clock: clock, log: log)
      try window.setRootViewController(container)
    }

    static func shown(pages count: Int = 3, radius: Int = 1) throws -> Fixture {
      let fixture = try Fixture(pages: count, radius: radius)
      fixture.show()
      _ = fixture.drainLog()
      return fixture
    }

    var loaded: [Int] { pages.indices.filter { pages[$0].isViewLoaded } }
  }

  @Test("pages are children at once; only the visible one loads, when the container appears")
  func pagesLoadLazily() throws {
    let fixture = try Fixture()
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
        "vc2 willMove(toParent: vc0)", "vc2 didMove(toParent: vc0)",
        "vc3 willMove(toParent: vc0)", "vc3 didMove(toParent: vc0)",
        // Assigned as the window's root, the container's own view is installed at once.
        "vc0 loadView", "vc0 viewDidLoad",
      ])
    #expect(fixture.loaded.isEmpty)
    fixture.window.makeKeyAndVisible()
    #expect(fixture.drainLog() == Fixture.containerShownWithFirstChild)
    #expect(fixture.loaded == [0])
  }

  @Test("a swipe left slides the next page in over the slide's duration with balanced calls")
  func animatedSwipe() throws {
    let fixture = try Fixture.shown()
    #expect(try fixture.container.swipeLeft(animated: true))
    #expect(
      fixture.drainLog() == [
        "vc2 loadView", "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: true)",
        "vc2 viewWillAppear(animated: true)",
      ])
    #expect(fixture.container.currentIndex == 1 && fixture.container.isTransitioning)
    #expect(
      try fixture.loggedAtEnd(of: TransitionStyle.slide.defaultDuration) == [
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
      ])
    let width = fixture.window.size.width
    #expect(fixture.pages[1].view.frame.origin.x == 0, "the visible page fills the container")
    #expect(fixture.pages[0].view.frame.origin.x == -width, "its neighbour lies beside it")
    #expect(try fixture.container.swipeRight(animated: false))
    #expect(
      fixture.drainLog() == [
        "vc2 viewWillDisappear(animated: false)", "vc1 viewWillAppear(animated: false)",
        "vc2 viewDidDisappear(animated: false)", "vc1 viewDidAppear(animated: false)",
      ])
  }

  @Test("swipes do not wrap: at either end they change nothing")
  func noWrapping() throws {
    let fixture = try Fixture.shown(pages: 2)
    #expect(try !fixture.container.swipeRight())
    #expect(fixture.drainLog().isEmpty && !fixture.container.isTransitioning)
    #expect(try fixture.container.swipeLeft(animated: false))
    _ = fixture.drainLog()
    #expect(try !fixture.container.swipeLeft())
    #expect(fixture.drainLog().isEmpty)
    #expect(fixture.container.currentIndex == 1)
    let empty = try PageController(clock: fixture.clock)
    #expect(try !empty.swipeLeft() && empty.currentIndex == nil)
  }

  @Test("during a swipe, swipes, page changes and rotations are refused")
  @MainActor func refusalsDuringASwipe() throws {
    let fixture = try Fixture.shown()
    try fixture.container.swipeLeft()
    _ = fixture.drainLog()
    #expect(throws: ContainmentError.transitionInProgress) { try fixture.container.swipeLeft() }
    #expect(throws: ContainmentError.transitionInProgress) {
      try fixture.container.setPages([fixture.pages[0]])
    }
    #expect(!fixture.container.shouldAutorotate)
    #expect(!fixture.window.rotate(to: .landscapeLeft))
    #expect(fixture.drainLog().isEmpty)
    try fixture.clock.runUntilIdle()
    #expect(fixture.container.shouldAutorotate)
  }

  @Test("only the pages within the radius of the visible one keep their views")
  func onlyNearViewsStayLoaded() throws {
    let fixture = try Fixture.shown(pages: 5, radius: 1)
    for _ in 0..<3 { try fixture.container.swipeLeft(animated: false) }
    #expect(fixture.container.currentIndex == 3)
    #expect(fixture.loaded == [2, 3])
    #expect(fixture.pages[0].calls.contains("viewDidUnload"))
    #expect(fixture.pages[1].calls.contains("viewDidUnload"))
    try fixture.container.swipeRight(animated: true)
    #expect(fixture.loaded == [2, 3], "both participants keep their views during the swipe")
    try fixture.clock.runUntilIdle()
    #expect(fixture.loaded == [2, 3])
    let strict = try Fixture.shown(pages: 3, radius: 0)
    try strict.container.swipeLeft(animated: false)
    #expect(strict.loaded == [1])
  }

  @Test("the container's disappearance ends a running swipe first")
  func disappearanceEndsTheSwipe() throws {
    let fixture = try Fixture.shown()
    try fixture.container.swipeLeft()
    #expect(
      fixture.logged { fixture.window.hide() } == [
        "vc0 viewWillDisappear(animated: false)", "vc1 viewDidDisappear(animated: true)",
        "vc2 viewDidAppear(animated: true)", "vc2 viewWillDisappear(animated: false)",
        "vc0 viewDidDisappear(animated: false)", "vc2 viewDidDisappear(animated: false)",
      ])
    try fixture.clock.runUntilIdle()
    #expect(fixture.drainLog().isEmpty)
  }

  @Test("a memory warning releases every page view but the visible one and the swipe's")
  func memoryWarning() throws {
    let fixture = try Fixture.shown()
    try fixture.container.swipeLeft(animated: false)
    #expect(fixture.loaded == [0, 1])
    fixture.window.simulateMemoryWarning()
    #expect(fixture.loaded == [1])
    try fixture.container.swipeLeft(animated: true)
    fixture.window.simulateMemoryWarning()
    #expect(fixture.loaded == [1, 2], "participants keep their views")
    try fixture.clock.runUntilIdle()
    try fixture.container.swipeRight(animated: false)
    try fixture.container.swipeRight(animated: false)
    // Page one's view went in the first warning: it is reloaded before it appears again.
    #expect(
      Array(fixture.pages[0].calls.suffix(4)) == [
        "loadView", "viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)",
      ])
  }

  @Test("bad page lists are refused with a typed error and change nothing")
  func badInputIsRefused() throws {
    #expect(throws: ContainmentError.invalidCapacity(-1)) {
      try PageController(radius: -1, clock: VirtualClock())
    }
    let fixture = try Fixture.shown()
    let (first, second) = (fixture.pages[0], fixture.pages[1])
    #expect(throws: ContainmentError.duplicateChild(first.id)) {
      try fixture.container.setPages([first, second, first])
    }
    #expect(throws: ContainmentError.indexOutOfRange(index: 2, validRange: 0..<2)) {
      try fixture.container.setPages([first, second], current: 2)
    }
    let stranger = RecordingViewController(id: ViewControllerID(9), viewPayloadBytes: 0)
    let other = try PageController(pages: [stranger], clock: fixture.clock)
    #expect(throws: ContainmentError.alreadyHasParent(child: stranger.id, parent: other.id)) {
      try fixture.container.setPages([stranger])
    }
    #expect(fixture.drainLog().isEmpty)
    #expect(fixture.container.pages.count == 3 && fixture.container.currentIndex == 0)
  }
}

import Containment
import ContainmentTestSupport
import Testing

/// L1: the view loads lazily, `loadView` then `viewDidLoad`, once per load.
@Suite struct ViewLoadingTests {
  @Test("L1: view loads lazily on first access only") func viewLoadsLazilyOnFirstAccessOnly() {
    let log = LifecycleLog()
    let child = ViewController(id: ViewControllerID(7), viewPayloadBytes: 128, observer: log)
    #expect(!child.isViewLoaded)
    #expect(child.viewIfLoaded == nil)
    #expect(log.events.isEmpty, "isViewLoaded and viewIfLoaded must not load")

    let first = child.view
    let second = child.view
    #expect(first === second)
    #expect(child.isViewLoaded)
    #expect(first.payloadByteCount == 128)
    #expect(first.ownerID == child.id)
    #expect(log.events(of: child.id) == [.loadView, .viewDidLoad])
    #expect(child.viewLoadCount == 1)
  }

  @Test("L1: overridden load view runs before view did load")
  func overriddenLoadViewRunsBeforeViewDidLoad() {
    let child = RecordingViewController(id: ViewControllerID(1))
    _ = child.view
    #expect(child.calls == ["loadView", "viewDidLoad"])
  }

  @Test("L1: load view that forgets the view gets the default")
  func loadViewThatForgetsTheViewGetsTheDefault() {
    final class Forgetful: ViewController {
      override func loadView() {}
    }
    let child = Forgetful(id: ViewControllerID(1), viewPayloadBytes: 32)
    #expect(child.view.payloadByteCount == 32)
    #expect(child.viewLoadCount == 1)
  }

  @Test("L1: reading view inside load view does not recurse")
  func readingViewInsideLoadViewDoesNotRecurse() {
    final class Curious: ViewController {
      var seen: View?
      override func loadView() { seen = view }
    }
    let log = LifecycleLog()
    let child = Curious(id: ViewControllerID(1), observer: log)
    let loaded = child.view
    #expect(child.seen === loaded)
    #expect(log.events(of: child.id) == [.loadView, .viewDidLoad])
  }

  @Test("L1: costly view builds its tree") func costlyViewBuildsItsTree() {
    let child = CostlyViewController(
      id: ViewControllerID(1), payloadBytes: 1 << 16, subviewCount: 3)
    #expect(child.view.subviews.count == 3)
    #expect(
      child.view.payloadByteCount + child.view.subviews.map(\.payloadByteCount).reduce(0, +)
        == child.bytesPerLoad)
  }
}

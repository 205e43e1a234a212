import Containment
import ContainmentTestSupport
import Testing

/// L2: appearance states move only along the legal paths.
@Suite struct AppearanceTests {
  @Test("L2: balanced cycle in order and view loaded first")
  func balancedCycleInOrderAndViewLoadedFirst() {
    let log = LifecycleLog()
    let child = RecordingViewController(id: ViewControllerID(1), observer: log)
    child.beginAppearanceTransition(true, animated: true)
    #expect(child.appearanceState == .appearing)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)
    child.beginAppearanceTransition(false, animated: false)
    #expect(child.appearanceState == .disappearing)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .disappeared)
    #expect(
      log.events(of: child.id) == [
        .loadView, .viewDidLoad,
        .viewWillAppear(animated: true), .viewDidAppear(animated: true),
        .viewWillDisappear(animated: false), .viewDidDisappear(animated: false),
      ])
    #expect(
      child.calls == [
        "loadView", "viewDidLoad", "viewWillAppear(true)", "viewDidAppear(true)",
        "viewWillDisappear(false)", "viewDidDisappear(false)",
      ])
  }

  @Test("L2: cancelled transitions reverse") func cancelledTransitionsReverse() {
    let log = LifecycleLog()
    let child = ViewController(id: ViewControllerID(1), observer: log)
    child.beginAppearanceTransition(true, animated: true)
    child.beginAppearanceTransition(false, animated: true)  // appearing → disappearing
    #expect(child.appearanceState == .disappearing)
    child.beginAppearanceTransition(true, animated: true)  // disappearing → appearing
    #expect(child.appearanceState == .appearing)
    child.endAppearanceTransition()
    #expect(child.appearanceState == .appeared)
    #expect(
      !log.events.contains {
        if case .unbalancedAppearanceTransition = $0.kind { true } else { false }
      })
  }

  @Test(
    "L2: illegal requests are reported and ignored",
    arguments: [
      (AppearanceState.disappeared, Optional<Bool>.none),
      (.disappeared, false),
      (.appeared, true),
      (.appeared, nil),
    ])
  func illegalRequestsAreReportedAndIgnored(start: AppearanceState, request: Bool?) {
    let log = LifecycleLog()
    let child = ViewController(id: ViewControllerID(1), observer: log)
    child.drive(to: start)
    log.removeAll()
    if let appearing = request {
      child.beginAppearanceTransition(appearing, animated: false)
    } else {
      child.endAppearanceTransition()
    }
    #expect(child.appearanceState == start)
    #expect(
      log.events(of: child.id) == [
        .unbalancedAppearanceTransition(state: start, appearing: request)
      ])
  }

  @Test(
    "L2: settle reaches every target legally", arguments: AppearanceState.allCases,
    AppearanceState.allCases)
  func settleReachesEveryTargetLegally(from start: AppearanceState, to target: AppearanceState) {
    let log = LifecycleLog()
    let child = ViewController(id: ViewControllerID(1), observer: log)
    child.drive(to: start)
    child.settleAppearance(to: target)
    let expected: AppearanceState =
      (start, target) == (.disappeared, .disappearing) ? .disappeared : target
    #expect(child.appearanceState == expected)
    #expect(
      !log.events.contains {
        if case .unbalancedAppearanceTransition = $0.kind { true } else { false }
      })
  }

  @Test("L2: automatic forwarding reaches children in the view")
  func automaticForwardingReachesChildrenInTheView() throws {
    let log = LifecycleLog()
    let parent = ViewController(id: ViewControllerID(1), observer: log)
    let inView = ViewController(id: ViewControllerID(2), observer: log)
    let outside = ViewController(id: ViewControllerID(3), observer: log)
    try parent.addChild(inView)
    try parent.addChild(outside)
    parent.view.addSubview(inView.view)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(inView.appearanceState == .appeared)
    #expect(outside.appearanceState == .disappeared)
    #expect(!outside.isViewLoaded)
  }
}

import Containment
import ContainmentTestSupport
import Testing

/// The placeholder container's contract: lazy loading before display, swaps with two
/// participants and balanced calls, the inverse animation, refusals, the container's own
/// disappearance, memory warnings and rotation.
@Suite struct PlaceholderTests {
  final class Fixture: WindowFixture {
    let container: PlaceholderController

    init(placeholders: Int = 1) throws {
      let clock = VirtualClock()
      let log = LifecycleLog(capacity: 256)
      container = try PlaceholderController(
        placeholders: placeholders, clock: clock, id: ViewControllerID(0), observer: log)
      super.init(clock: clock, log: log)
      try window.setRootViewController(container)
    }

    /// A shown container whose placeholder 0 shows child 1.
    static func showing() throws -> (Fixture, RecordingViewController) {
      let fixture = try Fixture()
      let first = fixture.child(1)
      try fixture.container.setChild(first)
      fixture.show()
      _ = fixture.drainLog()
      return (fixture, first)
    }
  }

  @Test("children set before display load nothing until the container appears")
  func childrenSetBeforeDisplayLoadLazily() throws {
    let fixture = try Fixture(placeholders: 2)
    let (left, right) = (fixture.child(1), fixture.child(2))
    try fixture.container.setChild(left, at: 0)
    try fixture.container.setChild(right, at: 1, style: .slide, animated: true)
    #expect(
      fixture.drainLog() == [
        "vc0 loadView", "vc0 viewDidLoad",  // installed in the window at assignment
        "vc1 willMove(toParent: vc0)", "vc1 didMove(toParent: vc0)",
        "vc2 willMove(toParent: vc0)", "vc2 didMove(toParent: vc0)",
      ])
    #expect(!left.isViewLoaded && !right.isViewLoaded)
    #expect(!fixture.container.isTransitioning, "off screen, a swap is immediate")

    fixture.window.makeKeyAndVisible()
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillAppear(animated: false)",
        "vc1 loadView", "vc1 viewDidLoad", "vc1 viewWillAppear(animated: false)",
        "vc2 loadView", "vc2 viewDidLoad", "vc2 viewWillAppear(animated: false)",
        "vc0 viewDidAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
        "vc2 viewDidAppear(animated: false)",
      ])
    // Side by side: each child fills its own area.
    let width = fixture.window.size.width / 2
    #expect(left.view.frame.origin.x == 0 && left.view.frame.size.width == width)
    #expect(right.view.frame.origin.x == width && right.view.frame.size.width == width)
  }

  @Test("an animated swap on screen delivers the wills now and the dids when the clock ends it")
  func animatedSwapOnScreen() throws {
    let (fixture, first) = try Fixture.showing()
    let second = fixture.child(2)
    try fixture.container.setChild(second, style: .crossFade, animated: true)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: true)",
        "vc2 viewWillAppear(animated: true)",
      ])
    #expect(fixture.container.isTransitioning)
    #expect(try fixture.container.child(at: 0) === second)
    #expect(
      try fixture.loggedAtEnd(of: TransitionStyle.crossFade.defaultDuration) == [
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc1 didMove(toParent: nil)", "vc2 didMove(toParent: vc0)",
      ])
    #expect(!fixture.container.isTransitioning)
    #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
    #expect(first.isViewLoaded, "a child swapped out keeps its view: its owner decides")
  }

  @Test("an unanimated swap, and emptying a placeholder, happen at once")
  func unanimatedSwapAndEmptying() throws {
    let (fixture, first) = try Fixture.showing()
    let second = fixture.child(2)
    try fixture.container.setChild(second, style: .slide, animated: false)
    #expect(
      fixture.drainLog() == [
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: false)",
        "vc2 viewWillAppear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc2 viewDidAppear(animated: false)", "vc1 didMove(toParent: nil)",
        "vc2 didMove(toParent: vc0)",
      ])
    try fixture.container.setChild(nil)
    #expect(
      fixture.drainLog() == [
        "vc2 willMove(toParent: nil)", "vc2 viewWillDisappear(animated: false)",
        "vc2 viewDidDisappear(animated: false)", "vc2 didMove(toParent: nil)",
      ])
    #expect(try fixture.container.child(at: 0) == nil)
    #expect(first.parent == nil && second.parent == nil)
  }

  @Test("a reversed swap plays the style's inverse animation")
  func reversedSwapPlaysTheInverse() throws {
    let (fixture, _) = try Fixture.showing()
    try fixture.container.setChild(fixture.child(2), style: .cover, animated: true)
    #expect(
      fixture.container.lastTransitions[0] == PlayedTransition(style: .cover, isReversed: false))
    try fixture.clock.runUntilIdle()
    try fixture.container.setChild(fixture.child(3), style: .cover, reversed: true, animated: true)
    #expect(
      fixture.container.lastTransitions[0] == PlayedTransition(style: .cover, isReversed: true))
  }

  @Test("a second swap of a placeholder is refused while one runs; other placeholders swap freely")
  @MainActor func swapsAreRefusedPerPlaceholderDuringATransition() throws {
    let fixture = try Fixture(placeholders: 2)
    try fixture.container.setChild(fixture.child(1), at: 0)
    try fixture.container.setChild(fixture.child(2), at: 1)
    fixture.window.makeKeyAndVisible()
    let incoming = fixture.child(3)
    try fixture.container.setChild(incoming, at: 0, style: .slide, animated: true)
    _ = fixture.drainLog()
    let refused = fixture.child(4)
    #expect(throws: ContainmentError.transitionInProgress) {
      try fixture.container.setChild(refused, at: 0, style: .slide, animated: true)
    }
    #expect(fixture.drainLog().isEmpty, "a refused swap changes nothing")
    #expect(refused.parent == nil && !refused.isViewLoaded)
    #expect(try fixture.container.child(at: 0) === incoming)
    #expect(!fixture.container.shouldAutorotate, "no rotation while a swap runs")
    try fixture.container.setChild(fixture.child(5), at: 1, animated: false)
    #expect(try fixture.container.child(at: 1)?.id == ViewControllerID(5))
    try fixture.clock.runUntilIdle()
    #expect(fixture.container.shouldAutorotate)
  }

  @Test("bad input is refused with a typed error and changes nothing")
  func badInputIsRefused() throws {
    #expect(throws: ContainmentError.invalidCapacity(0)) {
      try PlaceholderController(placeholders: 0, clock: VirtualClock())
    }
    let (fixture, first) = try Fixture.showing()
    #expect(throws: ContainmentError.indexOutOfRange(index: 1, validRange: 0..<1)) {
      try fixture.container.setChild(fixture.child(2), at: 1)
    }
    #expect(throws: ContainmentError.indexOutOfRange(index: -1, validRange: 0..<1)) {
      try fixture.container.child(at: -1)
    }
    let other = try PlaceholderController(clock: fixture.clock)
    let adopted = fixture.child(3)
    try other.setChild(adopted)
    #expect(throws: ContainmentError.alreadyHasParent(child: adopted.id, parent: other.id)) {
      try fixture.container.setChild(adopted)
    }
    _ = fixture.drainLog()
    try fixture.container.setChild(first)  // already shown: nothing to do
    #expect(fixture.drainLog().isEmpty)
    #expect(try fixture.container.child(at: 0) === first)
  }

  @Test("the container's disappearance ends a running swap first, then the shown child disappears")
  func disappearanceEndsTheSwapFirst() throws {
    let (fixture, first) = try Fixture.showing()
    try fixture.container.setChild(fixture.child(2), style: .slide, animated: true)
    _ = fixture.drainLog()
    fixture.window.hide()
    #expect(first.parent == nil)
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc1 didMove(toParent: nil)", "vc2 didMove(toParent: vc0)",
        "vc2 viewWillDisappear(animated: false)", "vc0 viewDidDisappear(animated: false)",
        "vc2 viewDidDisappear(animated: false)",
      ])
    #expect(!fixture.container.isTransitioning)
    try fixture.clock.runUntilIdle()
    #expect(fixture.drainLog().isEmpty, "the swap's deadline fires into nothing")
  }

  @Test("a memory warning spares shown children, and off screen releases their views")
  func memoryWarnings() throws {
    let (fixture, first) = try Fixture.showing()
    fixture.window.simulateMemoryWarning()
    #expect(
      fixture.drainLog() == ["vc0 didReceiveMemoryWarning", "vc1 didReceiveMemoryWarning"])
    #expect(first.isViewLoaded)
    fixture.window.hide()
    _ = fixture.drainLog()
    fixture.window.simulateMemoryWarning()
    #expect(fixture.drainLog().contains("vc1 viewDidUnload"))
    #expect(!first.isViewLoaded)
    fixture.window.makeKeyAndVisible()
    let shown = fixture.drainLog()
    #expect(shown.contains("vc1 loadView") && shown.contains("vc1 viewDidLoad"))
    #expect(shown.has("vc1 viewDidLoad", before: "vc1 viewWillAppear(animated: false)"))
  }

  @Test("a rotation reaches every loaded child and lays the areas out anew")
  func rotationIsForwarded() throws {
    let fixture = try Fixture(placeholders: 2)
    try fixture.container.setChild(fixture.child(1), at: 0)
    try fixture.container.setChild(fixture.child(2), at: 1)
    fixture.window.makeKeyAndVisible()
    _ = fixture.drainLog()
    #expect(fixture.window.rotate(to: .landscapeLeft))
    let size = fixture.window.size
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillTransition(to: \(size))", "vc1 viewWillTransition(to: \(size))",
        "vc2 viewWillTransition(to: \(size))",
      ])
    let right = try #require(try fixture.container.child(at: 1))
    #expect(right.view.frame.origin.x == size.width / 2)
    #expect(right.view.frame.size == Size(width: size.width / 2, height: size.height))
  }

  /// A child with a clone for landscape, made on demand.
  final class Cloner: ViewController, OrientationCloning {
    var makeClone: (InterfaceOrientation) -> ViewController?

    init(
      id: ViewControllerID, observer: LifecycleLog,
      makeClone: @escaping (InterfaceOrientation) -> ViewController?
    ) {
      self.makeClone = makeClone
      super.init(id: id, viewPayloadBytes: 64, observer: observer)
    }

    func clone(for orientation: InterfaceOrientation) -> ViewController? { makeClone(orientation) }
  }

  @Test("a rotation swaps an orientation clone in with a cross-fade lasting the rotation")
  func orientationCloneSwapsInWithACrossFade() throws {
    let fixture = try Fixture()
    let landscape = fixture.child(2)
    var asked: [InterfaceOrientation] = []
    let portrait = Cloner(id: ViewControllerID(1), observer: fixture.log) { orientation in
      asked.append(orientation)
      return orientation.isLandscape ? landscape : nil
    }
    try fixture.container.setChild(portrait)
    fixture.window.makeKeyAndVisible()
    _ = fixture.drainLog()

    #expect(fixture.window.rotate(to: .landscapeRight))
    let size = fixture.window.size
    #expect(asked == [.landscapeRight])
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillTransition(to: \(size))", "vc1 viewWillTransition(to: \(size))",
        "vc1 willMove(toParent: nil)", "vc2 willMove(toParent: vc0)", "vc2 loadView",
        "vc2 viewDidLoad", "vc1 viewWillDisappear(animated: true)",
        "vc2 viewWillAppear(animated: true)",
      ])
    #expect(landscape.view.frame.size == size, "the clone is laid out for the new orientation")
    #expect(
      fixture.container.lastTransitions[0] == PlayedTransition(style: .crossFade, isReversed: false)
    )
    try fixture.clock.advance(by: PlaceholderController.rotationDuration - 1)
    #expect(fixture.container.isTransitioning, "the cross-fade lasts the rotation")
    try fixture.clock.advance(by: 1)
    #expect(
      fixture.drainLog() == [
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc1 didMove(toParent: nil)", "vc2 didMove(toParent: vc0)",
      ])
    #expect(try fixture.container.child(at: 0) === landscape)
  }

  @Test("a child that gives no clone, or one with a parent, stays through the rotation")
  func noCloneNoSwap() throws {
    let fixture = try Fixture()
    let taken = fixture.child(2)
    let other = try PlaceholderController(clock: fixture.clock)
    try other.setChild(taken)
    var offer: ViewController? = nil
    let child = Cloner(id: ViewControllerID(1), observer: fixture.log) { _ in offer }
    try fixture.container.setChild(child)
    fixture.window.makeKeyAndVisible()
    #expect(fixture.window.rotate(to: .landscapeLeft))
    #expect(!fixture.container.isTransitioning)
    offer = taken
    #expect(fixture.window.rotate(to: .portrait))
    #expect(!fixture.container.isTransitioning)
    #expect(try fixture.container.child(at: 0) === child)
    #expect(taken.parent === other)
  }
}

import Containment
import ContainmentTestSupport
import Testing

/// C3, C6, C7: exact participants, no views before display, forwarding of appearance and
/// rotation.
@Suite struct StackAppearanceTests {
  @Test("C3: during a transition exactly the two participants move")
  func duringATransitionExactlyTheTwoParticipantsMove() throws {
    let (fixture, children) = try StackFixture.shown(capacity: 4, pushing: 3)
    let next = fixture.child(4)
    try fixture.stack.push(next, animated: true)
    #expect(children[2].appearanceState == .disappearing)
    #expect(next.appearanceState == .appearing)
    #expect(children[0...1].allSatisfy { $0.appearanceState == .disappeared })
    #expect(!next.view.isUserInteractionEnabled, "no interaction during a transition")
    try fixture.clock.runUntilIdle()
    #expect(next.appearanceState == .appeared)
    #expect(children.allSatisfy { $0.appearanceState == .disappeared })
    #expect(next.view.isUserInteractionEnabled)
    #expect(
      children[2].viewIfLoaded?.isUserInteractionEnabled == false, "only the top takes touches")
  }

  @Test("C3: operations during a transition are refused and change nothing")
  func operationsDuringATransitionAreRefusedAndChangeNothing() throws {
    let (fixture, _) = try StackFixture.shown(pushing: 2)
    try fixture.stack.push(fixture.child(3), animated: true)
    _ = fixture.drainLog()
    let extra = fixture.child(4)
    #expect(throws: ContainmentError.transitionInProgress) { try fixture.stack.push(extra) }
    #expect(throws: ContainmentError.transitionInProgress) { try fixture.stack.pop() }
    #expect(throws: ContainmentError.transitionInProgress) { try fixture.stack.popToRoot() }
    #expect(throws: ContainmentError.transitionInProgress) { try fixture.stack.remove(at: 0) }
    #expect(throws: ContainmentError.transitionInProgress) {
      try fixture.stack.insert(extra, at: 0)
    }
    #expect(throws: ContainmentError.transitionInProgress) {
      try fixture.stack.setViewControllers([extra])
    }
    #expect(fixture.drainLog().isEmpty)
    #expect(extra.parent == nil)
    #expect(fixture.stack.count == 3)
  }

  @Test("C6: children added before display load nothing until it appears")
  func childrenAddedBeforeDisplayLoadNothingUntilItAppears() throws {
    let fixture = try StackFixture(capacity: 3)
    let children = try fixture.pushChildren(3)
    try fixture.stack.push(fixture.child(4), animated: true)
    #expect(!fixture.stack.isTransitioning, "off screen, a push plays no transition")
    #expect(
      fixture.log.lines.filter { $0.hasSuffix("loadView") } == ["vc0 loadView"],
      "only the stack's own view, installed in the window at assignment")
    #expect(children.allSatisfy { $0.calls.prefix(2) == ["willMove(vc0)", "didMove(vc0)"] })
    fixture.show()
    #expect(fixture.loadedIndices == [3])
  }

  @Test("C7: container appearance reaches only the top") func containerAppearanceReachesOnlyTheTop()
    throws
  {
    let (fixture, children) = try StackFixture.shown(capacity: 3, pushing: 3)
    #expect(
      fixture.logged { fixture.window.hide() } == [
        "vc0 viewWillDisappear(animated: false)", "vc3 viewWillDisappear(animated: false)",
        "vc0 viewDidDisappear(animated: false)", "vc3 viewDidDisappear(animated: false)",
      ])
    fixture.show()
    #expect(children[2].appearanceState == .appeared)
    #expect(children[0...1].allSatisfy { $0.appearanceState == .disappeared })
  }

  @Test("C7: hiding in the middle of a transition finishes it first")
  func hidingInTheMiddleOfATransitionFinishesItFirst() throws {
    let (fixture, _) = try StackFixture.shown(pushing: 1)
    try fixture.stack.push(fixture.child(2), animated: true)
    #expect(
      fixture.logged { fixture.window.hide() } == [
        "vc0 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: vc0)", "vc0 didShow(vc2, animated: true)",
        "vc2 viewWillDisappear(animated: false)",
        "vc0 viewDidDisappear(animated: false)", "vc2 viewDidDisappear(animated: false)",
      ])
    try fixture.clock.runUntilIdle()
    #expect(fixture.drainLog().isEmpty, "the stale end of the transition does nothing")
  }

  @Test("C7: rotation reaches loaded children and is refused in mid transition")
  func rotationReachesLoadedChildrenAndIsRefusedInMidTransition() throws {
    let (fixture, _) = try StackFixture.shown(capacity: 2, pushing: 3)
    _ = fixture.drainLog()
    #expect(fixture.window.rotate(to: .landscapeLeft))
    let landscape = Size.phonePortrait.transposed
    #expect(
      fixture.drainLog() == [
        "vc0 viewWillTransition(to: \(landscape))",
        "vc2 viewWillTransition(to: \(landscape))", "vc3 viewWillTransition(to: \(landscape))",
      ])
    #expect(fixture.stack.topViewController?.view.frame.size == landscape)

    try fixture.stack.push(fixture.child(4), animated: true)
    _ = fixture.drainLog()
    #expect(!fixture.window.rotate(to: .portrait))
    #expect(!fixture.window.resize(to: Size(width: 300, height: 300)))
    #expect(fixture.window.orientation == .landscapeLeft)
    #expect(fixture.drainLog().isEmpty)
    try fixture.clock.runUntilIdle()
    #expect(fixture.window.rotate(to: .portrait))
  }

  @Test("C7: supported orientations are those of the top n")
  func supportedOrientationsAreThoseOfTheTopN() throws {
    let fixture = try StackFixture(capacity: 2)
    fixture.show()
    let portraitOnly = OrientationLimitedViewController(
      id: ViewControllerID(10), supported: .portrait)
    try fixture.stack.push(portraitOnly, animated: false)
    #expect(!fixture.window.rotate(to: .landscapeRight))
    try fixture.stack.push(fixture.child(11), animated: false)
    #expect(!fixture.window.rotate(to: .landscapeRight), "still within the top 2")
    try fixture.stack.push(fixture.child(12), animated: false)
    #expect(fixture.window.rotate(to: .landscapeRight))
    portraitOnly.allowsRotation = false
    #expect(fixture.window.rotate(to: .portrait), "its view is released, so it has no say")
  }
}

/// A container that animates its child's appearance itself, so it does not forward it.
private final class AnimatingParent: ViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Operations that land while the stack itself is appearing or disappearing (as inside a
/// container that animates it) settle the children through legal states only.
@Suite struct StackMidAppearanceTests {
  private func stackInParent() throws -> (StackFixture, ViewController) {
    let fixture = try StackFixture(capacity: 2)
    let parent = AnimatingParent(id: ViewControllerID(100))
    try fixture.window.setRootViewController(parent)
    fixture.window.makeKeyAndVisible()
    try parent.addChild(fixture.stack)
    parent.view.addSubview(fixture.stack.view)
    fixture.stack.didMove(toParent: parent)
    return (fixture, parent)
  }

  @Test func pushWhileTheStackAppearsEndsWithTheNewTopAppeared() throws {
    let (fixture, _) = try stackInParent()
    let old = try fixture.pushChildren(1)[0]
    fixture.stack.beginAppearanceTransition(true, animated: true)
    #expect(old.appearanceState == .appearing)
    let new = fixture.child(2)
    try fixture.stack.push(new, animated: true)
    #expect(!fixture.stack.isTransitioning, "no transition plays while the stack itself moves")
    #expect(old.appearanceState == .disappeared)
    #expect(new.appearanceState == .appearing)
    fixture.stack.endAppearanceTransition()
    #expect(new.appearanceState == .appeared)
    #expect(new.viewIfLoaded?.window === fixture.window)
    let problems = ReferenceStackModel.unbalancedEvents(in: fixture.log)
    #expect(problems.isEmpty, "\(problems)")
    // The delegate heard the old top announced with the stack's viewWillAppear, then the new
    // one, whose did-show comes with the stack's viewDidAppear: each did-show closes its own
    // will-show (C3).
    let shows = fixture.drainLog().filter { $0.contains("Show(") }
    #expect(
      shows == [
        "vc0 willShow(vc1, animated: true)", "vc0 willShow(vc2, animated: false)",
        "vc0 didShow(vc2, animated: true)",
      ])
  }

  @Test func popWhileTheStackDisappearsLoadsNothingAndEndsDisappeared() throws {
    let (fixture, _) = try stackInParent()
    fixture.stack.beginAppearanceTransition(true, animated: false)
    fixture.stack.endAppearanceTransition()
    let children = try fixture.pushChildren(3)
    #expect(!children[0].isViewLoaded)
    fixture.stack.beginAppearanceTransition(false, animated: true)
    try fixture.stack.popToRoot(animated: true)
    #expect(!children[0].isViewLoaded, "a stack leaving the screen loads nothing (C6)")
    #expect(children[2].appearanceState == .disappeared)
    fixture.stack.endAppearanceTransition()
    #expect(children.allSatisfy { $0.appearanceState == .disappeared })
    let problems = ReferenceStackModel.unbalancedEvents(in: fixture.log)
    #expect(problems.isEmpty, "\(problems)")
    fixture.stack.beginAppearanceTransition(true, animated: false)
    fixture.stack.endAppearanceTransition()
    #expect(children[0].appearanceState == .appeared, "the root loads when the stack reappears")
  }
}

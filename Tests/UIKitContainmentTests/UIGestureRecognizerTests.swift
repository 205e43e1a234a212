import ContainmentCore
import Testing
import UIKitContainment

/// Gesture recognizers follow the touches a driver performs, through UIKit's states, in
/// UIKit's order, on the virtual clock.
@Suite struct UIGestureRecognizerTests {
  /// What the recognizers' actions saw, in order.
  @MainActor final class Seen {
    var states: [String] = []
    func note(_ name: String) -> (UIGestureRecognizer) -> Void {
      { [unowned self] in self.states.append("\(name) \($0.state)") }
    }
  }

  /// A screen-sized view and a subview of it.
  @MainActor static func views() -> (outer: UIView, inner: UIView) {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let inner = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
    outer.addSubview(inner)
    return (outer, inner)
  }

  @Test @MainActor func aPanBeginsPastTheSlopChangesWithEveryMoveAndEndsWhenLifted() throws {
    let clock = VirtualClock()
    let (outer, _) = Self.views()
    let seen = Seen()
    let pan = UIPanGestureRecognizer()
    pan.addHandler(seen.note("pan"))
    outer.addGestureRecognizer(pan)
    try clock.withCurrent {
      let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
      finger._move(byX: 6, y: 0)
      #expect(seen.states.isEmpty && pan.state == .possible, "6 points is within the slop")
      try clock.advance(by: 100)
      finger._move(byX: 20, y: 0)
      #expect(pan.translation(in: outer) == CGPoint(x: 26, y: 0))
      #expect(pan.velocity(in: outer) == CGPoint(x: 200, y: 0), "20 points in 0.1 s")
      finger._move(byX: 10, y: 0)
      #expect(pan.velocity(in: outer) == CGPoint(x: 600, y: 0), "no time: one frame's")
      pan.setTranslation(.zero, in: outer)
      finger._move(byX: 5, y: 5)
      #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 5))
      finger._lift()
    }
    #expect(seen.states == ["pan began", "pan changed", "pan changed", "pan ended"])
    #expect(pan.state == .possible, "reset once lifted")
    #expect(pan.translation(in: outer) == .zero)
  }

  @Test @MainActor func aPanThatNeverPassesTheSlopFailsSilently() {
    let (outer, _) = Self.views()
    let seen = Seen()
    outer.addGestureRecognizer(UIPanGestureRecognizer(handler: seen.note("pan")))
    let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
    finger._move(byX: 3, y: 3)
    finger._lift()
    #expect(seen.states.isEmpty)
  }

  @Test @MainActor func aTapIsRecognizedWhenLiftedAndFailsWhenTheFingerWanders() {
    let (outer, inner) = Self.views()
    let seen = Seen()
    let tap = UITapGestureRecognizer(handler: seen.note("tap"))
    inner.addGestureRecognizer(tap)
    let finger = inner._touchDown(at: CGPoint(x: 10, y: 10))
    #expect(tap.location(in: outer) == CGPoint(x: 50, y: 110))
    finger._lift()
    let wandering = inner._touchDown(at: CGPoint(x: 10, y: 10))
    wandering._move(byX: 11, y: 0)
    wandering._lift()
    #expect(seen.states == ["tap ended"])
  }

  @Test @MainActor func aTapThatRequiresADoubleTapToFailWaitsForIt() throws {
    let clock = VirtualClock()
    let (outer, _) = Self.views()
    let seen = Seen()
    let single = UITapGestureRecognizer(handler: seen.note("single"))
    let double = UITapGestureRecognizer(handler: seen.note("double"))
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    outer.addGestureRecognizer(single)
    outer.addGestureRecognizer(double)
    try clock.withCurrent {
      outer._touchDown(at: CGPoint(x: 5, y: 5))._lift()
      #expect(seen.states.isEmpty, "the single tap waits for the double to fail")
      try clock.advance(by: 349)
      #expect(seen.states.isEmpty)
      try clock.advance(by: 1)
      #expect(seen.states == ["single ended"])
      outer._touchDown(at: CGPoint(x: 5, y: 5))._lift()
      try clock.advance(by: 100)
      outer._touchDown(at: CGPoint(x: 5, y: 5))._lift()
      _ = try clock.runUntilIdle()
    }
    #expect(seen.states == ["single ended", "double ended"], "two taps: the double, alone")
    #expect(single.state == .possible && double.state == .possible)
  }

  /// A delegate that lets its recognizer work with any other, or refuses it a start.
  @MainActor final class Delegate: UIGestureRecognizerDelegate {
    var together = false
    var begins = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { together }
  }

  @Test(arguments: [false, true])
  @MainActor func theTouchedViewsRecognizerWinsUnlessADelegateLetsBothRecognize(together: Bool) {
    let (outer, inner) = Self.views()
    let seen = Seen()
    let delegate = Delegate()
    delegate.together = together
    let innerPan = UIPanGestureRecognizer(handler: seen.note("inner"))
    innerPan.delegate = delegate
    inner.addGestureRecognizer(innerPan)
    outer.addGestureRecognizer(UIPanGestureRecognizer(handler: seen.note("outer")))
    let finger = inner._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 0, y: 30)
    finger._lift()
    #expect(
      seen.states
        == (together
          ? ["inner began", "outer began", "inner ended", "outer ended"]
          : ["inner began", "inner ended"]))
  }

  /// A view that refuses its recognizers a start, or lets them start, noting that it was asked.
  @MainActor final class Guard: UIView {
    var allows = true
    var asked: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      asked.append("view")
      return allows
    }
  }

  /// A delegate that notes that it was asked.
  @MainActor final class AskedDelegate: UIGestureRecognizerDelegate {
    let view: Guard
    init(_ view: Guard) { self.view = view }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      view.asked.append("delegate")
      return true
    }
  }

  @Test(arguments: [false, true])
  @MainActor func theViewIsAskedWhetherItsRecognizerBeginsBeforeTheDelegate(allows: Bool) {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = Guard(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    outer.addSubview(card)
    card.allows = allows
    let seen = Seen()
    let pan = UIPanGestureRecognizer(handler: seen.note("pan"))
    let delegate = AskedDelegate(card)
    pan.delegate = delegate
    card.addGestureRecognizer(pan)
    let finger = card._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 0, y: 30)
    finger._lift()
    #expect(card.asked == (allows ? ["view", "delegate"] : ["view"]))
    #expect(seen.states == (allows ? ["pan began", "pan ended"] : []))
  }

  @Test @MainActor func aRecognizerThatBeganIsCancelledByAnotherThatRecognizesWithoutIt() throws {
    let clock = VirtualClock()
    let (outer, _) = Self.views()
    let seen = Seen()
    let press = UILongPressGestureRecognizer(handler: seen.note("press"))
    let swipe = UISwipeGestureRecognizer(handler: seen.note("swipe"))
    let delegate = Delegate()
    delegate.together = true
    press.delegate = delegate  // lets the press begin while the swipe is still possible
    outer.addGestureRecognizer(press)
    outer.addGestureRecognizer(swipe)
    try clock.withCurrent {
      let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
      try clock.advance(by: 500)
      finger._move(byX: 60, y: 0)
      finger._lift()
    }
    #expect(seen.states == ["press began", "press changed", "swipe ended", "press ended"])
    delegate.together = false
    seen.states = []
    try clock.withCurrent {
      let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
      try clock.advance(by: 500)
      finger._move(byX: 60, y: 0)
      finger._lift()
    }
    #expect(seen.states == ["press began", "press changed", "press ended"], "the swipe failed")
  }

  @Test @MainActor func aDelegateThatRefusesTheStartFailsTheRecognizer() {
    let (outer, _) = Self.views()
    let seen = Seen()
    let delegate = Delegate()
    delegate.begins = false
    let pan = UIPanGestureRecognizer(handler: seen.note("pan"))
    pan.delegate = delegate
    outer.addGestureRecognizer(pan)
    let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
    finger._move(byX: 40, y: 0)
    #expect(pan.state == .failed)
    finger._lift()
    #expect(seen.states.isEmpty && pan.state == .possible)
  }

  @Test(arguments: [(5.0, true), (100.0, false), (380.0, false)])
  @MainActor func aScreenEdgePanBeginsOnlyNearItsEdge(x: Double, begins: Bool) {
    let (outer, _) = Self.views()
    let seen = Seen()
    let edge = UIScreenEdgePanGestureRecognizer(handler: seen.note("edge"))
    edge.edges = .left
    outer.addGestureRecognizer(edge)
    let finger = outer._touchDown(at: CGPoint(x: CGFloat(x), y: 400))
    finger._move(byX: 50, y: 0)
    finger._lift()
    #expect(seen.states == (begins ? ["edge began", "edge ended"] : []))
  }

  @Test(arguments: [
    (60.0, 0.0, true), (-60.0, 0.0, false), (60.0, 40.0, false), (30.0, 0.0, false),
  ])
  @MainActor func aSwipeIsRecognizedFiftyPointsAlongItsDirection(
    dx: Double, dy: Double, recognized: Bool
  ) {
    let (outer, _) = Self.views()
    let seen = Seen()
    outer.addGestureRecognizer(UISwipeGestureRecognizer(handler: seen.note("swipe")))
    let finger = outer._touchDown(at: CGPoint(x: 100, y: 400))
    finger._move(byX: CGFloat(dx), y: CGFloat(dy))
    finger._lift()
    #expect(seen.states == (recognized ? ["swipe ended"] : []))
  }

  @Test(arguments: [499, 500] as [Int64])
  @MainActor func aLongPressBeginsOnceTheFingerHasRestedLongEnough(rest: Int64) throws {
    let clock = VirtualClock()
    let (outer, _) = Self.views()
    let seen = Seen()
    outer.addGestureRecognizer(UILongPressGestureRecognizer(handler: seen.note("press")))
    try clock.withCurrent {
      let finger = outer._touchDown(at: CGPoint(x: 100, y: 400))
      try clock.advance(by: rest)
      finger._lift()
      _ = try clock.runUntilIdle()
    }
    #expect(seen.states == (rest >= 500 ? ["press began", "press ended"] : []))
  }

  @Test @MainActor func disablingOrDetachingARecognizerThatBeganCancelsIt() {
    let (outer, inner) = Self.views()
    let seen = Seen()
    let first = UIPanGestureRecognizer(handler: seen.note("first"))
    outer.addGestureRecognizer(first)
    var finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
    finger._move(byX: 40, y: 0)
    first.isEnabled = false
    finger._move(byX: 40, y: 0)
    finger._lift()
    let second = UIPanGestureRecognizer(handler: seen.note("second"))
    inner.addGestureRecognizer(second)
    finger = inner._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 40, y: 0)
    inner.removeGestureRecognizer(second)
    finger._lift()
    #expect(seen.states == ["first began", "first cancelled", "second began", "second cancelled"])
    #expect(second.view == nil && inner.gestureRecognizers == nil)
    #expect(outer.gestureRecognizers?.count == 1)
  }

  @Test @MainActor func aCancelledTouchCancelsWhatBeganAndFailsTheRest() {
    let (outer, _) = Self.views()
    let seen = Seen()
    let pan = UIPanGestureRecognizer(handler: seen.note("pan"))
    outer.addGestureRecognizer(pan)
    let finger = outer._touchDown(at: CGPoint(x: 100, y: 100))
    finger._move(byX: 40, y: 0)
    finger._cancel()
    #expect(seen.states == ["pan began", "pan cancelled"] && pan.state == .possible)
  }

  @Test @MainActor func aFingerDownKeepsTheClockFromSettling() {
    let clock = VirtualClock()
    let (outer, _) = Self.views()
    outer.addGestureRecognizer(UIPanGestureRecognizer())
    let finger = clock.withCurrent { outer._touchDown(at: CGPoint(x: 10, y: 10)) }
    #expect(!clock.isSettled)
    finger._lift()
    #expect(clock.isSettled)
  }

  @Test @MainActor func aHiddenOrNonInteractiveViewIsTouchedByNoRecognizer() {
    let (outer, inner) = Self.views()
    let seen = Seen()
    outer.addGestureRecognizer(UITapGestureRecognizer(handler: seen.note("tap")))
    inner.isHidden = true
    inner._touchDown(at: .zero)._lift()
    inner.isHidden = false
    outer.isUserInteractionEnabled = false
    inner._touchDown(at: .zero)._lift()
    outer.isUserInteractionEnabled = true
    inner._touchDown(at: .zero)._lift()
    #expect(seen.states == ["tap ended"])
  }

  @Test @MainActor func pointsConvertThroughFramesAndBounds() {
    let (outer, inner) = Self.views()
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 41, y: 102))
    #expect(outer.convert(CGPoint(x: 41, y: 102), to: inner) == CGPoint(x: 1, y: 2))
    // Scrolled by 50 points in a view of its own: what it holds moves up by as much.
    let top = UIView(frame: outer.frame)
    top.addSubview(outer)
    outer.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 50))
    #expect(inner.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: nil).origin.y == -50)
  }
}

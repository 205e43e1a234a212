import ContainmentCore
import Testing
import UIKitContainment

/// Gesture recognizers subclassed as UIKit code subclasses them (UIKit's
/// `UIGestureRecognizerSubclass`): a pan that lets only touches on its handle begin, a
/// recognizer of its own that sets its state as the finger goes, touches ignored, and a
/// subclass that waits for another to fail.
@Suite struct UIGestureRecognizerSubclassTests {
  /// A pan that starts only from the top 40 points of its view, as a sheet's handle does:
  /// elsewhere its `touchesBegan` does not call `super`.
  @MainActor final class HandlePan: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let view, let touch = touches.first, touch.location(in: view).y < 40 else { return }
      super.touchesBegan(touches, with: event)
    }
  }

  /// A recognizer of its own: a downward stroke of 30 points, begun once the finger has gone
  /// 10 points down, changed as it goes on, ended when lifted past 30, failed when it goes up.
  @MainActor final class DownStroke: UIGestureRecognizer {
    private var start: CGPoint?
    var heard: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      heard.append("began")
      start = touches.first?.location(in: view)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let start, let now = touches.first?.location(in: view) else { return }
      heard.append("moved")
      if now.y < start.y {
        state = .failed
      } else if now.y - start.y >= 10 {
        state = state == .possible ? .began : .changed
      }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      heard.append("ended")
      guard let start, let now = touches.first?.location(in: view) else { return }
      state = now.y - start.y >= 30 ? .ended : .failed
    }
    override func reset() {
      super.reset()
      start = nil
    }
  }

  /// What the recognizers' actions saw.
  @MainActor final class Seen {
    var states: [String] = []
    func note(_ name: String) -> (UIGestureRecognizer) -> Void {
      { [unowned self] in self.states.append("\(name) \($0.state)") }
    }
  }

  @MainActor static func view() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
  }

  /// A view with `recognizer` on it, whose actions write to the returned notes as `name`.
  @MainActor static func watching(_ recognizer: UIGestureRecognizer, as name: String) -> (
    UIView, Seen
  ) {
    let (view, seen) = (Self.view(), Seen())
    recognizer.addHandler(seen.note(name))
    view.addGestureRecognizer(recognizer)
    return (view, seen)
  }

  @Test @MainActor func aPanWhoseSubclassKeepsATouchFromItNeverBegins() {
    let pan = HandlePan()
    let (sheet, seen) = Self.watching(pan, as: "pan")
    let below = sheet._touchDown(at: CGPoint(x: 100, y: 200))
    below._move(byX: 0, y: 80)
    below._lift()
    #expect(seen.states.isEmpty, "a touch below the handle never reaches the pan")
    let onHandle = sheet._touchDown(at: CGPoint(x: 100, y: 20))
    onHandle._move(byX: 0, y: 80)
    onHandle._lift()
    #expect(seen.states == ["pan began", "pan ended"])
    #expect(pan.state == .possible)
  }

  @Test @MainActor func aRecognizerOfItsOwnMovesThroughTheStatesItSets() {
    let stroke = DownStroke()
    let (view, seen) = Self.watching(stroke, as: "stroke")
    let finger = view._touchDown(at: CGPoint(x: 100, y: 100))
    finger._move(byX: 0, y: 5)
    #expect(stroke.state == .possible)
    finger._move(byX: 0, y: 10)
    finger._move(byX: 0, y: 20)
    finger._lift()
    #expect(stroke.heard == ["began", "moved", "moved", "moved", "ended"])
    #expect(seen.states == ["stroke began", "stroke changed", "stroke ended"])
    #expect(stroke.state == .possible, "reset once lifted")

    let upward = view._touchDown(at: CGPoint(x: 100, y: 100))
    upward._move(byX: 0, y: -20)
    #expect(stroke.state == .failed)
    upward._move(byX: 0, y: 60)
    upward._lift()
    #expect(seen.states.count == 3, "a failed stroke stays failed until the finger lifts")
    #expect(stroke.state == .possible)
  }

  /// A recognizer that ignores the touches that begin on the right half of its view.
  @MainActor final class LeftHalf: UIGestureRecognizer {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      heard.append("began")
      guard let view, let touch = touches.first, touch.location(in: view).x > view.bounds.midX
      else { return }
      ignore(touch, for: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      heard.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      heard.append("ended")
    }
  }

  @Test @MainActor func anIgnoredTouchNoLongerReachesTheRecognizer() {
    let view = Self.view()
    let half = LeftHalf()
    view.addGestureRecognizer(half)
    let right = view._touchDown(at: CGPoint(x: 300, y: 100))
    right._move(byX: 0, y: 40)
    right._lift()
    #expect(half.heard == ["began"] && half.state == .possible)
    let left = view._touchDown(at: CGPoint(x: 100, y: 100))
    left._move(byX: 0, y: 40)
    left._lift()
    #expect(half.heard == ["began", "began", "moved", "ended"])
  }

  /// A tap that waits for any double tap following the same touch to fail, as a subclass says.
  @MainActor final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
  }

  @Test @MainActor func aSubclassThatWaitsForAnotherRecognizesOnlyOnceItFails() throws {
    let clock = VirtualClock()
    let view = Self.view()
    let seen = Seen()
    let single = PatientTap()
    single.addHandler(seen.note("single"))
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    double.addHandler(seen.note("double"))
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    try clock.withCurrent {
      view._touchDown(at: CGPoint(x: 50, y: 50))._lift()
      #expect(seen.states.isEmpty, "the single tap waits for the double to fail")
      _ = try clock.runUntilIdle()
    }
    #expect(seen.states == ["single ended"])
  }

  /// A pan that another's recognition never stops.
  @MainActor final class UnstoppablePan: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
  }

  /// A pan whose recognition stops no other.
  @MainActor final class YieldingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  @Test @MainActor func aSubclassSaysWhatItsRecognitionPrevents() {
    let pairs: [(UIPanGestureRecognizer, UIPanGestureRecognizer, began: Int)] = [
      (UIPanGestureRecognizer(), UIPanGestureRecognizer(), 1),
      (UnstoppablePan(), UnstoppablePan(), 2),
      (YieldingPan(), YieldingPan(), 2),
    ]
    for (first, second, began) in pairs {
      let view = Self.view()
      let seen = Seen()
      first.addHandler(seen.note("first"))
      second.addHandler(seen.note("second"))
      view.addGestureRecognizer(first)
      view.addGestureRecognizer(second)
      let finger = view._touchDown(at: CGPoint(x: 100, y: 100))
      finger._move(byX: 0, y: 60)
      finger._lift()
      #expect(seen.states.filter { $0.hasSuffix("began") }.count == began, "\(seen.states)")
    }
  }

  @Test @MainActor func anElementsAccessibilityActionsAreItsOwn() {
    final class Stepper: UIView {
      var value = 0
      override func accessibilityIncrement() { value += 1 }
      override func accessibilityActivate() -> Bool { true }
    }
    let stepper = Stepper()
    stepper.accessibilityIncrement()
    #expect(stepper.value == 1 && stepper.accessibilityActivate())
    #expect(!UIView().accessibilityActivate() && !UIView().accessibilityPerformEscape())
  }
}

import Testing
import UIKitContainment

/// A view that records the touches it hears and passes them on, as an override calling `super`.
private final class TouchedView: UIView {
  var heard: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("began \(touches.count) \(event?.allTouches?.count ?? 0)")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("moved")
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A screen that hears the touches its views pass on, as a screen that ends editing on a tap.
private final class TouchedScreen: UIViewController {
  var heard: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("began")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    heard.append("ended")
  }
}

/// The touches of a finger reach the view it touches and, passed on, the responders after it;
/// a gesture recognizer that takes the finger cancels them; a control keeps its own.
@Suite struct UIResponderTouchesTests {
  @Test @MainActor func aTouchReachesItsViewThenTheRespondersItPassesThemTo() {
    let screen = TouchedScreen()
    let inner = TouchedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    screen.view.addSubview(inner)
    let finger = inner._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 2, y: 0)
    finger._lift()
    #expect(inner.heard == ["began 1 1", "moved", "ended"])
    // The root view passes them to its view controller, which keeps them (no super call).
    #expect(screen.heard == ["began", "ended"])
  }

  @Test @MainActor func aRecognizerThatTakesTheFingerCancelsTheViewsTouches() {
    let view = TouchedView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var states: [UIGestureRecognizer.State] = []
    view.addGestureRecognizer(UIPanGestureRecognizer { states.append($0.state) })
    let finger = view._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 40, y: 0)
    finger._move(byX: 40, y: 0)
    finger._lift()
    #expect(states.first == .began)
    #expect(view.heard == ["began 1 1", "cancelled"])
  }

  @Test @MainActor func aRecognizerThatLetsTouchesThroughLeavesTheViewHearingThem() {
    let view = TouchedView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let pan = UIPanGestureRecognizer { _ in }
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    let finger = view._touchDown(at: CGPoint(x: 10, y: 10))
    finger._move(byX: 40, y: 0)
    finger._cancel()
    #expect(view.heard == ["began 1 1", "moved", "cancelled"])
  }

  @Test @MainActor func aControlKeepsTheTouchesItTracks() {
    let screen = TouchedScreen()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    screen.view.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(taps == 1 && screen.heard.isEmpty)
  }
}

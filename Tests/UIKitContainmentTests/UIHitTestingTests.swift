import Testing
import UIKitContainment

/// Which view a touch at a point reaches: UIKit's hit-test, and a window's finger that follows
/// it, overrides included.
@Suite struct UIHitTestingTests {
  /// A window shown (a window is hidden until shown, as UIKit's, and a hidden one is hit by
  /// nothing), with a panel on its lower half and a button inside the panel.
  @MainActor private func screen() -> (window: UIWindow, panel: UIView, button: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.isHidden = false
    let panel = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
    let button = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
    window.addSubview(panel)
    panel.addSubview(button)
    return (window, panel, button)
  }

  @Test @MainActor func theDeepestFrontmostViewThatTakesTouchesIsHit() {
    let (window, panel, button) = screen()
    #expect(window.hitTest(CGPoint(x: 30, y: 430), with: nil) === button)
    #expect(window.hitTest(CGPoint(x: 300, y: 430), with: nil) === panel)
    #expect(window.hitTest(CGPoint(x: 300, y: 100), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 500, y: 100), with: nil) == nil)
    // Front to back: a later sibling covering the button wins.
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    panel.addSubview(cover)
    #expect(window.hitTest(CGPoint(x: 30, y: 430), with: nil) === cover)
    // A hidden, nearly transparent or non-interactive view is passed over, with its subviews.
    for hide in [
      { cover.isHidden = true }, { cover.alpha = 0.01 }, { cover.isUserInteractionEnabled = false },
    ] {
      (cover.isHidden, cover.alpha, cover.isUserInteractionEnabled) = (false, 1, true)
      hide()
      #expect(window.hitTest(CGPoint(x: 30, y: 430), with: nil) === button)
    }
    // A subview outside its superview's bounds is not reached there.
    button.frame.origin.y = -40
    #expect(window.hitTest(CGPoint(x: 30, y: 390), with: nil) === window)
  }

  /// A view that lets touches through to what is behind it unless they land on its subviews.
  private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  /// A view whose touch area reaches 30 points beyond its bounds.
  private final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
  }

  @Test @MainActor func aWindowsFingerGoesWhereTheOverridesSendIt() {
    let (window, panel, button) = screen()
    var taps: [String] = []
    panel.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("panel") })
    button.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("button") })
    let overlay = PassThroughView(frame: window.bounds)
    let handle = UIView(frame: CGRect(x: 350, y: 700, width: 40, height: 40))
    handle.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append("handle") })
    overlay.addSubview(handle)
    window.addSubview(overlay)
    window._touchDown(at: CGPoint(x: 300, y: 500))._lift()  // through the overlay
    window._touchDown(at: CGPoint(x: 30, y: 430))._lift()
    window._touchDown(at: CGPoint(x: 360, y: 710))._lift()  // the overlay's own handle
    #expect(taps == ["panel", "button", "handle"])
    let landed = window._touchDown(at: CGPoint(x: 30, y: 430))
    #expect(landed.view === button && landed.location(in: button) == CGPoint(x: 10, y: 10))
    landed._lift()
    let generous = GenerousView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    window.addSubview(generous)
    #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === generous)
    #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
    // A finger on a window that hit-tests to nothing reaches no view.
    let outside = window._touchDown(at: CGPoint(x: -5, y: -5))
    #expect(outside.view == nil)
    outside._lift()
    #expect(taps == ["panel", "button", "handle", "button"])
  }

  @Test @MainActor func theEventHandedToAnOverrideCarriesItsTouch() {
    final class Recording: UIView {
      var seen: [UIEvent.EventType] = []
      var touches = 0
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let event {
          seen.append(event.type)
          touches += event.allTouches?.count ?? 0
        }
        return super.hitTest(point, with: event)
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)  // hidden until shown
    window.isHidden = false
    let view = Recording(frame: window.bounds)
    window.addSubview(view)
    let finger = window._touchDown(at: CGPoint(x: 5, y: 5))
    #expect(finger.view === view && view.seen == [.touches] && view.touches == 1)
    finger._lift()
  }
}

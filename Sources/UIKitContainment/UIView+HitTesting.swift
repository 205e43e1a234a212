/// Hit-testing: which view a touch at a point reaches, as UIKit finds it.
///
/// A view passes over itself when it is hidden, nearly transparent (an alpha of 0.01 or less)
/// or takes no touches, and when the point is not inside it (``UIView/point(inside:with:)``:
/// within its bounds, so a subview outside its superview's bounds is not reached there);
/// otherwise its subviews are asked front to back, and the first that answers wins, else the
/// view itself. A finger a driver puts down on a window (`_touchDown(at:)`) goes where the
/// window's hit-test sends it, overrides included; on another view, it lands on that view.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let panel = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
/// window.addSubview(panel)
/// precondition(window.hitTest(CGPoint(x: 10, y: 500), with: nil) === panel)
/// precondition(window.hitTest(CGPoint(x: 10, y: 100), with: nil) === window)
/// panel.isUserInteractionEnabled = false
/// precondition(window.hitTest(CGPoint(x: 10, y: 500), with: nil) === window)
/// ```
extension UIView {
  /// UIKit's hit-test, which ``hitTest(_:with:)`` gives unless a subclass overrides it, over
  /// `candidates` (the subviews; a window's, the views it shows).
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?, among candidates: [UIView]? = nil)
    -> UIView?
  {
    guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in (candidates ?? subviews).reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }
}

/// An event (UIKit's `UIEvent`): the touches a driver performs, as hit-testing hands them on.
///
/// The model makes one for each finger a driver puts down on a window, to hit-test with; code
/// that overrides ``UIView/hitTest(_:with:)`` or ``UIView/point(inside:with:)`` receives it.
@preconcurrency @MainActor open class UIEvent: NSObject {
  /// The kinds of event, UIKit's.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches
    /// The device moved.
    case motion
    /// A remote control.
    case remoteControl
    /// A key on a hardware keyboard.
    case presses
  }

  /// What kind of motion or remote control it is (UIKit's `UIEvent.EventSubtype`).
  public enum EventSubtype: Int, Sendable {
    /// Not a motion or remote-control event.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// A remote control's play, pause, stop and the rest.
    case remoteControlPlay = 100
    case remoteControlPause, remoteControlStop
    /// A remote control's play-or-pause, next and previous.
    case remoteControlTogglePlayPause, remoteControlNextTrack, remoteControlPreviousTrack
    /// A remote control's seeking.
    case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
    /// A remote control's seeking forward.
    case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
  }

  /// Its kind: touches, the kind a driver performs, or a motion (a shake).
  open var type: EventType { kind.type }

  /// Its subtype: `.motionShake` for a shake, `.none` for touches.
  open var subtype: EventSubtype { kind.subtype }

  /// What it is: its type and subtype.
  var kind = (type: EventType.touches, subtype: EventSubtype.none)

  /// When it happened, in seconds of the virtual clock.
  open private(set) var timestamp: TimeInterval

  /// Its touches.
  open private(set) var allTouches: Set<UITouch>?

  init(timestamp: TimeInterval) { self.timestamp = timestamp }

  /// The touch whose change the event carries to the windows now (the model's events carry
  /// one finger each), until the finger is up.
  var changedTouch: UITouch?

  /// Adds the touch it carries.
  func carry(_ touch: UITouch) { allTouches = (allTouches ?? []).union([touch]) }

  /// Carries `touches`, in place of any it carried.
  func carry(_ touches: Set<UITouch>) { allTouches = touches }

  /// Its touches that landed on `view`.
  ///
  /// - Parameter view: The view.
  /// - Returns: Those touches, or `nil` when none did.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let found: Set<UITouch> = allTouches?.filter { $0.view === view } ?? []
    return found.isEmpty ? nil : found
  }
}

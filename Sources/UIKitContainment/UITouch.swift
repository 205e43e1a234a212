internal import ContainmentCore

/// UIKit's `UITouch`: one finger on the screen, as a driver performs it (the model has no
/// screen to touch).
///
/// A driver puts a finger down on a view (`_touchDown(at:)`), moves it
/// (`_move(byX:y:)`), lifts it (`_lift()`) or has the system cancel it (`_cancel()`); the
/// gesture recognizers of the view and of its superviews follow it
/// (``UIGestureRecognizer``), and so does the nearest control (``UIControl``). Its times are the virtual clock's (the harness's, or the main
/// run loop's), and a finger down keeps that clock from settling, as a finger on an
/// interactive pop does: a run checks what settled only once it is lifted.
///
/// ```swift
/// let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// var seen: [UIGestureRecognizer.State] = []
/// view.addGestureRecognizer(UIPanGestureRecognizer { seen.append($0.state) })
/// let finger = view._touchDown(at: CGPoint(x: 100, y: 100))
/// finger._move(byX: 40, y: 0)
/// finger._move(byX: 40, y: 0)
/// finger._lift()
/// precondition(seen == [.began, .changed, .ended])
/// ```
@preconcurrency @MainActor public final class UITouch: NSObject {
  /// The phases of a touch, UIKit's.
  public enum Phase: Int, Sendable {
    /// The finger came down.
    case began
    /// It moved.
    case moved
    /// It rests.
    case stationary
    /// It was lifted.
    case ended
    /// The system cancelled it.
    case cancelled

    /// Whether the finger is still down.
    var isDown: Bool { self == .began || self == .moved || self == .stationary }
  }

  /// Its phase.
  @exclusivity(unchecked) public private(set) var phase: Phase = .began

  /// The view it came down on, kept while the touch is (UIKit's `UITouch` holds its view
  /// strongly too): a view leaving mid-touch goes when the finger lifts.
  @exclusivity(unchecked) public fileprivate(set) var view: UIView?

  /// The window of that view, if any.
  public var window: UIWindow? { view?.window }

  /// When it last changed, in seconds of the virtual clock.
  @exclusivity(unchecked) public private(set) var timestamp: TimeInterval

  /// The number of taps it makes (the model counts taps in ``UITapGestureRecognizer``: 1).
  public let tapCount = 1

  /// Where the finger is, in the coordinates of the topmost view (the window's).
  @exclusivity(unchecked) private(set) var point: CGPoint
  /// Where it was before its last move.
  @exclusivity(unchecked) private(set) var previousPoint: CGPoint
  /// When it came down, or last moved before the last move.
  @exclusivity(unchecked) private(set) var previousTimestamp: TimeInterval
  /// Where it came down, and the size of the topmost view then (a screen edge's distance).
  let startPoint: CGPoint
  let topSize: CGSize
  /// The clock its times and its recognizers' delays run on.
  let clock: VirtualClock
  /// The recognizers that follow it, the touched view's first.
  @exclusivity(unchecked) private(set) var recognizers: [UIGestureRecognizer] = []
  /// The control that tracks it: the touched view or its nearest ancestor that is one, until a
  /// recognizer that cancels touches in the view takes the touch.
  @exclusivity(unchecked) private var control: UIControl?
  /// Whether it holds the clock (it reached a view that takes touches).
  @exclusivity(unchecked) private var holds = false
  /// The event that carries the touch, from its beginning until it is over, and the set of
  /// this touch it carries, made once (the two cleared when the touch ends).
  @exclusivity(unchecked) private var event: UIEvent?
  /// The window its events go to, found as the finger comes down (a touch keeps its window,
  /// as UIKit's does); `nil` for a view in no window.
  @exclusivity(unchecked) private var eventWindow: UIWindow?
  @exclusivity(unchecked) private var touches: Set<UITouch> = []
  /// Whether the touched view and the responders after it follow the touch: from its
  /// beginning, unless a recognizer that cancels touches in the view takes it.
  @exclusivity(unchecked) private var reachesResponders = false

  init(view: UIView, at point: CGPoint) {
    clock = VirtualClock.current ?? VirtualClock.runLoop
    self.view = view
    let top = UIView.topPoint(point, from: view)
    self.point = top
    previousPoint = top
    startPoint = top
    var root: View = view
    while let superview = root._superviewIfAny { root = superview }
    topSize = CGSize(root._frameRect.size)
    timestamp = TimeInterval(clock.now) / 1000
    previousTimestamp = timestamp
  }

  /// Where the finger is, in `view`'s coordinates (the window's when `nil`).
  ///
  /// - Parameter view: The view whose coordinates the result is in.
  /// - Returns: The finger's location.
  public func location(in view: UIView?) -> CGPoint {
    view.map { UIView.localPoint(point, in: $0) } ?? point
  }

  /// Where the finger was before its last move, in `view`'s coordinates.
  ///
  /// - Parameter view: The view whose coordinates the result is in.
  /// - Returns: The finger's previous location.
  public func previousLocation(in view: UIView?) -> CGPoint {
    view.map { UIView.localPoint(previousPoint, in: $0) } ?? previousPoint
  }

  // MARK: Performing (the harness's)

  /// Begins following: the recognizers of the touched view and of its superviews that are
  /// enabled, follow no other finger and whose delegates accept the touch.
  func begin() {
    guard let view, Self.receivesTouches(view), !UIApplication.shared.isIgnoringInteractionEvents
    else { return }
    clock._hold()
    holds = true
    let touches: Set<UITouch> = [self]
    let event = UIEvent(timestamp: timestamp)
    event.carry(touches)
    (self.event, self.touches, event.changedTouch) = (event, touches, self)
    eventWindow = view._window.map(UIWindow.of)
    send(event)
  }

  /// Hands `event`, carrying this touch's change, to the touch's window, whose
  /// `sendEvent(_:)` (overridable) delivers it; a touch on a view in no window is delivered at
  /// once.
  ///
  /// UIKit's application dispatches the event to the window first; the model's application is
  /// always UIKit's own class (no `UIApplicationMain` names one of the app's), whose
  /// `sendEvent(_:)` would do just that, so the window is handed the event directly.
  private func send(_ event: UIEvent) {
    guard let eventWindow else { return deliverChange() }
    eventWindow.sendEvent(event)
  }

  /// Delivers this touch's last change to its recognizers, its control and its view: what a
  /// window's `sendEvent(_:)` does.
  func deliverChange() {
    switch phase {
    case .began: deliverBegan()
    case .moved, .stationary: deliverMoved()
    case .ended, .cancelled: deliverEnd()
    }
  }

  /// The finger came down: the recognizers of the touched view and of its superviews begin
  /// following it, then the control, then the view unless a recognizer took the touch.
  private func deliverBegan() {
    guard let view, let event else { return }
    var current: View? = view
    while let candidate = current {
      if let uiView = candidate as? UIView {
        if control == nil, let found = uiView as? UIControl, found.isEnabled { control = found }
        for recognizer in uiView.recognizerList
        where recognizer.isEnabled && (recognizer.touch.map { !$0.phase.isDown } ?? true)
          && !(control != nil && control !== uiView && Self.isSingleTap(recognizer))
          && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: self) != false
        {
          recognizers.append(recognizer)
        }
      }
      current = candidate._superviewIfAny
    }
    for recognizer in recognizers { recognizer.touch = self }
    control?.trackingBegan(self, event)
    for recognizer in recognizers where recognizer.touch === self {
      recognizer.deliverBegan(touches, event)
    }
    // The view hears the touch after its recognizers (UIKit delivers to them first), unless one
    // already took it.
    let taken = recognizers.contains {
      $0.touch === self && $0.cancelsTouchesInView && ($0.state == .began || $0.state == .ended)
    }
    guard !taken else { return }
    reachesResponders = true
    view.touchesBegan(touches, with: event)
  }

  /// Whether `recognizer` is a single tap's: a control's own tap goes before it (UIKit since
  /// iOS 6: "default control actions prevent overlapping gesture recognizer behavior").
  private static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
    (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
  }

  /// Whether touches reach `view`: it and its superviews are shown and take touches (UIKit's
  /// hit-testing passes over a hidden, transparent or non-interactive view).
  static func receivesTouches(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if !candidate.isUserInteractionEnabled { return false }
      if let uiView = candidate as? UIView, uiView.isHidden || uiView.alpha < 0.01 {
        return false
      }
      current = candidate._superviewIfAny
    }
    return true
  }

  /// Moves the finger by (`x`, `y`) points, after the time the clock has moved since its last
  /// change: the recognizers that follow it see the move.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  public func _move(byX x: CGFloat, y: CGFloat) {
    guard phase.isDown else { return }
    previousPoint = point
    previousTimestamp = timestamp
    point = CGPoint(x: point.x + x, y: point.y + y)
    timestamp = clockSeconds
    phase = .moved
    guard let event else { return }
    send(event)
  }

  /// The finger moved: the recognizers, the control and the view that follow it hear it.
  private func deliverMoved() {
    guard let event else { return }
    // Each asked while it still follows: another's recognition may have reset it.
    for recognizer in following() where recognizer.touch === self {
      recognizer.touchesMoved(touches, with: event)
    }
    control?.trackingMoved(self, event)
    if reachesResponders, let view { view.touchesMoved(touches, with: event) }
  }

  /// Lifts the finger: the recognizers that follow it end or fail, and are reset.
  public func _lift() {
    guard phase.isDown else { return }
    phase = .ended
    timestamp = clockSeconds
    if let event { send(event) }
    finish()
  }

  /// The finger was lifted, or the system cancelled it: the recognizers, the control and the
  /// view that follow it hear which.
  private func deliverEnd() {
    guard let event else { return }
    let cancelled = phase == .cancelled
    // Each asked while it still follows: another's recognition may have reset it.
    for recognizer in following() where recognizer.touch === self {
      if cancelled {
        recognizer.touchesCancelled(touches, with: event)
      } else {
        recognizer.touchesEnded(touches, with: event)
      }
    }
    if cancelled { control?.trackingCancelled(event) } else { control?.trackingEnded(self, event) }
    guard reachesResponders, let view else { return }
    if cancelled {
      view.touchesCancelled(touches, with: event)
    } else {
      view.touchesEnded(touches, with: event)
    }
  }

  /// The system cancels the touch (a call comes in, a view takes it): the recognizers that
  /// began are cancelled, the others fail.
  public func _cancel() {
    guard phase.isDown else { return }
    phase = .cancelled
    timestamp = clockSeconds
    if let event { send(event) }
    finish()
  }

  /// The clock's time, in seconds.
  private var clockSeconds: TimeInterval { TimeInterval(clock.now) / 1000 }

  /// The recognizers that still follow this touch.
  private func following() -> [UIGestureRecognizer] {
    recognizers.filter { $0.touch === self && $0.view != nil }
  }

  /// The finger is up: what is over is reset; the clock is no longer held.
  private func finish() {
    event?.changedTouch = nil
    eventWindow = nil
    for recognizer in following() where !recognizer.waitsAfterLift {
      recognizer.resetIfOver()
      recognizer.touch = nil
    }
    control = nil
    (event, touches, reachesResponders) = (nil, [], false)
    if holds { clock._release() }
    holds = false
  }

  // MARK: What the recognizers tell each other

  /// `recognizer` recognizes: the others fail (or are cancelled) unless they may recognize
  /// with it; those that waited for it to fail fail.
  func recognizing(_ recognizer: UIGestureRecognizer) {
    if recognizer.cancelsTouchesInView, let control {
      self.control = nil
      control.trackingCancelled(event)
    }
    if recognizer.cancelsTouchesInView, reachesResponders, let event, let view {
      // The recognizer takes the touch: the view hears it cancelled, then nothing more of it.
      reachesResponders = false
      view.touchesCancelled(touches, with: event)
    }
    for other in following() where other !== recognizer {
      if other.waits(on: recognizer) || !recognizer.recognizesSimultaneously(with: other) {
        other.stop()
      }
    }
  }

  /// `recognizer` failed: those that waited on it may recognize now.
  func recognizerFailed(_ recognizer: UIGestureRecognizer) {
    for other in recognizers where other !== recognizer && other.heldState != nil {
      other.requirementFailed()
    }
  }

  /// `recognizer` stops following (disabled, or taken off its view): cancelled once begun,
  /// failed otherwise, and reset.
  func withdraw(_ recognizer: UIGestureRecognizer) {
    guard recognizer.touch === self else { return }
    recognizer.stop()
    recognizer.resetIfOver()
    recognizer.touch = nil
  }
}

extension UIView {
  /// Puts a finger down at `point`, in this view's coordinates.
  ///
  /// The harness's way to perform a gesture. On a window, the finger goes where the window's
  /// hit-test sends it (``hitTest(_:with:)``, overrides included), and reaches no view when
  /// that is `nil`; on another view, it lands on that view (UIKit's touches all come from the
  /// screen's hit-testing; a driver that names the view skips it). A hidden, transparent or
  /// non-interactive view, or one under such a view, is touched by no recognizer.
  ///
  /// - Parameter point: Where the finger comes down.
  /// - Returns: The finger, to move and lift.
  public func _touchDown(at point: CGPoint) -> UITouch {
    let touch = UITouch(view: self, at: point)
    if self is UIWindow {
      // The window is the topmost view: the touch's point is the same whichever view it lands
      // on, so it is the view alone that the hit-test chooses.
      let event = UIEvent(timestamp: touch.timestamp)
      event.carry(touch)
      touch.view = hitTest(point, with: event)
    }
    touch.begin()
    return touch
  }
}

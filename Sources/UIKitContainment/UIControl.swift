internal import ContainmentCore

/// UIKit's `UIControl`: a view that sends actions for its events, the closure form of target
/// and action (`addAction(_:for:)`, iOS 14).
///
/// A finger performed on a control (`_touchDown(at:)` on it or on one of its
/// subviews) sends `.touchDown`, then, lifted, `.touchUpInside` (and `.primaryActionTriggered`
/// for a button) when it is within the control's bounds, else `.touchUpOutside`; a touch
/// cancelled, or taken by a gesture recognizer that cancels touches in the view, sends
/// `.touchCancel`. As in UIKit since iOS 6, a control's own tap goes before a single-tap
/// recognizer of a view above it: that recognizer does not see the touch. A disabled control
/// sends nothing.
///
/// The selector form (`addTarget(_:action:for:)`) is kept in order with the closures and sent
/// through ``sendAction(_:to:for:)``; Swift on Linux cannot call a method by its selector, so
/// only the actions every responder has reach their target (`UIApplication`'s
/// `sendAction(_:to:from:for:)` says which).
open class UIControl: UIView {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits (UIKit's values).
    public let rawValue: UInt
    /// Events of the given bits.
    ///
    /// - Parameter rawValue: Their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger came down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second finger came down soon after.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The finger moved within the bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The finger moved outside the bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The finger moved into the bounds.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The finger moved out of the bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The finger was lifted within the bounds.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger was lifted outside the bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// Editing began (a text field became the first responder).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed as the user typed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The control's primary action happened (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control's look follows.
  public struct State: OptionSet, Hashable, Sendable {
    /// The states' bits (UIKit's values).
    public let rawValue: UInt
    /// States of the given bits.
    ///
    /// - Parameter rawValue: Their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No other state.
    public static let normal = State([])
    /// A finger is on it.
    public static let highlighted = State(rawValue: 1 << 0)
    /// It is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// It is selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// A control at `frame`, of its kind's own size if it has one (a switch's, a stepper's: UIKit
  /// ignores the size asked for them).
  ///
  /// - Parameter frame: Where it goes, and its size unless its kind has one.
  public override init(frame: CGRect) {
    super.init(frame: Self.ownSize.map { CGRect(origin: frame.origin, size: $0) } ?? frame)
  }

  /// A control decoded from an archive: the model decodes nothing, and makes an empty one of
  /// its kind's own size, if any.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if let size = Self.ownSize { frame.size = size }
  }

  /// The size UIKit gives every control of this kind whatever its frame (`nil`: the frame's).
  class var ownSize: CGSize? { nil }

  /// How its content lines up across (UIKit's `UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// How its content lines up down (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// How its content lines up across (`.center`): kept, as the model draws no content.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How its content lines up down (`.center`): kept.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// Whether it sends actions.
  open var isEnabled = true

  // A control keeps the touches it tracks (its tracking runs from the touch itself): UIKit's
  // controls do not pass them on up the responder chain.

  /// A finger came down on it: kept, not passed on.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A finger on it moved: kept.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A finger on it was lifted: kept.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A finger on it was cancelled: kept.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  // MARK: Tracking, which a subclass overrides to follow the finger itself (a slider, a knob)

  /// Whether it follows a finger: from a touch down that ``beginTracking(_:with:)`` accepted
  /// until the finger lifts or is cancelled, or ``continueTracking(_:with:)`` declines.
  open var isTracking: Bool { tracking.isOn }
  /// Whether the finger it follows is within its bounds.
  open var isTouchInside: Bool { tracking.isInside }
  private var tracking: (isOn: Bool, isInside: Bool) = (false, false)

  /// A finger came down on it (after its `.touchDown`): whether to follow it (`true`).
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The finger it follows moved: whether to keep following it (`true`).
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The finger it followed lifted (before its `.touchUpInside` or `.touchUpOutside`).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// The finger it followed was cancelled (before its `.touchCancel`).
  open func cancelTracking(with event: UIEvent?) {}

  /// Whether it is selected.
  open var isSelected = false
  /// Whether a finger is on it.
  open var isHighlighted = false

  /// Its state, from the three above.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The actions added, closures and selectors, with their events, in the order they were
  /// added (`UIControl+TargetAction`).
  var actions: [(action: ControlAction, events: Event)] = []

  /// Adds `action`, sent for `controlEvents`.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it is sent for.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((.closure(action), controlEvents))
  }

  /// Removes `action` from `controlEvents`.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it is no longer sent for.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action of `actionIdentifier` from `controlEvents`.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The action's identifier.
  ///   - controlEvents: The events it is no longer sent for.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    removeActions(for: controlEvents) { $0.closure?.identifier == actionIdentifier }
  }

  /// Sends the actions of `controlEvents`, in the order they were added.
  ///
  /// - Parameter controlEvents: The events.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      switch action {
      case .closure(let action): action.perform(from: self)
      case .selector(let selector):
        if !selector.target.isGone {
          sendAction(selector.action, to: selector.target.object, for: nil)
        }
      }
    }
  }

  /// Sends `action` to `target`, or up the responder chain with none.
  ///
  /// It goes through `UIApplication.shared`'s `sendAction(_:to:from:for:)`, which says what the
  /// layer can send; a subclass overrides it to see every selector action the control sends.
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - target: Its receiver, or `nil`.
  ///   - event: The event that caused it.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  /// Sends `action` from this control.
  ///
  /// - Parameter action: The action.
  open func sendAction(_ action: UIAction) {
    action.perform(from: self)
  }

  /// Whether a lift inside also triggers the primary action (a button's), after
  /// `.touchUpInside`.
  var tapIsPrimaryAction: Bool { false }

  // MARK: Touches (the model's)

  /// `touch` came down on the control: highlighted, `.touchDown`, then asked to follow it.
  func trackingBegan(_ touch: UITouch, _ event: UIEvent?) {
    guard isEnabled else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
    tracking = (true, true)
    tracking.isOn = beginTracking(touch, with: event)
  }

  /// `touch`, which the control follows, moved.
  func trackingMoved(_ touch: UITouch, _ event: UIEvent?) {
    guard tracking.isOn else { return }
    tracking.isInside = bounds.contains(touch.location(in: self))
    tracking.isOn = continueTracking(touch, with: event)
  }

  /// `touch` went up, within the control or outside it.
  func trackingEnded(_ touch: UITouch, _ event: UIEvent?) {
    if tracking.isOn { endTracking(touch, with: event) }
    tracking = (false, false)
    guard isEnabled, isHighlighted else { return }
    isHighlighted = false
    let point = touch.location(in: self)
    guard bounds.contains(point) else {
      sendActions(for: .touchUpOutside)
      return
    }
    liftedInside(at: point)
    sendActions(for: .touchUpInside)
    if tapIsPrimaryAction { sendActions(for: .primaryActionTriggered) }
  }

  /// What a control of its own kind does as the finger lifts within it, before
  /// `.touchUpInside`: nothing (a page control or a segmented control changes its value).
  func liftedInside(at point: CGPoint) {}

  /// The touch was cancelled.
  func trackingCancelled(_ event: UIEvent?) {
    if tracking.isOn { cancelTracking(with: event) }
    tracking = (false, false)
    guard isHighlighted else { return }
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// Taps the control where it is: the harness's way to press a button (a finger down at its
  /// centre and lifted at once).
  public func _tap() {
    _touchDown(at: CGPoint(x: bounds.midX, y: bounds.midY))._lift()
  }
}

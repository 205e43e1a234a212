internal import ContainmentCore

/// UIKit's `UIGestureRecognizer`, on the model: it follows the touches that a driver performs on
/// its view or the view's subviews (`_touchDown(at:)`), moves through UIKit's states,
/// and calls its actions as each state is reached.
///
/// The states and their order are UIKit's: a discrete gesture (a tap, a swipe) goes from
/// `possible` to `ended` (recognized) or
/// `failed`; a continuous one (a pan, a long press) to
/// `began`, `changed` as the finger moves, then
/// `ended` or `cancelled`. The actions run on
/// recognition and on every later change of a continuous gesture; once the finger is lifted a
/// recognizer that ended, was cancelled or failed is reset to `possible` (``reset()``).
/// Recognizers on the touched view and on its superviews all follow the touch, the touched
/// view's first; one that recognizes makes the others fail (or cancels those that began) unless
/// a delegate lets both recognize at once; ``require(toFail:)`` holds a recognition until the
/// other recognizer fails.
///
/// Target–action with a selector needs the Objective-C runtime, which Swift on Linux has
/// not: `@objc` and `#selector` do not compile ("Objective-C interoperability is disabled").
/// A selector written as `Selector("handlePan:")` compiles (``init(target:action:)``,
/// `addTarget(_:action:)`) and is kept, but only a responder's own actions can be sent (see
/// `UIApplication.sendAction(_:to:from:for:)`; any other is said once on standard error). The
/// layer's recognizers take their action as a closure (``init(handler:)``); code written
/// for both keeps its `#selector` form under `#if canImport(UIKit)`:
///
/// ```swift
/// final class Drawer: UIViewController {
///   var opened: CGFloat = 0
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     let pan = UIPanGestureRecognizer { [unowned self] pan in
///       self.opened = max(0, min(1, pan.translation(in: self.view).x / 300))
///     }
///     view.addGestureRecognizer(pan)
///   }
/// }
/// ```
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// The recognizer's state.
  ///
  /// A subclass sets it as its gesture goes (UIKit's `UIGestureRecognizerSubclass`), which
  /// moves the recognizer as UIKit does: from `possible` to `began` or `ended` the delegate is
  /// asked and the recognizers it requires to fail are waited on; each change reached sends the
  /// actions; setting `possible` does nothing.
  open var state: State {
    get { currentState }
    set { move(to: newValue) }
  }
  /// The state, as the recognizer keeps it.
  @exclusivity(unchecked) var currentState: State = .possible

  /// Whether it follows touches; disabling one that began cancels it.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue, let touch else { return }
      touch.withdraw(self)
    }
  }

  /// The view it is attached to (``UIView/addGestureRecognizer(_:)``); unretained, not weak (a
  /// weak reference would slow every retain of the view), and cleared when the view goes.
  @exclusivity(unchecked) open internal(set) unowned(unsafe) var view: UIView?

  /// Its delegate, if any: asked whether it may begin, recognize with another, receive a touch.
  @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// A name, for debugging.
  open var name: String?

  /// Whether a recognized gesture cancels the touches in the view (kept; the model delivers
  /// touches to recognizers only).
  @exclusivity(unchecked) open var cancelsTouchesInView = true

  /// Whether touches reach the view only once this fails (kept; see ``cancelsTouchesInView``).
  open var delaysTouchesBegan = false

  /// Whether a touch's end reaches the view only once this fails (kept).
  open var delaysTouchesEnded = true

  /// The closures called as the state changes.
  private var handlers: [(UIGestureRecognizer) -> Void] = []
  /// The targets' selectors sent after them (`UIGestureRecognizer+TargetAction`), in the order
  /// added.
  var selectorTargets: [SelectorAction] = []

  /// The recognizers that must fail before this one recognizes (``require(toFail:)``).
  private var failureRequirements: [Weak] = []

  /// The touch this recognizer follows, while one is down (or a multiple tap waits).
  @exclusivity(unchecked) var touch: UITouch?
  /// Whether the recognizer's own gesture follows that touch: its ``touchesBegan(_:with:)``
  /// reached (a subclass's override called `super`).
  @exclusivity(unchecked) private var followsOwnGesture = false

  /// The state it would move to once the recognizers it requires to fail have failed.
  @exclusivity(unchecked) var heldState: State?

  /// A recognizer with no action, as `init(target: nil, action: nil)` is.
  public override init() {}

  /// A recognizer that sends `action` to `target` as its state changes: UIKit's selector form,
  /// kept and sent as `UIApplication.sendAction(_:to:from:for:)` can (Swift on Linux cannot
  /// call a method by its selector: see the type's discussion).
  ///
  /// - Parameters:
  ///   - target: The receiver, not retained.
  ///   - action: Its selector.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// A recognizer that calls `handler` as its state changes (the layer's form of UIKit's
  /// target and action: see the type's discussion).
  ///
  /// - Parameter handler: Called with the recognizer on recognition and on every change of a
  ///   continuous gesture after it.
  public convenience init(handler: @escaping (Self) -> Void) {
    self.init()
    addHandler { [unowned self] _ in handler(self) }
  }

  /// Adds a closure called as the state changes (the layer's `addTarget(_:action:)`).
  ///
  /// - Parameter handler: Called with the recognizer.
  public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    handlers.append(handler)
  }

  /// Removes every closure added (the layer's `removeTarget(nil, action: nil)`).
  public func removeHandlers() {
    handlers.removeAll()
  }

  /// Makes this recognizer wait, before it recognizes, until `otherGestureRecognizer` fails;
  /// it fails if the other recognizes.
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self else { return }
    failureRequirements.append(Weak(otherGestureRecognizer))
  }

  /// The touch's location in `view`'s coordinates (the window's when `nil`); the origin when no
  /// touch is followed.
  ///
  /// - Parameter view: The view whose coordinates the result is in.
  /// - Returns: Where the finger is.
  open func location(in view: UIView?) -> CGPoint {
    touch?.location(in: view) ?? .zero
  }

  /// The number of touches followed: 1 while a finger is down, else 0.
  open var numberOfTouches: Int { touch?.phase.isDown == true ? 1 : 0 }

  /// Called when the recognizer is set back to `possible` after a gesture:
  /// a subclass clears what it kept of it.
  open func reset() {}

  // MARK: For subclasses (UIKit's `UIGestureRecognizerSubclass`)

  /// A finger came down on the view or a subview: the recognizer's own gesture (a pan's, a
  /// tap's) starts following it.
  ///
  /// A subclass's override that does not call `super` keeps the touch from that gesture (a pan
  /// that never saw it begin never moves), as UIKit's recognizers do; the subclass's own
  /// overrides still hear the rest of the touch.
  ///
  /// - Parameters:
  ///   - touches: The touch (the model has one finger).
  ///   - event: The event that carries it.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch else { return }
    followsOwnGesture = true
    touchBegan(touch)
  }

  /// The finger moved.
  ///
  /// - Parameters:
  ///   - touches: The touch.
  ///   - event: The event that carries it.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard followsOwnGesture, let touch else { return }
    touchMoved(touch)
  }

  /// The finger was lifted.
  ///
  /// - Parameters:
  ///   - touches: The touch.
  ///   - event: The event that carries it.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard followsOwnGesture, let touch else { return }
    touchEnded(touch)
  }

  /// The system cancelled the touch: a gesture that began is cancelled, one that had not fails.
  ///
  /// - Parameters:
  ///   - touches: The touch.
  ///   - event: The event that carries it.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch else { return }
    touchCancelled(touch)
  }

  /// Stops following `touch`, as UIKit's `ignore(_:for:)` does: its later moves and its lift
  /// no longer reach the recognizer, whose state is left as it is until the next touch (a
  /// gesture under way is cancelled: it has no touch left).
  ///
  /// - Parameters:
  ///   - touch: The touch to ignore.
  ///   - event: The event that carries it.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    guard touch === self.touch else { return }
    if isUnderway { stop() }
    followsOwnGesture = false
    if state == .possible {
      heldState = nil
      self.touch = nil
    } else {
      resetIfOver()
    }
  }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail before it recognizes
  /// (`false`; a subclass may say otherwise, as its delegate may).
  ///
  /// - Parameter otherGestureRecognizer: A recognizer following the same touch.
  /// - Returns: `true` to wait for it.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether `otherGestureRecognizer` waits for this recognizer to fail (`false`).
  ///
  /// - Parameter otherGestureRecognizer: A recognizer following the same touch.
  /// - Returns: `true` to make it wait.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether its recognition stops `preventedGestureRecognizer`, following the same touch (`true`).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`'s recognition stops this recognizer (`true`).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Delivers the beginning of `touches` through ``touchesBegan(_:with:)``, noting whether the
  /// recognizer's own gesture follows it.
  func deliverBegan(_ touches: Set<UITouch>, _ event: UIEvent) {
    followsOwnGesture = false
    touchesBegan(touches, with: event)
  }

  // MARK: What subclasses decide

  /// Whether the recognizer may leave `possible` whatever its delegate says (UIKit's own
  /// recognizers keep conditions of their own: the interactive pop never begins at the root).
  func mayRecognize() -> Bool { true }

  /// A finger came down on the view or a subview.
  func touchBegan(_ touch: UITouch) {}
  /// The finger moved.
  func touchMoved(_ touch: UITouch) {}
  /// The finger was lifted.
  func touchEnded(_ touch: UITouch) {}
  /// The touch was cancelled (the system took it).
  func touchCancelled(_ touch: UITouch) { stop() }

  // MARK: States

  /// Whether a continuous gesture began and has not ended.
  var isUnderway: Bool { state == .began || state == .changed }

  /// Whether the recognizer has recognized its gesture and not yet been reset.
  var hasRecognized: Bool { isUnderway || state == .ended }

  /// Moves to `newState` as UIKit does: a recognition asks the delegate, waits on the
  /// recognizers this one requires to fail, and makes the other recognizers of the touch fail
  /// (cancelled once begun) unless one of the two delegates lets them recognize together.
  func move(to newState: State) {
    if state == .possible, newState == .began || newState == .ended {
      recognize(as: newState)
      return
    }
    switch newState {
    case .changed, .ended, .cancelled:
      guard isUnderway else { return }
      currentState = newState
      sendActions()
    case .failed:
      guard state == .possible else { return }
      currentState = .failed
      heldState = nil
      touch?.recognizerFailed(self)
    case .possible, .began:
      return
    }
    resetIfLifted()
  }

  private func recognize(as newState: State) {
    if !mayRecognize() || view?.gestureRecognizerShouldBegin(self) == false
      || delegate?.gestureRecognizerShouldBegin(self) == false
    {
      move(to: .failed)
      return
    }
    let required = requiredToFail()
    if required.contains(where: \.hasRecognized) {
      move(to: .failed)
      return
    }
    if required.contains(where: { $0.state == .possible }) {
      heldState = newState
      return
    }
    heldState = nil
    touch?.recognizing(self)
    currentState = newState
    sendActions()
    resetIfLifted()
  }

  /// A gesture over once the finger is lifted (a tap recognized when the double tap it waited
  /// on failed): reset at once.
  private func resetIfLifted() {
    guard let touch, !touch.phase.isDown, !isUnderway else { return }
    resetIfOver()
  }

  /// Whether the recognizer still waits once its touch is lifted: on a recognizer it requires
  /// to fail, or (a multiple tap) for the next touch.
  var waitsAfterLift: Bool { heldState != nil }

  /// The recognizers following the same touch that must fail before this one recognizes: those
  /// it named, and those its delegates name.
  private func requiredToFail() -> [UIGestureRecognizer] {
    let others = touch?.recognizers.filter { $0 !== self } ?? []
    return others.filter { other in
      failureRequirements.contains { $0.object === other }
        || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
        || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }
  }

  /// Whether this recognizer must wait for `other` to fail before it recognizes.
  func waits(on other: UIGestureRecognizer) -> Bool {
    requiredToFail().contains { $0 === other }
  }

  /// A recognizer this one waited on failed: the held recognition happens if nothing else
  /// holds it.
  func requirementFailed() {
    guard let held = heldState, state == .possible else { return }
    heldState = nil
    recognize(as: held)
  }

  /// Whether `other` goes on as this one recognizes: either may not prevent, or a delegate says.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    !canPrevent(other) || !other.canBePrevented(by: self)
      || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Stopped (the touch cancelled, another's recognition, disabled or detached): cancelled
  /// once begun, failed before.
  func stop() { move(to: isUnderway ? .cancelled : .failed) }

  /// The finger lifted from a continuous gesture: ended once begun, failed before.
  func endOrFail() { move(to: isUnderway ? .ended : .failed) }

  private func sendActions() {
    for handler in handlers { handler(self) }
    for selector in selectorTargets {
      guard let object = selector.target.object else { continue }
      UIApplication.shared.sendAction(selector.action, to: object, from: self, for: nil)
    }
  }

  /// Back to `possible` once its gesture is over.
  func resetIfOver() {
    guard state != .possible else { return }
    currentState = .possible
    heldState = nil
    touch = nil
    reset()
  }
}

/// A weak reference to a recognizer (one a recognizer must wait on does not keep it alive).
private struct Weak {
  weak var object: UIGestureRecognizer?
  init(_ object: UIGestureRecognizer) { self.object = object }
}

internal import ContainmentCore

/// UIKit's responder (`UIResponder`): an object in the responder chain, which may become the
/// first responder.
///
/// UIKit's is the class `UIView`, `UIViewController` and `UIApplication` descend from; here
/// they descend from the model's classes, so `UIResponder` is a protocol they adopt. Code
/// written for UIKit reads the same: it walks the chain (`next`), casts what it finds
/// (`as? UIViewController`), extends it (`extension UIResponder { … }`), and a class declared
/// `class AppDelegate: UIResponder, UIApplicationDelegate` adopts it. What such a class cannot
/// do is `override` its members, which it has from the protocol.
///
/// The chain is UIKit's: a view controller's view, then the view controller, then its view's
/// superview (else its parent, else its presenter); a view's superview; a window's application,
/// and the application's delegate when it is a responder. The first responder is the current
/// application's (one at a time): a view becomes it only from a window, a view controller only
/// with its view in a window, and a first responder that leaves the window is one no more.
/// A performed finger's touches go up the chain from the view it touches
/// (`touchesBegan(_:with:)` and the rest), each responder passing them on unless it overrides
/// them. The model has no text input and no keyboard, so becoming first responder shows
/// nothing.
///
/// ```swift
/// extension UIResponder {
///   /// The view controller whose views hold this responder.
///   var owningViewController: UIViewController? {
///     next as? UIViewController ?? next?.owningViewController
///   }
/// }
/// let screen = UIViewController()
/// let label = UILabel()
/// screen.view.addSubview(label)
/// precondition(label.owningViewController === screen)
/// ```
@preconcurrency @MainActor public protocol UIResponder: AnyObject {
  /// The next responder in the chain, or `nil` at its end.
  var next: (any UIResponder)? { get }
  /// Whether it can become the first responder.
  var canBecomeFirstResponder: Bool { get }
  /// Whether it gives up being the first responder when asked.
  var canResignFirstResponder: Bool { get }
  /// Makes it the first responder if it can be; whether it now is.
  ///
  /// - Returns: `true` if it is the first responder.
  func becomeFirstResponder() -> Bool
  /// Gives up being the first responder; `true` unless it refused.
  ///
  /// - Returns: Whether it let go.
  func resignFirstResponder() -> Bool
  /// Fingers came down on it, or on a responder before it that passed them on.
  func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
  /// Fingers it follows moved.
  func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
  /// Fingers it follows were lifted.
  func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
  /// The system (or a gesture recognizer that took them) cancelled fingers it follows.
  func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
}

extension UIResponder {
  /// Passes the touches on to the next responder, as UIKit's default does.
  public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Passes the touches on to the next responder.
  public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Passes the touches on to the next responder.
  public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// Passes the touches on to the next responder.
  public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// The end of the chain, for a responder of the app's own (an app delegate).
  public var next: (any UIResponder)? { nil }
  /// `false`, for a responder of the app's own.
  public var canBecomeFirstResponder: Bool { false }
  /// `true`, for a responder of the app's own.
  public var canResignFirstResponder: Bool { true }
  /// `false`: a responder of the app's own is never first responder here.
  ///
  /// - Returns: `false`.
  public func becomeFirstResponder() -> Bool { false }
  /// `true`: nothing to give up.
  ///
  /// - Returns: `true`.
  public func resignFirstResponder() -> Bool { true }

  /// Whether it is the current application's first responder.
  public var isFirstResponder: Bool { firstResponderNow === self }

  /// The application's first responder, once it is checked still to be on screen.
  fileprivate var firstResponderNow: (any UIResponder)? {
    let application = UIApplication.shared
    guard let current = application.firstResponder else { return nil }
    if !isOnScreen(current) { application.firstResponder = nil }
    return application.firstResponder
  }

  /// The steps of `becomeFirstResponder()` for views and view controllers.
  func becomeFirst() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, isOnScreen(self) else { return false }
    if let current = firstResponderNow {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    UIApplication.shared.firstResponder = self
    return true
  }

  /// The steps of `resignFirstResponder()` for views and view controllers.
  func resignFirst() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIApplication.shared.firstResponder = nil
    return true
  }
}

/// Whether `responder` is where a first responder must be: a view in a window, a view
/// controller whose view is in one.
@MainActor private func isOnScreen(_ responder: any UIResponder) -> Bool {
  if let view = responder as? UIView { return view._window != nil }
  if let controller = responder as? UIViewController {
    return controller.viewIfLoaded?._window != nil
  }
  return false
}

extension UIView: UIResponder {
  /// A view's next responder: its view controller for a view controller's view, a window's
  /// application for a window, else its superview.
  var nextAfterView: (any UIResponder)? {
    if let controller = _owner as? UIViewController { return controller }
    if self is UIWindow { return UIApplication.shared }
    if let superview { return superview }
    // The view of a window's root view controller lies in a view of the model's window.
    return _window.map(UIWindow.of)
  }

  /// Resigns the first responder if it is this view or one of its subviews.
  ///
  /// - Parameter force: Whether it resigns even if it would refuse.
  /// - Returns: Whether no first responder is left among them.
  func resignFirstResponderBelow(force: Bool) -> Bool {
    guard let current = firstResponderNow as? UIView else { return true }
    // A window's views lie in a view of the model's window: below it is in it.
    let below =
      (self as? UIWindow).map { current._window === $0._modelWindow }
      ?? current.isDescendant(of: self)
    guard below else { return true }
    if current.resignFirstResponder() { return true }
    if force { UIApplication.shared.firstResponder = nil }
    return force
  }
}

extension UIViewController: UIResponder {
  /// A view controller's next responder: its view's superview, else its parent, else its
  /// presenter.
  var nextAfterController: (any UIResponder)? {
    if let view = viewIfLoaded {
      if let superview = view.superview { return superview }
      // A window's root view controller's view lies in a view of the model's window.
      if let window = view._window { return UIWindow.of(window) }
    }
    return parent ?? presentingViewController
  }
}

extension UIApplication: UIResponder {
  /// The application's next responder: its delegate, when that is a responder.
  public var next: (any UIResponder)? { delegate as? any UIResponder }
}

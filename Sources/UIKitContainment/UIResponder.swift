internal import ContainmentCore

// UIKit's responder chain and first responder, on `UIResponder`: the model's `Responder`
// (ContainmentCore/Responder.swift), the class `UIView` and `UIViewController` descend from
// through the model's classes, and `UIApplication` directly. It declares the members a
// subclass overrides (`next`, `canBecomeFirstResponder`, `canResignFirstResponder`,
// `becomeFirstResponder()`, `resignFirstResponder()`); UIKit's classes override them here.
//
// The chain is UIKit's: a view controller's view, then the view controller, then its view's
// superview (else its parent, else its presenter); a view's superview; a window's application,
// and the application's delegate when it is a responder. The first responder is the current
// application's (one at a time): a view becomes it only from a window, a view controller only
// with its view in a window, and a first responder that leaves the window is one no more.
// A performed finger's touches go up the chain from the view it touches
// (`touchesBegan(_:with:)` and the rest), each view or view controller passing them on unless
// it overrides them. Two differences from UIKit's class: the touch methods are declared on
// `UIView` and `UIViewController` (their types are this module's, the class the core's), so a
// responder of the app's own (an app delegate) neither receives nor overrides them; and the
// class is not the main actor's (the model's classes are not), its members are: an extension
// of it in Swift 6 code is warned, not refused, where it touches them.

extension UIResponder {
  /// Whether it is the current application's first responder.
  ///
  /// ```swift
  /// let screen = UIViewController()
  /// let label = UILabel()
  /// screen.view.addSubview(label)
  /// var chain: [UIResponder] = []
  /// var responder: UIResponder? = label
  /// while let current = responder {
  ///   chain.append(current)
  ///   responder = current.next
  /// }
  /// precondition(chain.count == 3 && chain[1] === screen.view && chain[2] === screen)
  /// precondition(!label.isFirstResponder)
  /// ```
  @preconcurrency @MainActor public var isFirstResponder: Bool { firstResponderNow === self }

  /// The application's first responder, once it is checked still to be on screen.
  @MainActor var firstResponderNow: UIResponder? {
    let application = UIApplication.shared
    guard let current = application.firstResponder else { return nil }
    if !isOnScreen(current) { application.firstResponder = nil }
    return application.firstResponder
  }

  /// The steps of `becomeFirstResponder()` for views and view controllers.
  @MainActor func becomeFirst() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, isOnScreen(self) else { return false }
    let application = UIApplication.shared
    if let current = firstResponderNow {
      // The keyboard follows the new first responder, not the moment between the two.
      let resigned = application.holdingKeyboardBack {
        current.canResignFirstResponder && current.resignFirstResponder()
      }
      guard resigned else { return false }
    }
    application.firstResponder = self
    return true
  }

  /// The steps of `resignFirstResponder()` for views and view controllers.
  @MainActor func resignFirst() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIApplication.shared.firstResponder = nil
    return true
  }

  /// The next responder, if it is one that takes touches and motions (a view or a view
  /// controller): where a view or view controller that does not override one passes it on.
  @MainActor var nextTakingEvents: (any EventResponder)? {
    // Cast to the classes, not to the protocol: a protocol's cast looks its conformance up.
    guard let next else { return nil }
    if let view = next as? UIView { return view }
    return next as? UIViewController
  }
}

/// A responder that takes touches, motions and presses: a view or a view controller (their
/// `touchesBegan(_:with:)`, `motionEnded(_:with:)`, `pressesBegan(_:with:)` and the rest).
@MainActor protocol EventResponder: UIResponder {
  func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
  func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
  func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
  func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
  func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
  func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
  func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?)
  func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?)
  func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?)
}

extension UIView: EventResponder {}
extension UIViewController: EventResponder {}

/// Whether `responder` is where a first responder must be: a view in a window, a view
/// controller whose view is in one.
@MainActor private func isOnScreen(_ responder: UIResponder) -> Bool {
  if let view = responder as? UIView { return view._window != nil }
  if let controller = responder as? UIViewController {
    return controller.viewIfLoaded?._window != nil
  }
  return false
}

extension UIView {
  /// A view's next responder: its view controller for a view controller's view, a window's
  /// application for a window, else its superview.
  var nextAfterView: UIResponder? {
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
    guard force else { return false }
    // Apple: ended by force (taken out of its window, `endEditing(true)`), a text input's
    // editing ends whatever its delegate answered.
    UIApplication.shared.firstResponder = nil
    (current as? any EndsEditing)?.editingEnded()
    return true
  }
}

extension UIViewController {
  /// A view controller's next responder: its view's superview, else its parent, else its
  /// presenter.
  var nextAfterController: UIResponder? {
    if let view = viewIfLoaded {
      if let superview = view.superview { return superview }
      // A window's root view controller's view lies in a view of the model's window.
      if let window = view._window { return UIWindow.of(window) }
    }
    return parent ?? presentingViewController
  }
}

/// A view whose editing ends with its first responder: a text field, a text view.
@MainActor protocol EndsEditing: UIView {
  /// Its editing ended: it resigned, or was made to (its delegate's refusal notwithstanding).
  func editingEnded()
}

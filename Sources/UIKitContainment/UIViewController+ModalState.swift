internal import ContainmentCore

/// A view controller's part in presentations: what it presents, what presents it, and the
/// transition running, if any.
struct ModalState {
  /// The view controller this one presents (kept, as UIKit's presenter keeps it).
  var presented: UIViewController?
  /// The view controller presenting this one (cleared when the presentation ends).
  unowned(unsafe) var presenter: UIViewController?
  /// The style asked for (`nil`: the default, `.automatic`).
  var style: UIModalPresentationStyle?
  /// The window it is presented in, while it is (its views may be out of it: the window
  /// hidden): held weakly, through the window's anchor.
  var window: Window? {
    get { windowAnchor?.target }
    set { windowAnchor = newValue?._anchor }
  }
  private weak var windowAnchor: Anchor<Window>?
  /// The coordinator of the presentation or dismissal this view controller takes part in.
  var transition: RunningTransition?
  /// Whether it is being presented or dismissed now.
  var isBeingPresented = false
  var isBeingDismissed = false
  /// Its sheet's settings, made when first asked for (``UIViewController/sheetPresentationController``).
  var sheet: UISheetPresentationController?
  /// What few view controllers set, made when first set (a view controller stays small).
  private var extras: ModalExtras?

  /// Its presentation controller, once made or given (a sheet's is ``sheet``).
  var presentation: UIPresentationController? {
    get { extras?.presentation }
    set { made(unless: newValue == nil)?.presentation = newValue }
  }
  /// Whether the user's swipe may not dismiss it.
  var isModal: Bool {
    get { extras?.isModal ?? false }
    set { made(unless: !newValue)?.isModal = newValue }
  }
  /// The interaction of the user's swipe down it, while the finger is down.
  var swipe: UIPercentDrivenInteractiveTransition? {
    get { extras?.swipe }
    set { made(unless: newValue == nil)?.swipe = newValue }
  }
  /// What gives its presentation and dismissal animators of the app's (held weakly).
  var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { extras?.transitioningDelegate }
    set { made(unless: newValue == nil)?.transitioningDelegate = newValue }
  }

  /// The extras, made unless `unneeded` (a default value set where none was).
  private mutating func made(unless unneeded: Bool) -> ModalExtras? {
    if let extras { return extras }
    if unneeded { return nil }
    let made = ModalExtras()
    extras = made
    return made
  }
}

/// The parts of ``ModalState`` few view controllers use.
private final class ModalExtras {
  var presentation: UIPresentationController?
  var isModal = false
  var swipe: UIPercentDrivenInteractiveTransition?
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}

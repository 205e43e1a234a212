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
}

/// What few view controllers are given, kept aside so that every view controller stays small:
/// a parent's traits, the presentation's settings, the safe area's additional insets.
final class Extras {
  var givenTraits: GivenTraits?
  var presentation: UIPresentationController?
  var isModal = false
  var swipe: UIPercentDrivenInteractiveTransition?
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  var additionalSafeAreaInsets = UIEdgeInsets.zero
  /// The settings kept for the app (`UIViewController+Settings`).
  var settings = KeptSettings()
  /// The nib name and bundle it was made with, if any (``UIViewController/nibName``).
  var nib: (name: String?, bundle: Bundle?)?
  /// The button that toggles editing, once made (``UIViewController/editButtonItem``).
  var editButton: UIBarButtonItem?
  /// The traits it had when they began to change, until told (`UIViewController+TraitChanges`).
  var traitsBeforeChange: UITraitCollection?
  /// The scroll views the bars follow, by edge (``UIViewController/setContentScrollView(_:for:)``).
  var contentScrollViews: [UInt: UIScrollView] = [:]
}

extension UIViewController {
  /// The traits a parent gave it (`UIViewController+Traits`).
  var givenTraits: GivenTraits? {
    get { extras?.givenTraits }
    set { extras(unless: newValue == nil)?.givenTraits = newValue }
  }
  /// Its presentation controller, once made or given (a sheet's is `modal.sheet`).
  var presentation: UIPresentationController? {
    get { extras?.presentation }
    set { extras(unless: newValue == nil)?.presentation = newValue }
  }
  /// Whether the user's swipe may not dismiss it.
  var isModal: Bool {
    get { extras?.isModal ?? false }
    set { extras(unless: !newValue)?.isModal = newValue }
  }
  /// The interaction of the user's swipe down it, while the finger is down.
  var swipe: UIPercentDrivenInteractiveTransition? {
    get { extras?.swipe }
    set { extras(unless: newValue == nil)?.swipe = newValue }
  }

  /// The extras, made unless `unneeded` (a default value set where none was given).
  func extras(unless unneeded: Bool) -> Extras? {
    if let extras { return extras }
    if unneeded { return nil }
    let made = Extras()
    extras = made
    return made
  }
}

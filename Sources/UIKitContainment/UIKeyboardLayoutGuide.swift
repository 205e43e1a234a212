/// The part of a view the keyboard covers (UIKit's `UIKeyboardLayoutGuide`, iOS 15): a guide
/// whose top follows the keyboard's, so that what is constrained to it rises with the keyboard.
///
/// While the keyboard is down its top is the bottom of the view's safe area (the view's bottom:
/// the model's safe area is the bounds) and it has no height; while it is up, it is the
/// keyboard's frame in the view, clipped to the view. Each change of the keyboard asks the
/// views with a keyboard guide to lay out again, from inside the keyboard's animation, as UIKit
/// updates the guide.
///
/// ```swift
/// let application = UIApplication()
/// application._withCurrent {
///   let window = UIWindow(frame: UIScreen.main.bounds)
///   let screen = UIViewController()
///   window.rootViewController = screen
///   window.makeKeyAndVisible()
///   let field = UITextField()
///   field.translatesAutoresizingMaskIntoConstraints = false
///   screen.view.addSubview(field)
///   NSLayoutConstraint.activate([
///     field.bottomAnchor.constraint(equalTo: screen.view.keyboardLayoutGuide.topAnchor),
///     field.heightAnchor.constraint(equalToConstant: 44),
///   ])
///   screen.view.layoutIfNeeded()
///   precondition(field.frame.maxY == 844)
///   _ = field.becomeFirstResponder()
///   screen.view.layoutIfNeeded()
///   precondition(field.frame.maxY == 844 - 336)
/// }
/// ```
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether it follows the keyboard when undocked or floating (iPad; kept, as the phone's
  /// keyboard is always docked).
  open var followsUndockedKeyboard = false
  /// Whether its top stays at the safe area's bottom while the keyboard is down (iOS 17; kept:
  /// the model's safe area is the bounds).
  open var usesBottomSafeArea = true
  /// How far above the guide a drag dismisses the keyboard interactively (iOS 17; kept).
  open var keyboardDismissPadding: CGFloat = 0

  /// The keyboard's frame in the view, clipped to it; a line at the bottom while it is down.
  open override var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    var top = bounds.maxY
    if let keyboard = UIApplication.shared.keyboardFrame, view.window != nil {
      top = min(bounds.maxY, max(bounds.minY, view.convert(keyboard, from: nil).minY))
    }
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }
}

extension UIView {
  /// The guide the keyboard covers in this view, made when first asked for (iOS 15).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = looksIfMade?.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    guide.owningView = self
    looks.keyboardGuide = guide
    UIApplication.shared.keyboardGuideViews.append(WeakView(self))
    return guide
  }
}

/// A view held weakly.
struct WeakView {
  weak var view: UIView?
  init(_ view: UIView) { self.view = view }
}

extension UIApplication {
  /// Asks the views with a keyboard guide to lay out again (from inside the keyboard's
  /// animation), forgetting those gone.
  func keyboardGuidesFollow() {
    guard !keyboardGuideViews.isEmpty else { return }
    keyboardGuideViews.removeAll { $0.view == nil }
    for entry in keyboardGuideViews { entry.view?.setNeedsLayout() }
  }
}

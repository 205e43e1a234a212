internal import ContainmentCore

/// UIKit's `UIToolbar`: a bar of buttons along the bottom.
///
/// Kept, not drawn: its items and look, for the app's code.
open class UIToolbar: UIView {
  /// Its buttons.
  open var items: [UIBarButtonItem]?
  /// Who tells it where it stands (UIKit keeps it weakly).
  open weak var delegate: (any UIToolbarDelegate)?
  /// Its images as set (`UIBar+Images.swift`).
  var barImages = BarImages()

  /// Whether it is translucent.
  open var isTranslucent = true
  /// Its background color.
  open var barTintColor: UIColor?
  /// Its style.
  open var barStyle = UIBarStyle.default
  /// Its look at a regular height (iOS 13), made when first asked for.
  open lazy var standardAppearance = UIToolbarAppearance()
  /// Its look at a compact height (`nil`: the standard one's).
  open var compactAppearance: UIToolbarAppearance?
  /// Its look while a scroll view's content reaches its edge.
  open var scrollEdgeAppearance: UIToolbarAppearance?

  /// Sets its buttons.
  ///
  /// - Parameters:
  ///   - items: The buttons.
  ///   - animated: Ignored.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }
}

/// Who tells a toolbar where it stands (UIKit's `UIToolbarDelegate`): a bar positioning
/// delegate.
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
  /// The default style.
  case `default`
  /// Black (dark).
  case black
}

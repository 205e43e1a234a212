/// UIKit's `UIToolbar`: a bar of buttons along the bottom.
///
/// Kept, not drawn: its items and look, for the app's code.
open class UIToolbar: UIView {
  /// Its buttons.
  open var items: [UIBarButtonItem]?
  /// Whether it is translucent.
  open var isTranslucent = true
  /// Its background color.
  open var barTintColor: UIColor?
  /// The color of its buttons.
  open var tintColor: UIColor?
  /// Its style.
  open var barStyle = UIBarStyle.default

  /// A toolbar hidden or shown.
  init(hidden: Bool) {
    super.init(frame: .zero)
    isHidden = hidden
  }

  /// A toolbar with the given frame.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A toolbar decoded from an archive: the model decodes nothing, and makes an empty one.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets its buttons.
  ///
  /// - Parameters:
  ///   - items: The buttons.
  ///   - animated: Ignored.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }
}

/// UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
  /// The default style.
  case `default`
  /// Black (dark).
  case black
}

/// How a view resists growing past its content and shrinking below it (UIKit's content
/// hugging and compression resistance), and the text attributes of titles: kept and read back.
///
/// The model lays out by autoresizing and by the `.equal` constraints it solves, in which
/// neither priority takes part (a view has no content size: `intrinsicContentSize` is none), so
/// code that sets them compiles and reads back what it set. The defaults are UIKit's for a view
/// made in code: 250 hugging, 750 compression resistance, on both axes.
///
/// ```swift
/// let title = UILabel()
/// title.setContentHuggingPriority(.defaultHigh, for: .vertical)
/// title.setContentCompressionResistancePriority(.required, for: .horizontal)
/// precondition(title.contentHuggingPriority(for: .vertical) == .defaultHigh)
/// precondition(title.contentHuggingPriority(for: .horizontal) == .defaultLow)
/// precondition(title.contentCompressionResistancePriority(for: .horizontal) == .required)
/// ```
extension UIView {
  /// How strongly the view resists growing past its content along `axis`.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority (250 unless set).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    let hugging = looksIfMade?.hugging ?? (.defaultLow, .defaultLow)
    return axis == .horizontal ? hugging.0 : hugging.1
  }

  /// Sets how strongly the view resists growing past its content along `axis`.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { looks.hugging.0 = priority } else { looks.hugging.1 = priority }
  }

  /// How strongly the view resists shrinking below its content along `axis`.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority (750 unless set).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    let resistance = looksIfMade?.compressionResistance ?? (.defaultHigh, .defaultHigh)
    return axis == .horizontal ? resistance.0 : resistance.1
  }

  /// Sets how strongly the view resists shrinking below its content along `axis`.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      looks.compressionResistance.0 = priority
    } else {
      looks.compressionResistance.1 = priority
    }
  }
}

extension UISegmentedControl {
  /// Sets the text attributes of the segments' titles in `state` (kept; nothing is drawn).
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` for none.
  ///   - state: The state.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    textAttributes[state.rawValue] = attributes
  }

  /// The text attributes of the segments' titles in `state`, as set.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes, or `nil`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    textAttributes[state.rawValue]
  }
}

extension UIBarItem {
  /// Sets the text attributes of the item's title in `state` (kept; nothing is drawn).
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` for none.
  ///   - state: The state.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    textAttributes[state.rawValue] = attributes
  }

  /// The text attributes of the item's title in `state`, as set.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes, or `nil`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    textAttributes[state.rawValue]
  }
}

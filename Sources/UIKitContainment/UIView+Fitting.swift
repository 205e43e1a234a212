// The sizes a view fits: the model's views have no content to size them.

extension UIView {
  /// The smallest size a fitting may take (UIKit's `layoutFittingCompressedSize`).
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size a fitting may take (UIKit's `layoutFittingExpandedSize`).
  nonisolated public static let layoutFittingExpandedSize = CGSize(
    width: 10_000_000, height: 10_000_000)
  /// What ``intrinsicContentSize`` answers for a dimension the view has no size of its own in
  /// (UIKit's `noIntrinsicMetric`: -1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The rectangle layout aligns for `frame`: `frame` inset by ``alignmentRectInsets``.
  ///
  /// - Parameter frame: A frame.
  /// - Returns: Its alignment rectangle.
  public func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The frame whose alignment rectangle is `alignmentRect`.
  ///
  /// - Parameter alignmentRect: An alignment rectangle.
  /// - Returns: Its frame.
  public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// Tells the layout that ``intrinsicContentSize`` changed: the superview lays out again (the
  /// model's layout sizes the arranged views of a stack view by it).
  public func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

  /// The size the view's constraints fit in nearest `targetSize`: the size it has (decided:
  /// the model's views have no content, as ``sizeThatFits(_:)`` answers).
  ///
  /// - Parameter targetSize: The size to come near.
  /// - Returns: The view's size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  /// The size the view's constraints fit in nearest `targetSize` at the given priorities: the
  /// size it has, as ``systemLayoutSizeFitting(_:)``.
  ///
  /// - Parameters:
  ///   - targetSize: The size to come near.
  ///   - horizontalFittingPriority: How much the width may differ.
  ///   - verticalFittingPriority: How much the height may differ.
  /// - Returns: The view's size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }
}

// A rectangle inset by a view's insets (UIKit's `CGRect.inset(by:)`, from its `UIGeometry.h`).

extension CGRect {
  /// This rectangle with each edge moved in by `insets` (out where an inset is negative).
  ///
  /// ```swift
  /// let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
  /// let inset = rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
  /// precondition(inset == CGRect(x: 10, y: 5, width: 70, height: 40))
  /// ```
  ///
  /// - Parameter insets: How far each edge moves in.
  /// - Returns: The rectangle inset.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

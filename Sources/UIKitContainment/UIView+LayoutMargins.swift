internal import ContainmentCore

// A view's layout margins: kept and read back, a change told to the view
// (`layoutMarginsDidChange()`) and then to its view controller (`viewLayoutMarginsDidChange()`).
// The model's ``UIView/layoutMarginsGuide`` is the view's bounds, as every guide is (decided), so
// the margins place nothing.

extension UIView {
  /// UIKit's margins of a view: 8 points each side.
  nonisolated static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// Keeps `margins` as the view's layout margins: a change of value is told to the view, then
  /// to its view controller.
  func changeLayoutMargins(to margins: UIEdgeInsets) {
    let old = layoutMargins
    looks.layoutMargins = margins
    guard margins != old else { return }
    layoutMarginsDidChange()
    _owner?.asUIKit?.viewLayoutMarginsDidChange()
  }

  /// ``layoutMargins`` by leading and trailing edge (leading is left).
  var layoutMarginsByDirection: NSDirectionalEdgeInsets {
    let margins = layoutMargins
    return NSDirectionalEdgeInsets(
      top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
  }

  /// Sets ``layoutMargins`` by leading and trailing edge (leading is left).
  func setLayoutMargins(byDirection margins: NSDirectionalEdgeInsets) {
    layoutMargins = UIEdgeInsets(
      top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
  }
}

/// Room around content by leading and trailing edge rather than left and right (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// Room at the top.
  public var top: CGFloat
  /// Room at the leading edge.
  public var leading: CGFloat
  /// Room at the bottom.
  public var bottom: CGFloat
  /// Room at the trailing edge.
  public var trailing: CGFloat

  /// Room of these sizes.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No room.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No room.
  public static let zero = NSDirectionalEdgeInsets()
}

internal import ContainmentCore

extension UIView {
  /// The views this view contains, back to front (those of UIKit's; the model's own views,
  /// which UIKit code never makes, are left out).
  public var subviews: [UIView] {
    let list = _subviewList
    for view in list where !(view is UIView) { return list.compactMap { $0 as? UIView } }
    return unsafeBitCast(list, to: [UIView].self)
  }

  /// The view that contains this one, if it is one of UIKit's (the model's window keeps a
  /// root view controller's view in a view of its own: that view's superview is `nil` here).
  public var superview: UIView? { _superviewIfAny as? UIView }

  /// The window whose hierarchy holds this view, if any.
  public var window: UIWindow? { _window.map(UIWindow.of) }

  /// Moves `view`, a subview, in front of the others.
  ///
  /// - Parameter view: The subview to move.
  public func bringSubviewToFront(_ view: UIView) {
    guard view._superviewIfAny === self else { return }
    insertSubview(view, at: _subviewList.count)
  }

  /// Moves `view`, a subview, behind the others.
  ///
  /// - Parameter view: The subview to move.
  public func sendSubviewToBack(_ view: UIView) {
    guard view._superviewIfAny === self else { return }
    insertSubview(view, at: 0)
  }

  /// Exchanges the subviews at two indices.
  ///
  /// - Parameters:
  ///   - index1: One index.
  ///   - index2: The other.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let list = _subviewList
    guard list.indices.contains(index1), list.indices.contains(index2), index1 != index2 else {
      return
    }
    let (low, high) = (min(index1, index2), max(index1, index2))
    let (first, second) = (list[low], list[high])
    insertSubview(second, at: low)
    insertSubview(first, at: high)
  }

  /// This view or the first of its descendants, depth first, whose ``tag`` is `tag`.
  ///
  /// - Parameter tag: The tag to find.
  /// - Returns: The view, or `nil`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }
}

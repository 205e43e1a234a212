internal import ContainmentCore

/// The safe area: what the screen's edges and a container's bars leave of a view.
///
/// The model's screen has no notch, no home indicator and no status bar over the content, and
/// its UIKit containers draw no bars: the window's safe area is its bounds. What a container
/// adds for its own bars (``UIViewController/additionalSafeAreaInsets``, set on a child) goes
/// down the tree as UIKit computes it: a view's insets are its superview's, as far as they
/// overlap the view's frame, plus its view controller's additional insets when it is the root
/// view of one. Setting them tells each view controller under it whose view is loaded
/// (``UIViewController/viewSafeAreaInsetsDidChange()``) and its view
/// (``UIView/safeAreaInsetsDidChange()``), parents first; a frame that moves a view into or
/// out of its superview's insets tells no one (decided: the model lays out without watching
/// the insets).
///
/// ```swift
/// let tabs = UIViewController()
/// let content = UIViewController()
/// tabs.addChild(content)
/// tabs.view.addSubview(content.view)
/// content.view.frame = tabs.view.bounds
/// content.didMove(toParent: tabs)
/// content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
/// precondition(content.view.safeAreaInsets.bottom == 49)
/// ```
extension UIViewController {
  /// Sets ``additionalSafeAreaInsets``: a change lays the view out again and tells the view
  /// controllers and views under it.
  func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
    guard insets != (extras?.additionalSafeAreaInsets ?? .zero) else { return }
    extras(unless: false)?.additionalSafeAreaInsets = insets
    guard let view = viewIfLoaded else { return }
    view.setNeedsLayout()
    view.tellSafeAreaChanged()
  }
}

extension UIView {
  /// ``safeAreaInsets``' default: the superview's, as far as they overlap this view's frame,
  /// plus its view controller's additional insets for a root view; none for a window.
  var insetsOfSafeArea: UIEdgeInsets {
    var insets = UIEdgeInsets.zero
    if let superview = _superviewIfAny.flatMap({ $0 as? UIView }), !(self is UIWindow) {
      let above = superview.safeAreaInsets
      if above != .zero {
        let frame = self.frame
        let outer = superview.bounds
        insets.top = max(0, above.top - (frame.minY - outer.minY))
        insets.left = max(0, above.left - (frame.minX - outer.minX))
        insets.bottom = max(0, above.bottom - (outer.maxY - frame.maxY))
        insets.right = max(0, above.right - (outer.maxX - frame.maxX))
      }
    }
    if let owner = _owner?.asUIKit {
      let added = owner.additionalSafeAreaInsets
      insets.top += added.top
      insets.left += added.left
      insets.bottom += added.bottom
      insets.right += added.right
    }
    return insets
  }

  /// Tells this view and every view under it that its safe area changed, and the view
  /// controller each root view belongs to, parents first.
  func tellSafeAreaChanged() {
    _owner?.asUIKit?.viewSafeAreaInsetsDidChange()
    safeAreaInsetsDidChange()
    for case let subview as UIView in _subviewList { subview.tellSafeAreaChanged() }
  }
}

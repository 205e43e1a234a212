internal import ContainmentCore

extension UIView {
  /// The views this view contains, back to front (those of UIKit's; the model's own views,
  /// which UIKit code never makes, are left out).
  public var subviews: [UIView] {
    let list = _subviewList
    for view in list where !view._isFaceView { return list.compactMap { $0 as? UIView } }
    return unsafeBitCast(list, to: [UIView].self)
  }

  /// The view that contains this one, if it is one of UIKit's (the model's window keeps a
  /// root view controller's view in a view of its own: that view's superview is `nil` here).
  public var superview: UIView? { _superviewIfAny?.asUIKitSuperview }

  /// The window whose hierarchy holds this view, if any.
  public var window: UIWindow? { _window.map(UIWindow.of) }

  /// Moves `view`, a subview, in front of the others.
  ///
  /// - Parameter view: The subview to move.
  @available(swift, introduced: 4.2)
  public func bringSubviewToFront(_ view: UIView) {
    guard view._superviewIfAny === self else { return }
    insertSubview(view, at: _subviewList.count)
  }

  /// Moves `view`, a subview, behind the others.
  ///
  /// - Parameter view: The subview to move.
  @available(swift, introduced: 4.2)
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

extension UIView {
  /// What the model's move hook `_willMove(toSuperview:)` tells: UIKit's `willRemoveSubview(_:)`
  /// on the old superview, then `willMove(toSuperview:)` and, when the window changes,
  /// `willMove(toWindow:)` (the first responder among the views resigned first, when they leave
  /// a window).
  func tellWillMove(toSuperview newSuperview: View?) {
    let oldWindow = _window
    if let oldSuperview = _superviewIfAny?.asUIKitSuperview {
      oldSuperview.willRemoveSubview(self)
      // Apple: removing a view "removes any constraints that refer to the view you are
      // removing" and its old superview.
      if !layoutState.placingConstraints.isEmpty {
        removeConstraints(layoutState.placingConstraints.filter { $0.refers(to: oldSuperview) })
      }
    }
    willMove(toSuperview: newSuperview?.asUIKitSuperview)
    let newWindow = newSuperview?._window
    if newWindow !== oldWindow {
      // Apple: a first responder taken out of its window is one no more.
      if oldWindow != nil, FirstResponder.everSet { _ = resignFirstResponderBelow(force: true) }
      tellWillMove(toWindow: newWindow.map(UIWindow.of))
    }
    layoutState.windowBeforeMove = oldWindow.map(Unmanaged.passUnretained)
    layoutState.superviewAfterMove = newSuperview.map(Unmanaged.passUnretained)
  }

  /// What the model's move hook `_didMoveToSuperview(from:)` tells: `didMoveToWindow()` when the
  /// window changed, `didMoveToSuperview()`, the new superview's `didAddSubview(_:)`, and the
  /// view placed by its constraints.
  func tellDidMove() {
    let window = _window
    if window.map(Unmanaged.passUnretained)?.toOpaque() != layoutState.windowBeforeMove?.toOpaque()
    {
      tellDidMoveToWindow()
      if window != nil { displayAfterMoveToWindow() }
    }
    didMoveToSuperview()
    layoutState.windowBeforeMove = nil
    layoutState.superviewAfterMove = nil
    if let superview = _superviewIfAny?.asUIKit {
      superview.didAddSubview(self)
      if !layoutState.placingConstraints.isEmpty {
        superview.layoutState.hadConstrainedSubviews = true
        placeByConstraints()
      }
    }
  }

  /// Gives the view `size` again, laying nothing out: undoes a size the model gave a view its
  /// superview's layout places, or puts a size back.
  func restoreSize(_ size: Size) {
    var rect = _frameRect
    rect.size = size
    _frameRect = rect
  }

  /// Puts back the size of the view's last layout if the model has resized it since, without
  /// laying it out; returns the size the model gave it then, else `nil`.
  func sizeBeforeLayout() -> Size? {
    guard let laidOut = layoutState.laidOutSize.map(Size.init) else { return nil }
    let given = _frameRect.size
    guard given != laidOut else { return nil }
    restoreSize(laidOut)
    return given
  }
}

// UIKit tells every view of a subtree that changes window, not the moved view alone:
// `willMove(toWindow:)` before the move and `didMoveToWindow()` after it, the moved view first,
// then its subviews, depth first (the order among them is the model's decision). A subview is
// told only once a view of a class that overrides one of the two was made in the process
// (`ViewOverrides`): until then no subview could hear it.

extension UIView {
  /// Tells the view, then its subviews, that their window is about to become `window`.
  func tellWillMove(toWindow window: UIWindow?) {
    willMove(toWindow: window)
    guard WindowMoves.heard else { return }
    for subview in subviews { subview.tellWillMove(toWindow: window) }
  }

  /// Tells the view, then its subviews, that their window changed.
  func tellDidMoveToWindow() {
    didMoveToWindow()
    guard WindowMoves.heard else { return }
    for subview in subviews { subview.tellDidMoveToWindow() }
  }
}

import ContainmentCore

// See ViewController+Model.swift.

extension View {
  /// The view's frame in its superview's coordinate space.
  @_disfavoredOverload @inlinable public var frame: Rect {
    get { _frameRect }
    set { _frameRect = newValue }
  }

  /// The view that contains this one.
  @_disfavoredOverload @inlinable public var superview: View? { _superviewIfAny }

  /// The views this view contains, back to front.
  ///
  /// - Complexity: O(1), but holding on to the returned array while the view changes copies it.
  @_disfavoredOverload @inlinable public var subviews: [View] { _subviewList }

  /// The window this view is shown in, if its chain of superviews ends at a window's root view.
  ///
  /// - Complexity: O(depth of the view tree).
  @_disfavoredOverload @inlinable public var window: Window? { _window }
}

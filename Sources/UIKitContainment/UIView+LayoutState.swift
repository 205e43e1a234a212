internal import ContainmentCore

/// Where a view's layout stands and how it moves between superviews, kept in one stored value
/// of the view (`UIView.layoutState`).
struct ViewLayoutState {
  /// The size the view was last laid out at: a layout resizes the subviews by the change since.
  var laidOutSize: CGSize?
  /// Whether a layout of this view runs (a layout asked for during it waits for the next).
  var layingOut = false
  /// Whether a subview resized during this view's layout waits to lay out after it.
  var subviewsOweLayout = false
  /// Whether the constraints' update pass is owed before the next layout (`UIView+Layout`).
  var constraintsNeedUpdate = true
  /// The active constraints that place this view in its superview (the model solves them).
  var placingConstraints: [NSLayoutConstraint] = []
  /// Whether a subview has had constraints that place it here (the default `layoutSubviews()`
  /// looks for them only then): set once, never cleared.
  var hadConstrainedSubviews = false
  /// The window the view was in when its move began (between the two move hooks).
  var windowBeforeMove: Unmanaged<Window>?
  /// The superview the view is moving to, between the two move hooks.
  var superviewAfterMove: Unmanaged<View>?
}

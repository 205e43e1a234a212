extension View {
  // Getters of the core's, not its storage read in a client: there an access to the storage
  // would be checked at run time (`swift_beginAccess`).

  /// The frame: each face's `frame`.
  @usableFromInline package final var _frameRect: Rect {
    get { frame }
    set { frame = newValue }
  }

  /// The superview, if any: each face's `superview`.
  @usableFromInline package final var _superviewIfAny: View? { superview }

  /// `body` run on the superview, if any, without retaining it: a face's hot read of its
  /// superview's state (the superview owns this view, so it outlives the call).
  @inlinable package final func _withSuperview<R>(_ body: (View) -> R) -> R? {
    superviewRef?._withUnsafeGuaranteedRef(body)
  }

  /// The subviews, back to front: each face's `subviews`.
  @usableFromInline package final var _subviewList: [View] { subviews }

  /// The window whose hierarchy holds this view, if any: each face's `window`.
  @usableFromInline package final var _window: Window? { window }
}

extension View {
  /// The view controller whose view this is, if it still holds it.
  package final var _owner: ViewController? { owner }
}

/// The menu a selecting container lays over its shown child: its view and whether it is shown.
///
/// ``TabController`` and ``MenuController`` keep one each; the shown child stays on screen
/// under it (it gets no disappearance).
@usableFromInline
struct MenuOverlay {
  /// The menu's view, in the container's view while the menu is shown and the view is loaded.
  @usableFromInline let view = View(frame: .zero)
  /// Whether the menu is shown.
  @usableFromInline var isShown = false

  /// Shows the menu, over `container` when the container's view is loaded.
  ///
  /// - Returns: `false` when it was shown already (nothing changed).
  mutating func show(over container: View?) -> Bool {
    guard !isShown else { return false }
    isShown = true
    if let container { layOut(over: container) }
    return true
  }

  /// Hides the menu.
  ///
  /// - Returns: `false` when it was hidden already (nothing changed).
  mutating func hide() -> Bool {
    guard isShown else { return false }
    isShown = false
    view.removeFromSuperview()
    return true
  }

  /// Puts the menu over `container`, at its size, when it is shown (a container's view that
  /// has just loaded).
  func layOut(over container: View) {
    guard isShown else { return }
    view.frame = Rect(size: container.frame.size)
    container.addSubview(view)
  }

  /// Whether the menu, when shown and `container` is loaded, has `container`'s size (for the
  /// harness's checks: here, the frames are read without a retain or an access check).
  func fits(_ container: View?) -> Bool {
    guard isShown, let container else { return true }
    return view.frame.size == container.frame.size
  }

  /// Follows a size change of the container.
  func resize(to size: Size) {
    if isShown { view.frame = Rect(size: size) }
  }
}

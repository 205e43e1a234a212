internal import ContainmentCore

// What follows a change of a view's frame or visibility through UIKit's setters: its layout,
// its display (`UIView+Drawing.swift`), its stack view's arrangement, then its key-value
// observations (`NSKeyValueObservation.swift`).

extension UIView {
  /// After ``frame`` was set: a layout when the size changed, then the observations.
  func frameChanged(from oldSize: Size) {
    if _frameRect.size != oldSize { layOutAfterResize() }
    tellObservers()
  }

  /// After ``isHidden`` changed: a view shown is drawn if it waits, a hidden arranged subview
  /// takes no room (its stack view lays itself out again), then the observations.
  func visibilityChanged() {
    if !isHidden { displayAfterChange(resized: false) }
    (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
    tellObservers()
  }
}

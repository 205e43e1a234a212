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

// The setters of the geometry and the visibility the class body declares (`UIView.swift`),
// written here.
extension UIView {
  /// Sets the frame; a new size lays the view out.
  func setFrame(_ frame: CGRect) {
    let oldSize = _frameRect.size
    _frameRect = Rect(frame)
    frameChanged(from: oldSize)
  }

  /// Sets the bounds: their origin, and their size about the centre.
  func setBounds(_ bounds: CGRect) {
    boundsOrigin = bounds.origin
    let center = self.center
    frame = CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
      width: bounds.width, height: bounds.height)
  }

  /// Moves the frame to put its centre at `center`.
  func setCenter(_ center: CGPoint) {
    let size = frame.size
    frame.origin = CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
  }

  /// Hides or shows the view.
  func setHidden(_ isHidden: Bool) {
    guard isHidden != hidden else { return }
    hidden = isHidden
    visibilityChanged()
  }
}

internal import ContainmentCore

// The rotation callbacks of iOS 2–7, deprecated in iOS 8 and still called for code written
// before: UIKit's default `viewWillTransition(to:with:)` calls them when the size change is a
// rotation, so an override that does not call `super` turns them off (WWDC 2014, session 214,
// "View Controller Advancements in iOS 8").

extension UIViewController {
  /// The orientation of the interface (deprecated in iOS 8): during
  /// `willRotate(to:duration:)` still the one the rotation turns from, the new one from
  /// `willAnimateRotation(to:duration:)` on; `.portrait` with the view off every window.
  @available(iOS, deprecated: 8.0)
  public var interfaceOrientation: UIInterfaceOrientation {
    guard let window = _viewIfLoaded?._window else { return .portrait }
    // Within its `viewWillTransition(to:with:)` (where `willRotate` is called), the old one.
    if sizeTransition != nil, let from = window._rotatingFrom { return from }
    return window.orientation
  }

  /// The part of UIKit's default `viewWillTransition(to:with:)` for the deprecated callbacks:
  /// in a rotation, `willRotate(to:duration:)` now (before the children hear of the change),
  /// `willAnimateRotation(to:duration:)` with the work alongside, `didRotate(from:)` after.
  ///
  /// Called for the team's view controllers only: the layer's own and the harness's (whose
  /// overrides are not checked) have none of the old callbacks.
  func rotateAsBeforeIOS8(with coordinator: any UIViewControllerTransitionCoordinator) {
    guard let window = _viewIfLoaded?._window, let from = window._rotatingFrom else { return }
    let to = window.orientation
    let duration = coordinator.transitionDuration
    willRotate(to: to, duration: duration)
    if let sizes = coordinator as? SizeTransitionCoordinator {
      // The model's own coordinator keeps the view controller, not two closures.
      sizes.noteRotatingBeforeIOS8(self, from: from, to: to)
      return
    }
    coordinator.animate(
      alongsideTransition: { _ in self.willAnimateRotation(to: to, duration: duration) },
      completion: { _ in self.didRotate(from: from) })
  }
}

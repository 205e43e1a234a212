internal import ContainmentCore

// A rotation or a resize as UIKit runs it for a view controller: `viewWillTransition(to:with:)`
// down the tree, the layout, then the coordinator's work.

extension UIViewController {
  /// The model's size transition reaching this view controller.
  ///
  /// As in UIKit, ``viewWillTransition(to:with:)`` runs before the view's size changes: its
  /// `view.bounds` is still the old size. After it, the view of a child of a
  /// `UIViewController` keeps that size until its container's layout gives it one
  /// (autoresizing, constraints, the container's `layoutSubviews()`); the model sizes every
  /// other view it reaches (the window's root, a child of a container of the model's, a team's
  /// screen among the model's children included), and the outermost view controller of UIKit's
  /// lays its view out once the transition has gone down the tree.
  func runSizeTransition(to size: Size) {
    // The model resized the view already: the call sees the size of the last layout again.
    let view = viewIfLoaded
    let given = view?.sizeBeforeLayout()
    let running = runningSizeTransition()
    let coordinator = running ?? SizeTransitionCoordinator()
    sizeTransition = (coordinator, runs: running == nil)
    var traitsChange = false
    if running == nil {
      traitsChange = beginTraitTransition(to: size, with: coordinator)
      presentationHearingSizes?.viewWillTransition(to: CGSize(size), with: coordinator)
    }
    viewWillTransition(to: CGSize(size), with: coordinator)
    sizeTransition = nil
    if let view, let given, !_hasUIKitParent { view.restoreSize(given) }
    guard running == nil else { return }
    viewIfLoaded?.layOutAfterResize()
    if traitsChange { tellTraitChangeOnScreen() }
    coordinator.finish()
  }

  /// The coordinator of the size transition an ancestor of UIKit's runs, if any: the nearest
  /// one of UIKit's knows it (every one between takes part, and keeps it while it does), read
  /// without retaining the ancestors on the way.
  private func runningSizeTransition() -> SizeTransitionCoordinator? {
    _withNearestUIKitAncestor { unsafeDowncast($0, to: UIViewController.self).sizeTransition?.0 }
      ?? nil
  }
}

/// The view controllers presented over a window's root (UIKit's modal presentations), as
/// `UIKitContainment`'s `present(_:animated:completion:)` keeps them.
///
/// The window keeps the list so that what it does to its root it does to them: a memory
/// warning reaches each (bottom to top, after the root's tree), a size change resizes their
/// views and reaches their trees, hiding the window takes those on screen off it and showing it
/// brings them back. Their appearance callbacks are their presenters' to drive; the window
/// only places their views (over everything, in its own view) and, once a presentation covers
/// what is under it (UIKit's `.fullScreen`), takes the presenter's view out of the window, as
/// UIKit does once such a transition ends.
extension Window {
  /// A view controller presented over the root.
  @usableFromInline struct Overlay {
    let controller: ViewController
    /// Whether the view controllers under it are off screen (a full-screen presentation whose
    /// transition has ended).
    var covering = false
    /// What the presenting face does when the window drops the presentation (a new root).
    let dropped: () -> Void
  }

  /// Whether a presentation or a dismissal runs: UIKit runs one at a time in a window.
  package var isPresentationRunning: Bool { runningPresentation != nil }

  /// Notes that a presentation or dismissal runs until `finish` is called or
  /// ``_endPresentationTransition()``; hiding the window or replacing its root calls `finish`
  /// first (the views leave the window, and their animations with them).
  package func _beginPresentationTransition(finish: @escaping () -> Void) {
    runningPresentation = finish
    _presentationsChanged?()
  }

  /// Ends the presentation or dismissal running, and any its end begins (a dismissal's
  /// completion that presents), until none runs.
  func finishPresentations() {
    while let finish = runningPresentation { finish() }
  }

  /// Notes that the presentation or dismissal running has ended.
  package func _endPresentationTransition() {
    runningPresentation = nil
    _presentationsChanged?()
  }

  /// Whether the presented `controller` covers what is under it now.
  package func _isCovering(_ controller: ViewController) -> Bool {
    overlays.first { $0.controller === controller }?.covering ?? false
  }

  /// Whether the presentation over the root covers it (its view is out of the window).
  ///
  /// A covering style takes its presenter off screen, and only its presenter: a root under a
  /// sheet that presented full screen stays on screen with its appearance, as the
  /// presentation left it (decided by the model: UIKit documents the presenter's views
  /// removed, and no more).
  var isRootCovered: Bool { overlays.first?.covering == true }

  /// The presented view controllers on screen while the window is: each one that the next
  /// does not cover.
  private var shownOverlays: [Overlay] {
    overlays.indices.filter { $0 + 1 == overlays.count || !overlays[$0 + 1].covering }
      .map { overlays[$0] }
  }

  /// The view controllers presented over the root, bottom to top.
  package var _presented: [ViewController] { overlays.map(\.controller) }

  /// The view controller presented `index`-th over the root (0: the lowest), without a copy
  /// of the list.
  package func _presented(at index: Int) -> ViewController { overlays[index].controller }

  /// The view controller presented over all the others, if any.
  package var _topPresented: ViewController? { overlays.last?.controller }

  /// How many view controllers are presented over the root.
  package var _presentedCount: Int { overlays.count }

  /// Whether a view controller is presented over the root (read in a harness's every memory
  /// warning: inlined, one load).
  @inlinable package var _hasPresented: Bool { !overlays.isEmpty }

  /// Whether `controller` is presented over the root.
  package func _isPresented(_ controller: ViewController) -> Bool {
    overlays.contains { $0.controller === controller }
  }

  /// Puts `controller`'s view over everything in the window (loading it), at the window's size,
  /// and keeps `controller` as presented, its appearance left to the caller.
  ///
  /// - Parameters:
  ///   - controller: The view controller presented.
  ///   - dropped: Called if the window lets the presentation go (a new root view controller).
  package func _addPresented(_ controller: ViewController, dropped: @escaping () -> Void) {
    overlays.append(Overlay(controller: controller, dropped: dropped))
    _presentationsChanged?()
    install(controller)
  }

  /// Takes `controller`'s view out of the window and forgets it as presented.
  package func _removePresented(_ controller: ViewController) {
    guard let index = overlays.firstIndex(where: { $0.controller === controller }) else { return }
    overlays.remove(at: index)
    _presentationsChanged?()
    if let view = controller.viewIfLoaded, view.superview === rootView {
      view.removeFromSuperview()
    }
  }

  /// Makes the presented `controller` cover what is under it, or stop covering it: `presenter`'s
  /// view leaves the window, or comes back into it under `controller`'s (the root's where
  /// the root's view goes), loaded again if a memory warning released it.
  package func _setCovering(
    _ covering: Bool, by controller: ViewController, over presenter: ViewController
  ) {
    guard let index = overlays.firstIndex(where: { $0.controller === controller }) else { return }
    overlays[index].covering = covering
    _presentationsChanged?()
    if covering {
      presenter.viewIfLoaded?.removeFromSuperview()
    } else if !isVisible {
      return  // the views come back with the window (`makeKeyAndVisible()`)
    } else if presenter === rootViewController {
      installRootView()
    } else {
      let view = presenter.view
      view.frame = Rect(size: size)
      if let above = controller.viewIfLoaded, above.superview === rootView {
        rootView.insertSubview(view, below: above)
      } else {
        rootView.addSubview(view)
      }
    }
  }

  /// Installs `controller`'s view on top of the window's view, at the window's size.
  private func install(_ controller: ViewController) {
    let view = controller.view
    view.frame = Rect(size: size)
    if view.superview !== rootView || rootView.subviews.last !== view { rootView.addSubview(view) }
  }

  /// The presented view controllers on screen appear with the window, bottom to top.
  func bringOnOverlays() {
    for overlay in shownOverlays {
      install(overlay.controller)
      bringOn(overlay.controller)
    }
  }

  /// The presented view controllers on screen leave it with the window, top to bottom, their
  /// views out of the window (as the root's).
  func takeOffOverlays() {
    for overlay in shownOverlays.reversed() {
      let controller = overlay.controller
      controller.beginAppearanceTransition(false, animated: false)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.endAppearanceTransition()
    }
  }

  /// Lets every presentation go before the root changes.
  ///
  /// Those on screen disappear (while the window is visible), their views leave it, and each
  /// presenter is told. The model's choice: UIKit leaves a replaced root's presentations in
  /// place.
  func dropOverlays() {
    finishPresentations()
    guard !overlays.isEmpty else { return }
    if isVisible { takeOffOverlays() }
    let dropped = overlays
    overlays = []
    for overlay in dropped.reversed() {
      overlay.controller.viewIfLoaded?.removeFromSuperview()
      overlay.dropped()
    }
  }

  /// The presented view controllers take the window's new size, and hear of it.
  func resizeOverlays(to newSize: Size) {
    for overlay in overlays where overlay.controller.isViewLoaded {
      overlay.controller.view.frame = Rect(size: newSize)
      overlay.controller._deliverViewWillTransition(to: newSize)
    }
  }
}

/// Letting the view go: on a memory warning (L3), by a container's cache, or by a planted
/// fault.
extension ViewController {
  /// Releases the view whatever its visibility, reporting `viewDidUnload`: the breach of L3
  /// that ``ContainerFault/memoryWarningUnloadsTop`` plants.
  package final func _forceUnloadView() {
    guard let loaded = _view else { return }
    release(loaded)
  }

  /// Releases the view if it is loaded and not visible (L3): ``viewWillUnload()``, the release,
  /// then ``viewDidUnload()``, in the order of iOS 5 and of CoconutKit's `unloadViews`.
  ///
  /// The next access to `view` loads it again. Containers call this for children whose views
  /// they no longer keep; the default ``didReceiveMemoryWarning()`` calls it too.
  ///
  /// - Returns: Whether the view was released. A view that is not loaded, or is visible
  ///   (see `isViewVisible`), or takes part in a running
  ///   `transition(from:to:duration:options:animations:completion:)`, is kept.
  @discardableResult
  @usableFromInline package final func _unloadView() -> Bool {
    guard let loaded = _view, _appearanceState == .disappeared, !loaded.isInWindow,
      !_isInChildTransition
    else {
      return false
    }
    release(loaded)
    return true
  }

  /// `unloadView()` as the default ``didReceiveMemoryWarning()`` calls it: under iOS 5's
  /// policy only (one test of the flags for the policy and a running transition, before the
  /// walk up to the window).
  final func unloadViewOnMemoryWarning() {
    guard let loaded = _view, flags & (Flag.inChildTransition | Flag.keepsViewOnWarning) == 0,
      _appearanceState == .disappeared, !loaded.isInWindow
    else { return }
    release(loaded)
  }

  /// Lets the view go whatever its visibility, with no callback (reported as
  /// ``LifecycleEvent/Kind/viewReleased``): UIKit's `view = nil`, which a visible view survives
  /// only in its superview.
  ///
  /// The view stays where it is in the view hierarchy; the next access to the view loads a new
  /// one.
  package final func _releaseView() {
    guard let loaded = _view else { return }
    loaded.owner = nil
    _view = nil
    emit(.viewReleased)
  }

  /// `viewWillUnload`, the view out of its superview and let go, then `viewDidUnload`.
  private func release(_ loaded: View) {
    emit(.viewWillUnload)
    viewWillUnload()
    loaded.removeFromSuperview()
    loaded.owner = nil
    _view = nil
    emit(.viewDidUnload)
    viewDidUnload()
  }
}

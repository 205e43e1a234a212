extension MenuController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks the menu container's structure and the rules it keeps by construction; traps with
  /// the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(children).
  func _checkInvariants() {
    guard faults.isEmpty else { return }  // a planted bug breaks them on purpose
    _checkSelection(menuView: menuView)
    for child in viewControllers where child !== selectedViewController {
      precondition(
        child.viewIfLoaded?.superview == nil || child.viewIfLoaded?.superview !== transitionView,
        "\(child._id) is not selected but its view is in \(_id)'s transition view")
    }
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

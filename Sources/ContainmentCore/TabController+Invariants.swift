extension TabController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks the tab container's structure and the rules it keeps by construction; traps with
  /// the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(children).
  func _checkInvariants() {
    guard faults.isEmpty else { return }  // a planted bug breaks them on purpose
    _checkSelection(menuView: menuView)
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

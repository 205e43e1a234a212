extension PageController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks the page container's structure and the rules it keeps by construction; traps with
  /// the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(pages).
  func _checkInvariants() {
    guard faults.isEmpty else { return }  // a planted bug breaks them on purpose
    let seen = _checkListedChildren(pages)
    precondition(
      (currentIndex == nil) == pages.isEmpty && currentIndex.map(pages.indices.contains) != false,
      "\(_id) shows page \(currentIndex.map(String.init) ?? "none") of \(pages.count)")
    if let swipe {
      precondition(swipe.appearing === currentPage, "\(_id) swipes to a page it does not show")
      precondition(
        seen.contains(ObjectIdentifier(swipe.disappearing)), "\(_id) swipes away from a non-page")
      return
    }
    guard let current = currentIndex else { return }
    for (index, page) in pages.enumerated() {
      if abs(index - current) > radius {
        precondition(
          !page.isViewLoaded,
          "C1: page \(page._id) is \(abs(index - current)) from the visible one; radius \(radius)")
      }
      if _appearanceState == .appeared || _appearanceState == .disappeared {
        let expected: AppearanceState =
          _appearanceState == .appeared && index == current ? .appeared : .disappeared
        precondition(
          page._appearanceState == expected,
          "C3: page \(page._id) is \(page._appearanceState) in \(_appearanceState) \(_id); expected \(expected)"
        )
      }
    }
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

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
    let seen = _checkListedChildren(viewControllers)
    precondition(
      (selectedViewController == nil) == viewControllers.isEmpty,
      "\(id) selects \(selectedViewController?.id.description ?? "nothing") among \(viewControllers.count)"
    )
    if let selected = selectedViewController {
      precondition(
        seen.contains(ObjectIdentifier(selected)), "\(selected.id) is selected, not listed")
    }
    if !isMenuShown {
      precondition(menuView.superview == nil, "\(id)'s menu is hidden but in the hierarchy")
    }
    guard appearanceState == .appeared || appearanceState == .disappeared else { return }
    for child in viewControllers {
      let expected: AppearanceState =
        appearanceState == .appeared && child === selectedViewController ? .appeared : .disappeared
      precondition(
        child.appearanceState == expected,
        "C3: \(child.id) is \(child.appearanceState) in \(appearanceState) \(id); expected \(expected)"
      )
    }
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

extension PlaceholderController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks the placeholder container's structure and the rules it keeps by construction;
  /// traps with the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(placeholders).
  func _checkInvariants() {
    guard faults.isEmpty else { return }  // a planted bug breaks them on purpose
    var seen = Set<ObjectIdentifier>()
    var leaving = 0
    precondition(
      runningSwaps == slots.count(where: { $0.swap != nil }),
      "\(runningSwaps) swaps counted running for \(slots.count(where: { $0.swap != nil }))")
    for (index, slot) in slots.enumerated() {
      if let child = slot.child {
        precondition(
          seen.insert(ObjectIdentifier(child)).inserted, "\(child._id) is in two placeholders")
        precondition(
          child.parent === self,
          "\(child._id) is shown in \(_id) but its parent is \(child.parent?._id.description ?? "nil")"
        )
      }
      if let swap = slot.swap {
        precondition(swap.appearing === slot.child, "placeholder \(index) swaps in another child")
        precondition(_appearanceState != .disappeared, "C3: a swap runs in off-screen \(_id)")
        if swap.disappearing != nil { leaving += 1 }
      } else if let child = slot.child,
        _appearanceState == .appeared || _appearanceState == .disappeared
      {
        precondition(
          child._appearanceState == _appearanceState,
          "C3: \(child._id) is \(child._appearanceState) in \(_appearanceState) \(_id)")
      }
    }
    precondition(
      children.count == seen.count + leaving,
      "\(_id) has \(children.count) children for \(seen.count) shown and \(leaving) leaving")
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

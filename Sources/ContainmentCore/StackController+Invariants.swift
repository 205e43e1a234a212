extension StackController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks the stack's structure and the contract rules it guarantees by construction; traps with
  /// the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Complexity: O(count).
  func _checkInvariants() {
    guard faults.isEmpty else { return }  // a planted bug breaks them on purpose
    precondition(
      lowestPossiblyLoaded <= entries.count,
      "low-water mark \(lowestPossiblyLoaded) beyond \(entries.count) children"
    )
    var seen = Set<ObjectIdentifier>()
    for (index, entry) in entries.enumerated() {
      let child = entry.viewController
      precondition(seen.insert(ObjectIdentifier(child)).inserted, "\(child._id) is twice in \(_id)")
      precondition(
        child.parent === self,
        "\(child._id) at index \(index) has parent \(child.parent?._id.description ?? "nil"), not \(_id)"
      )
      if index < lowestPossiblyLoaded {
        precondition(
          !child.isViewLoaded,
          "\(child._id) at index \(index) is loaded below the low-water mark \(lowestPossiblyLoaded)"
        )
      }
      if running == nil, index < entries.count - capacity {
        precondition(
          !child.isViewLoaded,
          "C1: \(child._id) at depth \(entries.count - 1 - index) is loaded; capacity \(capacity)"
        )
      }
      if index < entries.count - 1, !isParticipant(child) {
        precondition(
          child._appearanceState == .disappeared,
          "C3: covered child \(child._id) is \(child._appearanceState)"
        )
      }
    }
    let extra = _children.filter { !seen.contains(ObjectIdentifier($0)) }
    precondition(
      extra.allSatisfy { $0 === running?.disappearing && running?.leaving == true },
      "children of \(_id) not in the stack: \(extra.map(\._id))"
    )
    if running == nil, _appearanceState == .appeared, let top = entries.last?.viewController {
      precondition(
        top._appearanceState == .appeared, "C3: top \(top._id) is \(top._appearanceState)")
    }
    if _appearanceState == .disappeared {
      for entry in entries {
        precondition(
          entry.viewController._appearanceState == .disappeared,
          "stack \(_id) is off screen but \(entry.viewController._id) is \(entry.viewController._appearanceState)"
        )
      }
    }
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

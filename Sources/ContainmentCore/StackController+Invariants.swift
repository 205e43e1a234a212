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
      precondition(seen.insert(ObjectIdentifier(child)).inserted, "\(child.id) is twice in \(id)")
      precondition(
        child.parent === self,
        "\(child.id) at index \(index) has parent \(child.parent?.id.description ?? "nil"), not \(id)"
      )
      if index < lowestPossiblyLoaded {
        precondition(
          !child.isViewLoaded,
          "\(child.id) at index \(index) is loaded below the low-water mark \(lowestPossiblyLoaded)"
        )
      }
      if running == nil, index < entries.count - capacity {
        precondition(
          !child.isViewLoaded,
          "C1: \(child.id) at depth \(entries.count - 1 - index) is loaded; capacity \(capacity)"
        )
      }
      if index < entries.count - 1, !isParticipant(child) {
        precondition(
          child.appearanceState == .disappeared,
          "C3: covered child \(child.id) is \(child.appearanceState)"
        )
      }
    }
    let extra = _children.filter { !seen.contains(ObjectIdentifier($0)) }
    precondition(
      extra.allSatisfy { $0 === running?.disappearing && running?.leaving == true },
      "children of \(id) not in the stack: \(extra.map(\.id))"
    )
    if running == nil, appearanceState == .appeared, let top = entries.last?.viewController {
      precondition(top.appearanceState == .appeared, "C3: top \(top.id) is \(top.appearanceState)")
    }
    if appearanceState == .disappeared {
      for entry in entries {
        precondition(
          entry.viewController.appearanceState == .disappeared,
          "stack \(id) is off screen but \(entry.viewController.id) is \(entry.viewController.appearanceState)"
        )
      }
    }
  }
  #else
  @inline(__always)
  func _checkInvariants() {}
  #endif
}

extension ViewController {
  #if STRESS_INTERNAL_CHECKS
  /// Checks that `list` holds each child once, each with this view controller as its parent,
  /// and that it is exactly `children`; traps with the state on failure.
  ///
  /// Compiled only with `-DSTRESS_INTERNAL_CHECKS`.
  ///
  /// - Returns: The identities of the listed children.
  func _checkListedChildren(_ list: [ViewController]) -> Set<ObjectIdentifier> {
    var seen = Set<ObjectIdentifier>()
    for child in list {
      precondition(seen.insert(ObjectIdentifier(child)).inserted, "\(child.id) is twice in \(id)")
      precondition(
        child.parent === self,
        "\(child.id) is listed in \(id) but its parent is \(child.parent?.id.description ?? "nil")")
    }
    precondition(
      children.count == list.count,
      "children \(children.map(\.id)) of \(id) are not its list \(list.map(\.id))")
    return seen
  }
  #endif
}

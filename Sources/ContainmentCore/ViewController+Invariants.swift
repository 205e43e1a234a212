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
      precondition(seen.insert(ObjectIdentifier(child)).inserted, "\(child._id) is twice in \(_id)")
      precondition(
        child.parent === self,
        "\(child._id) is listed in \(_id) but its parent is \(child.parent?._id.description ?? "nil")"
      )
    }
    precondition(
      children.count == list.count,
      "children \(children.map(\._id)) of \(_id) are not its list \(list.map(\._id))")
    return seen
  }
  #endif
}

import Containment

extension Oracle {
  /// The full structural check, O(depth): every child of the stack against its record and
  /// against the capacity and appearance rules.
  public func audit() {
    guard let stack else { return }
    let children = stack.viewControllers
    let idle = !stack.isTransitioning
    if memberCount != stack.children.count {
      report(
        .L4, nil, expected: "\(stack.children.count) children by willMove/didMove",
        seen: "\(memberCount)")
    }
    for (index, child) in children.enumerated() {
      let depth = children.count - 1 - index
      let track = tracks[Int(child.id.rawValue)]
      if child.parent !== stack {
        report(.L4, child.id, expected: "the stack as parent", seen: "another parent")
      }
      if track.loaded != child.isViewLoaded {
        report(
          child.isViewLoaded ? .C2 : .L3, child.id,
          expected: "loaded state \(track.loaded) from the events",
          seen: "\(child.isViewLoaded)")
      }
      if track.state != child.appearanceState {
        report(
          .L2, child.id, expected: "\(track.state) from the events",
          seen: "\(child.appearanceState)")
      }
      if idle, depth >= stack.capacity, child.isViewLoaded {
        report(
          .C1, child.id, expected: "no view at depth \(depth) (capacity \(stack.capacity))",
          seen: "loaded")
      }
      if idle, depth > 0, child.appearanceState != .disappeared {
        report(
          .C3, child.id, expected: "a covered child disappeared", seen: "\(child.appearanceState)")
      }
    }
  }

  /// The leak check after teardown (C9): every view controller deallocated, and no view alive.
  ///
  /// - Parameter liveViews: Views still alive, from the run's ``Containment/LifetimeCounter``.
  public func checkNoLeaks(liveViews: Int) {
    let leaked = liveIDs
    for id in leaked.prefix(5) {
      reportAtTeardown(.C9, id, expected: "deallocated after teardown", seen: "still alive")
    }
    if leaked.count > 5 {
      reportAtTeardown(
        .C9, nil, expected: "every view controller deallocated",
        seen: "\(leaked.count) alive in all")
    }
    if liveViews > 0 {
      reportAtTeardown(.C9, nil, expected: "every view deallocated", seen: "\(liveViews) alive")
    }
  }
}

extension Oracle {
  /// The structural check of any container, O(size of the tree): every view controller under
  /// `root` against its record (loaded state, appearance state) and its parent link.
  public func audit(tree root: ViewController) {
    var pending = [root]
    while let node = pending.popLast() {
      let index = Int(node.id.rawValue)
      guard tracks.indices.contains(index) else { continue }
      let track = tracks[index]
      if track.loaded != node.isViewLoaded {
        report(
          node.isViewLoaded ? .C2 : .L3, node.id,
          expected: "loaded state \(track.loaded) from the events", seen: "\(node.isViewLoaded)")
      }
      if track.state != node.appearanceState {
        report(
          .L2, node.id, expected: "\(track.state) from the events", seen: "\(node.appearanceState)")
      }
      for child in node.children {
        if child.parent !== node {
          report(.L4, child.id, expected: "\(node.id) as parent", seen: "another parent")
        }
        pending.append(child)
      }
    }
  }
}

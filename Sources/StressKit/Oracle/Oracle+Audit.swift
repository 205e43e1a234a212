import Containment

extension Oracle {
  /// The leak check after teardown (C9): every view controller deallocated, and no view alive.
  ///
  /// - Parameters:
  ///   - liveViews: Views still alive, from the run's `LifetimeCounter`.
  ///   - holder: What holds a view controller still alive, where the run can tell (the
  ///     container under test, in a cycle through its own closures).
  public func checkNoLeaks(
    liveViews: Int, holder: (ViewControllerID) -> String? = { _ in nil }
  ) {
    exercise(.C9)
    let leaked = liveIDs
    for id in leaked.prefix(5) {
      reportAtTeardown(
        .C9, id, expected: "deallocated after teardown",
        seen: "still alive" + (holder(id).map { "; " + $0 } ?? ""))
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
  /// C9 as the run goes, for views, O(1) a step.
  ///
  /// Once the clock is idle, the workload's views alive are exactly those its view controllers
  /// have loaded. A view its view controller released (or the view of a view controller gone)
  /// that is still alive is a leak, found in the step that let it go; the teardown check stays
  /// the last net.
  ///
  /// - Parameters:
  ///   - views: The run's `LifetimeCounter` of the workload's views.
  ///   - clockIdle: Whether nothing is scheduled on the clock.
  ///   - holder: What holds a leaked view (called only for a leak).
  @inlinable
  public func checkReleasedViews(
    _ views: LifetimeCounter, clockIdle: Bool, holder: () -> String
  ) {
    guard clockIdle, views.live > 0 else { return }
    exercise(.C9)
    if views.live > loadedViews { reportLeakedViews(views, holder: holder()) }
  }

  @usableFromInline
  func reportLeakedViews(_ views: LifetimeCounter, holder: String) {
    let leaked = views.live - loadedViews
    let leakedBytes = max(0, views.payloadBytes - livePayloadBytes)
    report(
      .C9, nil,
      expected: "every view released by its view controller deallocated once the clock is idle",
      seen:
        "\(leaked) view\(leaked == 1 ? "" : "s") still alive beyond the \(loadedViews) loaded "
        + "(\(formatBytes(UInt64(leakedBytes))) of payload): \(holder)")
  }

  /// The structural check of any container, O(size of the tree): every view controller under
  /// `root` against its record (loaded state, appearance state) and its parent link.
  ///
  /// - Returns: The number of view controllers visited.
  @discardableResult
  public func audit(tree root: ViewController) -> Int {
    var pending = [root]
    var visited = 0
    while let node = pending.popLast() {
      visited += 1
      guard let track = tracks[node.id] else { continue }
      if track.loaded != node.isViewLoaded {
        report(
          node.isViewLoaded ? .C2 : .L3, node.id,
          expected: "loaded state \(track.loaded) from the events", seen: "\(node.isViewLoaded)")
      }
      if track.state != node.appearanceState {
        report(
          .L2, node.id, expected: "\(track.state) from the events", seen: "\(node.appearanceState)")
      }
      if node.forwardsChildProperties { auditForwarding(of: node) }
      for child in node.children {
        if child.parent !== node {
          report(.L4, child.id, expected: "\(node.id) as parent", seen: "another parent")
        }
        pending.append(child)
      }
    }
    return visited
  }

  /// C7's layout half, for a driver's audit: a child's view lies where its container shows it.
  ///
  /// `expected` is the container's whole bounds for the top, the selected child or the
  /// current page, a place beside it for a neighbouring page: whatever size the view was
  /// loaded at or the window had then. A view elsewhere, or not loaded, is not looked at.
  ///
  /// - Parameters:
  ///   - child: A child of the container.
  ///   - container: The view the container puts its children's views in.
  ///   - expected: The frame the child's view must have there.
  public func auditFrame(of child: ViewController, in container: View, expected: Rect) {
    guard let childView = child.viewIfLoaded, childView.superview === container,
      childView.frame != expected
    else { return }
    func text(_ rect: Rect) -> String { "(\(rect.origin.x), \(rect.origin.y)) \(rect.size)" }
    report(
      .C7, child.id, expected: "its view at \(text(expected)) in its container's",
      seen: "\(text(childView.frame))")
  }

  /// C3's forwarding half (CoconutKit's `forwardingProperties`): a container on screen that
  /// shows its visible child's title and navigation items takes them from one of its own
  /// children that is not hidden: the top, the selected child, the current page, never one
  /// covered, unselected or far away.
  ///
  /// Checked by the audit only: a container that forwards the wrong child does so at every
  /// step, so the periodic audit finds it at no cost to the steps between.
  func auditForwarding(of container: ViewController) {
    guard container.appearanceState == .appeared, let source = container.forwardingChild
    else { return }
    if source.parent !== container {
      report(
        .C3, container.id, expected: "the title and navigation items of one of its children",
        seen: "\(source.id)'s, not a child")
    } else if source.appearanceState == .disappeared {
      report(
        .C3, container.id,
        expected: "the title and navigation items of the child it shows",
        seen: "\(source.id)'s, a hidden child")
    }
  }
}

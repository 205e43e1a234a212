extension ViewController {
  // Documented where each face names it (Containment, UIKitContainment).
  final var children: [ViewController] {
    @inline(__always) get {
      departedChildren == 0 ? _children : _children.filter { $0.isChild(of: self) }
    }
  }

  // Documented where each face names it (Containment, UIKitContainment).
  final func addChild(_ child: ViewController) throws(ContainmentError) {
    try _checkCanAddChild(child)
    attachChild(child)
  }

  /// Throws the error `addChild(_:)` would throw for `child`, without changing anything.
  ///
  /// - Complexity: O(depth of this view controller in its tree).
  @usableFromInline package final func _checkCanAddChild(_ child: ViewController)
    throws(ContainmentError)
  {
    if let current = child.parent {
      throw .alreadyHasParent(child: child._id, parent: current._id)
    }
    // Up the tree unretained: every ancestor is kept by the one above it.
    let target = Unmanaged.passUnretained(child).toOpaque()
    var node = Unmanaged.passUnretained(self)
    while true {
      if node.toOpaque() == target { throw .containmentCycle(child: child._id, parent: _id) }
      guard let next = node._withUnsafeGuaranteedRef({ $0.parentRef }) else { break }
      node = next
    }
  }

  /// Adds a child that `checkCanAddChild(_:)` accepted.
  final func attachChild(_ child: ViewController) {
    child.willMove(toParent: self)
    compactChildren()  // a child removed in a batch and added again must not be listed twice
    _children.append(child)
    child._parent = self
  }

  /// Runs `body`, removing children in a batch.
  ///
  /// Children removed with ``removeFromParent()`` in `body` leave `children` at once, but the
  /// storage is compacted only at the end: removing k of n children costs O(n + k), not
  /// O(n × k). Callbacks see the same `children` as without the batch.
  final func batchingRemovals(_ body: () -> Void) {
    removalBatches += 1
    body()
    removalBatches -= 1
    if removalBatches == 0 { compactChildren() }
  }

  /// Drops the children removed during a batch from the storage.
  private final func compactChildren() {
    guard departedChildren > 0 else { return }
    _children.removeAll { !$0.isChild(of: self) }
    departedChildren = 0
  }

  /// Removes this view controller from its parent and then calls `didMove(toParent: nil)` (L4).
  ///
  /// The container must have called `willMove(toParent: nil)` before. Does nothing without a
  /// parent.
  ///
  /// - Complexity: O(number of siblings); O(1) for the most recently added child, and amortized
  ///   O(1) in a container's batch of removals.
  @available(swift, introduced: 4.2)
  public final func removeFromParent() {
    guard let container = parent else { return }
    if container.removalBatches > 0 {
      container.departedChildren += 1
    } else if let index = container._children.lastIndex(where: { $0 === self }) {
      container._children.remove(at: index)
    }
    _parent = nil
    didMove(toParent: nil)
  }

  /// Reports a memory warning, then runs ``didReceiveMemoryWarning()``.
  ///
  /// ``Window/simulateMemoryWarning()`` calls it on the root; the default
  /// ``didReceiveMemoryWarning()`` calls it on every child. Containers that forward by hand call
  /// it rather than `didReceiveMemoryWarning()` so that the event is reported.
  @usableFromInline package final func _deliverMemoryWarning() {
    emit(.didReceiveMemoryWarning)
    didReceiveMemoryWarning()
  }

  /// Reports a size transition, resizes the view if it is loaded, then runs
  /// ``viewWillTransition(to:)``.
  @usableFromInline package final func _deliverViewWillTransition(to size: Size) {
    emit(.viewWillTransition(to: size))
    _view?.frame.size = size
    viewWillTransition(to: size)
  }

  // MARK: Helpers for containers with a list of children

  /// Checks a container's new list of children: each listed once, and each that is not yet a
  /// child of this container free to be added.
  ///
  /// - Throws: ``ContainmentError/duplicateChild(_:)`` and the errors of `addChild(_:)`.
  final func checkChildList(_ list: [ViewController]) throws(ContainmentError) {
    // A few children: a look back is cheapest; thousands (a dive): a set, not O(n²).
    let many = list.count > 16
    var seen = Set<ObjectIdentifier>(minimumCapacity: many ? list.count : 0)
    for (index, child) in list.enumerated() {
      let listed =
        many
        ? !seen.insert(ObjectIdentifier(child)).inserted
        : list[..<index].contains { $0 === child }
      if listed { throw .duplicateChild(child._id) }
      if child.parent !== self { try _checkCanAddChild(child) }
    }
  }

  /// Replaces the children `current` with `new`, checked by ``checkChildList(_:)``.
  ///
  /// The leavers get `willMove(toParent: nil)`; each arrival is added and gets
  /// `didMove(toParent:)` at once, one child after the other (as `STKMenuViewController`'s
  /// `-setViewControllers:` pairs `addChildViewController:` and `didMoveToParentViewController:`,
  /// github.com/stablekernel/MenuController; UIKit documents no order for its own containers);
  /// then `change` swaps the shown child, and the leavers are removed (`didMove(toParent: nil)`).
  /// Children in both lists stay. `announcingArrivals: false` skips the arrivals' `didMove`,
  /// `removingLeavers: false` the leavers' `removeFromParent()` (planted bugs).
  final func replaceChildren(
    _ current: [ViewController], with new: [ViewController], announcingArrivals: Bool = true,
    removingLeavers: Bool = true, during change: () -> Void
  ) {
    let leaving = current.filter { old in !new.contains { $0 === old } }
    let arriving = new.filter { $0.parent !== self }
    for child in leaving { child.willMove(toParent: nil) }
    for child in arriving {
      attachChild(child)
      if announcingArrivals { child.didMove(toParent: self) }
    }
    change()
    batchingRemovals {
      for child in leaving {
        child.viewIfLoaded?.removeFromSuperview()
        if removingLeavers { child.removeFromParent() }
      }
    }
  }

  /// Changes the shown child at once, without a transition: on screen with balanced calls,
  /// off screen settled (and `new`'s view waits for the container to appear: lazy loading).
  ///
  /// On screen, with `appearingFirst`, the order is
  /// `UITabBarController`'s: `new` gets `viewWillAppear`, then `old` disappears whole, then
  /// `new` gets `viewDidAppear` (as logged in "UITabBarViewController-控制器加载(3)",
  /// pgzxc.github.io/posts/efa3afd7.html); `new` is placed (loading its view) before its
  /// `viewWillAppear`. Without it, the order of a push: `old`'s `viewWillDisappear`, `new`
  /// placed, `new`'s `viewWillAppear`, `old`'s `viewDidDisappear`, `new`'s `viewDidAppear`.
  final func swapShownChild(
    from old: ViewController?, to new: ViewController?, appearingFirst: Bool,
    place: (ViewController) -> Void
  ) {
    let onScreen = _appearanceState == .appeared
    if onScreen, !appearingFirst { old?.beginAppearanceTransition(false, animated: false) }
    if _appearanceState == .appeared || _appearanceState == .appearing, let new { place(new) }
    guard onScreen else {
      old?._settleAppearance(to: .disappeared)
      new?._settleAppearance(to: _appearanceState)
      return
    }
    new?.beginAppearanceTransition(true, animated: false)
    if appearingFirst { old?.beginAppearanceTransition(false, animated: false) }
    old?.endAppearanceTransition()
    new?.endAppearanceTransition()
  }
}

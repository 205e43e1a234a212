extension StackController {
  /// The children, root first, top last.
  ///
  /// A child being popped leaves this list when the pop starts, though it stays a child
  /// (`children`) until its transition ends.
  public var viewControllers: [ViewController] { entries.map(\.viewController) }

  /// The number of children in the stack.
  @inlinable public var count: Int { entries.count }

  /// The bottom child.
  public var rootViewController: ViewController? { entries.first?.viewController }

  /// The shown child.
  @inlinable public var topViewController: ViewController? { entries.last?.viewController }

  /// The top child's identifier and whether its view is loaded, read in place (the child is
  /// not retained: a check after every step asks).
  @inlinable public var top: (id: ViewControllerID, isViewLoaded: Bool)? {
    entries.withUnsafeBufferPointer { children in
      guard let top = children.last else { return nil }
      return (top.viewController._id, top.viewController.isViewLoaded)
    }
  }

  /// The child at `index` (0 is the root), without copying the list; `nil` out of range.
  public func viewController(at index: Int) -> ViewController? {
    entries.indices.contains(index) ? entries[index].viewController : nil
  }

  /// Whether a transition is running.
  @inlinable public var isTransitioning: Bool { _isTransitioning }

  /// The virtual time at which the running transition ends, if one runs.
  public var transitionEndsAt: Int64? { running?.endsAt }

  /// Changes how many top children keep their views loaded.
  ///
  /// Lowering it releases at once the views that fall below the new limit, except those of a
  /// running transition's participants, which go when it ends. May be called during a
  /// transition.
  ///
  /// - Throws: ``ContainmentError/invalidCapacity(_:)`` for a value below 1.
  public func setCapacity(_ newCapacity: Int) throws(ContainmentError) {
    guard newCapacity >= 1 else { throw .invalidCapacity(newCapacity) }
    _capacity = newCapacity
    plantedByteCapacity()
    enforceCapacity()
    _checkInvariants()
  }

  /// Pushes `child` on top of the stack.
  ///
  /// On screen, the old top disappears while `child` appears; `child` gets
  /// `didMove(toParent:)` when the transition ends. The style is stored with the child; popping
  /// it plays the style reversed.
  ///
  /// - Parameters:
  ///   - child: A view controller without a parent.
  ///   - style: The transition style.
  ///   - duration: The transition's duration in ticks; `nil` for the style's default.
  ///   - animated: Whether to play the transition over time (on screen only).
  /// - Throws: ``ContainmentError/transitionInProgress``,
  ///   ``ContainmentError/alreadyHasParent(child:parent:)``,
  ///   ``ContainmentError/containmentCycle(child:parent:)``. Nothing changes then.
  /// - Complexity: O(1) amortized, plus the capacity enforcement it causes.
  public func push(
    _ child: ViewController,
    style: TransitionStyle = .slide,
    duration: Int64? = nil,
    animated: Bool = true
  ) throws(ContainmentError) {
    try refuseDuringTransition()
    try addChild(child)
    let entry = Entry(
      viewController: child,
      style: style,
      duration: max(0, duration ?? style.defaultDuration)
    )
    let covered = entries.last?.viewController
    entries.append(entry)
    noteView(of: child, at: entries.count - 1)
    beginTransition(
      appearing: child,
      disappearing: covered,
      arriving: true,
      leaving: false,
      animated: animated,
      played: PlayedTransition(style: style, isReversed: false),
      duration: entry.duration,
      undo: .push
    )
    plantedFastForward()
  }

  /// Pops the top child, playing the inverse of its push transition.
  ///
  /// The child gets `willMove(toParent: nil)` now and is removed from the stack's children when
  /// the transition ends. Its view is taken out of the hierarchy but not released (C5).
  ///
  /// - Returns: The popped child.
  /// - Throws: ``ContainmentError/transitionInProgress``, ``ContainmentError/empty``,
  ///   ``ContainmentError/cannotPopRoot``. Nothing changes then.
  @discardableResult
  public func pop(animated: Bool = true) throws(ContainmentError) -> ViewController {
    try refuseDuringTransition()
    guard !entries.isEmpty else { throw .empty }
    guard entries.count > 1 else { throw .cannotPopRoot }
    return popTop(animated: animated, cancellable: true)
  }

  /// Pops every child above `target`, playing one transition from the top to `target`.
  ///
  /// The children between them leave at once, without appearance callbacks.
  ///
  /// - Returns: The popped children, bottom first; empty if `target` is the top.
  /// - Throws: ``ContainmentError/transitionInProgress``, ``ContainmentError/notAChild(_:)``.
  @discardableResult
  public func pop(
    to target: ViewController,
    animated: Bool = true
  ) throws(ContainmentError) -> [ViewController] {
    try refuseDuringTransition()
    guard let index = entries.lastIndex(where: { $0.viewController === target }) else {
      throw .notAChild(target._id)
    }
    return popAbove(index, animated: animated)
  }

  /// Pops every child above the root.
  ///
  /// - Returns: The popped children, bottom first; empty if only the root is left.
  /// - Throws: ``ContainmentError/transitionInProgress``, ``ContainmentError/empty``.
  @discardableResult
  public func popToRoot(animated: Bool = true) throws(ContainmentError) -> [ViewController] {
    try refuseDuringTransition()
    guard !entries.isEmpty else { throw .empty }
    plantedWarmingScan()
    return popAbove(0, animated: animated)
  }

  /// Inserts `child` at `index` (0 is the root position; ``count`` pushes).
  ///
  /// Below the top, the child is added at once (`willMove` then `didMove`), without a
  /// transition, and its view is not loaded; a child deeper than ``capacity`` pushes the views
  /// that fall out of the top N out of memory.
  ///
  /// - Throws: ``ContainmentError/transitionInProgress``,
  ///   ``ContainmentError/indexOutOfRange(index:validRange:)``, and the errors of
  ///   ``push(_:style:duration:animated:)``. Nothing changes then.
  public func insert(
    _ child: ViewController,
    at index: Int,
    style: TransitionStyle = .slide,
    duration: Int64? = nil,
    animated: Bool = true
  ) throws(ContainmentError) {
    try refuseDuringTransition()
    guard index >= 0, index <= entries.count else {
      throw .indexOutOfRange(index: index, validRange: 0..<(entries.count + 1))
    }
    if index == entries.count {
      try push(child, style: style, duration: duration, animated: animated)
      return
    }
    plantedScan(insertingAt: index)
    try addChild(child)
    let entry = Entry(
      viewController: child,
      style: style,
      duration: max(0, duration ?? style.defaultDuration)
    )
    entries.insert(entry, at: index)
    if index < lowestPossiblyLoaded { lowestPossiblyLoaded += 1 }
    noteView(of: child, at: index)
    child.viewIfLoaded?.setTakesTouches(false)
    child.didMove(toParent: self)
    enforceCapacity()
    _checkInvariants()
  }

  /// Removes the child at `index`.
  ///
  /// Removing the top pops it (with its reversed transition); removing the only child empties
  /// the stack. Below the top, the child leaves at once (`willMove(toParent: nil)`, then
  /// `didMove(toParent: nil)`). Its view is never released by the removal (C5).
  ///
  /// - Returns: The removed child.
  /// - Throws: ``ContainmentError/transitionInProgress``,
  ///   ``ContainmentError/indexOutOfRange(index:validRange:)``.
  @discardableResult
  public func remove(at index: Int, animated: Bool = true) throws(ContainmentError)
    -> ViewController
  {
    try refuseDuringTransition()
    guard entries.indices.contains(index) else {
      throw .indexOutOfRange(index: index, validRange: entries.indices)
    }
    if index == entries.count - 1 {
      return popTop(animated: animated, cancellable: true)
    }
    plantedNeighbourRead(removing: index)
    let removed = entries.remove(at: index).viewController
    if index < lowestPossiblyLoaded { lowestPossiblyLoaded -= 1 }
    detach(removed)
    _checkInvariants()
    return removed
  }

  /// Replaces all the children with `newChildren` (root first), playing one transition from the
  /// old top to the new top if they differ.
  ///
  /// Children that stay keep their transition styles; new ones get `style`. If the new top was
  /// already in the stack the transition plays like a pop (the old top's style reversed), else
  /// like a push. An empty list empties the stack.
  ///
  /// - Throws: ``ContainmentError/transitionInProgress``,
  ///   ``ContainmentError/duplicateChild(_:)``, ``ContainmentError/alreadyHasParent(child:parent:)``,
  ///   ``ContainmentError/containmentCycle(child:parent:)``. Nothing changes then.
  /// - Complexity: O(old count + new count).
  public func setViewControllers(
    _ newChildren: [ViewController],
    style: TransitionStyle = .slide,
    animated: Bool = true
  ) throws(ContainmentError) {
    try refuseDuringTransition()
    try checkChildList(newChildren)

    let oldTop = entries.last
    let newTop = newChildren.last
    // A few children: looks along the lists are cheapest; thousands (a dive): hashed, not O(n²).
    let hashed = newChildren.count > 16 || entries.count > 16
    let incoming =
      hashed ? Set(newChildren.lazy.map(ObjectIdentifier.init)) : Set<ObjectIdentifier>()
    func isIncoming(_ child: ViewController) -> Bool {
      hashed ? incoming.contains(ObjectIdentifier(child)) : newChildren.contains { $0 === child }
    }
    var kept: [Entry] = []
    batchingRemovals {
      for entry in entries {
        let child = entry.viewController
        if isIncoming(child) {
          kept.append(entry)
        } else if child !== oldTop?.viewController {
          detach(child)
        }
      }
    }
    let keptByChild =
      hashed
      ? Dictionary(uniqueKeysWithValues: kept.map { (ObjectIdentifier($0.viewController), $0) })
      : [:]
    let oldTopLeaves = oldTop.map { !isIncoming($0.viewController) } ?? false

    var arrivals: [ViewController] = []
    entries.removeAll(keepingCapacity: true)
    for child in newChildren {
      let entry =
        hashed ? keptByChild[ObjectIdentifier(child)] : kept.first { $0.viewController === child }
      if let entry {
        entries.append(entry)
      } else {
        attachChild(child)
        arrivals.append(child)
        entries.append(
          Entry(viewController: child, style: style, duration: style.defaultDuration)
        )
      }
    }
    lowestPossiblyLoaded =
      entries.firstIndex(where: { $0.viewController.isViewLoaded }) ?? entries.count
    for child in arrivals where child !== newTop {
      child.viewIfLoaded?.setTakesTouches(false)
      child.didMove(toParent: self)
    }

    if newTop === oldTop?.viewController {
      enforceCapacity()
      _checkInvariants()
      return
    }
    if oldTopLeaves { oldTop?.viewController.willMove(toParent: nil) }
    let newTopArrives = newTop.map { child in arrivals.contains { $0 === child } } ?? false
    // Like a push when the new top is new (or nothing was shown), else like a pop of the old top.
    let pushLike = newTopArrives || oldTop == nil
    guard let source = pushLike ? entries.last : oldTop else { return }
    let played = PlayedTransition(style: source.style, isReversed: !pushLike)
    let duration = source.duration
    beginTransition(
      appearing: newTop,
      disappearing: oldTop?.viewController,
      arriving: newTopArrives,
      leaving: oldTopLeaves,
      animated: animated,
      played: played,
      duration: duration,
      undo: nil
    )
  }

  /// Ends the running transition now, delivering its `did` callbacks as if its time had come.
  ///
  /// Does nothing when no transition runs.
  public func finishTransition() {
    // Taken, not copied: its children are not retained again.
    guard let transition = running.take() else { return }
    end(transition)
  }

  /// The `did` callbacks of `transition`, which no longer runs, and its completion.
  func end(_ transition: RunningTransition) {
    if transition.isCancellation {
      // UIKit's cancelled interactive pop: the child that was coming back into view leaves
      // whole, then the one that was leaving comes back whole.
      transition.disappearing?.beginAppearanceTransition(false, animated: true)
      transition.disappearing?.endAppearanceTransition()
      transition.appearing?.beginAppearanceTransition(true, animated: true)
      transition.appearing?.endAppearanceTransition()
    } else {
      transition.disappearing?.endAppearanceTransition()
      transition.appearing?.endAppearanceTransition()
    }
    plantedSecondEnd(of: transition)
    completeTransition(transition)
  }

  /// Cancels the running push or pop, as releasing an interactive pop gesture early does.
  ///
  /// The transition plays back over the time it had run, and the stack is then as before the
  /// operation. Nothing is called at the cancellation itself; when the play-back ends, the
  /// child that was appearing gets `viewWillDisappear` and `viewDidDisappear`, then the one that
  /// was disappearing gets `viewWillAppear` and `viewDidAppear` (L2's cancelled edges), and the
  /// delegate hears nothing: UIKit's order for a cancelled interactive pop, as logged in "The
  /// Inconsistent Order of View Transition Events" (wangling.me, 2014). A cancelled pop puts
  /// the child back on top and ends with its `didMove(toParent:)` the stack, after the
  /// `willMove(toParent: nil)` of the pop (no public source settles this call; the model
  /// balances the pop's `willMove`); a cancelled push, which UIKit cannot have (pushes are not
  /// interactive), mirrors it: the pushed child ends with `didMove(toParent: nil)`.
  ///
  /// - Throws: ``ContainmentError/notCancellable`` when no push or pop is running: nothing
  ///   runs, the transition is itself a cancellation, or it replaced several children
  ///   (``pop(to:animated:)`` across more than one child, ``setViewControllers(_:style:animated:)``).
  public func cancelTransition() throws(ContainmentError) {
    guard let transition = running, let undo = transition.undo else { throw .notCancellable }
    switch undo {
    case .push:
      entries.removeLast()
      lowestPossiblyLoaded = min(lowestPossiblyLoaded, entries.count)
    case .pop(let entry):
      entries.append(entry)
      noteView(of: entry.viewController, at: entries.count - 1)
    }
    let played = transition.played.inverse
    _lastTransition = played
    var reversed = RunningTransition(
      appearing: transition.disappearing,
      disappearing: transition.appearing,
      arriving: transition.leaving,
      leaving: transition.arriving,
      animated: true,
      onScreen: transition.onScreen,
      played: played,
      startedAt: clock.now,
      endsAt: clock.now + max(0, clock.now - transition.startedAt),
      undo: nil
    )
    reversed.isCancellation = true
    running = reversed
    generation &+= 1
    if reversed.endsAt > clock.now {
      clock.schedule(at: reversed.endsAt, target: self, token: generation)
      _checkInvariants()
    } else {
      finishTransition()
    }
  }

  /// Whether ``cancelTransition()`` would cancel the running transition.
  public var canCancelTransition: Bool { running?.undo != nil }
}

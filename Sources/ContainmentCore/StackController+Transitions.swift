extension StackController {
  @inline(__always)  // every operation's first check: a refusal costs a load and a branch
  func refuseDuringTransition() throws(ContainmentError) {
    if _isTransitioning { throw .transitionInProgress }
    plantedReleaseHeldDidMove()
  }

  func isParticipant(_ child: ViewController) -> Bool {
    // Read in place: a copy of the transition would retain both children and the undo.
    child === running?.appearing || child === running?.disappearing
  }

  /// Records that the child at `index` may have a loaded view, for capacity enforcement.
  func noteView(of child: ViewController, at index: Int) {
    if child.isViewLoaded { lowestPossiblyLoaded = min(lowestPossiblyLoaded, index) }
  }

  /// Loads the child's view if needed (C2) and puts it in the stack's view: in front of all, or
  /// just behind `sibling`'s view when `sibling` is given (a pop reveals what is below).
  func placeView(of child: ViewController, at index: Int, below sibling: ViewController?) {
    let container = view
    plantedSilentReload(of: child)
    let childView = child.view
    noteView(of: child, at: index)
    childView.frame = Rect(size: container.frame.size)
    if let siblingView = sibling?.viewIfLoaded, siblingView.superview === container {
      if childView.superview !== container {
        container.insertSubview(childView, below: siblingView)
      }
    } else {
      container.addSubview(childView)
    }
  }

  /// Takes a child out of the stack at once: `willMove(toParent: nil)`, its view leaves the
  /// hierarchy (kept loaded, C5), `didMove(toParent: nil)`.
  func detach(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    plantedRelease(of: child)
    child.removeFromParent()
  }

  func popTop(animated: Bool, cancellable: Bool) -> ViewController {
    let popped = entries.removeLast()
    lowestPossiblyLoaded = min(lowestPossiblyLoaded, entries.count)
    popped.viewController.willMove(toParent: nil)
    beginTransition(
      appearing: entries.last?.viewController,
      disappearing: popped.viewController,
      arriving: false,
      leaving: true,
      animated: animated,
      played: PlayedTransition(style: popped.style, isReversed: true),
      duration: popped.duration,
      undo: cancellable ? .pop(popped) : nil
    )
    return popped.viewController
  }

  /// Pops everything above `index`: the children in between leave at once, the top with a
  /// transition.
  ///
  /// Returns the popped children, bottom first.
  func popAbove(_ index: Int, animated: Bool) -> [ViewController] {
    let top = entries.count - 1
    guard index < top else { return [] }
    plantedCountPops(top - index)
    var popped: [ViewController] = []
    popped.reserveCapacity(top - index)
    batchingRemovals {
      for middle in (index + 1)..<top {
        let child = entries[middle].viewController
        detach(child)
        popped.append(child)
      }
    }
    entries.removeSubrange((index + 1)..<top)
    lowestPossiblyLoaded = min(lowestPossiblyLoaded, entries.count)
    popped.append(popTop(animated: animated, cancellable: popped.isEmpty || plantedCancelsLongPops))
    return popped
  }

  /// Starts a change of top child.
  ///
  /// On screen, delivers the two `will` callbacks and either schedules the end on the clock or ends
  /// at once; off screen, settles both children without a transition.
  func beginTransition(
    appearing: ViewController?,
    disappearing: ViewController?,
    arriving: Bool,
    leaving: Bool,
    animated: Bool,
    played: PlayedTransition,
    duration: Int64,
    undo: Undo?
  ) {
    _lastTransition = played
    let plays = animated && duration > 0 && played.style != .none
    var transition = RunningTransition(
      appearing: appearing,
      disappearing: disappearing,
      arriving: arriving,
      leaving: leaving,
      animated: plays,
      onScreen: _appearanceState == .appeared,
      played: played,
      startedAt: clock.now,
      endsAt: clock.now + (plays ? duration : 0),
      undo: undo
    )

    // The new top's view is needed when the stack is on screen or coming on screen; a stack
    // that is leaving the screen loads nothing (C6).
    if _appearanceState == .appeared || _appearanceState == .appearing, let appearing {
      placeView(
        of: appearing,
        at: entries.count - 1,
        below: played.isReversed ? disappearing : nil
      )
    }
    appearing?.viewIfLoaded?.setTakesTouches(false)
    disappearing?.viewIfLoaded?.setTakesTouches(false)

    guard _appearanceState == .appeared else {
      // Not on screen (or itself appearing or disappearing): no transition plays.
      disappearing?._settleAppearance(to: .disappeared)
      appearing?._settleAppearance(to: _appearanceState)
      // A stack coming on screen announced its old top: the delegate hears the new one, whose
      // did-show comes with the stack's viewDidAppear.
      if _appearanceState == .appearing, let appearing {
        notifyWillShow(appearing, animated: false)
      }
      transition.animated = false
      completeTransition(transition)
      return
    }

    // UIKit's navigation delegate hears will-show after both `viewWill…` callbacks.
    disappearing?.beginAppearanceTransition(false, animated: plays)
    appearing?.beginAppearanceTransition(true, animated: plays)
    if let appearing { notifyWillShow(appearing, animated: plays) }
    if plays {
      running = transition
      generation &+= 1
      clock.schedule(at: transition.endsAt, target: self, token: generation)
      enforceCapacity()
      _checkInvariants()
    } else {
      end(transition)
    }
  }

  /// The common end of every change of top: containment calls, did-show, interaction and the
  /// capacity.
  func completeTransition(_ transition: RunningTransition) {
    if transition.leaving, let leaving = transition.disappearing {
      leaving.viewIfLoaded?.removeFromSuperview()
      plantedRelease(of: leaving)
      plantedRetainCycle(with: leaving)
      plantedKeepCompletion(of: leaving)
      leaving.removeFromParent()
    }
    if transition.arriving, let arriving = transition.appearing,
      !plantedHoldsDidMove(of: arriving, in: transition)
    {
      arriving.didMove(toParent: self)
    }
    if let top = entries.last?.viewController {
      top.viewIfLoaded?.setTakesTouches(true)
      if transition.onScreen, !transition.isCancellation || plantedShowsCancelled(transition),
        top === transition.appearing, !plantedForgetsDidShow(transition)
      {
        notifyDidShow(top, animated: transition.animated)
      }
    }
    enforceCapacity()
    _checkInvariants()
  }

  /// Releases the views of the children deeper than ``capacity`` (C1), except the participants
  /// of a running transition, which keep theirs until it ends.
  ///
  /// - Complexity: O(children that fell below the top N since the last call).
  func enforceCapacity() {
    let limit = entries.count - capacity - plantedExtraViews
    guard lowestPossiblyLoaded < limit else { return }
    var firstKept: Int?
    for index in lowestPossiblyLoaded..<limit {
      let child = entries[index].viewController
      guard let childView = child.viewIfLoaded else { continue }
      if isParticipant(child) || plantedKeepsHuge(childView) {
        firstKept = firstKept ?? index
        continue
      }
      childView.removeFromSuperview()
      if !child._unloadView() {
        firstKept = firstKept ?? index  // a child in an unexpected state keeps its view
      }
    }
    lowestPossiblyLoaded = firstKept ?? limit
  }

  func notifyWillShow(_ child: ViewController, animated: Bool) {
    emit(.willShow(child: child._id, animated: animated))
    delegate?.stackController(self, willShow: child, animated: animated)
  }

  func notifyDidShow(_ child: ViewController, animated: Bool) {
    emit(.didShow(child: child._id, animated: animated))
    delegate?.stackController(self, didShow: child, animated: animated)
  }
}

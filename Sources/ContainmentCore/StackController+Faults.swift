/// The planted bugs' hooks: the only places the stack's code reads ``StackController/faults``.
extension StackController {
  /// `reloadWithoutViewDidLoad`: a child coming back gets a fresh view behind its back.
  func plantedSilentReload(of child: ViewController) {
    guard faults.contains(.reloadWithoutViewDidLoad), !child.isViewLoaded, child._viewLoadCount > 0
    else { return }
    child.view = View(payloadByteCount: child._viewPayloadBytes)
  }

  /// `stackCrashesRemovingRoot`: removing a child below the top reads the entry under it to
  /// fix up its neighbour, trapping (index out of range) for the root.
  func plantedNeighbourRead(removing index: Int) {
    guard faults.contains(.stackCrashesRemovingRoot) else { return }
    let below = entries[index - 1]
    below.viewController.viewIfLoaded?.setTakesTouches(false)
  }

  /// `stackCoverNeverEnds`: a cover transition reaching its deadline schedules itself again
  /// (an end condition that is never met), so the step never ends.
  func plantedRescheduling(on clock: VirtualClock) -> Bool {
    guard faults.contains(.stackCoverNeverEnds), running?.played.style == .cover else {
      return false
    }
    clock.schedule(after: 0, target: self, token: generation)
    return true
  }

  /// `stackLoopsInsertingAtRoot`: a scan of the children above the insertion point that
  /// forgets to advance (a loop inside an operation: no virtual-time bound sees it).
  func plantedScan(insertingAt index: Int) {
    guard faults.contains(.stackLoopsInsertingAtRoot), index == 0, entries.count >= 3 else {
      return
    }
    var position = index
    var covered = 0
    while position < entries.count {
      if entries[position].viewController.isViewLoaded { covered += 1 }
      if covered > entries.count { position += 1 }  // the advance, in the wrong branch
    }
  }

  /// `stackLoopsWhileYoung`: a young stack's pop to the root (one of its first eight) scans
  /// for views to warm, but moves on only past a child whose view is loaded already.
  func plantedWarmingScan() {
    guard faults.contains(.stackLoopsWhileYoung) else { return }
    faultPopsToRoot += 1
    guard faultPopsToRoot <= 8, entries.count >= 2 else { return }
    var position = 0
    while position < entries.count {
      // Only a child already warm moves the scan on: the warming itself was left out.
      if entries[position].viewController.isViewLoaded { position += 1 }
    }
  }

  /// `stackPoolsBigViews`: a view of 64 KiB or more that a memory warning takes out of the
  /// hierarchy goes into a pool for reuse, which nothing ever drains.
  func plantedPool(_ view: View?) {
    guard faults.contains(.stackPoolsBigViews), let view, view._payloadByteCount >= 64 * 1024
    else { return }
    faultPool.append(view)
  }

  /// `stackShowsCancelled`: whether the end of `transition` (a cancellation) tells the
  /// delegate did-show anyway.
  func plantedShowsCancelled(_ transition: RunningTransition) -> Bool {
    faults.contains(.stackShowsCancelled) && transition.isCancellation
  }

  /// `stackCancelsLongPops`: whether a pop across several children can be cancelled.
  var plantedCancelsLongPops: Bool { faults.contains(.stackCancelsLongPops) }

  /// `stackForgetsDidShow`: whether the end of `transition` (an animated push) skips the
  /// delegate's did-show.
  func plantedForgetsDidShow(_ transition: RunningTransition) -> Bool {
    faults.contains(.stackForgetsDidShow) && transition.animated && transition.arriving
  }

  /// `stackFastForwards`: an animated push that just began ends now, the clock moved to its
  /// end.
  func plantedFastForward() {
    guard faults.contains(.stackFastForwards), let running, running.animated else { return }
    _ = try? clock.advance(to: running.endsAt)
  }

  /// `stackKeepsHugeViews`: whether a view that fell below the top N stays, being of 1 MiB or
  /// more.
  func plantedKeepsHuge(_ view: View) -> Bool {
    faults.contains(.stackKeepsHugeViews) && view._payloadByteCount >= 1 << 20
  }

  /// `stackCountsPopsInAByte`: the number of children one pop removes, kept in a `UInt8`.
  func plantedCountPops(_ count: Int) {
    guard faults.contains(.stackCountsPopsInAByte) else { return }
    faultLastPopCount = UInt8(count)  // traps from 256 on
  }

  /// `stackCountsWarningsIn16Bits`: the memory warnings heard, kept in a `UInt16`.
  func plantedCountWarning() {
    guard faults.contains(.stackCountsWarningsIn16Bits) else { return }
    faultWarningsHeard += 1  // traps on the 65,536th
  }

  /// `stackKeepsCapacityInAByte`: the capacity just set, kept in a byte (at least 1).
  func plantedByteCapacity() {
    guard faults.contains(.stackKeepsCapacityInAByte) else { return }
    _capacity = max(1, Int(UInt8(truncatingIfNeeded: _capacity)))
  }

  /// `removalReleasesView`: a child leaving the stack loses its view.
  func plantedRelease(of child: ViewController) {
    if faults.contains(.removalReleasesView) { child._unloadView() }
  }

  /// `stackKeepsCompletions`: the child that left is captured by a completion handler the
  /// stack keeps for ever.
  func plantedKeepCompletion(of child: ViewController) {
    guard faults.contains(.stackKeepsCompletions) else { return }
    faultCompletions.append { [child] in child.viewIfLoaded?.setTakesTouches(true) }
  }

  /// `leakRetainCycle`: a popped child and the stack keep each other alive.
  func plantedRetainCycle(with child: ViewController) {
    guard faults.contains(.leakRetainCycle) else { return }
    child._faultRetainedObject = self
    faultRetained.append(child)
  }

  /// `capacityOffByOne`: how many views are kept beyond the capacity (`stackReleasesWithinCapacity`:
  /// −1, one fewer than the capacity).
  var plantedExtraViews: Int {
    faults.contains(.capacityOffByOne) ? 1 : faults.contains(.stackReleasesWithinCapacity) ? -1 : 0
  }

  /// `stackResizesTopOnly`: the first child a size change reaches (the top only, or every
  /// child from the low-water mark).
  var plantedFirstResized: Int {
    faults.contains(.stackResizesTopOnly)
      ? max(lowestPossiblyLoaded, entries.count - 1) : lowestPossiblyLoaded
  }

  /// `stackLateDidMove`: whether a pushed child's `didMove(toParent:)` is held back until the
  /// next operation starts.
  func plantedHoldsDidMove(of child: ViewController, in transition: RunningTransition) -> Bool {
    guard faults.contains(.stackLateDidMove), case .push = transition.undo else { return false }
    faultHeldDidMove = child
    return true
  }

  /// `stackLateDidMove`: the held-back `didMove(toParent:)`, now.
  func plantedReleaseHeldDidMove() {
    guard let held = faultHeldDidMove else { return }
    faultHeldDidMove = nil
    if held.parent === self { held.didMove(toParent: self) }
  }

  /// `stackKeepsCoveredViewsOffScreen`: a memory warning takes the covered views out of the
  /// hierarchy only while the stack is on screen.
  var plantedKeepsCoveredViews: Bool {
    faults.contains(.stackKeepsCoveredViewsOffScreen) && _appearanceState != .appeared
  }

  /// `memoryWarningUnloadsTop`: a memory warning releases the top's view too.
  func plantedUnload(ofTop top: ViewController?) {
    guard faults.contains(.memoryWarningUnloadsTop), let top, !isParticipant(top) else { return }
    top._forceUnloadView()
  }

  /// `unbalancedAfterInterruption`: an interrupted transition ends its appearing child twice.
  func plantedSecondEnd(of transition: RunningTransition) {
    guard faults.contains(.unbalancedAfterInterruption), _appearanceState != .appeared else {
      return
    }
    transition.appearing?.endAppearanceTransition()
  }
}

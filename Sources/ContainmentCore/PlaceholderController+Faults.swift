/// The planted bug's hook: the only place the placeholder's code reads its faults.
extension PlaceholderController {
  /// `placeholderReleasesViewOnSwap`: the child swapped out loses its view (C5).
  func plantedRelease(of leaving: ViewController) {
    if faults.contains(.placeholderReleasesViewOnSwap) { leaving._unloadView() }
  }

  /// `placeholderReversedSwapNeverEnds`: a reversed swap reaching its deadline schedules
  /// itself again, so the step never ends.
  func plantedRescheduling(_ swap: Swap, token: Int, on clock: VirtualClock) -> Bool {
    guard faults.contains(.placeholderReversedSwapNeverEnds), swap.played.isReversed else {
      return false
    }
    clock.schedule(after: 0, target: self, token: token)
    return true
  }

  /// `placeholderMissesSwapEndOnTime`: whether a swap's end, reached at `now`, is taken for
  /// early (the deadline compared with `<` instead of `<=`).
  func plantedEarly(_ swap: Swap, now: Int64) -> Bool {
    faults.contains(.placeholderMissesSwapEndOnTime) && swap.endsAt == now
  }

  /// `placeholderCallbacksNeverEnd`: ending a cover swap, the appearing child is told it
  /// disappears and appears again, for ever.
  func plantedCallbackLoop(of swap: Swap) {
    guard faults.contains(.placeholderCallbacksNeverEnd), swap.played.style == .cover,
      !swap.played.isReversed, let child = swap.appearing,
      child._appearanceState == .appearing
    else { return }
    while true {
      child.beginAppearanceTransition(false, animated: true)
      child.beginAppearanceTransition(true, animated: true)
    }
  }

  /// `placeholderReleasesShownViewOffScreen`: off screen, the child a swap brought in loses
  /// its view.
  func plantedReleaseShown(_ swap: Swap) {
    guard faults.contains(.placeholderReleasesShownViewOffScreen), _appearanceState != .appeared
    else { return }
    swap.appearing?._unloadView()
  }

  /// `placeholderCrashesOnEmptySwap`: ending a swap force-unwraps the child it shows, trapping
  /// when the swap empties the placeholder.
  func plantedUnwrap(of swap: Swap) {
    guard faults.contains(.placeholderCrashesOnEmptySwap) else { return }
    // swift-format-ignore: NeverForceUnwrap
    swap.appearing!.viewIfLoaded?.setTakesTouches(true)
  }
}

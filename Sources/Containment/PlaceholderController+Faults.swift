/// The planted bug's hook: the only place the placeholder's code reads its faults.
extension PlaceholderController {
  /// `placeholderReleasesViewOnSwap`: the child swapped out loses its view (C5).
  func plantedRelease(of leaving: ViewController) {
    if faults.contains(.placeholderReleasesViewOnSwap) { leaving.unloadView() }
  }

  /// `placeholderCrashesOnEmptySwap`: ending a swap force-unwraps the child it shows, trapping
  /// when the swap empties the placeholder.
  func plantedUnwrap(of swap: Swap) {
    guard faults.contains(.placeholderCrashesOnEmptySwap) else { return }
    // swift-format-ignore: NeverForceUnwrap
    swap.appearing!.viewIfLoaded?.isUserInteractionEnabled = true
  }
}

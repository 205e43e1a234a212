/// The planted bug's hook: the only place the placeholder's code reads its faults.
extension PlaceholderController {
  /// `placeholderReleasesViewOnSwap`: the child swapped out loses its view (C5).
  func plantedRelease(of leaving: ViewController) {
    if faults.contains(.placeholderReleasesViewOnSwap) { leaving.unloadView() }
  }
}

/// The planted bug's hook: the only place the page container's code reads its faults.
extension PageController {
  /// `pageKeepsFarViews`: pages far from the visible one keep their views (C1).
  var plantedKeepsFarViews: Bool { faults.contains(.pageKeepsFarViews) }
}

/// The planted bug's hook: the only place the page container's code reads its faults.
extension PageController {
  /// `pageKeepsFarViews`: pages far from the visible one keep their views (C1).
  var plantedKeepsFarViews: Bool { faults.contains(.pageKeepsFarViews) }

  /// `pageKeepsRadiusInAByte`: the radius the far views are released beyond, kept in a byte.
  var plantedRadius: Int {
    faults.contains(.pageKeepsRadiusInAByte) ? Int(UInt8(truncatingIfNeeded: radius)) : radius
  }
}

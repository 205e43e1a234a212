/// The planted bugs' hooks: the only places the menu container's code reads its faults.
extension MenuController {
  /// `menuKeepsOldView`: a new selection leaves the old child's view where it is (C3).
  var plantedKeepsOldView: Bool { faults.contains(.menuKeepsOldView) }

  /// `menuInstallsOffScreen`: a selection off screen installs the new child's view all the same
  /// (C6).
  var plantedInstallsOffScreen: Bool { faults.contains(.menuInstallsOffScreen) }

  /// `menuForwardsTwice`: the container's appearance is also forwarded by hand to the selected
  /// child, on top of automatic forwarding (L2).
  func plantedForwardByHand(_ body: (ViewController) -> Void) {
    guard faults.contains(.menuForwardsTwice), let selected = selectedViewController else { return }
    body(selected)
  }
}

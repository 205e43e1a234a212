/// The planted bugs' hooks: the only places the tab container's code reads its faults.
extension TabController {
  /// `tabForgetsDidMove`: children added never get `didMove(toParent:)` (L4).
  var plantedForgetsDidMove: Bool { faults.contains(.tabForgetsDidMove) }

  /// `tabForgetsRemoveFromParent`: children a new list drops are told they leave, never
  /// removed (L4).
  var plantedForgetsRemoveFromParent: Bool { faults.contains(.tabForgetsRemoveFromParent) }

  /// `tabIgnoresChildRotation`: rotations allowed without asking the selected child (C7).
  var plantedIgnoresChildRotation: Bool { faults.contains(.tabIgnoresChildRotation) }

  /// `tabShowsChildOutOfWindow`: the container's appearance leaves the selected child's view
  /// where it is (L2).
  var plantedLeavesSelectedOut: Bool { faults.contains(.tabShowsChildOutOfWindow) }
}

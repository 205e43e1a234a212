import Containment

extension PlantedBug: StressBug {}

extension StackStress {
  /// What undoes the planted retain cycle (`leak-retain-cycle`) after the leak check: the
  /// children it holds, taken after the teardown, whose own pops add to it.
  public func plantedLeakUndo() -> () -> Void {
    let cycle = stack.faultRetained
    return {
      for child in cycle { child._faultRetainedObject = nil }
    }
  }
}

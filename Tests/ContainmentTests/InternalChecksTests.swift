import Containment
import Testing

/// Proves that the internal checks (`-DSTRESS_INTERNAL_CHECKS`, run by
/// `scripts/run-full-tests.sh`) trap on a broken stack rather than pass silently.
@Suite struct InternalChecksTests {
  #if STRESS_INTERNAL_CHECKS
  @Test func aDeepViewLoadedBehindTheStacksBackTraps() async {
    await #expect(processExitsWith: .failure) {
      let stack = try StackController(capacity: 1, clock: VirtualClock())
      let deep = ViewController(id: ViewControllerID(1))
      try stack.push(deep, animated: false)
      try stack.push(ViewController(id: ViewControllerID(2)), animated: false)
      _ = deep.view  // loads a view below the top 1 without the stack knowing
      try stack.setCapacity(1)  // any mutation runs the checks
    }
  }

  @Test func aCorrectStackDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      let stack = try StackController(capacity: 1, clock: VirtualClock())
      try stack.push(ViewController(id: ViewControllerID(1)), animated: false)
      try stack.push(ViewController(id: ViewControllerID(2)), animated: false)
      try stack.setCapacity(1)
    }
  }
  #endif
}

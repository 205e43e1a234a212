import Containment
import Testing

/// Proves that the internal checks (`-DSTRESS_INTERNAL_CHECKS`, run by
/// `scripts/run-full-tests.sh`) trap on a broken container rather than pass silently: the
/// stack, and the tab, page and placeholder containers, each with a child taken away behind its
/// back.
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

  /// Takes `child` out of its parent without the parent knowing.
  static func detachBehindTheBack(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.removeFromParent()
  }

  @Test func aTabTakenAwayBehindTheContainersBackTraps() async {
    await #expect(processExitsWith: .failure) {
      let tabs = TabController()
      let children = [
        ViewController(id: ViewControllerID(1)), ViewController(id: ViewControllerID(2)),
      ]
      try tabs.setViewControllers(children)
      InternalChecksTests.detachBehindTheBack(children[1])
      tabs.showMenu()
    }
  }

  @Test func aPageTakenAwayBehindTheContainersBackTraps() async {
    await #expect(processExitsWith: .failure) {
      let pages = try PageController(
        pages: [ViewController(id: ViewControllerID(1)), ViewController(id: ViewControllerID(2))],
        clock: VirtualClock())
      InternalChecksTests.detachBehindTheBack(pages.pages[1])
      pages.deliverMemoryWarning()
    }
  }

  @Test func aChildTakenFromItsPlaceholderBehindItsBackTraps() async {
    await #expect(processExitsWith: .failure) {
      let placeholder = try PlaceholderController(placeholders: 2, clock: VirtualClock())
      let child = ViewController(id: ViewControllerID(1))
      try placeholder.setChild(child, at: 0)
      InternalChecksTests.detachBehindTheBack(child)
      try placeholder.setChild(ViewController(id: ViewControllerID(2)), at: 1)
    }
  }

  @Test func correctContainersDoNotTrap() async {
    await #expect(processExitsWith: .success) {
      let tabs = TabController()
      try tabs.setViewControllers([ViewController(id: ViewControllerID(1))])
      tabs.showMenu()
      let pages = try PageController(
        pages: [ViewController(id: ViewControllerID(2))], clock: VirtualClock())
      pages.deliverMemoryWarning()
      let placeholder = try PlaceholderController(placeholders: 2, clock: VirtualClock())
      try placeholder.setChild(ViewController(id: ViewControllerID(3)), at: 1)
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

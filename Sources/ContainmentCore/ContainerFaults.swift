/// A bug that can be planted in a container to prove that the stress harness catches its kind
/// of contract breach, and shrinks it.
///
/// Package-internal: only the harness and its tests use it. Each container reads its own in
/// its `+Faults` file; a driver's `Bug` names the fault it plants.
package enum ContainerFault: Int, CaseIterable, Sendable {
  /// C1: the stack keeps one view more than the capacity.
  case capacityOffByOne
  /// C4/L3: a memory warning also releases the stack's top view.
  case memoryWarningUnloadsTop
  /// L1/C2: a child coming back into the stack gets a fresh view without `loadView` /
  /// `viewDidLoad`.
  case reloadWithoutViewDidLoad
  /// C5: removing or popping a child from the stack releases its view.
  case removalReleasesView
  /// L2: a transition interrupted by the stack's disappearance ends its appearing child twice.
  case unbalancedAfterInterruption
  /// C9: a popped child and the stack keep each other alive.
  case leakRetainCycle
  /// C5: a placeholder releases the view of the child it swaps out.
  case placeholderReleasesViewOnSwap
  /// L4: the tab container never calls `didMove(toParent:)` on the children it adds.
  case tabForgetsDidMove
  /// C7: the tab container allows a rotation without asking its selected child (a stack in
  /// the middle of a push refuses).
  case tabIgnoresChildRotation
  /// C1: the page container keeps the views of pages far from the visible one.
  case pageKeepsFarViews
  /// Crash: removing the root of a stack of two or more reads the entry below it (index −1).
  case stackCrashesRemovingRoot
  /// Crash: a placeholder ending a swap to no child force-unwraps the child it shows.
  case placeholderCrashesOnEmptySwap
  /// Hang: the stack's cover transition, when its deadline comes, schedules itself again.
  case stackCoverNeverEnds
  /// Hang: a placeholder's reversed swap, when its deadline comes, schedules itself again.
  case placeholderReversedSwapNeverEnds
  /// Hang in wall time: inserting at the root of a stack of three or more scans the children
  /// above it in a loop that never advances.
  case stackLoopsInsertingAtRoot

  /// C1 (completeness): the stack releases one view too many, the deepest within the top N.
  case stackReleasesWithinCapacity
  /// C4 (completeness): a memory warning leaves the covered views of a stack that is off
  /// screen in its view, so they are not released.
  case stackKeepsCoveredViewsOffScreen
  /// L2 (window): the tab container's appearance does not put the selected child's view in
  /// its own, so the child appears out of the window.
  case tabShowsChildOutOfWindow
  /// L2 (unfinished): a placeholder's swap whose end the clock reaches exactly on time is
  /// ignored, so the swap never finishes.
  case placeholderMissesSwapEndOnTime

  /// C7 (completeness): the stack forwards a size change to its top child only, not to the
  /// covered children whose views are loaded.
  case stackResizesTopOnly

  /// L4 (completeness): the stack tells a pushed child `didMove(toParent:)` only when the next
  /// operation on it starts, late but before any other move, so no call is ever out of order.
  case stackLateDidMove

  /// Hang by callbacks: a placeholder ending a cover swap answers its child's appearance with
  /// another, for ever (valid callbacks each; no virtual time passes).
  case placeholderCallbacksNeverEnd

  /// C1 (completeness): a placeholder off screen releases the view of the child a swap brings
  /// in, to save memory, though no memory warning asked for it.
  case placeholderReleasesShownViewOffScreen

  /// C3: selecting a new child, the menu container forgets to take the old child's view out of
  /// its hierarchy, so the old child never disappears (two children on screen).
  case menuKeepsOldView

  /// L2: the menu container relies on automatic forwarding and also forwards its own
  /// appearance to the selected child by hand: every appearance reaches the child twice.
  case menuForwardsTwice

  /// Hang in wall time, early only: the first eight pops to the root of a stack take a
  /// first-use path that scans for views to warm, and never moves past a child whose view is
  /// not loaded (only a run's first few hundred steps meet it).
  case stackLoopsWhileYoung

  /// C9: the stack keeps the big views (64 KiB or more) a memory warning takes out of its
  /// hierarchy in a pool for reuse that is never drained: released by their view controllers,
  /// they live on.
  case stackPoolsBigViews

  /// C3: the stack tells its delegate did-show when a cancelled interactive pop ends too, for
  /// the child that comes back (whose will-show it never sent).
  case stackShowsCancelled

  /// C10: an animated push ends at once, the stack fast-forwarding the clock to the push's end
  /// (a "skip animations" switch left on), so that time moves by more than the run advanced.
  case stackFastForwards

  /// C1: views of 1 MiB or more are kept when they fall below the top N ("costly to
  /// rebuild"), so a stack of big views holds more than N.
  case stackKeepsHugeViews

  /// Crash, past 255 only: the stack counts the children one pop removes in a `UInt8` (for its
  /// pop animation's stagger), which traps when a pop removes 256 or more.
  case stackCountsPopsInAByte

  /// C9, through a closure: the stack keeps each finished pop's completion handler, which
  /// captures the child that left, in a list it never drains.
  case stackKeepsCompletions

  /// C6, beyond UIKit's contract: a selection made while the menu container is off screen
  /// installs the new child's view, loading it, at once (as a container that follows Apple's
  /// recipe to the letter does).
  case menuInstallsOffScreen

  /// C3: the end of an animated push never tells the stack's delegate did-show (a completion
  /// that returns early once the animation has run), so its will-show stays alone.
  case stackForgetsDidShow

  /// C8: a pop across several children (a pop to a child, to the root) can be cancelled like a
  /// pop of one, and the cancellation brings back only the top: the children in between stay
  /// gone.
  case stackCancelsLongPops

  /// Crash, past 65,535 only: the stack counts the memory warnings it has heard in a `UInt16`,
  /// which traps on the 65,536th.
  case stackCountsWarningsIn16Bits

  /// C1, past 255 only: the stack keeps its capacity in a byte, so that a capacity of 300
  /// is 44 (at least 1).
  case stackKeepsCapacityInAByte

  /// C1, past 255 only: the page container releases the views of pages farther than its
  /// radius kept in a byte, so that with a radius of 300 a page 45 away loses its view.
  case pageKeepsRadiusInAByte

  /// L4: the tab container tells the children a new list drops `willMove(toParent: nil)` but
  /// never removes them (`removeFromParent()`, whose `didMove(toParent: nil)` ends the move).
  case tabForgetsRemoveFromParent
}

/// The faults planted in one container: a bit a ``ContainerFault``, so that the containers'
/// checks of them cost a mask.
package struct ContainerFaults: Hashable, Sendable, ExpressibleByArrayLiteral {
  private var bits: UInt64 = 0

  /// The faults in `faults`.
  package init(_ faults: some Sequence<ContainerFault>) {
    for fault in faults { insert(fault) }
  }

  /// The faults listed.
  package init(arrayLiteral faults: ContainerFault...) { self.init(faults) }

  /// Whether no fault is planted.
  package var isEmpty: Bool { bits == 0 }

  /// Whether `fault` is planted.
  package func contains(_ fault: ContainerFault) -> Bool { bits & Self.bit(fault) != 0 }

  /// Plants `fault`.
  package mutating func insert(_ fault: ContainerFault) { bits |= Self.bit(fault) }

  /// The fault's bit (``ContainerFault`` has 64 cases at most: a test holds it to that).
  private static func bit(_ fault: ContainerFault) -> UInt64 { 1 << UInt64(fault.rawValue) }
}

/// Bugs that can be planted in the containers to prove that the stress harness catches each
/// kind of contract breach, and shrinks it.
///
/// Package-internal: only the harness and its tests use it. Each container reads its own in
/// its `+Faults` file.
package struct ContainerFaults: OptionSet, Hashable, Sendable, CaseIterable {
  package let rawValue: UInt64

  package init(rawValue: UInt64) { self.rawValue = rawValue }

  /// C1: the stack keeps one view more than the capacity.
  package static let capacityOffByOne = ContainerFaults(rawValue: 1 << 0)
  /// C4/L3: a memory warning also releases the stack's top view.
  package static let memoryWarningUnloadsTop = ContainerFaults(rawValue: 1 << 1)
  /// L1/C2: a child coming back into the stack gets a fresh view without `loadView` /
  /// `viewDidLoad`.
  package static let reloadWithoutViewDidLoad = ContainerFaults(rawValue: 1 << 2)
  /// C5: removing or popping a child from the stack releases its view.
  package static let removalReleasesView = ContainerFaults(rawValue: 1 << 3)
  /// L2: a transition interrupted by the stack's disappearance ends its appearing child twice.
  package static let unbalancedAfterInterruption = ContainerFaults(rawValue: 1 << 4)
  /// C9: a popped child and the stack keep each other alive.
  package static let leakRetainCycle = ContainerFaults(rawValue: 1 << 5)
  /// C5: a placeholder releases the view of the child it swaps out.
  package static let placeholderReleasesViewOnSwap = ContainerFaults(rawValue: 1 << 6)
  /// L4: the tab container never calls `didMove(toParent:)` on the children it adds.
  package static let tabForgetsDidMove = ContainerFaults(rawValue: 1 << 7)
  /// C7: the tab container allows a rotation without asking its selected child (a stack in
  /// the middle of a push refuses).
  package static let tabIgnoresChildRotation = ContainerFaults(rawValue: 1 << 8)
  /// C1: the page container keeps the views of pages far from the visible one.
  package static let pageKeepsFarViews = ContainerFaults(rawValue: 1 << 9)
  /// Crash: removing the root of a stack of two or more reads the entry below it (index −1).
  package static let stackCrashesRemovingRoot = ContainerFaults(rawValue: 1 << 10)
  /// Crash: a placeholder ending a swap to no child force-unwraps the child it shows.
  package static let placeholderCrashesOnEmptySwap = ContainerFaults(rawValue: 1 << 11)
  /// Hang: the stack's cover transition, when its deadline comes, schedules itself again.
  package static let stackCoverNeverEnds = ContainerFaults(rawValue: 1 << 12)
  /// Hang: a placeholder's reversed swap, when its deadline comes, schedules itself again.
  package static let placeholderReversedSwapNeverEnds = ContainerFaults(rawValue: 1 << 13)
  /// Hang in wall time: inserting at the root of a stack of three or more scans the children
  /// above it in a loop that never advances.
  package static let stackLoopsInsertingAtRoot = ContainerFaults(rawValue: 1 << 14)

  /// C1 (completeness): the stack releases one view too many, the deepest within the top N.
  package static let stackReleasesWithinCapacity = ContainerFaults(rawValue: 1 << 15)
  /// C4 (completeness): a memory warning leaves the covered views of a stack that is off
  /// screen in its view, so they are not released.
  package static let stackKeepsCoveredViewsOffScreen = ContainerFaults(rawValue: 1 << 16)
  /// L2 (window): the tab container's appearance does not put the selected child's view in
  /// its own, so the child appears out of the window.
  package static let tabShowsChildOutOfWindow = ContainerFaults(rawValue: 1 << 17)
  /// L2 (unfinished): a placeholder's swap whose end the clock reaches exactly on time is
  /// ignored, so the swap never finishes.
  package static let placeholderMissesSwapEndOnTime = ContainerFaults(rawValue: 1 << 18)

  /// C7 (completeness): the stack forwards a size change to its top child only, not to the
  /// covered children whose views are loaded.
  package static let stackResizesTopOnly = ContainerFaults(rawValue: 1 << 19)

  /// L4 (completeness): the stack tells a pushed child `didMove(toParent:)` only when the next
  /// operation on it starts, late but before any other move, so no call is ever out of order.
  package static let stackLateDidMove = ContainerFaults(rawValue: 1 << 20)

  /// Hang by callbacks: a placeholder ending a cover swap answers its child's appearance with
  /// another, for ever (valid callbacks each; no virtual time passes).
  package static let placeholderCallbacksNeverEnd = ContainerFaults(rawValue: 1 << 21)

  /// C1 (completeness): a placeholder off screen releases the view of the child a swap brings
  /// in, to save memory, though no memory warning asked for it.
  package static let placeholderReleasesShownViewOffScreen = ContainerFaults(rawValue: 1 << 22)

  /// C3: selecting a new child, the menu container forgets to take the old child's view out of
  /// its hierarchy, so the old child never disappears (two children on screen).
  package static let menuKeepsOldView = ContainerFaults(rawValue: 1 << 23)

  /// L2: the menu container relies on automatic forwarding and also forwards its own
  /// appearance to the selected child by hand: every appearance reaches the child twice.
  package static let menuForwardsTwice = ContainerFaults(rawValue: 1 << 24)

  /// Hang in wall time, early only: the first eight pops to the root of a stack take a
  /// first-use path that scans for views to warm, and never moves past a child whose view is
  /// not loaded (only a run's first few hundred steps meet it).
  package static let stackLoopsWhileYoung = ContainerFaults(rawValue: 1 << 25)

  /// C9: the stack keeps the big views (64 KiB or more) a memory warning takes out of its
  /// hierarchy in a pool for reuse that is never drained: released by their view controllers,
  /// they live on.
  package static let stackPoolsBigViews = ContainerFaults(rawValue: 1 << 26)

  /// C3: the stack tells its delegate did-show when a cancelled interactive pop ends too, for
  /// the child that comes back (whose will-show it never sent).
  package static let stackShowsCancelled = ContainerFaults(rawValue: 1 << 27)

  /// C10: an animated push ends at once, the stack fast-forwarding the clock to the push's end
  /// (a "skip animations" switch left on), so that time moves by more than the run advanced.
  package static let stackFastForwards = ContainerFaults(rawValue: 1 << 28)

  /// C1: views of 1 MiB or more are kept when they fall below the top N ("costly to
  /// rebuild"), so a stack of big views holds more than N.
  package static let stackKeepsHugeViews = ContainerFaults(rawValue: 1 << 29)

  /// Crash, past 255 only: the stack counts the children one pop removes in a `UInt8` (for its
  /// pop animation's stagger), which traps when a pop removes 256 or more.
  package static let stackCountsPopsInAByte = ContainerFaults(rawValue: 1 << 30)

  /// C9, through a closure: the stack keeps each finished pop's completion handler, which
  /// captures the child that left, in a list it never drains.
  package static let stackKeepsCompletions = ContainerFaults(rawValue: 1 << 31)

  /// C6, beyond UIKit's contract: a selection made while the menu container is off screen
  /// installs the new child's view, loading it, at once (as a container that follows Apple's
  /// recipe to the letter does).
  package static let menuInstallsOffScreen = ContainerFaults(rawValue: 1 << 32)

  /// C3: the end of an animated push never tells the stack's delegate did-show (a completion
  /// that returns early once the animation has run), so its will-show stays alone.
  package static let stackForgetsDidShow = ContainerFaults(rawValue: 1 << 33)

  /// C8: a pop across several children (a pop to a child, to the root) can be cancelled like a
  /// pop of one, and the cancellation brings back only the top: the children in between stay
  /// gone.
  package static let stackCancelsLongPops = ContainerFaults(rawValue: 1 << 34)

  package static let allCases: [ContainerFaults] = [
    .capacityOffByOne, .memoryWarningUnloadsTop, .reloadWithoutViewDidLoad,
    .removalReleasesView, .unbalancedAfterInterruption, .leakRetainCycle,
    .placeholderReleasesViewOnSwap, .tabForgetsDidMove, .tabIgnoresChildRotation,
    .pageKeepsFarViews, .stackCrashesRemovingRoot, .placeholderCrashesOnEmptySwap,
    .stackCoverNeverEnds, .placeholderReversedSwapNeverEnds, .stackLoopsInsertingAtRoot,
    .stackReleasesWithinCapacity, .stackKeepsCoveredViewsOffScreen, .tabShowsChildOutOfWindow,
    .placeholderMissesSwapEndOnTime, .stackResizesTopOnly, .stackLateDidMove,
    .placeholderCallbacksNeverEnd, .placeholderReleasesShownViewOffScreen, .menuKeepsOldView,
    .menuForwardsTwice, .stackLoopsWhileYoung, .stackPoolsBigViews, .stackShowsCancelled,
    .stackFastForwards, .stackKeepsHugeViews, .stackCountsPopsInAByte, .stackKeepsCompletions,
    .menuInstallsOffScreen, .stackForgetsDidShow, .stackCancelsLongPops,
  ]
}

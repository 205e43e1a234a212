import Containment

extension StackDriver {
  /// The bugs that can be planted in the stack, by the names users give them.
  public enum Bug: String, StressBug {
    case capacityOffByOne = "capacity-off-by-one"
    case memoryWarningUnloadsTop = "memory-warning-unloads-top"
    case reloadWithoutViewDidLoad = "reload-without-viewdidload"
    case removalReleasesView = "removal-releases-view"
    case unbalancedAfterInterruption = "unbalanced-after-interruption"
    case leakRetainCycle = "leak-retain-cycle"
    /// Removing the root of a stack of two or more traps (an index out of range).
    case crashesRemovingRoot = "crashes-removing-root"

    /// A cover transition never ends: its deadline schedules itself again (a hang).
    case coverNeverEnds = "cover-never-ends"

    /// Inserting at the root of three or more children loops for ever (a wall-time hang).
    case loopsInsertingAtRoot = "loops-inserting-at-root"

    /// Capacity enforcement releases one view too many: the deepest within the top N (C1's
    /// completeness: a view is released only below the top N or by a memory warning).
    case releasesViewWithinCapacity = "releases-view-within-capacity"

    /// A memory warning leaves the covered views of a stack that is off screen in its view,
    /// so they survive it (C4's completeness: a view that is not visible is released).
    case keepsCoveredViewsOffScreen = "keeps-covered-views-off-screen"

    /// A size change reaches the top child only, not the covered children whose views are
    /// loaded (C7's completeness: an accepted size change reaches every loaded view).
    case resizesTopOnly = "resizes-top-only"

    /// A pushed child hears `didMove(toParent:)` only when the next operation on the stack
    /// starts (L4's completeness: a change of parent ends with its transition).
    case lateDidMove = "late-did-move"

    /// One of the stack's first eight pops to the root loops for ever when a child's view is
    /// not loaded (a wall-time hang in a run's first few hundred steps only).
    case loopsWhileYoung = "loops-while-young"

    /// The views of 64 KiB or more that a memory warning takes out of the stack's hierarchy go
    /// into a pool for reuse that is never drained (C9: released views live on).
    case poolsBigViews = "pools-big-views"

    /// A cancelled interactive pop ends with a did-show to the delegate for the child that
    /// comes back, which never had its will-show (C3: a did-show only for a transition that
    /// completed).
    case showsCancelled = "shows-cancelled"

    /// An animated push ends at once: the stack fast-forwards the clock to the push's end (C10:
    /// time moves only by what the run advanced).
    case fastForwards = "fast-forwards"

    /// Views of 1 MiB or more are kept when they fall below the top N (C1: only the top N
    /// have loaded views); only big payloads meet it.
    case keepsHugeViews = "keeps-huge-views"

    /// The children one pop removes are counted in a `UInt8`, which traps when a pop removes
    /// 256 or more (a crash only deep stacks meet).
    case countsPopsInAByte = "counts-pops-in-a-byte"

    /// Each finished pop's completion handler, which captures the child that left, is kept
    /// in a list never drained (C9: a view controller kept by a closure after its removal).
    case keepsCompletions = "keeps-completions"

    /// The end of an animated push never tells the delegate did-show, so the will-show that
    /// announced the child stays alone (C3: every transition that completed has its did-show).
    case forgetsDidShow = "forgets-did-show"

    /// A pop across several children can be cancelled like a pop of one, and the cancellation
    /// brings back only the top (C8: a cancelled pop puts the stack back as it was).
    case cancelsLongPops = "cancels-long-pops"

    /// The memory warnings the stack hears are counted in a `UInt16`, which traps on the
    /// 65,536th (a crash only a long run meets; its shrink folds the warnings into one burst).
    case countsWarningsIn16Bits = "counts-warnings-in-16-bits"

    /// The stack keeps the capacity it is given in a byte, so that 300 is 44 (C1: the stack
    /// keeps the capacity it was given); only a capacity past 255, one of the big values of
    /// ``Magnitudes``, shows it.
    case keepsCapacityInAByte = "keeps-capacity-in-a-byte"

    /// Whether the bug traps or loops for ever: only a supervised worker survives it.
    public var traps: Bool {
      self == .crashesRemovingRoot || self == .loopsInsertingAtRoot || self == .loopsWhileYoung
        || self == .countsPopsInAByte || self == .countsWarningsIn16Bits
    }

    /// The fault of the stack that plants it.
    var fault: ContainerFault {
      switch self {
      case .capacityOffByOne: .capacityOffByOne
      case .memoryWarningUnloadsTop: .memoryWarningUnloadsTop
      case .reloadWithoutViewDidLoad: .reloadWithoutViewDidLoad
      case .removalReleasesView: .removalReleasesView
      case .unbalancedAfterInterruption: .unbalancedAfterInterruption
      case .leakRetainCycle: .leakRetainCycle
      case .crashesRemovingRoot: .stackCrashesRemovingRoot
      case .coverNeverEnds: .stackCoverNeverEnds
      case .loopsInsertingAtRoot: .stackLoopsInsertingAtRoot
      case .releasesViewWithinCapacity: .stackReleasesWithinCapacity
      case .keepsCoveredViewsOffScreen: .stackKeepsCoveredViewsOffScreen
      case .resizesTopOnly: .stackResizesTopOnly
      case .lateDidMove: .stackLateDidMove
      case .loopsWhileYoung: .stackLoopsWhileYoung
      case .keepsCapacityInAByte: .stackKeepsCapacityInAByte
      case .poolsBigViews: .stackPoolsBigViews
      case .showsCancelled: .stackShowsCancelled
      case .fastForwards: .stackFastForwards
      case .keepsHugeViews: .stackKeepsHugeViews
      case .countsPopsInAByte: .stackCountsPopsInAByte
      case .keepsCompletions: .stackKeepsCompletions
      case .forgetsDidShow: .stackForgetsDidShow
      case .cancelsLongPops: .stackCancelsLongPops
      case .countsWarningsIn16Bits: .stackCountsWarningsIn16Bits
      }
    }
  }

  /// What undoes the planted retain cycle (`leak-retain-cycle`) after the leak check: the
  /// children it holds, taken after the teardown, whose own pops add to it.
  public func plantedLeakUndo() -> () -> Void {
    let cycle = stack.faultRetained
    return {
      for child in cycle { child._faultRetainedObject = nil }
    }
  }
}

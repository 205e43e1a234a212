/// A stack container that keeps only the top N children's views loaded, like CoconutKit's
/// `HLSStackController`.
///
/// The first child is the root, the last the top. Only the top child is shown; the children
/// below it are covered. To save memory the stack keeps views for at most the top ``capacity``
/// children (contract rule C1): a view that falls deeper is removed from the hierarchy and
/// released, and a child that comes back up is reloaded, with `viewDidLoad` again, before it must
/// be shown (C2). A covered view within the top N stays loaded as a cache until a memory warning
/// releases it (C4).
///
/// ## Transitions
///
/// While the stack is on screen, changing its top plays a transition between exactly two
/// participants: the old top disappears while the new top appears (C3). A transition takes
/// virtual time on the stack's ``VirtualClock`` (its style's duration) and ends when the clock
/// reaches it; ``finishTransition()`` ends it at once. A pop plays the inverse of the style the
/// child was pushed with (C8). While the stack is not on screen, operations change the children
/// at once, load no views (C6) and deliver no appearance callbacks.
///
/// **Operations during a transition.** An operation that changes the children while a
/// transition runs is refused with ``ContainmentError/transitionInProgress`` and changes nothing
/// (UIKit's navigation controller, asked the same, corrupts its state). What may happen in
/// mid-transition: memory warnings (never unloading a participant), capacity changes (applied
/// when the transition ends), and the stack's own disappearance (which ends the transition
/// first). Rotations and resizes are refused (``shouldAutorotate`` is `false`).
///
/// **Popping the root** is refused with ``ContainmentError/cannotPopRoot``; to empty the stack,
/// use ``remove(at:animated:)`` or ``setViewControllers(_:style:animated:)``.
///
/// ## Costs
///
/// The stack's bookkeeping allocates nothing per push and pop once its arrays have grown to
/// their working size: children live in a contiguous array, the running transition is a stored
/// value, the clock keeps its queue storage, and lifecycle events are plain values.
///
/// ```swift
/// let clock = VirtualClock()
/// let stack = try StackController(root: home, capacity: 2, clock: clock)
/// try window.setRootViewController(stack)
/// window.makeKeyAndVisible()
/// try stack.push(detail, style: .cover, animated: true)
/// _ = try clock.runUntilIdle()
/// try stack.pop(animated: true)          // plays `cover` reversed
/// ```
public final class StackController: ViewController, VirtualClockTarget {
  /// The capacity a stack gets when none is given: 2, as in CoconutKit (`HLSContainerStackDefaultCapacity`).
  public static let defaultCapacity = 2

  @usableFromInline
  struct Entry {
    @usableFromInline let viewController: ViewController
    let style: TransitionStyle
    let duration: Int64
  }

  /// How to take back a running push or pop (``cancelTransition()``).
  enum Undo {
    case push
    case pop(Entry)
  }

  struct RunningTransition {
    var appearing: ViewController?
    var disappearing: ViewController?
    /// The appearing child was just added: it gets `didMove(toParent:)` when the transition ends.
    var arriving: Bool
    /// The disappearing child leaves the stack: it is removed from its parent at the end.
    var leaving: Bool
    var animated: Bool
    /// Began while the stack was on screen: will-show was sent, so did-show follows.
    var onScreen: Bool
    var played: PlayedTransition
    var startedAt: Int64
    var endsAt: Int64
    /// `nil` when the transition cannot be cancelled.
    var undo: Undo?
    /// The playing back of a cancelled push or pop: its callbacks all come at its end.
    var isCancellation = false
  }

  /// The clock transitions run on.
  public let clock: VirtualClock

  /// Hears will-show and did-show.
  ///
  /// Not retained.
  @exclusivity(unchecked) public weak var delegate: (any StackControllerDelegate)?

  /// The largest number of children whose views the stack keeps loaded (at least 1).
  @inlinable public var capacity: Int { _capacity }
  @exclusivity(unchecked) @usableFromInline var _capacity: Int

  @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
  @exclusivity(unchecked) var running: RunningTransition? {
    didSet { _isTransitioning = running != nil }
  }
  /// Whether ``running`` holds a transition, kept beside it: ``isTransitioning``, read several
  /// times a step from outside the module, is then a load.
  @exclusivity(unchecked) @usableFromInline var _isTransitioning = false
  @exclusivity(unchecked) var generation = 0
  /// No child below this index has a loaded view (unless loaded from outside the stack);
  /// enforcing the capacity scans from here, so it costs O(children that crossed the line), not
  /// O(depth).
  @exclusivity(unchecked) var lowestPossiblyLoaded = 0

  /// Planted bugs, for proving the harness (see ``ContainerFaults``).
  @exclusivity(unchecked) package var faults: ContainerFaults = []
  /// Children kept alive by the `leakRetainCycle` fault.
  @exclusivity(unchecked) package var faultRetained: [ViewController] = []
  /// The child whose `didMove(toParent:)` the `stackLateDidMove` fault holds back.
  @exclusivity(unchecked) package var faultHeldDidMove: ViewController?
  /// Completion handlers kept by the `stackKeepsCompletions` fault, never run or drained.
  @exclusivity(unchecked) package var faultCompletions: [() -> Void] = []
  /// Views kept by the `stackPoolsBigViews` fault, never drained.
  @exclusivity(unchecked) package var faultPool: [View] = []
  /// Pops to the root counted by the `stackLoopsWhileYoung` fault.
  @exclusivity(unchecked) package var faultPopsToRoot = 0
  /// The children the last pop removed, for `stackCountsPopsInAByte`.
  @exclusivity(unchecked) package var faultLastPopCount: UInt8 = 0
  /// The memory warnings heard, for `stackCountsWarningsIn16Bits`.
  @exclusivity(unchecked) package var faultWarningsHeard: UInt16 = 0

  /// The transition that ran last (or is running), for inspection.
  public var lastTransition: PlayedTransition? { _lastTransition }
  @exclusivity(unchecked) var _lastTransition: PlayedTransition?

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - root: The first child, if any. It is added without a transition.
  ///   - capacity: How many of the top children may keep their views loaded. At least 1.
  ///   - clock: The clock that transitions run on.
  ///   - id: The stack's own identity in lifecycle events.
  ///   - title: A title.
  ///   - observer: Receives the stack's own lifecycle events (children have their own).
  /// - Throws: ``ContainmentError/invalidCapacity(_:)`` for a capacity below 1; the errors of
  ///   ``push(_:style:duration:animated:)`` for the root.
  public init(
    root: ViewController? = nil,
    capacity: Int = StackController.defaultCapacity,
    clock: VirtualClock,
    id: ViewControllerID = .next(),
    title: String? = nil,
    observer: (any LifecycleObserver)? = nil
  ) throws(ContainmentError) {
    guard capacity >= 1 else { throw .invalidCapacity(capacity) }
    self._capacity = capacity
    self.clock = clock
    super.init(id: id, title: title, viewPayloadBytes: 0, observer: observer)
    if let root {
      try push(root, style: .none, animated: false)
    }
  }

  deinit {
    clock.cancel(target: self)  // the clock does not retain its targets
  }

  /// The top child, whose title and navigation items the stack shows when it forwards them.
  override public var _forwardingChild: ViewController? { entries.last?.viewController }

  // MARK: Appearance forwarding (C3, C6, C7)

  override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let top = entries.last?.viewController else { return }
    placeView(of: top, at: entries.count - 1, below: nil)
    top.viewIfLoaded?.setTakesTouches(true)
    top.beginAppearanceTransition(true, animated: animated)
    notifyWillShow(top, animated: animated)
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let top = entries.last?.viewController, top._appearanceState == .appearing else { return }
    top.endAppearanceTransition()
    notifyDidShow(top, animated: animated)
  }

  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    finishTransition()
    entries.last?.viewController.beginAppearanceTransition(false, animated: animated)
  }

  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard let top = entries.last?.viewController, top._appearanceState == .disappearing else {
      return
    }
    top.endAppearanceTransition()
  }

  // MARK: Memory warnings (C4)

  /// Releases every loaded child view that is not visible, then forwards the warning to every
  /// child.
  ///
  /// The top child and the participants of a running transition keep their views; covered views
  /// are taken out of the hierarchy so that the children release them.
  override public func didReceiveMemoryWarning() {
    let top = entries.last?.viewController
    for index in lowestPossiblyLoaded..<entries.count where !plantedKeepsCoveredViews {
      let child = entries[index].viewController
      guard child !== top, !isParticipant(child), child._appearanceState == .disappeared else {
        continue
      }
      child.viewIfLoaded?.removeFromSuperview()
      plantedPool(child.viewIfLoaded)
    }
    super.didReceiveMemoryWarning()
    plantedUnload(ofTop: top)
    plantedCountWarning()
    _checkInvariants()
  }

  // MARK: Rotation (C7)

  /// `false` while a transition runs; otherwise whether every child with a loaded view allows it.
  override public var shouldAutorotate: Bool {
    guard running == nil else { return false }
    for index in lowestPossiblyLoaded..<entries.count
    where entries[index].viewController.isViewLoaded
      && !entries[index].viewController.shouldAutorotate
    {
      return false
    }
    return true
  }

  /// The orientations every child within the top ``capacity`` supports.
  override public var supportedInterfaceOrientations: InterfaceOrientationMask {
    var mask = InterfaceOrientationMask.all
    for index in max(0, entries.count - capacity)..<entries.count {
      mask.formIntersection(entries[index].viewController.supportedInterfaceOrientations)
    }
    return mask
  }

  /// Forwards the new size to the children whose views are loaded, which are all within the top
  /// ``capacity``.
  override public func viewWillTransition(to size: Size) {
    for index in plantedFirstResized..<entries.count
    where entries[index].viewController.isViewLoaded {
      entries[index].viewController._deliverViewWillTransition(to: size)
    }
  }

  // MARK: Clock

  /// Ends the running transition when the clock reaches its end.
  public func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    guard token == generation, running != nil else { return }
    if plantedRescheduling(on: clock) { return }
    finishTransition()
  }
}

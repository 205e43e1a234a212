/// A view controller that can stand in another orientation with a clone of itself, like
/// CoconutKit's `HLSOrientationCloner`: a ``PlaceholderController`` that rotates swaps the clone
/// in with a cross-fade lasting the rotation.
public protocol OrientationCloning: ViewController {
  /// The view controller to show instead of this one in `orientation`, or `nil` to stay.
  ///
  /// The clone must be a view controller without a parent; the original leaves the container.
  func clone(for orientation: InterfaceOrientation) -> ViewController?
}

/// A container with one or more placeholder areas, each showing one embedded child, like
/// CoconutKit's `HLSPlaceholderViewController`.
///
/// Setting a placeholder's child swaps the old child out and the new one in with a transition
/// that takes virtual time on the container's ``VirtualClock`` (the style's duration), played
/// forwards or reversed (the inverse animation). While the container is not on screen a swap
/// happens at once and loads no view: children can be set before the container is displayed,
/// and their views load when it appears (lazily, as every view).
///
/// The contract is the stack's, per placeholder: a swap has two participants, the old child
/// disappearing while the new one appears, with balanced appearance calls (L2); the new child
/// gets `willMove(toParent:)` when the swap starts and `didMove(toParent:)` when it ends, the old
/// one `willMove(toParent: nil)` when it starts and `didMove(toParent: nil)` when it ends (L4). A
/// second swap of the same placeholder while one runs is refused with
/// ``ContainmentError/transitionInProgress``; other placeholders are independent. The container's
/// own disappearance ends running swaps first; rotations are refused while one runs. A memory
/// warning reaches every child; a shown child keeps its view (its view is in the window).
///
/// A child that adopts ``OrientationCloning`` is replaced by its clone when the interface
/// rotates, with a ``TransitionStyle/crossFade`` lasting ``rotationDuration``.
///
/// ```swift
/// let clock = VirtualClock()
/// let container = try PlaceholderController(placeholders: 2, clock: clock)
/// try container.setChild(menu, at: 0)            // before display: nothing loads
/// try container.setChild(page, at: 1)
/// try window.setRootViewController(container)
/// window.makeKeyAndVisible()                     // both load and appear
/// try container.setChild(other, at: 1, style: .crossFade, animated: true)
/// _ = try clock.runUntilIdle()
/// ```
public final class PlaceholderController: ViewController, VirtualClockTarget {
  struct Swap {
    var appearing: ViewController?
    var disappearing: ViewController?
    var played: PlayedTransition
    var animated: Bool
    var endsAt: Int64
  }

  struct Slot {
    var child: ViewController?
    var swap: Swap?
  }

  /// How long a rotation's animation lasts, in ticks: the cross-fade to an orientation clone
  /// lasts as long.
  public static let rotationDuration: Int64 = 400

  /// The clock swaps run on.
  public let clock: VirtualClock
  /// How many placeholder areas the container has (at least 1).
  public let placeholderCount: Int
  @exclusivity(unchecked) var slots: [Slot]
  /// The slots whose swap runs: a check after every step asks whether one does.
  @exclusivity(unchecked) var runningSwaps = 0
  /// The transition each placeholder played last (or plays), for inspection.
  @exclusivity(unchecked) public private(set) var lastTransitions: [PlayedTransition?]
  /// Planted bugs, for proving the harness (see ``ContainerFaults``).
  @exclusivity(unchecked) package var faults: ContainerFaults = []

  /// Creates a container with `placeholders` empty areas.
  ///
  /// - Parameters:
  ///   - placeholders: How many placeholder areas; at least 1.
  ///   - clock: The clock that swaps run on.
  ///   - id: The container's own identity in lifecycle events.
  ///   - title: A title.
  ///   - observer: Receives the container's own lifecycle events.
  /// - Throws: ``ContainmentError/invalidCapacity(_:)`` for fewer than one placeholder.
  public init(
    placeholders: Int = 1,
    clock: VirtualClock,
    id: ViewControllerID = .next(),
    title: String? = nil,
    observer: (any LifecycleObserver)? = nil
  ) throws(ContainmentError) {
    guard placeholders >= 1 else { throw .invalidCapacity(placeholders) }
    placeholderCount = placeholders
    self.clock = clock
    slots = Array(repeating: Slot(), count: placeholders)
    lastTransitions = Array(repeating: nil, count: placeholders)
    super.init(id: id, title: title, viewPayloadBytes: 0, observer: observer)
  }

  deinit {
    clock.cancel(target: self)  // the clock does not retain its targets
  }

  /// The child shown in placeholder `index`, or `nil` when it is empty.
  ///
  /// - Throws: ``ContainmentError/indexOutOfRange(index:validRange:)``.
  public func child(at index: Int) throws(ContainmentError) -> ViewController? {
    try checkPlaceholder(index)
    return slots[index].child
  }

  /// Whether a swap runs in any placeholder.
  public var isTransitioning: Bool { runningSwaps > 0 }

  /// Shows `child` in placeholder `index` instead of its current child (or empties it).
  ///
  /// On screen, the old child disappears while the new one appears, over the style's duration
  /// when `animated` (at once otherwise); off screen, the swap is immediate and loads nothing.
  /// Setting the child a placeholder already shows does nothing.
  ///
  /// - Parameters:
  ///   - child: The new child, or `nil` to empty the placeholder.
  ///   - index: The placeholder.
  ///   - style: The transition's style.
  ///   - reversed: Plays the style's inverse animation (as a pop does).
  ///   - duration: The transition's length in ticks; `nil` for the style's default.
  ///   - animated: Whether the transition takes time.
  /// - Throws: ``ContainmentError/indexOutOfRange(index:validRange:)``,
  ///   ``ContainmentError/transitionInProgress`` while this placeholder swaps, and the errors of
  ///   `addChild(_:)` for a child that has a parent. Nothing changes then.
  public func setChild(
    _ child: ViewController?,
    at index: Int = 0,
    style: TransitionStyle = .none,
    reversed: Bool = false,
    duration: Int64? = nil,
    animated: Bool = true
  ) throws(ContainmentError) {
    try checkPlaceholder(index)
    if slots[index].swap != nil { throw .transitionInProgress }
    let old = slots[index].child
    if child === old { return }
    if let child { try _checkCanAddChild(child) }

    old?.willMove(toParent: nil)
    if let child { attachChild(child) }
    slots[index].child = child
    let played = PlayedTransition(style: style, isReversed: reversed)
    lastTransitions[index] = played
    let length = max(0, duration ?? style.defaultDuration)
    let plays = animated && style != .none && length > 0
    var swap = Swap(
      appearing: child, disappearing: old, played: played, animated: plays,
      endsAt: clock.now + (plays ? length : 0))

    guard _appearanceState == .appeared else {
      // Off screen, or itself appearing or disappearing: no transition plays. A container on
      // its way to the screen places the new child's view; one leaving it loads nothing.
      if _appearanceState == .appearing, let child { place(child, at: index) }
      old?._settleAppearance(to: .disappeared)
      child?._settleAppearance(to: _appearanceState)
      swap.animated = false
      complete(swap)
      _checkInvariants()
      return
    }
    if let child { place(child, at: index) }
    old?.beginAppearanceTransition(false, animated: plays)
    child?.beginAppearanceTransition(true, animated: plays)
    if plays {
      slots[index].swap = swap
      runningSwaps += 1
      clock.schedule(at: swap.endsAt, target: self, token: index)
    } else {
      finish(swap)
    }
    _checkInvariants()
  }

  /// Ends every running swap at once, as if the clock had reached their ends.
  public func finishTransitions() {
    for index in slots.indices {
      guard let swap = slots[index].swap else { continue }
      slots[index].swap = nil
      runningSwaps -= 1
      finish(swap)
    }
    _checkInvariants()
  }

  func checkPlaceholder(_ index: Int) throws(ContainmentError) {
    guard slots.indices.contains(index) else {
      throw .indexOutOfRange(index: index, validRange: slots.indices)
    }
  }

  /// The frame of placeholder `index`: the container's view split into equal columns.
  func frame(of index: Int) -> Rect {
    let size = view.frame.size
    let width = size.width / Double(placeholderCount)
    return Rect(
      origin: Point(x: width * Double(index), y: 0), size: Size(width: width, height: size.height))
  }

  /// Loads the child's view if needed and puts it in its placeholder's area.
  func place(_ child: ViewController, at index: Int) {
    let childView = child.view
    childView.frame = frame(of: index)
    if childView.superview !== view { view.addSubview(childView) }
  }

  /// Ends a swap's appearance transitions, then completes it.
  func finish(_ swap: Swap) {
    plantedUnwrap(of: swap)
    plantedCallbackLoop(of: swap)
    if swap.disappearing?._appearanceState == .disappearing {
      swap.disappearing?.endAppearanceTransition()
    }
    if swap.appearing?._appearanceState == .appearing { swap.appearing?.endAppearanceTransition() }
    complete(swap)
  }

  /// The containment calls that close a swap: the old child leaves, the new one is in place.
  func complete(_ swap: Swap) {
    if let leaving = swap.disappearing {
      leaving.viewIfLoaded?.removeFromSuperview()
      leaving.removeFromParent()
      plantedRelease(of: leaving)
    }
    swap.appearing?.didMove(toParent: self)
    plantedReleaseShown(swap)
  }

  /// The first placeholder's child, whose title and navigation items the container shows when
  /// it forwards them (as CoconutKit's placeholder forwards its first inset's).
  override public var _forwardingChild: ViewController? { slots[0].child }

  // MARK: Appearance forwarding

  override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for index in slots.indices {
      guard let child = slots[index].child else { continue }
      place(child, at: index)
      child.beginAppearanceTransition(true, animated: animated)
    }
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for slot in slots where slot.child?._appearanceState == .appearing {
      slot.child?.endAppearanceTransition()
    }
    _checkInvariants()
  }

  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    finishTransitions()
    for slot in slots { slot.child?.beginAppearanceTransition(false, animated: animated) }
  }

  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for slot in slots where slot.child?._appearanceState == .disappearing {
      slot.child?.endAppearanceTransition()
    }
    _checkInvariants()
  }

  // MARK: Rotation

  /// `false` while a swap runs; otherwise whether every shown child allows it.
  override public var shouldAutorotate: Bool {
    !isTransitioning && slots.allSatisfy { $0.child?.shouldAutorotate ?? true }
  }

  /// The orientations every shown child supports.
  override public var supportedInterfaceOrientations: InterfaceOrientationMask {
    var mask = InterfaceOrientationMask.all
    for slot in slots {
      if let child = slot.child { mask.formIntersection(child.supportedInterfaceOrientations) }
    }
    return mask
  }

  /// Forwards the new size to the children whose views are loaded, lays their views out in
  /// their areas, then swaps in the clones that ``OrientationCloning`` children give for the
  /// window's new orientation.
  override public func viewWillTransition(to size: Size) {
    super.viewWillTransition(to: size)
    for index in slots.indices {
      if let childView = slots[index].child?.viewIfLoaded { childView.frame = frame(of: index) }
    }
    guard let orientation = viewIfLoaded?.window?.orientation else { return }
    for index in slots.indices {
      guard slots[index].swap == nil, let cloner = slots[index].child as? any OrientationCloning,
        let clone = cloner.clone(for: orientation), clone !== cloner
      else { continue }
      // A clone that cannot be added (it has a parent) leaves the original in place.
      try? setChild(
        clone, at: index, style: .crossFade, duration: Self.rotationDuration, animated: true)
    }
  }

  // MARK: Clock

  /// Ends the swap of the placeholder the deadline was set for.
  public func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    guard slots.indices.contains(token), let swap = slots[token].swap, swap.endsAt <= clock.now,
      !plantedEarly(swap, now: clock.now)
    else { return }
    if plantedRescheduling(swap, token: token, on: clock) { return }
    slots[token].swap = nil
    runningSwaps -= 1
    finish(swap)
    _checkInvariants()
  }
}

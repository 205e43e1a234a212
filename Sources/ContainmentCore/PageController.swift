/// A swipe container: pages side by side, one visible at a time, like the paging container of
/// the Cocoanetics article on view controller containment.
///
/// Swiping left shows the next page and swiping right the previous one; there is no wrapping:
/// at either end a swipe that has nowhere to go does nothing. A swipe on screen is a transition
/// between two participants that takes virtual time (the slide's duration): the visible page
/// disappears while its neighbour appears, with balanced calls (L2). A swipe while one runs is
/// refused with ``ContainmentError/transitionInProgress``; rotations are refused too, and the
/// container's disappearance ends the swipe first.
///
/// Pages are children for as long as they are in the list (``setPages(_:current:)`` re-parents
/// like ``TabController/setViewControllers(_:selecting:)``). Views load lazily, when a page is
/// shown; once a swipe ends, only the pages within ``radius`` of the visible one keep their
/// views (the others are released, with `viewDidUnload`), and a memory warning releases all but
/// the visible page's and the running swipe's.
///
/// ```swift
/// let clock = VirtualClock()
/// let pages = try PageController(pages: [one, two, three], clock: clock)
/// try window.setRootViewController(pages)
/// window.makeKeyAndVisible()              // page one loads and appears
/// try pages.swipeLeft(animated: true)     // two slides in over 350 ticks
/// _ = try clock.runUntilIdle()
/// ```
public final class PageController: ViewController, VirtualClockTarget {
  struct Swipe {
    var appearing: ViewController
    var disappearing: ViewController
    var endsAt: Int64
  }

  /// The clock swipes run on.
  public let clock: VirtualClock
  /// How far from the visible page views stay loaded once a swipe ends (at least 0).
  public let radius: Int
  /// The pages, first to last.
  @inlinable public var pages: [ViewController] { _pages }
  @exclusivity(unchecked) @usableFromInline var _pages: [ViewController] = []
  /// The index of the visible page, `nil` without pages.
  @inlinable public var currentIndex: Int? { _currentIndex }
  @exclusivity(unchecked) @usableFromInline var _currentIndex: Int?
  @exclusivity(unchecked) var swipe: Swipe?
  @exclusivity(unchecked) var generation = 0
  /// Planted bugs, for proving the harness (see ``ContainerFaults``).
  @exclusivity(unchecked) package var faults: ContainerFaults = []

  /// Creates a page container.
  ///
  /// - Parameters:
  ///   - pages: The pages, first to last; the first is visible.
  ///   - radius: How many pages on each side of the visible one keep their views; at least 0.
  ///   - clock: The clock that swipes run on.
  ///   - id: The container's own identity in lifecycle events.
  ///   - title: A title.
  ///   - observer: Receives the container's own lifecycle events.
  /// - Throws: ``ContainmentError/invalidCapacity(_:)`` for a negative radius; the errors of
  ///   ``setPages(_:current:)``.
  public init(
    pages: [ViewController] = [],
    radius: Int = 1,
    clock: VirtualClock,
    id: ViewControllerID = .next(),
    title: String? = nil,
    observer: (any LifecycleObserver)? = nil
  ) throws(ContainmentError) {
    guard radius >= 0 else { throw .invalidCapacity(radius) }
    self.radius = radius
    self.clock = clock
    super.init(id: id, title: title, viewPayloadBytes: 0, observer: observer)
    try setPages(pages)
  }

  deinit {
    clock.cancel(target: self)  // the clock does not retain its targets
  }

  /// The visible page.
  public var currentPage: ViewController? { currentIndex.map { pages[$0] } }

  /// Whether a swipe runs.
  public var isTransitioning: Bool { swipe != nil }

  /// Replaces the pages, showing the one at `current`.
  ///
  /// Pages in both lists stay children; the others leave or arrive, in UIKit's order (every
  /// `willMove`, the change of visible page, every `didMove`).
  ///
  /// - Parameters:
  ///   - newPages: The pages, each once.
  ///   - current: The index of the page to show; ignored without pages.
  /// - Throws: ``ContainmentError/transitionInProgress`` during a swipe,
  ///   ``ContainmentError/duplicateChild(_:)``, ``ContainmentError/indexOutOfRange(index:validRange:)``
  ///   for `current`, and the errors of `addChild(_:)`. Nothing changes then.
  public func setPages(_ newPages: [ViewController], current: Int = 0) throws(ContainmentError) {
    if swipe != nil { throw .transitionInProgress }
    try checkChildList(newPages)
    if !newPages.isEmpty, !newPages.indices.contains(current) {
      throw .indexOutOfRange(index: current, validRange: newPages.indices)
    }
    let old = currentPage
    let new = newPages.isEmpty ? nil : newPages[current]
    replaceChildren(pages, with: newPages) {
      _pages = newPages
      _currentIndex = newPages.isEmpty ? nil : current
      if old !== new { exchange(old, for: new) }
    }
    layOut()
    releaseFarViews()
    _checkInvariants()
  }

  /// Shows the next page, as a swipe to the left does.
  ///
  /// - Parameter animated: Whether the swipe takes time (on screen).
  /// - Returns: `false`, changing nothing, on the last page (no wrapping).
  /// - Throws: ``ContainmentError/transitionInProgress`` while a swipe runs.
  @discardableResult
  public func swipeLeft(animated: Bool = true) throws(ContainmentError) -> Bool {
    try move(by: 1, animated: animated)
  }

  /// Shows the previous page, as a swipe to the right does.
  ///
  /// - Parameter animated: Whether the swipe takes time (on screen).
  /// - Returns: `false`, changing nothing, on the first page (no wrapping).
  /// - Throws: ``ContainmentError/transitionInProgress`` while a swipe runs.
  @discardableResult
  public func swipeRight(animated: Bool = true) throws(ContainmentError) -> Bool {
    try move(by: -1, animated: animated)
  }

  /// Ends the running swipe at once.
  public func finishTransition() {
    guard let running = swipe else { return }
    swipe = nil
    running.disappearing.endAppearanceTransition()
    running.appearing.endAppearanceTransition()
    layOut()
    releaseFarViews()
    _checkInvariants()
  }

  private func move(by step: Int, animated: Bool) throws(ContainmentError) -> Bool {
    if swipe != nil { throw .transitionInProgress }
    guard let index = currentIndex, pages.indices.contains(index + step) else { return false }
    let old = pages[index]
    let new = pages[index + step]
    _currentIndex = index + step
    let duration = TransitionStyle.slide.defaultDuration
    guard _appearanceState == .appeared, animated else {
      exchange(old, for: new)
      layOut()
      releaseFarViews()
      _checkInvariants()
      return true
    }
    place(new, at: index + step)
    old.beginAppearanceTransition(false, animated: true)
    new.beginAppearanceTransition(true, animated: true)
    swipe = Swipe(appearing: new, disappearing: old, endsAt: clock.now + duration)
    generation &+= 1
    clock.schedule(at: clock.now + duration, target: self, token: generation)
    _checkInvariants()
    return true
  }

  /// Changes the visible page at once: on screen with balanced calls in the order of a swipe
  /// (the visible page's `viewWillDisappear` first), otherwise settled.
  private func exchange(_ old: ViewController?, for new: ViewController?) {
    swapShownChild(from: old, to: new, appearingFirst: false) { page in
      if let index = currentIndex { place(page, at: index) }
    }
  }

  /// Loads the page's view if needed and puts it at its place in the row.
  private func place(_ page: ViewController, at index: Int) {
    let container = view
    let pageView = page.view
    pageView.frame = frame(of: index, in: container)
    if pageView.superview !== container { container.addSubview(pageView) }
  }

  /// Page `index`'s frame: the visible page fills the container, the others lie beside it.
  private func frame(of index: Int, in container: View) -> Rect {
    let size = container.frame.size
    let offset = Double(index - (currentIndex ?? 0))
    return Rect(origin: Point(x: offset * size.width, y: 0), size: size)
  }

  private func layOut() {
    guard let container = viewIfLoaded else { return }
    for (index, page) in pages.enumerated() {
      if let pageView = page.viewIfLoaded, pageView.superview === container {
        pageView.frame = frame(of: index, in: container)
      }
    }
  }

  /// Releases the views of pages farther than ``radius`` from the visible one.
  private func releaseFarViews() {
    guard let current = currentIndex, !plantedKeepsFarViews else { return }
    let radius = plantedRadius
    for (index, page) in pages.enumerated() where abs(index - current) > radius {
      guard page.isViewLoaded else { continue }
      page.viewIfLoaded?.removeFromSuperview()
      page._unloadView()
    }
  }

  private func isParticipant(_ page: ViewController) -> Bool {
    page === swipe?.appearing || page === swipe?.disappearing
  }

  /// The visible page, whose title and navigation items the container shows when it forwards
  /// them.
  override public var _forwardingChild: ViewController? { currentPage }

  // MARK: Appearance forwarding

  override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let page = currentPage, let index = currentIndex else { return }
    place(page, at: index)
    page.beginAppearanceTransition(true, animated: animated)
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if currentPage?._appearanceState == .appearing { currentPage?.endAppearanceTransition() }
    _checkInvariants()
  }

  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    finishTransition()
    currentPage?.beginAppearanceTransition(false, animated: animated)
  }

  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if currentPage?._appearanceState == .disappearing { currentPage?.endAppearanceTransition() }
    _checkInvariants()
  }

  // MARK: Memory warnings and rotation

  /// Takes every page but the visible one and the swipe's participants out of the row, so that
  /// the warning releases their views, then forwards it to every page.
  override public func didReceiveMemoryWarning() {
    for page in pages where page !== currentPage && !isParticipant(page) {
      page.viewIfLoaded?.removeFromSuperview()
    }
    super.didReceiveMemoryWarning()
    _checkInvariants()
  }

  /// `false` while a swipe runs; otherwise whether the visible page allows it.
  override public var shouldAutorotate: Bool {
    swipe == nil && (currentPage?.shouldAutorotate ?? true)
  }

  /// The orientations the visible page supports (all without one).
  override public var supportedInterfaceOrientations: InterfaceOrientationMask {
    currentPage?.supportedInterfaceOrientations ?? .all
  }

  /// Forwards the new size to the pages whose views are loaded, then lays the row out anew.
  override public func viewWillTransition(to size: Size) {
    super.viewWillTransition(to: size)
    layOut()
  }

  // MARK: Clock

  /// Ends the swipe when the clock reaches its end.
  public func virtualClockDidReach(token: Int, on clock: VirtualClock) {
    guard token == generation else { return }
    finishTransition()
  }
}

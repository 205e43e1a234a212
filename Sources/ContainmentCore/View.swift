/// A node of the view tree, carrying a real memory payload.
///
/// A view owns a byte buffer of `payloadByteCount` bytes, allocated when the view is created
/// (one byte written in each page it spans, so that every page is resident) and freed when the
/// view is deallocated, so that loading and releasing views moves real memory through the
/// allocator and into the process's resident set, at the cost of one page fault per page rather
/// than a write of every byte: a view of 4 MiB costs a few instructions a page in user space. Superviews hold their subviews strongly; a subview refers to
/// its superview weakly.
///
/// **Appearance follows the window.** When a view controller's view enters or leaves the screen
/// (the hierarchy of a visible ``Window``) through ``addSubview(_:)``, ``insertSubview(_:at:)`` or
/// ``removeFromSuperview()``, and its parent forwards appearance automatically
/// (``ViewController/shouldAutomaticallyForwardAppearanceMethods``, the default), the view
/// controller gets `viewWillAppear` and `viewDidAppear`, or `viewWillDisappear` and
/// `viewDidDisappear`, as UIKit gives them to a child added by hand:
///
/// ```swift
/// let window = Window()
/// let parent = ViewController(id: ViewControllerID(1))
/// let child = ViewController(id: ViewControllerID(2))
/// try window.setRootViewController(parent)
/// window.makeKeyAndVisible()
/// try parent.addChild(child)            // willMove(toParent: parent)
/// parent.view.addSubview(child.view)    // loadView, viewDidLoad, viewWillAppear, viewDidAppear
/// child.didMove(toParent: parent)
/// child.willMove(toParent: nil)
/// child.view.removeFromSuperview()      // viewWillDisappear, viewDidDisappear
/// child.removeFromParent()              // didMove(toParent: nil)
/// ```
///
/// ``ViewController/shouldAutomaticallyForwardAppearanceMethods`` states the exact rule.
open class View: Responder {
  /// The number of payload bytes this view holds.
  @exclusivity(unchecked) @usableFromInline final var payloadByteCountStorage = 0
  /// The storage's value, read (and written) by code of the core's: here an access is not
  /// checked at run time, as it would be if a client read the storage itself.
  @inlinable package final var _payloadByteCount: Int {
    payloadByteCountStorage
  }

  private var payload: UnsafeMutableRawPointer?

  /// Where the payload lives (`nil` without one): for tests of its pages.
  package var payloadAddress: UnsafeRawPointer? { payload.map(UnsafeRawPointer.init) }

  // Documented where each face names it (Containment, UIKitContainment).
  @exclusivity(unchecked) final var _frame: Rect

  /// The frame (each face names it: `Containment`'s `frame`, `UIKitContainment`'s `UIView.frame`).
  final var frame: Rect {
    get { _frame }
    set { _frame = newValue }
  }

  /// Whether the view takes touches.
  ///
  /// Containers clear it on every child view but the top one. Open: a face's view class may
  /// override it, as UIKit code overrides `UIView`'s, and hears the containers set it.
  open var isUserInteractionEnabled: Bool {
    get { _takesTouches }
    set { _takesTouches = newValue }
  }
  /// ``isUserInteractionEnabled``'s storage.
  @exclusivity(unchecked) final var _takesTouches = true

  /// Sets ``isUserInteractionEnabled``, as the model's containers do: through the property for
  /// a subclass (an override hears it, as it would CoconutKit's containers), straight into the
  /// storage for a view of this class, which overrides nothing.
  ///
  /// - Parameter enabled: Whether the view is to take touches.
  @inline(__always) final func setTakesTouches(_ enabled: Bool) {
    if type(of: self) == View.self {
      _takesTouches = enabled
    } else {
      isUserInteractionEnabled = enabled
    }
  }

  /// Whether this view's moves between superviews call the face's hooks.
  ///
  /// ``_willMove(toSuperview:)`` and ``_didMoveToSuperview(from:)`` are a face's
  /// (`UIKitContainment`'s `UIView`); a view of the model's costs one test a move. Beside the
  /// flag above, in its padding: a view stays in jemalloc's 128-byte size class.
  @exclusivity(unchecked) @usableFromInline package final var _callsMoveHooks = false

  /// Whether the view is a face's (`UIKitContainment`'s `UIView` sets ``_callsMoveHooks``):
  /// read inlined, so that another module's read is not checked at run time.
  @inlinable @inline(__always) package final var _isFaceView: Bool { _callsMoveHooks }

  /// The view controller whose view this is, if any.
  @exclusivity(unchecked) @usableFromInline final var ownerIDStorage: ViewControllerID?
  /// The storage's value, read by code of the core's (not checked at run time, as a client's
  /// read of the storage itself would be).
  @inlinable package final var _ownerID: ViewControllerID? { ownerIDStorage }

  // Documented where each face names it (Containment, UIKitContainment).
  final var superview: View? { _superview }

  // Back-pointers are unretained (`Unmanaged`, or `unowned(unsafe)` where no walk reads them),
  // not `weak`: a weak reference gives its target a side table, which makes every later retain
  // and release of it take the slow path. They are safe because the target owns this object
  // and clears the pointer when it goes (see `deinit`).
  var _superview: View? {
    get { superviewRef?.takeUnretainedValue() }
    set { superviewRef = newValue.map(Unmanaged.passUnretained) }
  }

  /// The superview, unretained: the walks up the tree (`window`, ``isDescendant(of:)``) read
  /// it without a retain and a release a level (an `unowned(unsafe)` reference is retained
  /// when it is read).
  @exclusivity(unchecked) @usableFromInline var superviewRef: Unmanaged<View>?

  @exclusivity(unchecked) private var _subviews: [View] = []

  /// Set on a window's root view only; the window clears it when it goes.
  @exclusivity(unchecked) unowned(unsafe) var hostingWindow: Window?

  /// The view controller whose view this is; it clears the pointer when it lets the view go.
  @exclusivity(unchecked) unowned(unsafe) var owner: ViewController?

  /// Whether the view controller that loaded this view has let it go (released it, or gone):
  /// alive, such a view is kept by something else.
  package var isReleasedByOwner: Bool { _ownerID != nil && owner == nil }

  private var lifetime: LifetimeCounter?

  /// Creates a view and allocates its payload.
  ///
  /// - Parameters:
  ///   - frame: The initial frame.
  ///   - payloadByteCount: The size of the memory payload, in bytes; negative values count as 0.
  ///     One byte of each page it spans is written, so that the pages are really resident.
  ///   - lifetime: Counts this view while it lives, for leak checks.
  public init(frame: Rect = .zero, payloadByteCount: Int = 0, lifetime: LifetimeCounter? = nil) {
    self._frame = frame
    super.init()
    attachPayload(byteCount: payloadByteCount, lifetime: lifetime)
  }

  /// Gives a view made without one (by a face's initializer: UIKit's `UIView(frame:)`) a
  /// payload and a lifetime counter, as ``init(frame:payloadByteCount:lifetime:)`` would have.
  ///
  /// - Precondition: The view has neither yet.
  package final func _attachPayload(byteCount: Int, lifetime: LifetimeCounter?) {
    precondition(payload == nil && self.lifetime == nil, "the view has a payload already")
    attachPayload(byteCount: byteCount, lifetime: lifetime)
  }

  /// Lays the view out as its view controller appears: the model's views have nothing to lay
  /// out.
  ///
  /// Called after the view controller's `viewWillAppear` and before its children's
  /// appearance; a face whose views lay out (`UIKitContainment`'s `UIView`) overrides it, as
  /// UIKit lays a view out before it appears.
  @preconcurrency @MainActor open func _layOutBeforeAppearing() {}

  @inline(__always)  // into the initializer, where heap profiles place a view's payload
  private func attachPayload(byteCount payloadByteCount: Int, lifetime: LifetimeCounter?) {
    self.lifetime = lifetime
    lifetime?._created += 1
    let count = max(0, payloadByteCount)
    payloadByteCountStorage = count
    lifetime?._payloadBytes += count
    guard count > 0 else { return }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
    // One byte in each page the buffer spans: a byte a page from the first, and the last
    // byte (the buffer need not start on a page, so it may end on one page more).
    let page = 4096
    var offset = 0
    while offset < count {
      buffer.storeBytes(of: 0x5A, toByteOffset: offset, as: UInt8.self)
      offset += page
    }
    buffer.storeBytes(of: 0x5A, toByteOffset: count - 1, as: UInt8.self)
    payload = buffer
  }

  deinit {
    for subview in _subviews { subview._superview = nil }
    payload?.deallocate()
    lifetime?._deallocated += 1
    lifetime?._payloadBytes -= _payloadByteCount
  }

  // Documented where each face names it (Containment, UIKitContainment).
  final var subviews: [View] { _subviews }

  // Documented where each face names it (Containment, UIKitContainment).
  final var window: Window? {
    topmost._withUnsafeGuaranteedRef { $0.hostingWindow }
  }

  /// Whether the view is in a window's hierarchy (`window` is not `nil`), found without a
  /// retain.
  package var isInWindow: Bool {
    topmost._withUnsafeGuaranteedRef { $0.hostingWindow != nil }
  }

  /// Whether the view is on screen: in the hierarchy of a visible window.
  ///
  /// - Complexity: O(depth of the view tree).
  @usableFromInline package final var _isOnScreen: Bool {
    topmost._withUnsafeGuaranteedRef { $0.hostingWindow?.isVisible == true }
  }

  /// Whether this view is `other` or one of its descendants.
  ///
  /// - Complexity: O(depth of the view tree).
  public final func isDescendant(of other: View) -> Bool {
    let target = Unmanaged.passUnretained(other).toOpaque()
    var node = Unmanaged.passUnretained(self)
    while node.toOpaque() != target {
      guard let next = node._withUnsafeGuaranteedRef({ $0.superviewRef }) else {
        return false
      }
      node = next
    }
    return true
  }

  /// The top of this view's chain of superviews (this view if it has none), unretained: every
  /// view on the way is kept by the one above it, and the walk changes nothing.
  private var topmost: Unmanaged<View> {
    var top = Unmanaged.passUnretained(self)
    while let next = top._withUnsafeGuaranteedRef({ $0.superviewRef }) { top = next }
    return top
  }

  /// Adds `view` in front of the other subviews, removing it from its previous superview first.
  public final func addSubview(_ view: View) {
    insertSubview(view, at: _subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range), removing it from
  /// its previous superview first.
  ///
  /// Adding a view to itself or to one of its ancestors (which would make a cycle) is refused:
  /// ignored by the model's views, the app ended by a face's (`_refuseCycle(adding:)`). When
  /// the view comes on screen or leaves it (see `isOnScreen`), the view controllers whose
  /// views it holds hear it (see ``View``).
  public final func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return _refuseCycle(adding: view) }
    guard view._callsMoveHooks else { return place(view, at: index) }
    insertCallingHooks(view, at: index)
  }

  /// ``insertSubview(_:at:)`` of a face's view: its hooks around a move to this view (none for
  /// a new place among the same superview's subviews), out of the model's own path.
  @inline(never)
  private func insertCallingHooks(_ view: View, at index: Int) {
    let oldSuperview = view._superview
    guard oldSuperview !== self else { return place(view, at: index) }
    view._willMove(toSuperview: self)
    place(view, at: index)
    view._didMoveToSuperview(from: oldSuperview)
  }

  /// Places `view` at `index` among the subviews, telling the view controllers whose views
  /// come on screen or leave it.
  @inline(__always)
  private func place(_ view: View, at index: Int) {
    var comesOnScreen: Bool?  // nil: no change of screen, or no one to tell
    if view.screenChangesMatter {
      let willBeOnScreen = _isOnScreen
      if view._isOnScreen != willBeOnScreen { comesOnScreen = willBeOnScreen }
    }
    if let comesOnScreen { view.screenPresenceWillChange(onScreen: comesOnScreen) }
    if view.superview === self, let current = _subviews.firstIndex(where: { $0 === view }) {
      _subviews.remove(at: current)
    } else {
      view.detachFromSuperview()
    }
    _subviews.insert(view, at: min(max(0, index), _subviews.count))
    view._superview = self
    if comesOnScreen != nil { view.screenPresenceDidChange() }
    if let owner = view.owner, owner.moreFlags & ViewController.Flag.isAppearingPending != 0 {
      owner._viewIsAppearingIfPending()
    }
  }

  /// Inserts `view` just behind `sibling`, or in front of everything if `sibling` is not a subview.
  public final func insertSubview(_ view: View, below sibling: View) {
    if let index = _subviews.firstIndex(where: { $0 === sibling }) {
      insertSubview(view, at: index)
    } else {
      addSubview(view)
    }
  }

  /// Detaches the view from its superview.
  ///
  /// Does nothing if it has none. When the view leaves the screen, the view controllers whose
  /// views it holds hear it (see ``View``).
  public final func removeFromSuperview() {
    guard let parent = superview else { return }
    guard _callsMoveHooks else { return leave(parent) }
    leaveCallingHooks(parent)
  }

  /// ``removeFromSuperview()`` of a face's view: its hooks around the move, out of the model's
  /// own path.
  @inline(never)
  private func leaveCallingHooks(_ parent: View) {
    _willMove(toSuperview: nil)
    leave(parent)
    _didMoveToSuperview(from: parent)
  }

  /// Leaves `parent`, telling the view controllers whose views leave the screen.
  @inline(__always)
  private func leave(_ parent: View) {
    let wasOnScreen = screenChangesMatter && parent._isOnScreen
    if wasOnScreen { screenPresenceWillChange(onScreen: false) }
    detachFromSuperview()
    if wasOnScreen { screenPresenceDidChange() }
  }

  /// Called instead of adding `view`, this view itself or one of its ancestors, as a subview:
  /// the model ignores it; a face ends the app as its framework does (UIKit raises).
  open func _refuseCycle(adding view: View) {}

  /// Called before the view moves to `newSuperview` (`nil`: it leaves its superview), when
  /// ``_callsMoveHooks``; a face's hook (UIKit's `willMove(toSuperview:)`).
  ///
  /// - Parameter newSuperview: Where it goes.
  @preconcurrency @MainActor open func _willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved from `oldSuperview`, when ``_callsMoveHooks``; a face's hook
  /// (UIKit's `didMoveToSuperview()`).
  ///
  /// - Parameter oldSuperview: Where it was.
  @preconcurrency @MainActor open func _didMoveToSuperview(from oldSuperview: View?) {}

  /// Detaches the view from its superview, telling no one.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    if let index = parent._subviews.firstIndex(where: { $0 === self }) {
      parent._subviews.remove(at: index)
    }
    _superview = nil
  }

  /// Whether this view coming on screen or leaving it can concern anyone.
  ///
  /// Not when it is the view of a view controller without a parent (its window drives it) or
  /// whose parent forwards appearance by hand, since the news stops there: the common case,
  /// the view of a built-in container's child, costs no walk up to the window.
  @inline(__always) var screenChangesMatter: Bool {
    guard let owner else { return true }
    guard let parent = owner._parent else { return false }
    return parent.shouldAutomaticallyForwardAppearanceMethods
  }

  /// Tells the outermost view controllers whose views are in this subtree that it is about to
  /// come on screen or leave it (UIKit's `willMoveToWindow:`); each passes the change on to its
  /// own children if it forwards appearance, so the walk stops at a view controller's view.
  func screenPresenceWillChange(onScreen: Bool) {
    if let owner {
      owner.viewWillChangeScreenPresence(onScreen: onScreen)
      return
    }
    for subview in _subviews {
      subview.screenPresenceWillChange(onScreen: onScreen)
    }
  }

  /// Tells the same view controllers that the change is done (UIKit's `didMoveToWindow`).
  func screenPresenceDidChange() {
    if let owner {
      owner.viewDidChangeScreenPresence()
      return
    }
    for subview in _subviews {
      subview.screenPresenceDidChange()
    }
  }
}

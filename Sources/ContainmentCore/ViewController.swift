/// A UIKit-free view controller: a lazily loaded view, appearance callbacks, containment and
/// memory warnings, as `UIViewController` defines them (contract rules L1–L4).
///
/// Subclass it and override the `open` callbacks as you would in UIKit. The framework reports
/// every callback to `observer` before it runs your override, so an override that forgets to call
/// `super` cannot hide a callback from the event log (the two exceptions, ``willMove(toParent:)``
/// and ``didMove(toParent:)``, report in their base implementation: call `super`, as UIKit asks).
///
/// View controllers are not thread-safe. Drive each tree from one thread or task at a time.
///
/// ```swift
/// let log = LifecycleLog()
/// let child = ViewController(id: ViewControllerID(1), viewPayloadBytes: 4096, observer: log)
/// child.isViewLoaded                       // false: nothing loads until asked (L1)
/// _ = child.view                           // loadView, then viewDidLoad
/// child.beginAppearanceTransition(true, animated: false)
/// child.endAppearanceTransition()          // viewWillAppear, then viewDidAppear
/// ```
open class ViewController: Responder {
  /// The stable identity used in lifecycle events.
  @usableFromInline package let _id: ViewControllerID

  /// A human-readable title; containers may show it.
  @exclusivity(unchecked) open var title: String?

  /// The items this view controller puts in a navigation bar: each face's `navigationItem`
  /// (the model's value, UIKit's `UINavigationItem`, which writes through to it).
  @exclusivity(unchecked) final var navigationItem = NavigationItem()

  /// Whether this container shows its visible child's title and navigation items as its own
  /// (CoconutKit's `forwardingProperties`); see `displayedTitle`.
  @exclusivity(unchecked) @usableFromInline final var forwardsChildPropertiesStorage = false

  /// The child whose title and navigation items a forwarding container shows: the visible one.
  ///
  /// `nil` for a view controller that is not a container; containers override it (the stack's
  /// top, the tab container's selection, the page container's visible page, the first
  /// placeholder's child). Its name is the model's, not UIKit's, hence the underscore: a class
  /// written for UIKit may have a `forwardingChild` of its own. `Containment` reads it as
  /// `forwardingChild`.
  open var _forwardingChild: ViewController? { nil }

  /// Receives every lifecycle event of this view controller.
  ///
  /// Given when the view controller is made and kept for its life (a constant, so that
  /// reporting an event needs no retain of it); not inherited by children.
  @usableFromInline package let _observer: (any LifecycleObserver)?

  /// The payload size of the view the default ``loadView()`` creates, in bytes.
  @exclusivity(unchecked) @usableFromInline final var viewPayloadBytesStorage: Int

  /// The appearance state (L2).
  ///
  /// Changed only by ``ViewController/beginAppearanceTransition(_:animated:)`` and ``ViewController/endAppearanceTransition()``.
  @exclusivity(unchecked) @usableFromInline final var appearanceStateStorage: AppearanceState =
    .disappeared

  // Documented where each face names it (Containment, UIKitContainment).
  final var parent: ViewController? { parentRef?.takeUnretainedValue() }

  @usableFromInline final var _parent: ViewController? {
    get { parentRef?.takeUnretainedValue() }
    set { parentRef = newValue.map(Unmanaged.passUnretained) }
  }

  /// The parent, unretained rather than `weak` (no side table, see `superview`), and
  /// read without a retain by the walks up the tree and the comparisons with a parent; the
  /// parent clears it when the child leaves or the parent goes.
  @exclusivity(unchecked) @usableFromInline final var parentRef: Unmanaged<ViewController>?

  /// Whether `candidate` is this view controller's parent (compared without a retain).
  final func isChild(of candidate: ViewController) -> Bool {
    parentRef?.toOpaque() == Unmanaged.passUnretained(candidate).toOpaque()
  }

  /// Whether a memory warning releases the view (iOS 5) or never does (iOS 6 and later): read
  /// by the default ``didReceiveMemoryWarning()``.
  ///
  /// The model's view controllers start with iOS 5's policy, `UIKitContainment`'s with the one
  /// of the ``ViewControllerRegistry`` current when they are made (today's iOS by default). A
  /// container's own releases (`unloadView()`) are the container's choice under either.
  @usableFromInline package final var _releasePolicy: ViewReleasePolicy {
    get { flags & Flag.keepsViewOnWarning != 0 ? .iOS6 : .iOS5 }
    set {
      flags =
        newValue == .iOS6 ? flags | Flag.keepsViewOnWarning : flags & ~Flag.keepsViewOnWarning
    }
  }

  /// How many times the view has been loaded (each load runs `loadView` and `viewDidLoad` once).
  @exclusivity(unchecked) @usableFromInline final var viewLoadCountStorage: Int = 0

  /// The view, if loaded: what each face's `viewIfLoaded` reads.
  @exclusivity(unchecked) @usableFromInline final var _view: View?
  /// A strong reference planted by ``ContainerFault/leakRetainCycle``.
  @exclusivity(unchecked) package var _faultRetainedObject: AnyObject?
  @exclusivity(unchecked) var _children: [ViewController] = []
  @exclusivity(unchecked) var appearanceAnimated = false
  /// Whether the view is loading (bit 0), whether the appearance running owes
  /// `viewIsAppearing(_:)` (`Flag.isAppearingPending`), and in four bits (`Flag.superReached`)
  /// the appearance callbacks whose base implementations ran.
  @exclusivity(unchecked) var moreFlags: UInt8 = 0
  private var isLoadingView: Bool {
    get { moreFlags & 1 != 0 }
    set { moreFlags = newValue ? moreFlags | 1 : moreFlags & ~1 }
  }
  // Small, and last, so that they fit in the padding: a view controller stays in jemalloc's
  // 160-byte size class (a deep stack holds 100,000 of them). With the two flags above they
  // take 8 bytes.
  /// Nested batches of removals running (``batchingRemovals(_:)``).
  @exclusivity(unchecked) var removalBatches: UInt8 = 0
  /// Four flags in one byte (`Flag`): whether the appearance transition the view's move on or
  /// off screen began ends once the move is done; whether this view controller takes part in a
  /// running `transition(from:to:duration:options:animations:completion:)`; whether a memory
  /// warning keeps its view (`releasePolicy`); whether it is UIKit's face's; and whether its
  /// overrides are checked for their calls to `super`.
  @exclusivity(unchecked) @usableFromInline final var flags: UInt8 = 0
  /// Children removed in the running batch of removals and not yet dropped from `_children`.
  @exclusivity(unchecked) var departedChildren: UInt32 = 0

  /// Creates a view controller whose view is not loaded.
  ///
  /// - Parameters:
  ///   - id: The identity reported in lifecycle events. Defaults to a fresh process-wide one;
  ///     pass explicit identifiers for reproducible event logs.
  ///   - title: A human-readable title.
  ///   - viewPayloadBytes: The payload size of the view the default ``loadView()`` creates.
  ///   - observer: Receives this view controller's lifecycle events.
  public init(
    id: ViewControllerID = .next(),
    title: String? = nil,
    viewPayloadBytes: Int = 0,
    observer: (any LifecycleObserver)? = nil
  ) {
    self._id = id
    self.title = title
    self.viewPayloadBytesStorage = max(0, viewPayloadBytes)
    self._observer = observer
    // The callbacks are the main actor's; this thread runs them (`ViewController+Isolation`).
    vcsMainActorChecksAdoptThread()
  }

  deinit {
    for child in _children { child._parent = nil }
    _view?.owner = nil
    emit(.deinitialized)
  }

  @inline(__always)
  final func emit(_ kind: LifecycleEvent.Kind) {
    _observer?.lifecycle(LifecycleEvent(_id, kind), from: self)
  }

  /// Reports `kind` to the observer, for a container of UIKit's own (a delegate's will-show
  /// and did-show, a console message) that the other face writes.
  package final func _emit(_ kind: LifecycleEvent.Kind) { emit(kind) }

  /// Whether an observer watches this view controller (a harness's).
  package final var _isObserved: Bool { _observer != nil }

  // MARK: View loading (L1)

  // Documented where each face names it (Containment, UIKitContainment).
  final var view: View {
    get { _view ?? loadViewNow() }
    set {
      if let old = _view, old !== newValue { old.owner = nil }
      newValue.ownerIDStorage = _id
      newValue.owner = self
      _view = newValue
    }
  }

  /// Whether the view is loaded.
  ///
  /// Never loads it.
  @inlinable public final var isViewLoaded: Bool { _view != nil }

  // Documented where each face names it (Containment, UIKitContainment).
  final var viewIfLoaded: View? { _view }

  /// Whether the view may be seen: the view controller is not `disappeared`, or its view is in a
  /// window's hierarchy.
  ///
  /// A visible view is never unloaded (L3).
  @usableFromInline package final var _isViewVisible: Bool {
    _appearanceState != .disappeared || _view?.isInWindow == true
  }

  /// Creates the view.
  ///
  /// The default creates an empty ``View`` with `viewPayloadBytes` of payload.
  ///
  /// Override it to build your own view and assign it to `view`; do not call `super` then. If an
  /// override leaves `view` unset, the default view is installed.
  @preconcurrency @MainActor open func loadView() {
    view = makeDefaultView()
  }

  /// Called once after each load of the view.
  @preconcurrency @MainActor open func viewDidLoad() {}

  /// Called before the view is released because it is not visible (L3); the view is still
  /// loaded (iOS 5's `viewWillUnload`).
  @preconcurrency @MainActor open func viewWillUnload() {}

  /// Called after the view was released because it was not visible (L3).
  @preconcurrency @MainActor open func viewDidUnload() {}

  // MARK: Callbacks to override

  /// Called before the view is added to the visible hierarchy (the view is loaded by then).
  ///
  /// An override calls `super` (UIKit: "If you override this method, you must call super at
  /// some point in your implementation"); a `UIKitContainment` view controller's that does not
  /// is reported (``LifecycleEvent/Kind/superNotCalled(in:reached:)``).
  @preconcurrency @MainActor open func viewWillAppear(_ animated: Bool) {
    _noteSuperReached(.viewWillAppear)
  }

  /// Called once each appearance, after ``viewWillAppear(_:)`` and before `viewDidAppear(_:)`.
  ///
  /// UIKit (iOS 13 and later) calls it "after it adds the view controller's view to the view
  /// hierarchy, and the superview lays out the view controller's view"; the model calls it
  /// just after `viewWillAppear(_:)` when the view has a superview (before the view is laid
  /// out to appear and before the view controllers it forwards appearance to hear their
  /// `viewWillAppear(_:)`), else as soon as the view is given one, else just before
  /// `viewDidAppear(_:)` (decided).
  @preconcurrency @MainActor open func viewIsAppearing(_ animated: Bool) {}

  /// Called once the view is on screen; an override calls `super` (``viewWillAppear(_:)``).
  @preconcurrency @MainActor open func viewDidAppear(_ animated: Bool) {
    _noteSuperReached(.viewDidAppear)
  }

  /// Called before the view leaves the screen; an override calls `super` (``viewWillAppear(_:)``).
  @preconcurrency @MainActor open func viewWillDisappear(_ animated: Bool) {
    _noteSuperReached(.viewWillDisappear)
  }

  /// Called once the view has left the screen; an override calls `super` (``viewWillAppear(_:)``).
  @preconcurrency @MainActor open func viewDidDisappear(_ animated: Bool) {
    _noteSuperReached(.viewDidDisappear)
  }

  /// Whether this view controller's children get their appearance callbacks without its help.
  ///
  /// When `true` (the default, as in UIKit), two things forward appearance to the children:
  /// - ``ViewController/beginAppearanceTransition(_:animated:)`` and ``ViewController/endAppearanceTransition()`` pass the same
  ///   transition on to the children whose views are inside this view controller's view (a
  ///   child already moving that way is not asked twice);
  /// - a child's view coming on screen or leaving it (``View/addSubview(_:)``,
  ///   ``View/removeFromSuperview()`` under a visible ``Window``, see `isOnScreen`) gives
  ///   that child its callbacks, as UIKit does for containment written by hand. Coming on screen,
  ///   a `disappeared` child follows this view controller: it appears (`viewWillAppear`,
  ///   `viewDidAppear`) if this one has appeared, or starts appearing if this one is appearing
  ///   (this one's `viewDidAppear` completes it), and nothing happens while this one is off
  ///   screen or leaving it (its next appearance forwards once). A child that is already
  ///   appearing or has appeared (a container began it with
  ///   ``ViewController/beginAppearanceTransition(_:animated:)``) is left alone. Leaving the screen, an
  ///   `appeared` or `appearing` child disappears (`viewWillDisappear`, `viewDidDisappear`); a
  ///   `disappearing` one is left to whoever began it.
  ///
  /// Only the outermost view controllers whose views come or go hear the change; each forwards
  /// it on to its own children. A view controller without a parent is driven by its window.
  ///
  /// Containers that choose which child appears (``StackController`` and the other built-in
  /// containers but ``MenuController``) return `false` and call
  /// ``ViewController/beginAppearanceTransition(_:animated:)`` and ``ViewController/endAppearanceTransition()`` themselves.
  @preconcurrency @MainActor open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Called just before this view controller is added to or removed from a container.
  ///
  /// `addChild(_:)` calls it with the new parent; a container calls it with `nil` before removing
  /// a child. Overrides must call `super`, which reports the event.
  open func willMove(toParent parent: ViewController?) {
    emit(.willMove(toParent: parent?._id))
  }

  /// Called just after this view controller was added to or removed from a container.
  ///
  /// ``removeFromParent()`` calls it with `nil`; a container calls it with itself once a child is
  /// in place. Overrides must call `super`, which reports the event.
  open func didMove(toParent parent: ViewController?) {
    emit(.didMove(toParent: parent?._id))
  }

  /// Called when memory runs low.
  ///
  /// The default forwards the warning to every child (`deliverMemoryWarning()`), then, under
  /// iOS 5's ``ViewReleasePolicy`` (`releasePolicy`), releases this view controller's view if
  /// it is not visible (`unloadView()`); iOS 6 and later keep it. Overrides should call
  /// `super`.
  @preconcurrency @MainActor open func didReceiveMemoryWarning() {
    for child in _children {
      child._deliverMemoryWarning()
    }
    unloadViewOnMemoryWarning()
  }

  /// Called for a size change, a rotation or a resize, once this view controller's loaded view
  /// has its new size (UIKit calls before the change; the model resizes first so that a
  /// container lays its children out here, and `UIKitContainment`'s
  /// `viewWillTransition(to:with:)` sees the old size as UIKit's does).
  ///
  /// The default forwards the new size to the children whose views are loaded and resizes those
  /// views. Overrides should call `super`.
  @preconcurrency @MainActor open func viewWillTransition(to size: Size) {
    let face = _isUIKitFace
    for child in _children where child.isViewLoaded {
      child._deliverViewWillTransition(to: face ? _size(forChild: child, of: size) : size)
    }
  }

  /// The size a face gives `child` when this view controller's view takes `size`: UIKit's
  /// face asks its `size(forChildContentContainer:withParentContainerSize:)`.
  @preconcurrency @MainActor open func _size(forChild child: ViewController, of size: Size) -> Size
  {
    size
  }

  /// The orientations this view controller can be shown in.
  ///
  /// Defaults to all but upside-down.
  @preconcurrency @MainActor open var supportedInterfaceOrientations: InterfaceOrientationMask {
    .allButUpsideDown
  }

  /// Whether the interface may rotate now.
  ///
  /// Containers return `false` while a transition runs.
  @preconcurrency @MainActor open var shouldAutorotate: Bool { true }

  /// The view ``loadView()``'s default makes, and the one installed when an override leaves
  /// `view` unset: an empty ``View`` with `viewPayloadBytes` of payload.
  ///
  /// A face whose views are of a class of its own makes them here (`UIKitContainment`'s
  /// `UIViewController` makes a `UIView`); code of one's own overrides ``loadView()`` instead.
  @preconcurrency @MainActor open func _makeDefaultView() -> View {
    View(frame: .zero, payloadByteCount: _viewPayloadBytes)
  }

  /// The default view, out of the loading path (a call that path rarely takes).
  @inline(never)
  private func makeDefaultView() -> View { _makeDefaultView() }

  private func loadViewNow() -> View {
    if isLoadingView {
      // `loadView()` read `view` before assigning it: behave as if it had called `super`.
      let fallback = makeDefaultView()
      view = fallback
      return fallback
    }
    isLoadingView = true
    emit(.loadView)
    loadView()
    isLoadingView = false
    let loaded: View
    if let assigned = _view {
      loaded = assigned
    } else {
      loaded = makeDefaultView()
      view = loaded
    }
    viewLoadCountStorage += 1
    emit(.viewDidLoad)
    if flags & Flag.checksOverrides != 0 { callCheckedViewDidLoad() } else { viewDidLoad() }
    return loaded
  }
}

import ContainmentCore

// The model's own members, which UIKit's classes do not have. The core keeps them under
// package names so that `UIKitContainment`'s classes, which inherit from the core, bring none
// of them: a screen written for UIKit may declare its own `id`, `observer` or `isViewVisible`.
// Here, and only under `import Containment`, they carry the model's names.

extension ViewController {
  /// The stable identity used in lifecycle events.
  @inlinable public var id: ViewControllerID { _id }

  /// Receives every lifecycle event of this view controller.
  ///
  /// Given when the view controller is made and kept for its life (a constant, so that
  /// reporting an event needs no retain of it); not inherited by children.
  @inlinable public var observer: (any LifecycleObserver)? { _observer }

  /// The appearance state (L2).
  ///
  /// Changed only by `ViewController/beginAppearanceTransition(_:animated:)` and
  /// `ViewController/endAppearanceTransition()`.
  @inlinable public var appearanceState: AppearanceState { _appearanceState }

  /// The payload size of the view the default `ViewController/loadView()` creates, in bytes.
  @inlinable public var viewPayloadBytes: Int {
    get { _viewPayloadBytes }
    set { _viewPayloadBytes = newValue }
  }

  /// How many times the view has been loaded (each load runs `loadView` and `viewDidLoad` once).
  @inlinable public var viewLoadCount: Int { _viewLoadCount }

  /// Whether a memory warning releases the view (iOS 5) or never does (iOS 6 and later): read
  /// by the default `ViewController/didReceiveMemoryWarning()`.
  ///
  /// The model's view controllers start with iOS 5's policy, `UIKitContainment`'s with the one
  /// of the `ViewControllerRegistry` current when they are made (today's iOS by default). A
  /// container's own releases (`unloadView()`) are the container's choice under either.
  @inlinable public var releasePolicy: ViewReleasePolicy {
    get { _releasePolicy }
    set { _releasePolicy = newValue }
  }

  /// Whether the view may be seen: the view controller is not `disappeared`, or its view is in a
  /// window's hierarchy.
  ///
  /// A visible view is never unloaded (L3).
  @inlinable public var isViewVisible: Bool { _isViewVisible }

  /// Whether this view controller takes part in a running
  /// `transition(from:to:duration:options:animations:completion:)`.
  @inlinable public var isInChildTransition: Bool { _isInChildTransition }

  /// Releases the view if it is loaded and not visible (L3): `viewWillUnload()`, the release,
  /// then `viewDidUnload()`, in the order of iOS 5 and of CoconutKit's `unloadViews`.
  ///
  /// The next access to `view` loads it again. Containers call this for children whose views
  /// they no longer keep; the default `didReceiveMemoryWarning()` calls it too.
  ///
  /// - Returns: Whether the view was released. A view that is not loaded, or is visible
  ///   (see `isViewVisible`), or takes part in a running
  ///   `transition(from:to:duration:options:animations:completion:)`, is kept.
  @discardableResult
  @inlinable public func unloadView() -> Bool { _unloadView() }

  /// Moves the view controller through legal appearance states until it reaches `target`.
  ///
  /// Used by containers to settle a child without a transition: `appeared` and `disappeared`
  /// are reached with balanced begin/end pairs. A `disappeared` child is left alone when the
  /// target is `disappearing` (it has nothing to disappear from).
  @inlinable public func settleAppearance(to target: AppearanceState, animated: Bool = false) {
    _settleAppearance(to: target, animated: animated)
  }

  /// Throws the error `addChild(_:)` would throw for `child`, without changing anything.
  ///
  /// - Complexity: O(depth of this view controller in its tree).
  @inlinable public func checkCanAddChild(_ child: ViewController) throws(ContainmentError) {
    try _checkCanAddChild(child)
  }

  /// Reports a memory warning, then runs `didReceiveMemoryWarning()`.
  ///
  /// `Window/simulateMemoryWarning()` calls it on the root; the default
  /// `didReceiveMemoryWarning()` calls it on every child. Containers that forward by hand call
  /// it rather than `didReceiveMemoryWarning()` so that the event is reported.
  @inlinable public func deliverMemoryWarning() { _deliverMemoryWarning() }

  /// Reports a size transition, resizes the view if it is loaded, then runs
  /// `viewWillTransition(to:)`.
  @inlinable public func deliverViewWillTransition(to size: Size) {
    _deliverViewWillTransition(to: size)
  }

  /// Whether this container shows its visible child's title and navigation items as its own
  /// (CoconutKit's `forwardingProperties`); see `displayedTitle`.
  @inlinable public var forwardsChildProperties: Bool {
    get { _forwardsChildProperties }
    set { _forwardsChildProperties = newValue }
  }

  /// The child whose title and navigation items a forwarding container shows: the visible one
  /// (the stack's top, the tab container's selection, the page container's visible page, the
  /// first placeholder's child); `nil` for a view controller that is not a container.
  @inlinable public var forwardingChild: ViewController? { _forwardingChild }

  /// The view controller whose title and navigation items this one shows: itself, or, for a
  /// container that forwards them, what its visible child shows (through every forwarding
  /// level).
  ///
  /// Derived on each read, never copied, so it follows pushes, selections and swipes at once.
  @inlinable public var propertySource: ViewController { _propertySource }

  /// The title shown for this view controller: `propertySource`'s navigation item title, or
  /// its own title without one.
  @inlinable public var displayedTitle: String? { _displayedTitle }

  /// The navigation items shown for this view controller: `propertySource`'s.
  @inlinable public var displayedNavigationItem: NavigationItem { _displayedNavigationItem }

  /// The registry current on this thread, if any (`ViewControllerRegistry/withCurrent(_:)`).
  @inlinable public static var currentRegistry: (any ViewControllerRegistry)? {
    _currentRegistry
  }
}

extension View {
  /// The number of payload bytes this view holds.
  @inlinable public var payloadByteCount: Int { _payloadByteCount }

  /// The view controller whose view this is, if any.
  @inlinable public var ownerID: ViewControllerID? { _ownerID }

  /// Whether the view is on screen: in the hierarchy of a visible window.
  ///
  /// - Complexity: O(depth of the view tree).
  @inlinable public var isOnScreen: Bool { _isOnScreen }
}

public import ContainmentCore

// The type's discussion and example: UIKitContainment.docc/UIViewController.md.
/// UIKit's `UIViewController`, on the model: the same object as a `ViewController`, under
/// UIKit's names, signatures and semantics.
@preconcurrency @MainActor open class UIViewController: _UIViewControllerBase {
  /// Where it stands between `willMove(toParent:)` and `didMove(toParent:)` (`Move`).
  var move = Move.none

  /// ``preferredContentSize``'s storage.
  private var contentSize = CGSize.zero
  /// The size transition it runs (`runs`) or takes part in: its children find it one step up.
  @exclusivity(unchecked) var sizeTransition: (SizeTransitionCoordinator, runs: Bool)?

  /// What it presents, what presents it, and how (`UIViewController+Presentation`).
  @exclusivity(unchecked) var modal = ModalState()
  /// Its bar items' storage (`tabBarItem`, `navigationItem`, `toolbarItems`).
  @exclusivity(unchecked) var bars = BarItems()
  /// What few view controllers are given, made when first given (`UIViewController+Extras`).
  @exclusivity(unchecked) var extras: Extras?

  /// Its title; setting it titles its navigation and tab items too, as UIKit's does.
  open override var title: String? { didSet { onModelThread(self) { $0.bars.retitle($0.title) } } }

  /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called.
  package internal(set) var statusBarAppearanceUpdates = 0
  /// The callbacks under way under one of their two names (`UIViewController+Swift41Callbacks`).
  @exclusivity(unchecked) var swift41Entries = Swift41Entries()

  /// UIKit's designated initializer; the model has no nib, the view loads from nothing.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as ``nibName`` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as ``nibBundle``.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    let registration = Self.register()
    super.init(registeredAs: registration.id, observer: registration.observer)
    _releasePolicy = registration.policy
    markAsUIKits()
    if nibNameOrNil != nil || nibBundleOrNil != nil {
      extras(unless: false)?.nib = (nibNameOrNil, nibBundleOrNil)
    }
  }

  /// A view controller decoded from an archive: made as ``init(nibName:bundle:)`` makes one,
  /// with what `encode(with:)` wrote (`UIView+Coding.swift`).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    let registration = Self.register()
    super.init(registeredAs: registration.id, observer: registration.observer)
    _releasePolicy = registration.policy
    markAsUIKits()
    decodeViewController(from: coder)
  }

  /// The name of the nib it was made with, as given (the model loads no nib).
  open var nibName: String? { extras?.nib?.name }
  /// The bundle of that nib, as given.
  open var nibBundle: Bundle? { extras?.nib?.bundle }

  /// `UIViewController()`: ``init(nibName:bundle:)`` with neither.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  deinit {
    Associations.objectEnds(self)
    onModelThread(self) { $0.endsAsUIKit() }
  }

  // MARK: The view

  /// The view the default `loadView()` makes: the screen's size, flexible, as UIKit's.
  open override func _makeDefaultView() -> View { makeDefaultUIView() }

  // MARK: Containment

  /// Adds `childController` as a child (UIKit's `addChild(_:)`), `willMove(toParent:)` first.
  ///
  /// A child of another container leaves it first (Apple: "it is removed from that container
  /// before being added"), hearing `didMove(toParent: nil)`. A child of this one already: no
  /// change (decided). This view controller or an ancestor of it: the app ends (a cycle).
  @available(swift, introduced: 4.2)
  open func addChild(_ childController: UIViewController) { addChildAsUIKit(childController) }

  /// Called just before this view controller is added to `parent` or removed from its container
  /// (`nil`); call `super`, as UIKit asks: its implementation reports the callback.
  @available(swift, introduced: 4.2)
  open func willMove(toParent parent: UIViewController?) { willMoveAsUIKit(parent) }

  /// Called just after this view controller was added to `parent` or removed from its container
  /// (`nil`); call `super`, as UIKit asks: its implementation reports the callback.
  @available(swift, introduced: 4.2)
  open func didMove(toParent parent: UIViewController?) { didMoveAsUIKit(parent) }

  // Swift 4.1's names of four callbacks, each one method under two names as UIKit's Objective-C
  // method is; a Swift 4 override takes them (`UIViewController+Swift41Callbacks`).
  /// Swift 4.1's name of ``willMove(toParent:)-(UIViewController?)``.
  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  open func willMove(toParentViewController parent: UIViewController?) { swift41WillMove(parent) }
  /// Swift 4.1's name of ``didMove(toParent:)-(UIViewController?)``.
  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  open func didMove(toParentViewController parent: UIViewController?) { swift41DidMove(parent) }
  /// Swift 4.1's name of ``childForStatusBarStyle``.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarStyle")
  open var childViewControllerForStatusBarStyle: UIViewController? { swift41Child(.style) }
  /// Swift 4.1's name of ``childForStatusBarHidden``.
  @available(swift, obsoleted: 4.2, renamed: "childForStatusBarHidden")
  open var childViewControllerForStatusBarHidden: UIViewController? { swift41Child(.hidden) }

  /// The model's `willMove(toParent:)`: UIKit's, for a parent of UIKit's (not the model's).
  public final override func willMove(toParent parent: ViewController?) {
    let uikitParent = parent as? UIViewController
    if parent != nil, uikitParent == nil { return super.willMove(toParent: parent) }
    onModelThread(self, uikitParent) { $0.willMove(toParent: $1) }
  }

  /// The model's `didMove(toParent:)`: UIKit's, as ``willMove(toParent:)-(ViewController?)``.
  public final override func didMove(toParent parent: ViewController?) {
    let uikitParent = parent as? UIViewController
    if parent != nil, uikitParent == nil { return super.didMove(toParent: parent) }
    onModelThread(self, uikitParent) { $0.didMove(toParent: $1) }
  }

  /// Swaps two children, the shown `fromViewController` for `toViewController`, with an
  /// animation: both must be its children (else `NSInvalidArgumentException`); the new view goes
  /// into the old one's superview, `animations` runs, and after `duration` seconds the old view
  /// leaves and `completion` runs with whether they finished (`options`: the model draws none).
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    transitionAsUIKit(fromViewController, toViewController, duration, animations, completion)
  }

  // MARK: Size and layout

  /// The model's size transition (a rotation or a resize reaching this view controller), run
  /// as UIKit runs a rotation (`UIViewController+SizeTransition`).
  public final override func viewWillTransition(to size: Size) { runSizeTransition(to: size) }

  /// The coordinator of the transition under way that this view controller takes part in: its
  /// own size transition's, else its presentation's or dismissal's, else its parent's (a
  /// navigation controller's push or pop), else `nil`.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    sizeTransition.flatMap { $0.runs ? $0.0 : nil } ?? modal.transition
      ?? parent?.transitionCoordinator
  }

  /// Called before the view's size changes (a rotation, a resize); call `super`, which hands
  /// each loaded child the size ``size(forChildContentContainer:withParentContainerSize:)`` gives.
  ///
  /// - Parameters:
  ///   - size: The new size of the view.
  ///   - coordinator: Runs animations alongside the change and completions after it.
  @preconcurrency @MainActor open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if _checksOverrides { rotateAsBeforeIOS8(with: coordinator) }
    super.viewWillTransition(to: Size(size))
  }
  // iOS 2–7's rotation callbacks, called by the default above in a rotation (`+Rotation`).
  /// Before the interface turns (``interfaceOrientation`` is still the old orientation).
  @available(iOS, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  /// As the turn's animation begins (``interfaceOrientation`` is the new orientation).
  @available(iOS, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}
  /// After the interface turned from `fromInterfaceOrientation`.
  @available(iOS, deprecated: 8.0)
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

  /// Called before a size class changes (a rotation, a resize), before
  /// ``viewWillTransition(to:with:)``; call `super`, which tells each child whose view is loaded.
  @preconcurrency @MainActor open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) { forwardTraitTransition(to: newCollection, with: coordinator) }
  /// Called in the view's layout after the traits changed, before ``viewWillLayoutSubviews()``.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The model's question for the size of a child: UIKit's
  /// ``size(forChildContentContainer:withParentContainerSize:)`` for a child of UIKit's.
  public final override func _size(forChild child: ViewController, of size: Size) -> Size {
    guard child._isUIKitFace else { return size }
    // The model holds the child through the call: no retain of its own.
    unowned(unsafe) let container = unsafeDowncast(child, to: UIViewController.self)
    return Size(
      self.size(forChildContentContainer: container, withParentContainerSize: CGSize(size)))
  }

  /// Updates the view's constraints before its layout (the default: the view's; `super` last).
  open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
  /// Called before the view lays out its subviews (`layoutSubviews()` of the root view).
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the view's safe area changed (`additionalSafeAreaInsets` set here or above).
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's layout margins changed, after its `layoutMarginsDidChange()`.
  open func viewLayoutMarginsDidChange() {}

  // MARK: Showing and storyboards (`UIViewController+Showing`)

  /// Shows `vc` where it belongs: pushed by the nearest navigation controller, shown by the
  /// nearest split view controller, else presented.
  open func show(_ vc: UIViewController, sender: Any?) { showAsUIKit(vc, sender: sender) }
  /// Shows `vc` as the detail: by the nearest split view controller, else presented.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showAsDetail(vc, sender: sender)
  }
  /// Takes in a collapsing split view controller's secondary, this view controller being its
  /// primary: nothing here (the secondary is let go); a navigation controller pushes it.
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}
  /// Gives an expanding split view controller its secondary, this view controller being its
  /// primary: none here; a navigation controller pops its top.
  open func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }
  /// Called before a segue runs: never in the model, which has no storyboard.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Whether a segue may run: never asked in the model, which has no storyboard.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called once loaded from a nib or storyboard: never in the model, which loads neither.
  open func awakeFromNib() {}
  /// Carries out an unwind segue's part here: never in the model, which has no storyboard.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
  /// The children an unwind segue from `source` may search: all but the one holding it.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  { childrenForUnwinding(from: source) }
  /// Whether this view controller takes an unwind segue's action: never asked in the model.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool { fromViewController !== self }
  /// Saves the state to restore: never called in the model, which restores no state.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Restores saved state: never called in the model.
  open func decodeRestorableState(with coder: NSCoder) {}
  /// Called once every object's state is restored: never in the model.
  open func applicationFinishedRestoringState() {}

  /// The size this view controller would like its container to give its view; setting it
  /// tells its parent, else the presentation controller presenting it (`preferredContentSizeDidChange`).
  open var preferredContentSize: CGSize {
    get { contentSize }
    set {
      contentSize = newValue
      tellContainerOfPreferredSize()
    }
  }

  /// The size to give `container`, a child, when this view controller's view is to take
  /// `parentSize` (`parentSize` unless overridden), which ``viewWillTransition(to:with:)`` hands it.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called when `container`, a child, changes its ``preferredContentSize``.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when the size a child's view's constraints fit in changes: never, as the model
  /// computes no fitting size (an override compiles and is not called).
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Whether it edits its content; setting it is ``setEditing(_:animated:)`` unanimated.
  open var isEditing: Bool {
    get { settings.editing }
    set { setEditing(newValue, animated: false) }
  }
  /// Starts or ends editing (its `editButtonItem` follows); a subclass updates its views.
  open func setEditing(_ editing: Bool, animated: Bool) { keepEditing(editing) }

  // MARK: Presentation (`UIViewController+Presentation`)

  /// How this view controller is shown when presented: `.automatic` unless set (today's iOS
  /// shows it as a page sheet, leaving the presenter on screen; iOS 12 and earlier full screen).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { modal.style ?? .automatic }
    set { modal.style = newValue }
  }

  /// Presents `viewControllerToPresent` over this view controller's hierarchy, from its
  /// outermost ancestor, in UIKit's order; UIKit's refusals print its console message.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The view controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Called once the presented view controller has appeared.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentAsUIKit(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses what this view controller's hierarchy presents, or, presenting nothing, the
  /// hierarchy itself, in UIKit's order.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Called once the dismissal has ended.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissAsUIKit(animated: flag, completion: completion)
  }

  // MARK: The responder chain (`UIResponder.swift`)
  /// The next responder: its view's superview, else its parent, else its presenter.
  open override var next: UIResponder? { nextAfterController }
  /// Makes it the first responder if it can be and is on screen; whether it now is.
  @discardableResult open override func becomeFirstResponder() -> Bool { becomeFirst() }
  /// Gives up being the first responder, if it is and may; `true` unless it refused.
  @discardableResult open override func resignFirstResponder() -> Bool { resignFirst() }
  /// Fingers came down on it: passed to the next responder unless overridden, as UIKit's.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesBegan(touches, with: event)
  }
  /// Fingers it follows moved: passed on unless overridden.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesMoved(touches, with: event)
  }
  /// Fingers it follows were lifted: passed on unless overridden.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesEnded(touches, with: event)
  }
  /// Fingers it follows were cancelled: passed on unless overridden.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesCancelled(touches, with: event)
  }
  /// The device moved (a shake began): passed to the next responder unless overridden.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionBegan(motion, with: event)
  }
  /// The motion ended: passed on unless overridden.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionEnded(motion, with: event)
  }
  /// The motion was cancelled: passed on unless overridden.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionCancelled(motion, with: event)
  }
  /// A view shown instead of the keyboard while it is first responder (`nil`; kept).
  open var inputView: UIView? { nil }
  /// A bar shown above the keyboard while it is first responder (`nil`; kept, not shown).
  open var inputAccessoryView: UIView? { nil }
  /// Asks for its input views again (the model shows none).
  open func reloadInputViews() {}

  /// What it shows in a navigation bar, made when first asked for (a container may give a child's).
  open var navigationItem: UINavigationItem { ownNavigationItem }
  // MARK: The status bar, the home indicator, the screen's edges (`UIContentContainer.swift`)

  /// The status bar's style while this view controller decides it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden while this view controller decides it.
  open var prefersStatusBarHidden: Bool { false }
  /// How a change of the status bar's visibility animates.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child that decides the status bar's style in this one's place, if any.
  @available(swift, introduced: 4.2)
  open var childForStatusBarStyle: UIViewController? { childAsUIKit(.style) }
  /// The child that decides whether the status bar is hidden in this one's place, if any.
  @available(swift, introduced: 4.2)
  open var childForStatusBarHidden: UIViewController? { childAsUIKit(.hidden) }
  /// Whether the home indicator hides while this view controller decides it.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child that decides whether the home indicator hides in this one's place, if any.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// The screen edges whose system gestures wait for this view controller's own first.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// The child that decides those edges in this one's place, if any.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  /// The orientation it would be presented in full screen: the window's (the model rotates no
  /// interface for a presentation).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    _viewIfLoaded?._window?.orientation ?? .portrait
  }

  /// Sets ``contentUnavailableConfiguration`` for `state` (iOS 17; the default does nothing).
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}

  // MARK: NSObject's (`UIKitObjects+Description.swift`)

  /// The view controller as NSObject describes one, `<Class: vc12>`, with the model's identifier
  /// where iOS prints its address (two runs print the same); an override replaces it.
  nonisolated open override var description: String { describe(self) }
  /// What a debugger prints: ``description``.
  nonisolated open override var debugDescription: String { description }
}

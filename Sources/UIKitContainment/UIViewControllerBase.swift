public import ContainmentCore

// Swift lets a subclass override only what a class's own body declares (an extension's members
// are final without the Objective-C runtime), and `UIViewController.swift` is full: the
// settings, bar items and presentation choices an app's view controller overrides are declared
// here, in the class `UIViewController` descends from, and implemented where their concern is
// (`+Settings`, `+Bars`, `+SafeArea`, `+Presentation`, `UIViewControllerTransitioningDelegate`).
// The layer reads each through the property, so that an override is what UIKit would find.

/// The members of ``UIViewController`` that an app's view controller overrides and its own
/// declaration has no room for (UIKit declares them on `UIViewController` itself).
///
/// Only ``UIViewController`` descends from this class; use that.
@preconcurrency @MainActor open class _UIViewControllerBase: ViewController {
  /// A view controller with the identity and observer its registration gave it: called by
  /// ``UIViewController``'s initializers only (public so that subclasses in other modules
  /// inherit `UIViewController`'s initializers, as Swift allows only then).
  public init(registeredAs id: ViewControllerID, observer: (any LifecycleObserver)?) {
    super.init(id: id, observer: observer)
  }

  /// This view controller as the ``UIViewController`` it is (nothing else descends from here).
  final var ui: UIViewController { unsafeDowncast(self, to: UIViewController.self) }

  // MARK: Bars (`UIViewController+Bars`)

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The item its tab shows in a tab bar controller.
  ///
  /// Made when first asked for, titled with the view controller's `title` then (UIKit's
  /// default); implicitly unwrapped as UIKit declares it, so that `tabBarItem?.badgeValue`
  /// compiles as on iOS.
  open var tabBarItem: UITabBarItem! {
    get { ui.ownTabBarItem }
    set { ui.bars.tabBarItem = newValue }
  }
  /// The items it shows in a navigation controller's toolbar.
  open var toolbarItems: [UIBarButtonItem]? {
    get { ui.bars.toolbarItems }
    set { ui.bars.toolbarItems = newValue }
  }
  /// Whether a navigation controller hides the tab bar while this view controller is on top
  /// (the model draws no bar: kept for the app's code).
  open var hidesBottomBarWhenPushed: Bool {
    get { ui.bars.hidesBottomBarWhenPushed }
    set { ui.bars.hidesBottomBarWhenPushed = newValue }
  }
  /// The button that starts and ends editing, for a bar: titled Edit, or Done while editing;
  /// a tap toggles ``UIViewController/isEditing`` (animated).
  open var editButtonItem: UIBarButtonItem { ui.ownEditButtonItem }

  // MARK: Presentation (`UIViewController+Presentation`, `+Settings`)

  /// The object giving this view controller's presentation and dismissal their animators, if
  /// any (UIKit keeps it weakly).
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { ui.extras?.transitioningDelegate }
    set { ui.extras(unless: newValue == nil)?.transitioningDelegate = newValue }
  }
  /// Whether the user's swipe may not dismiss this view controller's sheet (`false` unless
  /// set): the swipe tells the delegate it was attempted, and nothing leaves.
  open var isModalInPresentation: Bool {
    get { ui.isModal }
    set { ui.isModal = newValue }
  }
  /// How a presentation of this view controller animates (`.coverVertical` unless set): kept
  /// only, as the model draws no animation.
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { ui.settings.transitionStyle }
    set { ui.settings.transitionStyle = newValue }
  }
  /// Whether a `.currentContext` presentation from under this view controller covers only its
  /// view: kept only (the model shows `.currentContext` as `.fullScreen`).
  open var definesPresentationContext: Bool {
    get { ui.settings.definesContext }
    set { ui.settings.definesContext = newValue }
  }
  /// Whether this view controller, defining a presentation context, gives its transition
  /// style: kept only.
  open var providesPresentationContextTransitionStyle: Bool {
    get { ui.settings.providesContextStyle }
    set { ui.settings.providesContextStyle = newValue }
  }
  /// Whether this view controller, presented but not full screen, decides the status bar's
  /// look: kept only (the model draws no status bar).
  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { ui.settings.capturesStatusBar }
    set { ui.settings.capturesStatusBar = newValue }
  }

  // MARK: Layout and looks (`UIViewController+Settings`, `+SafeArea`, `+Traits`)

  /// Insets this view controller's view and the views under it keep clear of, added to those
  /// of the views above (a container's bars, typically): none unless set.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { ui.extras?.additionalSafeAreaInsets ?? .zero }
    set { ui.setAdditionalSafeAreaInsets(newValue) }
  }
  /// The edges along which the view extends under the bars (`.all` unless set): kept only (the
  /// model's bars are not drawn over any view).
  open var edgesForExtendedLayout: UIRectEdge {
    get { ui.settings.extendedEdges }
    set { ui.settings.extendedEdges = newValue }
  }
  /// Whether the view extends under opaque bars too: kept only.
  open var extendedLayoutIncludesOpaqueBars: Bool {
    get { ui.settings.extendsUnderOpaqueBars }
    set { ui.settings.extendsUnderOpaqueBars = newValue }
  }
  /// Whether the insets of a scroll view that is the view (or its first subview) follow the
  /// bars, as before iOS 11 (`true`): kept only (the model's bars cover no view).
  @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior")
  open var automaticallyAdjustsScrollViewInsets: Bool {
    get { ui.settings.adjustsScrollViewInsets }
    set { ui.settings.adjustsScrollViewInsets = newValue }
  }
  /// The light or dark style this view controller, its children and its views take whatever
  /// their environment's (`.unspecified` unless set: the environment's); read in
  /// `traitCollection`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { ui.settings.interfaceStyle }
    set {
      let ui = ui
      ui.changeTraits { ui.settings.interfaceStyle = newValue }
    }
  }
  /// The scroll view whose scrolling the bars at `edge` follow (iOS 15): the one set for that
  /// edge, else `nil` (UIKit's guess, the view's first scroll view, is not made: the model's
  /// bars follow no scrolling).
  ///
  /// - Parameter edge: An edge (the first of several named).
  /// - Returns: Its scroll view, or `nil`.
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].lazy.filter(edge.contains)
      .compactMap { self.ui.extras?.contentScrollViews[$0.rawValue] }.first
  }
  /// Sets the scroll view whose scrolling the bars at `edge` follow (iOS 15), kept.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view, or `nil`.
  ///   - edge: Its edges.
  open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing]
    where edge.contains(single) {
      ui.extras(unless: scrollView == nil)?.contentScrollViews[single.rawValue] = scrollView
    }
  }
  /// Whether it asks for the pointer to be locked while it is shown (iPadOS 14): kept only.
  open var prefersPointerLocked: Bool { false }
  /// The identifier that restores this view controller's state: kept only (the model saves no
  /// state).
  open var restorationIdentifier: String? {
    get { ui.settings.restorationIdentifier }
    set { ui.settings.restorationIdentifier = newValue }
  }

  // MARK: Archiving (`UIView+Coding`)

  /// Writes the view controller to `coder`: its title and restoration identifier (its view
  /// and children are not archived, decided by the model).
  ///
  /// - Parameter coder: The archive being written.
  open func encode(with coder: NSCoder) { ui.encodeViewController(with: coder) }

  /// Told a change of a key path this view controller observes, as a view's
  /// (`NSObject+KeyValueObserving.swift`); a change not handled stops the app.
  ///
  /// - Parameters:
  ///   - keyPath: The key path.
  ///   - object: The object observed.
  ///   - change: What changed.
  ///   - context: The context the observer was added with.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) { unhandledChange(keyPath, of: object, observer: self) }

  // MARK: Keyboard (as a view's: `UIViewBase.swift`)

  /// The key commands it offers while in the responder chain (none): kept, never matched.
  open var keyCommands: [UIKeyCommand]? { nil }
  /// A key went down: passed up the responder chain; never called by the model.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesBegan(presses, with: event)
  }
  /// A pressed key changed: passed up the responder chain.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesChanged(presses, with: event)
  }
  /// A key came up: passed up the responder chain.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesEnded(presses, with: event)
  }
  /// The presses were cancelled: passed up the responder chain.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesCancelled(presses, with: event)
  }
}

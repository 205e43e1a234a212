/// A menu container written by hand, the way `STKMenuViewController` (Stable Kernel,
/// github.com/stablekernel/MenuController) and the drop-down `MenuViewController` of the codepath
/// guide write theirs: it uses only `addChild(_:)`, ``View/addSubview(_:)``,
/// ``View/removeFromSuperview()`` and ``ViewController/removeFromParent()``, and leaves every
/// appearance callback to automatic forwarding
/// (``ViewController/shouldAutomaticallyForwardAppearanceMethods`` is `true`).
///
/// **Children.** ``setViewControllers(_:)`` does what `-setViewControllers:` does: every old
/// child gets `willMove(toParent: nil)`, its view leaves the container (on screen: its
/// `viewWillDisappear` and `viewDidDisappear`) and it is removed (`didMove(toParent: nil)`);
/// then each new child is added and gets `didMove(toParent:)` at once; then the first is
/// selected. A child in both lists leaves and comes back, as in STKMenuViewController.
///
/// **Selection.** ``select(_:)`` takes the old child's view out of the transition view and, on
/// screen, puts the new one's in; the old child disappears whole before the new one appears
/// (the order automatic forwarding gives). The container's own view is built in
/// ``loadView()`` (a layout view holding the transition view). One deliberate difference:
/// STKMenuViewController installs the selected child's view in `-viewDidLoad`, which loads it
/// before the container is shown (the window loads its root's view at assignment); this
/// container installs it in ``viewWillAppear(_:)``, so that a child's view loads only when it
/// is shown (C6). The calls it makes are the same.
///
/// **Menu.** ``showMenu()`` lays the menu's view over the transition view; the selected child
/// stays on screen. Selecting from the menu (``select(at:)``) hides it.
///
/// ```swift
/// let menu = MenuController()
/// try menu.setViewControllers([news, search, settings])   // selects news
/// try window.setRootViewController(menu)                   // the menu's own view loads
/// window.makeKeyAndVisible()                               // news loads and appears
/// try menu.select(at: 2)                                   // news disappears, settings appears
/// ```
public final class MenuController: SelectingController, SelectingContainer {
  /// The view the selected child's view goes into (STKMenuViewController's `transitionView`),
  /// made by each load of the container's view.
  public var transitionView: View? { _transitionView }
  @exclusivity(unchecked) var _transitionView: View?

  /// Replaces the children and selects the first, as STKMenuViewController's
  /// `-setViewControllers:` does: every old child leaves, every new one is added.
  ///
  /// - Parameter children: The new children, in order, each once.
  /// - Throws: ``ContainmentError/duplicateChild(_:)`` for a child listed twice, and the errors
  ///   of `addChild(_:)` for a new child with another parent. Nothing changes
  ///   then.
  public func setViewControllers(_ children: [ViewController]) throws(ContainmentError) {
    try checkChildList(children)
    batchingRemovals {
      for child in list {
        child.willMove(toParent: nil)
        if let childView = child.viewIfLoaded, childView.superview === transitionView {
          childView.removeFromSuperview()
        }
        child.removeFromParent()
      }
    }
    list = children
    for child in children {
      attachChild(child)  // addChild(_:), checked above
      child.didMove(toParent: self)
    }
    show(children.first)
    _checkInvariants()
  }

  /// Selects `child`, hiding the menu.
  ///
  /// - Throws: ``ContainmentError/notAChild(_:)`` when `child` is not one of the children.
  public func select(_ child: ViewController) throws(ContainmentError) {
    guard list.contains(where: { $0 === child }) else { throw .notAChild(child._id) }
    hideMenu()
    if child !== selectedViewController { show(child) }
    _checkInvariants()
  }

  /// STKMenuViewController's `-setSelectedViewController:`: the old child's view out, and the
  /// new one's in (loading it) when the container is on screen or coming on screen; automatic
  /// forwarding gives the appearance callbacks as the views come and go.
  private func show(_ child: ViewController?) {
    let previous = selectedViewController
    _selectedViewController = child
    guard transitionView != nil else { return }
    if !plantedKeepsOldView { previous?.viewIfLoaded?.removeFromSuperview() }
    if _appearanceState == .appeared || _appearanceState == .appearing {
      installSelectedView()
    } else if plantedInstallsOffScreen {
      installSelectedView()
    }
  }

  /// Puts the selected child's view in the transition view, loading it.
  private func installSelectedView() {
    guard let transitionView, let selected = selectedViewController else { return }
    let childView = selected.view
    childView.frame = Rect(size: transitionView.frame.size)
    transitionView.addSubview(childView)
  }

  /// The selected child, whose title and navigation items the container shows when it
  /// forwards them.
  override public var _forwardingChild: ViewController? { selectedViewController }

  // MARK: Loading

  /// Builds a layout view holding the transition view (and the menu when it is shown).
  override public func loadView() {
    let layoutView = View(frame: .zero)
    let transition = View(frame: .zero)
    layoutView.addSubview(transition)
    view = layoutView
    _transitionView = transition
    menu.layOut(over: layoutView)
  }

  /// Sizes the transition view to the container's.
  override public func viewDidLoad() {
    super.viewDidLoad()
    layOut(at: view.frame.size)
  }

  /// Sizes the transition view and a shown menu to `size`, the container's view's.
  private func layOut(at size: Size) {
    _transitionView?.frame = Rect(size: size)
    menu.resize(to: size)
  }

  /// Forgets the transition view with the view that held it.
  override public func viewDidUnload() {
    super.viewDidUnload()
    _transitionView = nil
  }

  /// Resizes the transition view and the menu, then forwards the size to the children whose
  /// views are loaded.
  override public func viewWillTransition(to size: Size) {
    layOut(at: size)
    super.viewWillTransition(to: size)
  }

  // MARK: Appearance (forwarded automatically)
  //
  // No `_checkInvariants()` in these overrides: automatic forwarding reaches the children
  // after them.

  /// Installs the selected child's view; automatic forwarding then gives the child its
  /// `viewWillAppear`, and this container's `viewDidAppear` its `viewDidAppear`.
  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The transition view and the menu at the size the window or a parent gave the view after
    // it loaded (STKMenuViewController's flexible autoresizing mask keeps them so; the model
    // has none).
    layOut(at: view.frame.size)
    installSelectedView()
    plantedForwardByHand { $0.beginAppearanceTransition(true, animated: animated) }
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    plantedForwardByHand { $0.endAppearanceTransition() }
  }

  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    plantedForwardByHand { $0.beginAppearanceTransition(false, animated: animated) }
  }

  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    plantedForwardByHand { $0.endAppearanceTransition() }
  }
}

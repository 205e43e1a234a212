/// A container that shows one of its children at a time, chosen from a list, with a menu that
/// can be shown over it: a tab bar container in `UITabBarController`'s manner, driving its
/// children's appearance itself. (``MenuController`` is the same idea written by hand, the way
/// `STKMenuViewController` is.)
///
/// **Children.** ``setViewControllers(_:selecting:)`` re-parents: children that leave get
/// `willMove(toParent: nil)` and are removed (`didMove(toParent: nil)`) once the selection has
/// moved; each child that arrives is added (`willMove(toParent:)`) and gets `didMove(toParent:)`
/// at once, before the next one is added (STKMenuViewController's `-setViewControllers:` pairs
/// them so; UIKit documents no order). ``SelectingController/viewControllers`` is a copy: changing it changes nothing.
///
/// **Selection.** The selected child is stored once; ``selectedIndex`` is derived from it, so
/// the two cannot disagree. Selecting swaps the shown child at once (no transition, as tab bars
/// do), on screen in `UITabBarController`'s order: the new child loads and gets
/// `viewWillAppear`, then the old one gets `viewWillDisappear` and `viewDidDisappear`, then the
/// new one `viewDidAppear` (logged in "UITabBarViewController-控制器加载(3)",
/// pgzxc.github.io/posts/efa3afd7.html). Only a container whose view is loaded touches views;
/// one that has not loaded its view, or is off screen, remembers the selection and shows it when
/// it appears.
///
/// **Menu.** ``showMenu()`` lays the menu's view over the selected child's; the child stays on
/// screen (it gets no disappearance). ``hideMenu()`` takes it away; selecting a child hides it.
///
/// ```swift
/// let tabs = TabController()
/// try tabs.setViewControllers([news, search, settings])   // selects news
/// try window.setRootViewController(tabs)
/// window.makeKeyAndVisible()                               // news loads and appears
/// try tabs.select(at: 2)                                   // settings appears, news disappears
/// ```
public final class TabController: SelectingController, SelectingContainer {
  /// Replaces the children.
  ///
  /// Children in both lists stay; the others leave or arrive. The selection becomes `selecting`,
  /// or stays on the selected child if it is still there, or goes to the first child.
  ///
  /// - Parameters:
  ///   - children: The new children, in order, each once.
  ///   - selecting: The child to select; it must be in `children`.
  /// - Throws: ``ContainmentError/duplicateChild(_:)`` for a child listed twice,
  ///   ``ContainmentError/notAChild(_:)`` for a `selecting` not in the list, and the errors of
  ///   `addChild(_:)` for a new child with another parent. Nothing changes then.
  public func setViewControllers(
    _ children: [ViewController], selecting: ViewController? = nil
  ) throws(ContainmentError) {
    try checkChildList(children)
    if let selecting, !children.contains(where: { $0 === selecting }) {
      throw .notAChild(selecting._id)
    }
    let kept = selectedViewController.flatMap { old in children.first { $0 === old } }
    replaceChildren(
      list, with: children, announcingArrivals: !plantedForgetsDidMove,
      removingLeavers: !plantedForgetsRemoveFromParent
    ) { show(selecting ?? kept ?? children.first) }
    list = children
    _checkInvariants()
  }

  /// Selects `child`, hiding the menu.
  ///
  /// - Throws: ``ContainmentError/notAChild(_:)`` when `child` is not one of the children.
  public func select(_ child: ViewController) throws(ContainmentError) {
    guard list.contains(where: { $0 === child }) else { throw .notAChild(child._id) }
    hideMenu()
    show(child)
    _checkInvariants()
  }

  /// Makes `child` the selected one and, when the view is loaded, swaps the shown views.
  private func show(_ child: ViewController?) {
    let old = selectedViewController
    guard child !== old else { return }
    _selectedViewController = child
    guard let container = viewIfLoaded else { return }  // shown when it appears
    // UITabBarController's order: the new tab's viewWillAppear before the old tab's
    // viewWillDisappear (see `swapShownChild`).
    swapShownChild(from: old, to: child, appearingFirst: true) { place($0, in: container) }
    old?.viewIfLoaded?.removeFromSuperview()
  }

  private func place(_ child: ViewController, in container: View) {
    let childView = child.view
    childView.frame = Rect(size: container.frame.size)
    if childView.superview !== container {
      if menuView.superview === container {
        container.insertSubview(childView, below: menuView)
      } else {
        container.addSubview(childView)
      }
    }
  }

  /// The selected child, whose title and navigation items the container shows when it
  /// forwards them.
  override public var _forwardingChild: ViewController? { selectedViewController }

  // MARK: Loading and appearance forwarding

  /// Lays out the menu if it was shown before the view loaded.
  override public func viewDidLoad() {
    super.viewDidLoad()
    menu.layOut(over: view)
  }

  override public var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // At the size the window or a parent gave the view after it loaded (UIKit's flexible
    // autoresizing mask would keep the menu so; the model has none).
    menu.layOut(over: view)
    guard let selected = selectedViewController else { return }
    if !plantedLeavesSelectedOut { place(selected, in: view) }
    selected.beginAppearanceTransition(true, animated: animated)
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if selectedViewController?._appearanceState == .appearing {
      selectedViewController?.endAppearanceTransition()
    }
    _checkInvariants()
  }

  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selectedViewController?.beginAppearanceTransition(false, animated: animated)
  }

  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if selectedViewController?._appearanceState == .disappearing {
      selectedViewController?.endAppearanceTransition()
    }
    _checkInvariants()
  }

  // MARK: Rotation

  /// Whether the selected child allows a rotation now (a stack in mid-push does not).
  override public var shouldAutorotate: Bool {
    plantedIgnoresChildRotation || selectedViewController?.shouldAutorotate ?? true
  }

  /// The orientations the selected child supports (all without one).
  override public var supportedInterfaceOrientations: InterfaceOrientationMask {
    selectedViewController?.supportedInterfaceOrientations ?? .all
  }

  /// Forwards the new size to the children whose views are loaded, and resizes the menu.
  override public func viewWillTransition(to size: Size) {
    super.viewWillTransition(to: size)
    menu.resize(to: size)
  }
}

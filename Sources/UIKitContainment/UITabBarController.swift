internal import ContainmentCore

/// UIKit's `UITabBarController`, on the model: a list of view controllers, every one a child at
/// once, the selected one's view filling the tab bar controller's.
///
/// It follows Apple's documentation of each member and the callback orders recorded from UIKit
/// (`Tests/ReplayTests/GoldenUIKitContainers/tabs-*.log`). A selection on screen swaps the
/// views at once: the new tab's `viewDidLoad` (the first time) and `viewWillAppear`, the old
/// tab's `viewWillDisappear` and `viewDidDisappear`, the new tab's `viewDidAppear`. Selecting
/// in code (`selectedIndex`, `selectedViewController`) tells the delegate nothing, as Apple
/// documents; a tap on a tab does, through ``UITabBarControllerDelegate`` (a harness taps with
/// `_tap(at:)`).
///
/// ```swift
/// let feed = UIViewController()
/// let profile = UIViewController()
/// let tabs = UITabBarController()
/// tabs.viewControllers = [feed, profile]
/// tabs.selectedIndex = 1
/// precondition(tabs.selectedViewController === profile && feed.tabBarController === tabs)
/// ```
///
/// Left out: the tab bar's drawing and its items' images and badges, the More list (the model
/// shows any number of tabs: ``moreNavigationController`` is never shown), customizing, and
/// animated changes of the list (`setViewControllers(_:animated:)` changes it at once).
open class UITabBarController: UIViewController, UITabBarDelegate {
  private var tabs: [UIViewController] = []
  var selected: UIViewController?
  /// The change of tab its delegate's animator runs, while it runs
  /// (`UITabBarController+Animators`).
  var running: RunningTransition?

  /// The tab bar controller's delegate (UIKit keeps it weakly).
  @exclusivity(unchecked) open weak var delegate: (any UITabBarControllerDelegate)?

  /// The bar of the tabs' items.
  public var tabBar: UITabBar {
    if let madeBar { return madeBar }
    let bar = UITabBar()
    bar.tabBarController = self
    madeBar = bar
    return bar
  }
  /// ``tabBar`` once made.
  var madeBar: UITabBar?
  /// ``moreNavigationController`` once made (`UITabBarController+More`).
  var madeMore: UINavigationController?
  /// ``customizableViewControllers`` once set, until the tabs change.
  var customizable: [UIViewController]??

  /// A tab bar controller with no tabs.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Kept as `nibName` (no nib is loaded).
  ///   - nibBundleOrNil: Kept as `nibBundle`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _markFaceKind(FaceKind.tabBar)
  }

  /// A tab bar controller decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _markFaceKind(FaceKind.tabBar)
  }

  deinit {
    // The bar points back unretained: kept elsewhere, it is a bar of its own.
    onModelThread(self) { $0.madeBar?.tabBarController = nil }
  }

  /// The view controllers of the tabs, in order; `nil` for none.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` unanimated.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The selected tab's view controller.
  ///
  /// Setting one that is not a tab's ends the app with UIKit's `NSInvalidArgumentException`.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue else { return }
      guard tabs.contains(where: { $0 === newValue }) else {
        raise(
          "NSInvalidArgumentException",
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
            + "bar controller's list of view controllers can be selected.")
      }
      select(newValue)
    }
  }

  /// The selected tab's index (`NSNotFound` with no tabs); an index out of range selects nothing
  /// (decided by the model).
  open var selectedIndex: Int {
    get { selected.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(tabs[newValue])
    }
  }

  /// Replaces the tabs: those that leave hear `willMove(toParent: nil)` and leave, new ones are
  /// added and hear `didMove(toParent:)`, at once.
  ///
  /// The selection follows Apple's documentation
  /// of ``viewControllers``: the tab selected before stays selected when it is still listed;
  /// else the tab at its index is selected, or the first when that index is past the end.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs, each once (a second listing is left out).
  ///   - animated: Ignored: the list changes at once.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var list: [UIViewController] = []
    for tab in viewControllers ?? [] where !list.contains(where: { $0 === tab }) {
      list.append(tab)
    }
    let leaving = tabs.filter { old in !list.contains { $0 === old } }
    let arriving = list.filter { new in !tabs.contains { $0 === new } }
    let kept = selected.flatMap { old in list.first { $0 === old } }
    let oldIndex = selected.flatMap { old in tabs.firstIndex { $0 === old } }
    tabs = list
    customizable = nil
    if let selected, kept == nil {
      // The selected tab leaves: its view first, with its disappearance.
      selected.viewIfLoaded?.removeFromSuperview()
      self.selected = nil
    }
    for tab in leaving {
      tab.willMove(toParent: nil)
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    for tab in arriving {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    if kept == nil, let first = list.first {
      select(oldIndex.flatMap { list.indices.contains($0) ? list[$0] : nil } ?? first)
    }
  }

  /// Its bar's user selected `item` (a tap), told before the tab is selected.
  ///
  /// ``selectedIndex`` is still the old tab's, as on iOS. An override need not call `super`:
  /// the tap selects the tab whatever it does.
  ///
  /// - Parameters:
  ///   - tabBar: Its tab bar.
  ///   - item: The item tapped.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  /// Nothing (the model has no customizing sheet; a subclass may override it, as UIKit's).
  open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
  /// Nothing.
  open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
  /// Nothing.
  open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
  /// Nothing.
  open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}

  /// A tap on the tab at `index`, as the user makes it (for a harness, which has no finger).
  ///
  /// The delegate is asked (`tabBarController(_:shouldSelect:)`), the tab selected, and the
  /// delegate told (`tabBarController(_:didSelect:)`, even when the tab was selected already,
  /// as Apple documents since iOS 3). The selected tab tapped again, a navigation controller
  /// goes back to its root, as UIKit's tab bar does (animated, and not while the navigation
  /// controller animates, as UIKit ignores touches then: decided by the model). An index out
  /// of range, or a tab whose `tabBarItem` is disabled, taps nothing.
  ///
  /// - Parameter index: The tab tapped.
  public func _tap(at index: Int) {
    guard tabs.indices.contains(index) else { return }
    let tab = tabs[index]
    // A disabled item takes no tap (UIKit's tab bar ignores it).
    guard tab.tabBarItem?.isEnabled != false else { return }
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    // As its bar's delegate, the controller hears the item first, the old tab still selected.
    tabBar(tabBar, didSelect: tab.tabBarItem)
    if tab === selected, let navigation = tab as? UINavigationController,
      navigation.transitionCoordinator == nil
    {
      _ = navigation.popToRootViewController(animated: true)
    }
    select(tab)
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// Makes `tab` the selected one; on screen, the views change places and the appearance
  /// callbacks come at once, in the order UIKit gives them.
  private func select(_ tab: UIViewController) {
    guard tab !== selected else { return }
    running?.finish()  // a change under way ends first (decided)
    let old = selected
    selected = tab
    guard let view = viewIfLoaded else { return }
    let onScreen = _appearanceState == .appeared || _appearanceState == .appearing
    guard onScreen, let old, old.viewIfLoaded?.superview === view else {
      old?.viewIfLoaded?.removeFromSuperview()
      install(tab)
      return
    }
    if _appearanceState == .appeared,
      let animator = delegate?.tabBarController(
        self, animationControllerForTransitionFrom: old, to: tab)
    {
      return showCustom(tab, over: old, animator: animator)
    }
    tab.beginAppearanceTransition(true, animated: false)
    old.beginAppearanceTransition(false, animated: false)
    old.view.removeFromSuperview()
    old.endAppearanceTransition()
    install(tab)
    tab.endAppearanceTransition()
  }

  /// Puts `tab`'s view in the view, filling it.
  func install(_ tab: UIViewController) {
    guard let view = viewIfLoaded else { return }
    tab.view.frame = view.bounds
    tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tab.view)
  }

  /// Installs the selected tab's view once the view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let selected { install(selected) }
  }

  /// Ends a change of tab under way as the tab bar controller leaves the screen (decided: its
  /// animation leaves the window with it).
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    running?.finish()
  }

  /// The change of tab's coordinator while one runs, else what ``UIViewController`` finds.
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    running ?? super.transitionCoordinator
  }
}

/// What a tab bar controller asks and tells its delegate when the user taps a tab (UIKit's
/// protocol of the same name).
///
/// Every method is optional, as in UIKit. Neither `shouldSelect` nor `didSelect` is called when
/// code selects a tab; the animator is asked for any change of the selected tab on screen
/// (decided: Apple documents it for "the transition between tabs", whatever starts it).
///
/// ```swift
/// final class OnlyFirstTab: UITabBarControllerDelegate {
///   func tabBarController(
///     _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
///   ) -> Bool { tabBarController.viewControllers?.first === viewController }
/// }
/// ```
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected (`true` by default).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's view controller.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Called after a tap selected a tab (the selected one again included).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab's view controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// The animator of a change of the selected tab on screen, or `nil` for UIKit's own (at
  /// once).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - fromVC: The tab selected before.
  ///   - toVC: The tab selected now.
  /// - Returns: The animator, or `nil`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// What drives the change's animator with a gesture, or `nil`; asked only for an animator.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - animationController: The animator the delegate gave.
  /// - Returns: The interaction controller, or `nil`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  /// Allows every tap (UIKit's method is optional).
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing (UIKit's method is optional).
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  /// `nil`: the change at once, as UIKit's own.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// `nil`: no gesture drives the change.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UIViewController {
  /// The nearest ancestor that is a tab bar controller, if any.
  public var tabBarController: UITabBarController? {
    nearestAncestor(UITabBarController.self, marked: FaceKind.tabBar)
  }

  /// The nearest ancestor of class `Container`, if any: the first the model marked with `kind`
  /// (``FaceKind``), read without a cast.
  func nearestAncestor<Container: UIViewController>(_: Container.Type, marked kind: UInt8)
    -> Container?
  {
    var ancestor = _parentViewController
    while let current = ancestor {
      if current._isFaceKind(kind) { return unsafeDowncast(current, to: Container.self) }
      ancestor = current._parentViewController
    }
    return nil
  }
}

/// The marks of the layer's own containers in the model's flags (`_markFaceKind(_:)`): set when
/// one is made, so that a child finds its navigation, tab bar or split view controller without a cast.
enum FaceKind {
  static let navigation: UInt8 = 32
  static let tabBar: UInt8 = 64
  static let split: UInt8 = 128
}

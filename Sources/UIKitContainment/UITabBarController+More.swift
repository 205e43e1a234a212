// The More list of a tab bar controller (UIKit's `moreNavigationController` and
// `customizableViewControllers`): named, as tab bar code compares with them and sets them, and
// never shown, as the model shows every tab.

extension UITabBarController {
  /// The navigation controller of the More list, made the first time it is asked for, with the
  /// system's More item as its `tabBarItem`.
  ///
  /// On an iPhone, UIKit lists the tabs past the fifth under a More tab, in this navigation
  /// controller. The model shows every tab in the bar: this navigation controller is never
  /// selected nor shown, so code that compares with it (`selectedViewController ==
  /// moreNavigationController`) compiles and finds it not selected.
  ///
  /// ```swift
  /// let tabs = UITabBarController()
  /// tabs.viewControllers = (0..<7).map { _ in UIViewController() }
  /// precondition(tabs.selectedViewController !== tabs.moreNavigationController)
  /// ```
  public var moreNavigationController: UINavigationController {
    if let madeMore { return madeMore }
    let more = UINavigationController(nibName: nil, bundle: nil)
    more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    madeMore = more
    return more
  }

  /// The tabs the user may move in the customizing sheet.
  ///
  /// By default, as Apple documents, the same as ``viewControllers``, and set to them again
  /// whenever they change. Kept: the model shows no customizing sheet.
  public var customizableViewControllers: [UIViewController]? {
    get { customizable ?? viewControllers }
    set { customizable = .some(newValue) }
  }
}

internal import ContainmentCore

/// UIKit's `UITabBar`: the bar of a tab bar controller's items.
///
/// Kept, not drawn: its items are the tabs' `tabBarItem`s, the selected one the selected tab's.
open class UITabBar: UIView {
  /// The tab bar controller whose bar it is, if any (unretained, cleared when it goes).
  unowned(unsafe) var tabBarController: UITabBarController?
  /// The items of a bar of its own.
  private var ownItems: [UITabBarItem]?
  /// The item of a bar of its own shown selected.
  private var ownSelection: UITabBarItem?

  /// Its images as set (`UIBar+Images.swift`).
  var barImages = BarImages()

  /// Whether it is translucent.
  open var isTranslucent = true
  /// Its background color.
  open var barTintColor: UIColor?
  /// The color of the other items (iOS 10).
  open var unselectedItemTintColor: UIColor?
  /// Its style.
  open var barStyle = UIBarStyle.default
  /// Its look (iOS 13), made when first asked for.
  open lazy var standardAppearance = UITabBarAppearance()
  /// Its look while a scroll view's content reaches its edge (`nil`: transparent since iOS 15).
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// The items: a tab bar controller's tabs' items.
  open var items: [UITabBarItem]? {
    get {
      guard let tabBarController else { return ownItems }
      return tabBarController.viewControllers?.map { $0.tabBarItem }
    }
    set { ownItems = newValue }
  }

  /// The item shown selected: the selected tab's.
  open var selectedItem: UITabBarItem? {
    get {
      guard let tabBarController else { return ownSelection }
      return tabBarController.selectedViewController?.tabBarItem
    }
    set { ownSelection = newValue }
  }

  /// The delegate of a bar of its own; a tab bar controller's bar's is the controller, as on
  /// iOS (which raises when it is set: the model keeps the controller).
  open weak var delegate: (any UITabBarDelegate)? {
    get { tabBarController ?? ownDelegate }
    set { if tabBarController == nil { ownDelegate = newValue } }
  }
  private weak var ownDelegate: (any UITabBarDelegate)?
}

/// Told of the item a tab bar's user selects (UIKit's `UITabBarDelegate`); a tab bar
/// controller is its own bar's.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  ///
  /// - Parameters:
  ///   - tabBar: The tab bar.
  ///   - item: The item selected.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
  /// The user is about to rearrange `items` (never told: the model has no customizing sheet).
  func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet showed (never told).
  func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet is about to go (never told).
  func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
  /// The customizing sheet went (never told).
  func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
  /// Nothing, unless implemented (every method of UIKit's is optional).
  ///
  /// - Parameters:
  ///   - tabBar: The tab bar.
  ///   - item: The item selected.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

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

  /// How its items are laid out across (kept: the model draws no bar).
  public enum ItemPositioning: Int, Sendable {
    /// As the size class wants: filling a compact width, centred in a regular one.
    case automatic
    /// Filling the bar's width.
    case fill
    /// Centred, at ``itemWidth`` and ``itemSpacing``.
    case centered
  }

  /// How its items are laid out (kept).
  open var itemPositioning = ItemPositioning.automatic
  /// The width of a centred item (`0`: the system's; kept).
  open var itemWidth: CGFloat = 0
  /// The space between centred items (`0`: the system's; kept).
  open var itemSpacing: CGFloat = 0

  /// Sets ``items`` (the model animates nothing); a tab bar controller's bar is set through
  /// the controller, as UIKit raises when its bar is changed directly (the model keeps them).
  ///
  /// - Parameters:
  ///   - items: The new items.
  ///   - animated: Whether it would animate.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  /// Whether the customizing sheet is up (``beginCustomizingItems(_:)``).
  open private(set) var isCustomizing = false

  /// Shows the sheet that rearranges `items`: the model has none, so the delegate is told it
  /// began (`willBeginCustomizing`, `didBeginCustomizing`) and it stays up until
  /// ``endCustomizing(animated:)``, nothing rearranged.
  ///
  /// - Parameter items: The items the user may rearrange.
  open func beginCustomizingItems(_ items: [UITabBarItem]) {
    guard !isCustomizing else { return }
    isCustomizing = true
    delegate?.tabBar(self, willBeginCustomizing: items)
    delegate?.tabBar(self, didBeginCustomizing: items)
  }

  /// Takes the customizing sheet away, telling the delegate (`changed` is `false`: nothing is
  /// rearranged in the model).
  ///
  /// - Parameter animated: Whether it would animate.
  /// - Returns: Whether a sheet was up.
  @discardableResult
  open func endCustomizing(animated: Bool) -> Bool {
    guard isCustomizing else { return false }
    isCustomizing = false
    let shown = items ?? []
    delegate?.tabBar(self, willEndCustomizing: shown, changed: false)
    delegate?.tabBar(self, didEndCustomizing: shown, changed: false)
    return true
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
  /// The customizing sheet is about to show `items` (``UITabBar/beginCustomizingItems(_:)``).
  func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet showed.
  func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet is about to go (``UITabBar/endCustomizing(animated:)``).
  func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
  /// The customizing sheet went.
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

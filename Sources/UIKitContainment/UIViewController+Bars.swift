// A view controller's bars: its navigation item, toolbar items and status bar, and where
// they are kept.

internal import ContainmentCore

/// A view controller's bar items, made when first asked for.
@MainActor struct BarItems {
  /// Its tab's item.
  var tabBarItem: UITabBarItem?
  /// Its navigation item.
  var navigationItem: UINavigationItem?
  /// The items it shows in a navigation controller's toolbar.
  var toolbarItems: [UIBarButtonItem]?
  /// Whether a navigation controller hides the tab bar while it is on top.
  var hidesBottomBarWhenPushed = false

  /// The view controller's title set: its navigation and tab items take it.
  func retitle(_ title: String?) {
    navigationItem?.title = title
    tabBarItem?.title = title
  }
}

extension UIViewController {
  /// ``navigationItem``'s default: made when first asked for, its title and buttons written
  /// through to the model's item (which containers that forward their child's items read).
  var ownNavigationItem: UINavigationItem {
    if let item = bars.navigationItem { return item }
    let item = UINavigationItem(owner: self)
    bars.navigationItem = item
    return item
  }

  /// Sets `toolbarItems` (the model does not animate bars).
  ///
  /// - Parameters:
  ///   - toolbarItems: The items.
  ///   - animated: Ignored.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    bars.toolbarItems = toolbarItems
  }

  /// Tells the system that the status bar's appearance may have changed: the model counts the
  /// calls and draws no status bar.
  public func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdates += 1 }
}

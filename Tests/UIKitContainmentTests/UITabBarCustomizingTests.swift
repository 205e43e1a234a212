import Testing
import UIKitContainment

/// A tab bar of the app's own: its items set, its layout kept, its customizing sheet begun and
/// ended with its delegate told; a bar item's accessibility kept.
@Suite struct UITabBarCustomizingTests {
  @MainActor final class Delegate: UITabBarDelegate {
    var told: [String] = []
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
      told.append("willBegin \(items.count)")
    }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
      told.append("didBegin \(items.count)")
    }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
      told.append("willEnd \(items.count) \(changed)")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
      told.append("didEnd \(items.count) \(changed)")
    }
  }

  @Test @MainActor func customizingTellsTheDelegateOnceEachWay() {
    let bar = UITabBar()
    let delegate = Delegate()
    bar.delegate = delegate
    let items = [
      UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1),
    ]
    bar.setItems(items, animated: true)
    #expect(bar.items?.map(\.title) == ["A", "B"])
    #expect(!bar.endCustomizing(animated: false), "no sheet up")
    bar.beginCustomizingItems(items)
    bar.beginCustomizingItems(items)
    #expect(bar.isCustomizing)
    #expect(bar.endCustomizing(animated: true) && !bar.isCustomizing)
    #expect(delegate.told == ["willBegin 2", "didBegin 2", "willEnd 2 false", "didEnd 2 false"])

    bar.itemPositioning = .centered
    bar.itemWidth = 80
    bar.itemSpacing = 12
    #expect(bar.itemPositioning == .centered && bar.itemWidth == 80 && bar.itemSpacing == 12)
  }

  @Test @MainActor func aBarItemReadsItsTitleAsAButtonUntilTold() {
    let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
    #expect(item.accessibilityLabel == "Inbox" && item.accessibilityTraits == .button)
    #expect(item.isAccessibilityElement && item.accessibilityHint == nil)
    item.accessibilityLabel = "Inbox, 3 unread"
    item.accessibilityHint = "Shows the messages"
    item.accessibilityIdentifier = "tab-inbox"
    item.accessibilityValue = "3"
    item.accessibilityTraits = [.button, .selected]
    #expect(item.accessibilityLabel == "Inbox, 3 unread" && item.accessibilityValue == "3")
    #expect(item.accessibilityHint == "Shows the messages")
    #expect(item.accessibilityIdentifier == "tab-inbox")
    #expect(item.accessibilityTraits.contains(.selected))
  }

  @Test @MainActor func theMoreListIsNamedAndNeverShown() {
    let tabs = UITabBarController()
    let screens = (0..<7).map { _ in UIViewController() }
    tabs.viewControllers = screens
    let more = tabs.moreNavigationController
    #expect(more === tabs.moreNavigationController, "made once")
    #expect(more.tabBarItem.systemItem == .more)
    #expect(more.parent == nil && tabs.selectedViewController !== more)
    tabs.selectedIndex = 6
    #expect(tabs.selectedViewController === screens[6], "every tab in the bar")

    #expect(tabs.customizableViewControllers?.count == 7, "all of them by default")
    tabs.customizableViewControllers = Array(screens.prefix(2))
    #expect(tabs.customizableViewControllers?.count == 2)
    tabs.customizableViewControllers = nil
    #expect(tabs.customizableViewControllers == nil, "none may move")
    tabs.viewControllers = Array(screens.prefix(3))
    #expect(tabs.customizableViewControllers?.count == 3, "set again with the tabs")
  }
}

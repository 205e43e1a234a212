import Containment
import Testing
import UIKitContainment

/// Bar items and bars in UIKit's names: kept for app code to read and set, a navigation item
/// written through to the model's, a title that titles the items, bars that follow their
/// controller's stack or tabs.
@Suite struct UIBarsTests {
  @Test("an item, bar or recognizer kept after its owner went is one of its own, as in UIKit")
  @MainActor func keptPartsOutliveTheirOwners() {
    var item: UINavigationItem?
    var navigationBar: UINavigationBar?
    var tabBar: UITabBar?
    var recognizer: UIGestureRecognizer?
    weak var weakNavigation: UINavigationController?
    do {
      let screen = UIViewController()
      let navigation = UINavigationController(rootViewController: screen)
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation]
      let pan = UIPanGestureRecognizer { _ in }
      screen.view.addGestureRecognizer(pan)
      (item, navigationBar, tabBar, recognizer) = (
        screen.navigationItem, navigation.navigationBar, tabs.tabBar, pan
      )
      weakNavigation = navigation
      #expect(navigationBar?.items?.count == 1 && tabBar?.items?.count == 1)
    }
    #expect(weakNavigation == nil, "the parts point back without retaining")
    item?.title = "Kept"  // writes to no view controller
    #expect(item?.title == "Kept")
    #expect(navigationBar?.items?.isEmpty == true, "a bar of its own, with no items")
    #expect(tabBar?.items == nil)
    #expect(recognizer?.view == nil)
  }

  @Test("a navigation item's title and buttons are the model's, which a container shows")
  @MainActor func aNavigationItemWritesThrough() {
    let screen = UIViewController()
    screen.navigationItem.title = "Detail"
    screen.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Share"), UIBarButtonItem(systemItem: .add),
    ]
    screen.navigationItem.setLeftBarButton(UIBarButtonItem(title: "Close"), animated: true)
    #expect(screen.displayedTitle == "Detail")
    #expect(screen.displayedNavigationItem.rightItems == ["Share", "add"])
    #expect(screen.displayedNavigationItem.leftItems == ["Close"])
    #expect(screen.navigationItem === screen.navigationItem, "made once")
    screen.navigationItem.rightBarButtonItem = nil
    #expect(screen.displayedNavigationItem.rightItems.isEmpty)
  }

  @Test("a view controller's title titles its navigation and tab items, as UIKit's does")
  @MainActor func aTitleTitlesTheItems() {
    let screen = UIViewController()
    let item = screen.navigationItem
    _ = screen.tabBarItem
    screen.title = "Inbox"
    #expect(item.title == "Inbox")
    #expect(screen.tabBarItem.title == "Inbox")
    item.title = "Mail"
    #expect(screen.title == "Inbox" && screen.displayedTitle == "Mail")
  }

  @Test("a bar button's tap runs its action, unless it is disabled")
  @MainActor func aTapRunsTheAction() {
    var taps = 0
    let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { _ in taps += 1 })
    save._tap()
    save.isEnabled = false
    save._tap()
    #expect(taps == 1)
    #expect(UIBarButtonItem(systemItem: .done).style == .done)
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
  }

  @Test("a navigation bar's items are the stack's, and it hides as asked; the toolbar is hidden")
  @MainActor func theNavigationBarFollowsTheStack() {
    let (root, top) = (UIViewController(), UIViewController())
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    #expect(navigation.navigationBar.items?.count == 2)
    #expect(navigation.navigationBar.topItem === top.navigationItem)
    #expect(navigation.navigationBar.backItem === root.navigationItem)
    #expect(!navigation.isNavigationBarHidden && navigation.isToolbarHidden)
    navigation.setNavigationBarHidden(true, animated: true)
    navigation.setToolbarHidden(false, animated: false)
    #expect(navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    let own = UINavigationBar()
    own.pushItem(UINavigationItem(title: "A"), animated: false)
    #expect(own.topItem?.title == "A" && own.popItem(animated: false)?.title == "A")
  }

  @Test("a tab bar's items are the tabs', its selected item the selected tab's")
  @MainActor func theTabBarFollowsTheTabs() {
    let (first, second) = (UIViewController(), UIViewController())
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    tabs.selectedIndex = 1
    #expect(tabs.tabBar.items?.count == 2)
    #expect(tabs.tabBar.selectedItem === second.tabBarItem)
  }

  @Test("a container that gives its child's navigation item shows it in the bar")
  @MainActor func aContainerForwardsItsChildsNavigationItem() {
    final class Forwarding: UIViewController {
      let content = UIViewController()
      override var navigationItem: UINavigationItem { content.navigationItem }
    }
    let forwarding = Forwarding()
    forwarding.content.title = "Inbox"
    let navigation = UINavigationController(rootViewController: forwarding)
    #expect(navigation.navigationBar.topItem === forwarding.content.navigationItem)
    #expect(navigation.navigationBar.topItem?.title == "Inbox")
    let plain = UIViewController()
    plain.title = "Drafts"  // before its item is made: the item takes it
    #expect(plain.navigationItem === plain.navigationItem && plain.navigationItem.title == "Drafts")
  }
}

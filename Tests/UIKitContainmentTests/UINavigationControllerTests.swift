import Containment
import ContainmentCore
import Testing
import UIKitContainment

/// `UINavigationController`'s API, written as UIKit code calls it: the stack, the parent of
/// each child, what each pop returns, the coordinator of a push under way, and what UIKit
/// refuses by ending the app.
@Suite struct UINavigationControllerTests {
  /// A navigation controller on screen in a window, with a clock current.
  @MainActor final class Shown {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let clock = VirtualClock()
    let navigation: UINavigationController
    let root = UIViewController()

    init() {
      navigation = UINavigationController(rootViewController: root)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
    }

    func run(_ body: () throws -> Void) rethrows { try clock.withCurrent { try body() } }
  }

  /// A delegate that hands each did-show's view controller to `note`.
  @MainActor final class DidShowNotes: UINavigationControllerDelegate {
    let note: (UIViewController) -> Void
    init(_ note: @escaping (UIViewController) -> Void) { self.note = note }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { note(viewController) }
  }

  @Test("the stack: pushes, pops and their results, the parents and navigationController")
  @MainActor func theStack() {
    let shown = Shown()
    let (second, third) = (UIViewController(), UIViewController())
    shown.run {
      #expect(shown.navigation.popViewController(animated: false) == nil)
      shown.navigation.pushViewController(second, animated: false)
      shown.navigation.pushViewController(third, animated: false)
      #expect(shown.navigation.viewControllers == [shown.root, second, third])
      #expect(shown.navigation.topViewController === third)
      #expect(shown.navigation.visibleViewController === third)
      #expect(third.navigationController === shown.navigation && third.parent === shown.navigation)
      #expect(shown.navigation.view.subviews == [third.view])
      #expect(shown.navigation.popToViewController(third, animated: false) == [])
      #expect(shown.navigation.popToRootViewController(animated: false) == [second, third])
      #expect(second.parent == nil && third.parent == nil && second.navigationController == nil)
      #expect(shown.navigation.viewControllers == [shown.root])
    }
  }

  @Test("the visible view controller: one presented over the stack while it is, else the top")
  @MainActor func theVisibleViewControllerIsThePresentedOne() {
    let shown = Shown()
    let (detail, sheet) = (UIViewController(), UIViewController())
    shown.run {
      shown.navigation.pushViewController(detail, animated: false)
      detail.present(sheet, animated: false)
      #expect(shown.navigation.topViewController === detail)
      #expect(shown.navigation.visibleViewController === sheet)
      sheet.dismiss(animated: false)
      #expect(shown.navigation.visibleViewController === detail)
    }
  }

  @Test("its tab tapped again, a navigation controller goes back to its root, animated")
  @MainActor func aSecondTapOnItsTabPopsToTheRoot() throws {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let clock = VirtualClock()
    let (root, detail, other) = (UIViewController(), UIViewController(), UIViewController())
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    try clock.withCurrent {
      tabs.viewControllers = [navigation, other]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      navigation.pushViewController(detail, animated: false)
      tabs._tap(at: 1)
      tabs._tap(at: 0)  // selected again: the stack is as it was
      #expect(navigation.viewControllers == [root, detail])
      tabs._tap(at: 0)  // tapped again while selected: back to the root
      #expect(navigation.transitionCoordinator?.isAnimated == true)
      _ = try clock.runUntilIdle()
    }
    #expect(navigation.viewControllers == [root] && detail.parent == nil)
    #expect(root.appearanceState == .appeared)
  }

  @Test("setViewControllers: the leavers leave, the newcomers arrive, the new top is shown")
  @MainActor func settingTheStack() {
    let shown = Shown()
    let (second, third) = (UIViewController(), UIViewController())
    shown.run {
      shown.navigation.pushViewController(second, animated: false)
      shown.navigation.setViewControllers([third, second], animated: false)
      #expect(shown.root.parent == nil && third.parent === shown.navigation)
      #expect(shown.navigation.topViewController === second)
      shown.navigation.viewControllers = [third]
      #expect(second.parent == nil && shown.navigation.view.subviews == [third.view])
      #expect(third.appearanceState == .appeared && second.appearanceState == .disappeared)
    }
  }

  @Test(
    "setViewControllers of a long stack (hashed, not searched): the same leavers and newcomers, in order"
  )
  @MainActor func settingALongStack() {
    let shown = Shown()
    let old = (0..<30).map { _ in UIViewController() }
    let new = (0..<30).map { _ in UIViewController() }
    shown.run {
      shown.navigation.setViewControllers([shown.root] + old, animated: false)
      // Every other old one kept, in order, with the new ones between them; the root leaves.
      let list = old.indices.flatMap { $0.isMultiple(of: 2) ? [old[$0], new[$0]] : [new[$0]] }
      let kept = old.filter { list.contains($0) }
      #expect(kept.count == 15)
      shown.navigation.setViewControllers(list, animated: false)
      #expect(shown.navigation.viewControllers == list)
      #expect(shown.root.parent == nil)
      #expect(old.filter { !kept.contains($0) }.allSatisfy { $0.parent == nil })
      #expect(list.allSatisfy { $0.parent === shown.navigation })
      #expect(list.last?.appearanceState == .appeared)
      #expect(list.dropLast().allSatisfy { $0.appearanceState != .appeared })
    }
  }

  @Test("a push under way has a coordinator, for the navigation controller and its children")
  @MainActor func theCoordinatorOfAPush() throws {
    let shown = Shown()
    let second = UIViewController()
    var order: [String] = []
    let delegate = DidShowNotes { _ in order.append("didShow") }
    shown.navigation.delegate = delegate
    try shown.run {
      #expect(shown.navigation.transitionCoordinator == nil)
      shown.navigation.pushViewController(second, animated: true)
      let coordinator = try #require(shown.navigation.transitionCoordinator)
      #expect(coordinator.isAnimated && !coordinator.isCancelled)
      #expect(coordinator.transitionDuration == UINavigationController._transitionDuration)
      #expect(second.transitionCoordinator === coordinator)
      coordinator.animate(
        alongsideTransition: { _ in order.append("alongside") },
        completion: { _ in order.append("completion \(second.appearanceState)") })
      #expect(order == ["alongside"])
      try shown.clock.advance(by: 350)
      #expect(order == ["alongside", "completion appeared", "didShow"])
      #expect(shown.navigation.transitionCoordinator == nil)
    }
  }

  @Test("pushes and pops overtaken mid-animation: did-show comes once, as the last one ends")
  @MainActor func overtakenTransitionsTellNoDidShow() throws {
    let shown = Shown()
    let second = UIViewController()
    var shows: [String] = []
    let delegate = DidShowNotes { shows.append("\($0.appearanceState)") }
    shown.navigation.delegate = delegate
    try shown.run {
      shown.navigation.pushViewController(second, animated: true)
      try shown.clock.advance(by: 100)
      shown.navigation.popViewController(animated: true)  // UIKit's nested pop, misuse
      try shown.clock.advance(by: 100)
      shown.navigation.pushViewController(second, animated: true)  // and a nested push
      try shown.clock.advance(by: 200)  // the first push's animation is over, not the last's
      #expect(shows.isEmpty, "the first push's end tells nothing: it no longer shows the top")
      _ = try shown.clock.runUntilIdle()
      #expect(shows == ["appeared"])
      #expect(shown.navigation.viewControllers == [shown.root, second])
    }
  }

  @Test("the window hidden during a push ends it: the children settle, then disappear")
  @MainActor func leavingTheScreenEndsAPush() throws {
    let shown = Shown()
    let second = UIViewController()
    try shown.run {
      shown.navigation.pushViewController(second, animated: true)
      shown.window.isHidden = true
      #expect(shown.navigation.transitionCoordinator == nil)
      #expect(second.appearanceState == .disappeared && shown.root.appearanceState == .disappeared)
      #expect(shown.navigation.view.subviews == [second.view])
      try shown.clock.advance(by: 350)
      shown.window.isHidden = false
      #expect(second.appearanceState == .appeared && second.parent === shown.navigation)
    }
  }

  private func standardError(of result: ExitTest.Result?) throws -> String {
    String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
  }

  @Test(
    "UIKit's refusals end the app with its reasons: a push of an instance twice, of a navigation controller, a pop to a stranger, a stack with one twice",
    arguments: 0...4)
  func refusalsEndTheApp(misuse: Int) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [misuse] in
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      switch misuse {
      case 0: navigation.pushViewController(root, animated: false)
      case 1: navigation.pushViewController(UINavigationController(), animated: false)
      case 2: navigation.popToViewController(UIViewController(), animated: false)
      default:
        // Listed twice in a short list (searched) and in a long one (hashed).
        let others = (0..<(misuse == 3 ? 2 : 40)).map { _ in UIViewController() }
        navigation.setViewControllers(others + [root] + others.prefix(1), animated: false)
      }
    }
    let output = try standardError(of: result)
    let reasons = [
      "Pushing the same view controller instance more than once is not supported",
      "Pushing a navigation controller is not supported",
      "Tried to pop to a view controller that doesn't exist.",
      "Pushing the same view controller instance more than once is not supported",
      "Pushing the same view controller instance more than once is not supported",
    ]
    #expect(output.contains("'NSInvalidArgumentException'"), "\(output)")
    #expect(output.contains(reasons[misuse]), "\(output)")
  }
}

/// `UITabBarController`'s API, written as UIKit code calls it.
@Suite struct UITabBarControllerTests {
  @Test("the tabs: the list, the selection in code, the parents and tabBarController")
  @MainActor func theTabs() {
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil && tabs.selectedIndex == NSNotFound)
    let (news, search, settings) = (UIViewController(), UIViewController(), UIViewController())
    tabs.viewControllers = [news, search, news, settings]
    #expect(
      tabs.viewControllers == [news, search, settings] && tabs.selectedViewController === news)
    #expect(settings.parent === tabs && settings.tabBarController === tabs)
    tabs.selectedIndex = 2
    #expect(tabs.selectedViewController === settings && tabs.selectedIndex == 2)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 2)
    tabs.setViewControllers([search], animated: true)
    #expect(tabs.selectedViewController === search && settings.parent == nil)
    #expect(tabs.view.subviews == [search.view])
    tabs.viewControllers = nil
    #expect(
      tabs.selectedViewController == nil && search.parent == nil && tabs.view.subviews.isEmpty)
  }

  @Test("a new list keeps the selected tab, else selects the one at its index, else the first")
  @MainActor func aNewListReselectsAsAppleDocuments() {
    let tabs = UITabBarController()
    let (news, search, settings, saved) = (
      UIViewController(), UIViewController(), UIViewController(), UIViewController()
    )
    tabs.viewControllers = [news, search, settings]
    tabs.selectedIndex = 1
    tabs.viewControllers = [settings, news, search]
    #expect(tabs.selectedViewController === search && tabs.selectedIndex == 2, "still listed")
    tabs.viewControllers = [settings, news, saved]
    #expect(tabs.selectedViewController === saved, "gone: the tab at its index")
    tabs.viewControllers = [news]
    #expect(tabs.selectedViewController === news, "its index past the end: the first")
  }

  @Test(
    "each tab's item: titled by its view controller, set by the app; a disabled one takes no tap")
  @MainActor func theTabsItems() {
    let tabs = UITabBarController()
    let (news, search) = (UIViewController(), UIViewController())
    news.title = "News"
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
    tabs.viewControllers = [news, search]
    #expect(news.tabBarItem.title == "News" && news.tabBarItem === news.tabBarItem)
    #expect(search.tabBarItem.systemItem == .search && search.tabBarItem.tag == 2)
    search.tabBarItem.isEnabled = false
    tabs._tap(at: 1)
    #expect(tabs.selectedViewController === news, "a disabled item takes no tap")
    search.tabBarItem.isEnabled = true
    search.tabBarItem.badgeValue = "3"
    tabs._tap(at: 1)
    #expect(tabs.selectedViewController === search && search.tabBarItem.badgeValue == "3")
  }

  @Test("selecting a view controller that is no tab ends the app with UIKit's reason")
  func selectingAStrangerEndsTheApp() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor in
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController()]
      tabs.selectedViewController = UIViewController()
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "only a view controller in the tab bar controller's list of view controllers can be selected"
      ), "\(output)")
  }
}

/// The interactive pop performed as a gesture: a screen-edge pan on the navigation
/// controller's view.
@Suite struct InteractivePopGestureTests {
  @Test(
    "an edge swipe past half the width pops; a short, slow one is cancelled; none at the root",
    arguments: [(250.0, true), (60.0, false)])
  @MainActor func anEdgeSwipePopsOrIsCancelled(distance: Double, pops: Bool) throws {
    let shown = UINavigationControllerTests.Shown()
    let detail = UIViewController()
    try shown.run {
      let navigation = shown.navigation
      #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
      var finger = navigation.view._touchDown(at: CGPoint(x: 5, y: 400))
      finger._move(byX: 100, y: 0)
      #expect(navigation.interactivePopGestureRecognizer?.state == .failed, "the root alone")
      finger._lift()
      navigation.pushViewController(detail, animated: false)
      finger = navigation.view._touchDown(at: CGPoint(x: 5, y: 400))
      try shown.clock.advance(by: 100)
      finger._move(byX: 20, y: 0)
      #expect(navigation.transitionCoordinator?.isInteractive == true)
      try shown.clock.advance(by: 500)
      finger._move(byX: CGFloat(distance) - 20, y: 0)
      try shown.clock.advance(by: 500)
      finger._lift()
      _ = try shown.clock.runUntilIdle()
      #expect(navigation.viewControllers == (pops ? [shown.root] : [shown.root, detail]))
      #expect(detail.parent == (pops ? nil : navigation))
    }
  }

  @Test("the edge swipe still pops once a memory warning released the view and it loaded again")
  @MainActor func theEdgeSwipeOutlivesAReleasedView() throws {
    let shown = UINavigationControllerTests.Shown()
    let detail = UIViewController()
    try shown.run {
      let navigation = shown.navigation
      navigation.pushViewController(detail, animated: false)
      for controller in [navigation, shown.root, detail] { controller._releasePolicy = .iOS5 }
      _ = navigation.view
      shown.window.isHidden = true
      shown.window._modelWindow.simulateMemoryWarning()
      #expect(!navigation.isViewLoaded, "off screen under iOS 5, its view is released")
      shown.window.isHidden = false
      #expect(navigation.interactivePopGestureRecognizer?.view === navigation.view)
      let finger = navigation.view._touchDown(at: CGPoint(x: 5, y: 400))
      try shown.clock.advance(by: 100)
      finger._move(byX: 250, y: 0)
      #expect(navigation.transitionCoordinator?.isInteractive == true)
      finger._lift()
      _ = try shown.clock.runUntilIdle()
      #expect(navigation.viewControllers == [shown.root])
    }
  }
}

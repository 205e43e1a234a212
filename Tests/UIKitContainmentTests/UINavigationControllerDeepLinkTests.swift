import Testing
import UIKitContainment

/// A push made while the navigation controller is itself appearing, as a deep link opened in
/// the top screen's `viewWillAppear` makes one: the pushed screen is shown in the top's place,
/// the old top disappears at once (its appearance cut short), and the delegate hears of the
/// new top alone.
@Suite struct UINavigationControllerDeepLinkTests {
  /// A screen that pushes `item`, unanimated, the next time it is about to appear.
  @MainActor final class Opening: UIViewController {
    var item: UIViewController?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let item else { return }
      self.item = nil
      navigationController?.pushViewController(item, animated: false)
    }
  }

  /// A delegate that lets the stack tell the stage's log what it shows.
  @MainActor final class Quiet: UINavigationControllerDelegate {}

  @Test("a push in the top's viewWillAppear, as its tab is selected, shows the pushed screen")
  @MainActor func aPushWhileTheStackAppearsReplacesTheTopAtOnce() throws {
    let stage = UIKitStage()
    let (tabs, first, root, navigation, item) = stage.run {
      let tabs = UITabBarController()  // vc0
      let first = UIViewController()  // vc1
      let root = Opening()  // vc2
      let navigation = UINavigationController(rootViewController: root)  // vc3
      let item = UIViewController()  // vc4
      tabs.viewControllers = [first, navigation]
      return (tabs, first, root, navigation, item)
    }
    let delegate = Quiet()
    navigation.delegate = delegate
    let window = stage.show(tabs)
    root.item = item
    let selected = stage.logged { tabs.selectedIndex = 1 }
    #expect(
      selected == [
        "vc3 loadView", "vc3 viewDidLoad", "vc2 loadView", "vc2 viewDidLoad",
        "vc2 viewDidLoadReturned(childrenAdded: 0, children: 0)",
        "vc3 viewWillAppear(animated: false)", "vc2 viewWillAppear(animated: false)",
        "vc4 willMove(toParent: vc3)",
        "vc2 viewWillDisappear(animated: false)", "vc2 viewDidDisappear(animated: false)",
        "vc4 loadView", "vc4 viewDidLoad", "vc4 viewWillAppear(animated: false)",
        "vc3 willShow(vc4, animated: false)", "vc4 didMove(toParent: vc3)",
        "vc1 viewWillDisappear(animated: false)", "vc1 viewDidDisappear(animated: false)",
        "vc3 viewDidAppear(animated: false)", "vc4 viewDidAppear(animated: false)",
        "vc3 didShow(vc4, animated: false)",
      ])
    #expect(navigation.viewControllers == [root, item])
    #expect(navigation.view.subviews == [item.view], "the old top's view never stayed")
    #expect(item.view.window === window && root.view.window == nil)
    #expect(root._appearanceState == .disappeared && item._appearanceState == .appeared)
    _ = first
  }
}

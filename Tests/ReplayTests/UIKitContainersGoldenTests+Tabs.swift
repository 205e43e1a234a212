import Containment
import Testing
import UIKitContainment

extension UIKitContainersGoldenTests {
  static let tabsApple = [
    "Apple, UITabBarController: selectedViewController and selectedIndex select a tab in code;",
    "  the delegate's tabBarController(_:shouldSelect:) and (_:didSelect:) are called only in",
    "  response to user taps in the tab bar, not when code changes the selection; didSelect is",
    "  called whether or not the selected tab changed (iOS 3 and later).",
  ]
  static let tabsRecording = [
    "A published recording (pgzxc.github.io, 'UITabBarViewController 控制器加载'): switching to",
    "  the second tab, its viewDidLoad and viewWillAppear:, then the first tab's",
    "  viewWillDisappear: and viewDidDisappear:, then the second's viewDidAppear:.",
  ]

  static let tabScenarios: [Scenario] = [
    Scenario(
      root: .tabs, name: "tabs-select", follows: tabsApple + tabsRecording,
      run: { stage in
        stage.step("selectedIndex = 1") { stage.tabs.selectedIndex = 1 }
        stage.step("selectedIndex = 1 again") { stage.tabs.selectedIndex = 1 }
        stage.step("selectedIndex = 5 (out of range)") { stage.tabs.selectedIndex = 5 }
        stage.step("selectedViewController = vc1") {
          stage.tabs.selectedViewController = stage.tabs.viewControllers?.first
        }
      }),
    Scenario(
      root: .tabs, name: "tabs-tap",
      follows: tabsApple + tabsRecording + [
        "The model: a harness taps with _tap(at:); a refused tap changes nothing."
      ],
      run: { stage in
        let second = try #require(stage.tabs.viewControllers?.last)
        stage.delegate.refused = [ObjectIdentifier(second)]
        stage.step("tap(at: 1), refused") { stage.tabs._tap(at: 1) }
        stage.delegate.refused = []
        stage.step("tap(at: 1)") { stage.tabs._tap(at: 1) }
        stage.step("tap(at: 1) again") { stage.tabs._tap(at: 1) }
      }),
    Scenario(
      root: .tabs, name: "tabs-set-view-controllers",
      follows: tabsApple + [
        "The model decides: a new list adds and removes tabs at once; a selected tab that leaves",
        "  disappears first, then leaves, and the first tab is selected.",
      ],
      run: { stage in
        let third = stage.child()
        let first = try #require(stage.tabs.viewControllers?.first)
        stage.step("viewControllers = [vc3, vc1]") { stage.tabs.viewControllers = [third, first] }
        stage.step("viewControllers = [vc3]") { stage.tabs.viewControllers = [third] }
      }),
    Scenario(
      root: .tabs, name: "tabs-off-screen",
      follows: tabsApple + [
        "UIKit forwards appearance only to view controllers on screen: off screen a selection",
        "  swaps the views with no appearance callback.",
      ], onScreen: false,
      run: { stage in
        stage.step("selectedIndex = 1") { stage.tabs.selectedIndex = 1 }
        stage.step("makeKeyAndVisible") { stage.window.makeKeyAndVisible() }
      }),
  ]
}

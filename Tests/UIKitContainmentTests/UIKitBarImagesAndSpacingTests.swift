import Testing
import UIKitContainment

/// The UIKit that screens of public apps style themselves with before `UIBarAppearance` and
/// `UIButton.Configuration`: the bars' images, a button's insets and titles by state, a stack
/// view's custom spacing, an empty image, the application's kept settings.
@Suite @MainActor struct UIKitBarImagesAndSpacingTests {
  /// The transparent navigation bar of countless apps: an empty image as background and shadow.
  @Test func aNavigationBarKeepsItsImagesByMetricsAndPosition() {
    let stage = UIKitStage()
    stage.run {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let bar = navigation.navigationBar
      let empty = UIImage()
      #expect(empty.size == .zero && bar.backgroundImage(for: .default) == nil)
      bar.setBackgroundImage(empty, for: .default)
      bar.shadowImage = empty
      #expect(bar.backgroundImage(for: .default) === empty && bar.shadowImage === empty)
      #expect(bar.backgroundImage(for: .compact) == nil)
      // A background set for any position answers for the top, until the top has its own.
      #expect(bar.backgroundImage(for: .top, barMetrics: .default) === empty)
      let top = UIImage(named: "top")!
      bar.setBackgroundImage(top, for: .topAttached, barMetrics: .default)
      #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === top)
      #expect(bar.backgroundImage(for: .default) === empty)
      bar.setBackgroundImage(nil, for: .default)
      #expect(bar.backgroundImage(for: .default) == nil && bar.barPosition == .top)
      bar.setTitleVerticalPositionAdjustment(-2, for: .default)
      #expect(bar.titleVerticalPositionAdjustment(for: .default) == -2)
      #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 0)
    }
  }

  @Test func aToolbarKeepsItsImagesByPositionAndATabBarItsOwn() {
    let stage = UIKitStage()
    stage.run {
      let toolbar = UIToolbar()
      let image = UIImage(named: "bar")!
      toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
      toolbar.setShadowImage(image, forToolbarPosition: .bottom)
      #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
      #expect(toolbar.shadowImage(forToolbarPosition: .bottom) === image)
      #expect(toolbar.shadowImage(forToolbarPosition: .top) == nil)
      let tabs = UITabBarController()
      tabs.tabBar.backgroundImage = image
      tabs.tabBar.selectionIndicatorImage = image
      #expect(tabs.tabBar.backgroundImage === image && tabs.tabBar.shadowImage == nil)
      #expect(tabs.tabBar.selectionIndicatorImage === image && tabs.tabBar.barPosition == .bottom)
    }
  }

  /// A custom spacing after one arranged subview changes the layout; it leaves with its view.
  @Test func aStackViewsCustomSpacingTakesRoomAfterItsView() {
    let stage = UIKitStage()
    stage.run {
      let (first, second, third) = (UIView(), UIView(), UIView())
      let stack = UIStackView(arrangedSubviews: [first, second, third])
      stack.frame = CGRect(x: 0, y: 0, width: 120, height: 10)
      stack.spacing = 0
      stack.layoutIfNeeded()
      #expect(
        second.frame.minX == 40
          && stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(30, after: first)
      stack.layoutIfNeeded()
      #expect(stack.customSpacing(after: first) == 30)
      #expect(first.frame.width == 30 && second.frame.minX == 60 && third.frame.minX == 90)
      stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
      stack.layoutIfNeeded()
      #expect(second.frame.minX == 40)
      stack.setCustomSpacing(12, after: second)
      stack.removeArrangedSubview(second)
      #expect(stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
      stack.setCustomSpacing(5, after: UIView())
      #expect(stack.customSpacing(after: third) == UIStackView.spacingUseDefault)
    }
  }

  @Test func aButtonKeepsItsInsetsStyledTitlesAndBackgroundsByState() {
    let stage = UIKitStage()
    stage.run {
      let button = UIButton(type: .custom)
      button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      button.titleEdgeInsets.left = 4
      #expect(button.contentEdgeInsets.left == 16 && button.titleEdgeInsets.left == 4)
      let title = NSAttributedString(string: "Go")
      button.setAttributedTitle(title, for: .normal)
      #expect(button.attributedTitle(for: .highlighted) == title)
      #expect(button.currentAttributedTitle == title)
      let pressed = UIImage(named: "pressed")!
      button.setBackgroundImage(pressed, for: .highlighted)
      #expect(button.backgroundImage(for: .highlighted) === pressed)
      #expect(button.backgroundImage(for: .normal) == nil)
    }
  }

  /// An image encoded and decoded again is an image; the application keeps its settings.
  @Test func anImagesDataDecodesAgainAndTheApplicationKeepsItsSettings() throws {
    let stage = UIKitStage()
    try stage.run {
      let image = UIImage()
      let png = try #require(image.pngData())
      #expect(!png.isEmpty && UIImage(data: png) != nil)
      #expect(try #require(image.jpegData(compressionQuality: 0.8)).starts(with: [0xFF, 0xD8]))
      let application = UIApplication.shared
      application.isIdleTimerDisabled = true
      application.applicationIconBadgeNumber = 3
      #expect(application.isIdleTimerDisabled && application.applicationIconBadgeNumber == 3)
      #expect(!application.isNetworkActivityIndicatorVisible)
    }
  }

  /// A screen's bar fades alongside a push: the work runs with the push, its completion after.
  @Test func workAlongsideAPushInAViewOutsideItRunsWithThePush() throws {
    let stage = UIKitStage()
    let navigation = stage.run { UINavigationController(rootViewController: UIViewController()) }
    let window = stage.show(navigation)
    defer { withExtendedLifetime(window) {} }
    var log: [String] = []
    stage.run {
      navigation.pushViewController(UIViewController(), animated: true)
      let coordinator = navigation.transitionCoordinator
      #expect(coordinator != nil)
      coordinator?.animateAlongsideTransition(
        in: navigation.navigationBar, animation: { _ in log.append("alongside") },
        completion: { _ in log.append("done") })
    }
    #expect(log.isEmpty || log == ["alongside"])
    try stage.settle()
    #expect(log == ["alongside", "done"])
  }
}

/// A tab bar controller that animates the tapped item, as apps do: the bar's delegate method.
@MainActor private final class BouncingTabs: UITabBarController {
  var heard: [(item: String?, selectedIndex: Int)] = []
  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    heard.append((item.title, selectedIndex))
  }
}

extension UIKitBarImagesAndSpacingTests {
  /// The controller, its bar's delegate, hears a tapped item before the tab is selected; the
  /// tap selects it whatever the override does.
  @Test func aTabBarControllerHearsTheTappedItemBeforeTheSelection() {
    let stage = UIKitStage()
    let tabs = stage.run { BouncingTabs() }
    stage.run {
      let (first, second) = (UIViewController(), UIViewController())
      first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
      second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
      tabs.viewControllers = [first, second]
    }
    let window = stage.show(tabs)
    defer { withExtendedLifetime(window) {} }
    stage.run { tabs._tap(at: 1) }
    #expect(tabs.heard.map(\.item) == ["Two"] && tabs.heard.map(\.selectedIndex) == [0])
    #expect(tabs.selectedIndex == 1 && tabs.tabBar.delegate === tabs)
    let bar = stage.run { UITabBar() }
    #expect(bar.delegate == nil)
  }
}

extension UIKitBarImagesAndSpacingTests {
  /// An app's launch styling: one proxy a class and list of containers, keeping what is set
  /// on it; no view is restyled (the model draws nothing).
  @Test func appearanceProxiesKeepWhatIsSetOnThemOneAClass() {
    let stage = UIKitStage()
    stage.run {
      UINavigationBar.appearance().tintColor = .white
      UINavigationBar.appearance().standardAppearance.backgroundColor = .black
      #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
      #expect(UINavigationBar.appearance().tintColor == .white)
      #expect((UITabBar.appearance() as UIView) !== (UINavigationBar.appearance() as UIView))
      let inSearch = UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self])
      #expect(inSearch !== UILabel.appearance())
      #expect(inSearch === UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self]))
      UIBarButtonItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.red], for: .normal)
      #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?.count == 1)
      #expect(UINavigationBar().tintColor != .white)
    }
  }
}

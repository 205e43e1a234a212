import ContainmentCore
import Synchronization
import Testing
import UIKitContainment

/// What code written for UIKit reads of its objects and overrides beside containment: their
/// descriptions, a view controller's nib, a view's tint and fitting size, the device's
/// orientation, touches paused, the scroll view's guides and a transition's context.
@Suite struct UIKitObjectsTests {
  @Test @MainActor func viewControllersAndViewsDescribeThemselvesAsNSObjectsDo() {
    final class Described: UIViewController {
      override var description: String { "a screen of one's own" }
    }
    let stage = UIKitStage()
    let (plain, described) = stage.run { (UIViewController(), Described()) }
    #expect(plain.description == "<UIViewController: vc0>")
    #expect("\(plain)" == plain.description && plain.debugDescription == plain.description)
    #expect("\(described)" == "a screen of one's own")
    #expect(String(describing: [described as UIViewController]) == "[a screen of one's own]")
    let view = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 42.5))
    #expect(view.description.hasPrefix("<UIView: 0x"))
    #expect(view.description.hasSuffix("; frame = (0 10; 390 42.5)>"))
  }

  @Test @MainActor func aViewControllerKeepsTheNibItWasMadeWith() {
    let named = UIViewController(nibName: "Detail", bundle: nil)
    #expect(named.nibName == "Detail" && named.nibBundle == nil)
    #expect(UIViewController().nibName == nil)
  }

  @Test @MainActor func aTintChangeReachesTheSubviewsThatTakeIt() {
    final class Tinted: UIView {
      var heard = 0
      override func tintColorDidChange() { heard += 1 }
    }
    let (outer, inherits, own) = (Tinted(), Tinted(), Tinted())
    own.tintColor = .red
    own.heard = 0
    outer.addSubview(inherits)
    outer.addSubview(own)
    outer.tintColor = .blue
    #expect((outer.heard, inherits.heard, own.heard) == (1, 1, 0))
    outer.tintAdjustmentMode = .dimmed
    #expect(outer.tintAdjustmentMode == .dimmed && inherits.heard == 2)
  }

  @Test @MainActor func sizeToFitTakesTheSizeThatFits() {
    final class Badge: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 24, height: 16) }
    }
    let badge = Badge(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 5, y: 5, width: 24, height: 16))
  }

  @Test @MainActor func theDevicePostsItsTurnsOnceAskedToAndUntilTold() {
    // Counted on this test's thread only: a harness on another thread may turn its own windows
    // while this test generates the notifications (UIDevice is the process's).
    let seen = Mutex<[UIDeviceOrientation]>([])
    let thread = ObjectIdentifier(Thread.current)
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil
    ) { _ in
      guard ObjectIdentifier(Thread.current) == thread else { return }
      MainActor.assumeIsolated {
        let orientation = UIDevice.current.orientation
        seen.withLock { $0.append(orientation) }
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    let stage = UIKitStage()
    let window = stage.show(stage.run { UIViewController() })
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(seen.withLock { $0 }.isEmpty, "not generated: nothing posted")
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
    _ = stage.run { window._modelWindow.rotate(to: .portrait) }
    _ = stage.run { window._modelWindow.rotate(to: .portrait) }
    #expect(seen.withLock { $0 } == [.portrait], "posted once the device turned, not for no turn")
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeRight) }
    #expect(seen.withLock { $0 } == [.portrait])
  }

  @Test @MainActor func theDeviceTurnsWithTheKeyWindowsInterface() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    #expect(UIDevice.current.orientation == .portrait)
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    // The interface turned left is the device turned right, as UIKit's values say.
    #expect(UIDevice.current.orientation == .landscapeRight)
    #expect(UIDevice.current.orientation.isLandscape)
    #expect(root.preferredInterfaceOrientationForPresentation == .landscapeLeft)
  }

  @Test @MainActor func noTouchArrivesWhileTheAppIgnoresThem() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var taps = 0
    view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    let application = UIApplication.shared
    application.beginIgnoringInteractionEvents()
    application.beginIgnoringInteractionEvents()
    view._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    application.endIgnoringInteractionEvents()
    #expect(application.isIgnoringInteractionEvents)
    view._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    application.endIgnoringInteractionEvents()
    #expect(!application.isIgnoringInteractionEvents && taps == 0)
    view._touchDown(at: CGPoint(x: 10, y: 10))._lift()
    #expect(taps == 1)
  }

  @Test @MainActor func aScrollViewsGuidesStandForItsBounds() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let page = UIView()
    page.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(page)
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    #expect(scroll.frameLayoutGuide.owningView === scroll)
    NSLayoutConstraint.activate([
      page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
      page.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
    ])
    #expect(page.frame.size == CGSize(width: 390, height: 300))
  }

  /// A push's coordinator tells code alongside it which view controller leaves and which
  /// arrives, in which view, as UIKit's does.
  @Test @MainActor func aPushsContextNamesTheViewControllersAndTheirViews() throws {
    let clock = VirtualClock()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = UIViewController()
    var seen: [String] = []
    try clock.withCurrent {
      navigation.pushViewController(detail, animated: true)
      let coordinator = try #require(detail.transitionCoordinator)
      coordinator.animate(alongsideTransition: { context in
        seen.append("from root: \(context.viewController(forKey: .from) === root)")
        seen.append("to detail: \(context.viewController(forKey: .to) === detail)")
        seen.append("views: \(context.view(forKey: .to) === detail.view)")
        seen.append("container: \(context.containerView === navigation.view)")
        seen.append(
          "style: \(context.presentationStyle == .none), \(!context.initiallyInteractive)")
      })
      _ = try clock.runUntilIdle()
    }
    #expect(
      seen == [
        "from root: true", "to detail: true", "views: true", "container: true",
        "style: true, true",
      ])
  }

  @Test @MainActor func aPresentationsContextHasItsStyle() throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    sheet.modalPresentationStyle = .fullScreen
    var style: UIModalPresentationStyle?
    stage.run {
      root.present(sheet, animated: true)
      sheet.transitionCoordinator?.animate(alongsideTransition: { context in
        style = context.presentationStyle
        #expect(context.viewController(forKey: .to) === sheet)
        #expect(context.viewController(forKey: .from) === root)
      })
    }
    try stage.settle()
    #expect(style == .fullScreen)
  }

  @Test @MainActor func animatorsAndTimingParametersAreUIKitsProtocols() {
    let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(
      duration: 0.3,
      timingParameters: UISpringTimingParameters(
        dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2)))
    #expect(animator.state == .inactive)
    #expect(CGVector(dx: 1, dy: 2) != .zero)
    #expect(UICubicTimingParameters(animationCurve: .easeIn).animationCurve == .easeIn)
  }

  /// `size(forChildContentContainer:withParentContainerSize:)` decides the size each child
  /// hears in `viewWillTransition(to:with:)`, as UIKit's default forwarding asks it.
  @Test @MainActor func aContainerGivesEachChildTheSizeItChooses() {
    final class HalfWidthContainer: UIViewController {
      override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
      ) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
      }
    }
    let stage = UIKitStage()
    let (root, child) = stage.run { (HalfWidthContainer(), SizeRecordingViewController()) }
    let window = stage.show(root)
    stage.run { root.add(child) }
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(child.heard.first { $0.hasPrefix("will") } == "will 422x390")
    let plain = stage.run { UIViewController() }
    #expect(
      plain.size(
        forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 4))
        == CGSize(width: 10, height: 4))
  }

  /// A child finds its navigation and tab bar controllers, subclasses and all, through any
  /// container between (the model marks them when they are made; no cast is made).
  @Test @MainActor func aChildFindsItsNavigationAndTabBarControllersWhateverTheirClass() {
    final class Stack: UINavigationController {}
    final class Tabs: UITabBarController {}
    let (tabs, stack, middle, screen) = (
      Tabs(), Stack(nibName: nil, bundle: nil), UIViewController(), UIViewController()
    )
    tabs.viewControllers = [stack]
    stack.pushViewController(middle, animated: false)
    middle.addChild(screen)
    #expect(screen.navigationController === stack && screen.tabBarController === tabs)
    #expect(stack.navigationController == nil && stack.tabBarController === tabs)
    #expect(UIViewController().navigationController == nil)
    let rooted = UINavigationController(rootViewController: UIViewController())
    #expect(rooted.topViewController?.navigationController === rooted)
  }
}

import Testing
import UIKitContainment

/// A bottom sheet as public code writes one: it names its own style and transitioning delegate
/// by overriding them, setting neither.
private final class BottomSheet: UIViewController {
  let giver = UIPresentationControllerTests.Giver()
  override var modalPresentationStyle: UIModalPresentationStyle {
    get { .custom }
    set {}
  }
  override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { giver }
    set {}
  }
  override var isModalInPresentation: Bool {
    get { true }
    set {}
  }
}

/// A screen that is always dark and whose tab can never be chosen, by overriding.
private final class DarkLockedScreen: UIViewController {
  let lockedItem = UITabBarItem(title: "Locked", image: nil, tag: 1)
  override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .dark }
    set {}
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var tabBarItem: UITabBarItem! {
    get {
      lockedItem.isEnabled = false
      return lockedItem
    }
    set {}
  }
  override var hidesBottomBarWhenPushed: Bool {
    get { true }
    set {}
  }
  override var additionalSafeAreaInsets: UIEdgeInsets {
    get { UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0) }
    set {}
  }
}

/// A view that takes no touches whatever is set, and one that keeps its subviews clear of a
/// bar of its own, both by overriding.
private final class Inert: UIView {
  override var isUserInteractionEnabled: Bool {
    get { false }
    set {}
  }
}

private final class BarredView: UIView {
  override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0) }
}

/// A view backed by a shape layer, named as its own type by overriding `layer`.
private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  override var layer: CAShapeLayer {
    guard let shape = super.layer as? CAShapeLayer else { fatalError("layerClass is CAShapeLayer") }
    return shape
  }
}

/// The settings public code overrides on UIKit's view controllers and views instead of setting
/// them, read by the layer through the property, as UIKit's code finds them.
@MainActor @Suite struct OverriddenSettingsTests {
  @Test func aSheetThatOverridesItsStyleAndDelegateIsPresentedByTheirController() throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (UIViewController(), BottomSheet()) }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    stage.run { root.present(sheet, animated: true) }
    try stage.settle()
    let controller = try #require(sheet.giver.made, "the overriding delegate was asked")
    #expect(sheet.presentationController === controller)
    #expect(root.presentedViewController === sheet && sheet.isModalInPresentation)
  }

  @Test func anOverriddenStyleReachesTheTraitsOfTheScreenAndItsChild() {
    let stage = UIKitStage()
    let (screen, child) = stage.run { (DarkLockedScreen(), UIViewController()) }
    stage.run {
      screen.addChild(child)
      screen.view.addSubview(child.view)
      child.didMove(toParent: screen)
    }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func anOverriddenDisabledTabItemTakesNoTap() {
    let stage = UIKitStage()
    let (tabs, first, locked) = stage.run {
      (UITabBarController(), UIViewController(), DarkLockedScreen())
    }
    stage.run { tabs.viewControllers = [first, locked] }
    let window = stage.show(tabs)
    defer { withExtendedLifetime(window) {} }
    stage.run { tabs._tap(at: 1) }
    #expect(tabs.selectedIndex == 0)
    #expect(locked.hidesBottomBarWhenPushed)
  }

  @Test func overriddenInsetsReachTheSafeArea() {
    let stage = UIKitStage()
    let screen = stage.run { DarkLockedScreen() }
    let window = stage.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.view.safeAreaInsets.bottom == 49)
    let (barred, content) = stage.run {
      (BarredView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), UIView())
    }
    stage.run {
      content.frame = CGRect(x: 0, y: 20, width: 320, height: 400)
      barred.addSubview(content)
    }
    #expect(content.safeAreaInsets.top == 24, "the superview's 44, less the 20 it is below")
  }

  @Test func aViewThatOverridesItsInteractionIsPassedOverByHitTesting() {
    let stage = UIKitStage()
    let (root, inert) = stage.run {
      (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), Inert())
    }
    stage.run {
      inert.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      inert.isUserInteractionEnabled = true  // the override answers whatever is set
      root.addSubview(inert)
    }
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
  }

  @Test func aContainerViewListsItsAccessibilityElements() {
    let stage = UIKitStage()
    let (view, first, second) = stage.run { (UIView(), UILabel(), UIButton()) }
    #expect(view.accessibilityElementCount() == 0 && view.accessibilityElement(at: 0) == nil)
    stage.run { view.accessibilityElements = [first, second] }
    #expect(view.accessibilityElementCount() == 2)
    #expect(view.accessibilityElement(at: 1) as? UIButton === second)
    #expect(view.index(ofAccessibilityElement: second) == 1)
    #expect(view.index(ofAccessibilityElement: UILabel()) == NSNotFound)
  }

  @Test func aViewNamesItsLayerAsItsOwnType() {
    let stage = UIKitStage()
    let view = stage.run { ShapeView() }
    stage.run {
      view.layer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
    }
    #expect((view as UIView).layer === view.layer && view.layer.path != nil)
  }

  @Test func aScreensContentScrollViewsAreKeptByEdge() {
    let screen = UIViewController()
    let list = UIScrollView()
    screen.setContentScrollView(list, for: [.top, .bottom])
    #expect(screen.contentScrollView(for: .bottom) === list)
    screen.setContentScrollView(nil, for: .top)
    #expect(screen.contentScrollView(for: .top) == nil)
    #expect(screen.contentScrollView(for: [.top, .bottom]) === list, "the first edge that has one")
    #expect(screen.contentScrollView(for: .leading) == nil && !screen.prefersPointerLocked)
  }
}

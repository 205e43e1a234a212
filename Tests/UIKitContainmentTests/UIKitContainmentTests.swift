import Containment
import ContainmentCore
import Testing
import UIKitContainment

/// Containers written in UIKit's names, callback for callback.
@Suite struct UIKitContainmentTests {
  @Test @MainActor func addingAndRemovingAChildOnScreenGivesUIKitsCallbacks() throws {
    let stage = UIKitStage()
    let container = stage.run { UIViewController() }
    let window = stage.show(container)  // kept: an app keeps its window
    defer { withExtendedLifetime(window) {} }
    let child = stage.run { UIViewController() }
    #expect(
      stage.logged { container.add(child) } == [
        "vc1 willMove(toParent: vc0)", "vc1 loadView", "vc1 viewDidLoad",
        "vc1 viewWillAppear(animated: false)", "vc1 viewDidAppear(animated: false)",
        "vc1 didMove(toParent: vc0)",
      ])
    #expect(container.children == [child] && child.parent == container)
    #expect(child.view.frame == container.view.bounds)
    #expect(
      stage.logged { child.remove() } == [
        "vc1 willMove(toParent: nil)", "vc1 viewWillDisappear(animated: false)",
        "vc1 viewDidDisappear(animated: false)", "vc1 didMove(toParent: nil)",
      ])
    #expect(container.children.isEmpty && child.parent == nil)
  }

  @Test @MainActor func addChildTakesAChildFromItsParentFirst() {
    let stage = UIKitStage()
    let (first, second, child) = stage.run {
      (UIViewController(), UIViewController(), UIViewController())
    }
    stage.run { first.addChild(child) }
    #expect(
      stage.logged { second.addChild(child) } == [
        "vc2 didMove(toParent: nil)", "vc2 willMove(toParent: vc1)",
      ])
    #expect(first.children.isEmpty && second.children == [child] && child.parent == second)
    #expect(stage.logged { second.addChild(child) }.isEmpty)
  }

  @Test @MainActor func isMovingToParentHoldsFromWillMoveToDidMove() {
    let stage = UIKitStage()
    let (parent, child) = stage.run { (UIViewController(), UIViewController()) }
    #expect(!child.isMovingToParent)
    parent.addChild(child)
    #expect(child.isMovingToParent && !child.isMovingFromParent)
    child.didMove(toParent: parent)
    #expect(!child.isMovingToParent)
    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.removeFromParent()
    #expect(!child.isMovingFromParent && !child.isMovingToParent)
  }

  /// The flip's children are made before it, as its stored properties: `front` is vc0, `back`
  /// vc1, the container vc2.
  @Test @MainActor func aFlipWithTransitionFromToGivesEachChildItsCallbacks() throws {
    let stage = UIKitStage()
    let flip = stage.run { FlipViewController() }
    let window = stage.show(flip)
    defer { withExtendedLifetime(window) {} }
    let lines = stage.logged { flip.flip() }
    #expect(
      lines == [
        "vc0 willMove(toParent: nil)", "vc1 willMove(toParent: vc2)", "vc1 loadView",
        "vc1 viewDidLoad", "vc0 viewWillDisappear(animated: true)",
        "vc1 viewWillAppear(animated: true)",
      ])
    try stage.settle()
    #expect(flip.children == [flip.back] && flip.back.view.superview == flip.view)
    #expect(flip.front.viewIfLoaded?.superview == nil)
    #expect(flip.front.appearanceState == .disappeared && flip.back.appearanceState == .appeared)
  }

  @Test @MainActor func viewNilReleasesTheViewSilentlyAndTheNextAccessLoadsItAgain() {
    let stage = UIKitStage()
    let controller = stage.run { UIViewController() }
    let first = stage.run { controller.view! }
    #expect(stage.logged { controller.view = nil } == ["vc0 viewReleased"])
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    var second: UIView?
    #expect(stage.logged { second = controller.view } == ["vc0 loadView", "vc0 viewDidLoad"])
    #expect(second != nil && second !== first)
  }

  @Test(arguments: [ViewReleasePolicy.iOS5, .iOS6])
  @MainActor func aMemoryWarningReleasesHiddenViewsUnderIOS5Only(policy: ViewReleasePolicy) {
    let stage = UIKitStage(policy: policy)
    let flip = stage.run { FlipViewController() }
    let window = stage.show(flip)
    let lines = stage.logged {
      window.isHidden = true
      window._modelWindow.simulateMemoryWarning()
    }
    // The flip (vc2) and its front child (vc0) hear it; the back child (vc1) is no child yet.
    let released = lines.filter { $0.hasSuffix("viewDidUnload") }
    #expect(released == (policy == .iOS5 ? ["vc0 viewDidUnload", "vc2 viewDidUnload"] : []))
    #expect(
      lines.filter { $0.hasSuffix("didReceiveMemoryWarning") } == [
        "vc2 didReceiveMemoryWarning", "vc0 didReceiveMemoryWarning",
      ])
    #expect(flip.front.isViewLoaded == (policy == .iOS6))
  }

  @Test @MainActor func theStatusBarStyleFollowsTheChildTheContainerNames() {
    let stage = UIKitStage()
    let container = stage.run { PinnedContentViewController() }
    #expect(container._effectiveStatusBarStyle == .default)
    container.content = stage.run { LightContentViewController() }
    container.setNeedsStatusBarAppearanceUpdate()
    #expect(container._effectiveStatusBarStyle == .lightContent)
  }

  @Test @MainActor func aSizeTransitionReachesTheChildThenLaysOutThenRunsTheCoordinator() {
    let stage = UIKitStage()
    let container = stage.run { UIViewController() }
    let window = stage.show(container)
    let child = stage.run { SizeRecordingViewController() }
    stage.run { container.add(child) }
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    child.heard = []
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(child.heard == ["will 844x390", "layout 844", "alongside 844", "completion"])
    #expect(child.view.frame.size == CGSize(width: 844, height: 390))
  }

  /// Apple: "UIKit calls this method before changing the size of a presented view controller's
  /// view": the window's root, whose view the model resizes, hears it at its old size too.
  @Test @MainActor func theRootHearsOfASizeTransitionBeforeItsViewChanges() {
    let stage = UIKitStage()
    let root = stage.run { SizeRecordingViewController() }
    let window = stage.show(root)
    root.heard = []
    _ = stage.run { window._modelWindow.rotate(to: .landscapeLeft) }
    #expect(root.widthsWhenAsked == [390])
    #expect(root.heard == ["will 844x390", "layout 844", "alongside 844", "completion"])
    #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
    _ = stage.run { window._modelWindow.resize(to: Size(width: 600, height: 390)) }
    #expect(root.widthsWhenAsked == [390, 844])
    #expect(root.view.bounds.width == 600)
  }

  @Test @MainActor func viewControllersAndViewsCompareByIdentity() {
    let stage = UIKitStage()
    let (one, other) = stage.run { (UIViewController(), UIViewController()) }
    #expect(one == one && one != other && Set([one, other, one]).count == 2)
    #expect(one.view == one.view && one.view != other.view)
  }

  @Test @MainActor func aViewsWindowIsTheUIWindowShowingIt() {
    let stage = UIKitStage()
    let root = stage.run { UIViewController() }
    let window = stage.show(root)
    #expect(root.view.window === window && window.rootViewController === root)
    let child = UIView()
    root.view.addSubview(child)
    #expect(child.window === window && child.superview === root.view)
    let harness = Window()
    try? harness.setRootViewController(stage.run { UIViewController() })
    let shown = harness.rootViewController as? UIViewController
    #expect(
      shown?.view.window === shown?.view.window && shown?.view.window?._modelWindow === harness)
  }

  /// UIKit only logs "Unbalanced calls to begin/end appearance transitions"; the model changes
  /// nothing and reports it (the harness's L2).
  @Test @MainActor func unbalancedAppearanceCallsAreReported() {
    let stage = UIKitStage()
    let child = stage.run { UIViewController() }
    let lines = stage.logged {
      child.beginAppearanceTransition(true, animated: false)
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
      child.endAppearanceTransition()
    }
    #expect(
      lines.filter { $0.contains("unbalancedAppearanceTransition") } == [
        "vc0 unbalancedAppearanceTransition(state: appearing, request: beginAppearing)",
        "vc0 unbalancedAppearanceTransition(state: appeared, request: end)",
      ])
    #expect(child.appearanceState == .appeared)
  }

  /// UIView.animate's three forms and a view transition end on the current clock.
  @Test @MainActor func animationsEndOnTheClock() throws {
    let stage = UIKitStage()
    let (from, to, container) = (UIView(), UIView(), UIView())
    container.addSubview(from)
    var ends: [String] = []
    stage.run {
      UIView.animate(withDuration: 0.1) { from.alpha = 0.5 }
      UIView.animate(withDuration: 0.2, animations: { from.alpha = 0 }) { _ in ends.append("two") }
      UIView.animate(
        withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: {},
        completion: { _ in ends.append("three") })
      UIView.transition(from: from, to: to, duration: 0.5, options: [.transitionCrossDissolve]) {
        _ in ends.append("transition")
      }
    }
    #expect(from.alpha == 0 && to.superview === container && from.superview === container)
    try stage.settle()
    #expect(ends == ["two", "three", "transition"] && from.superview == nil)
  }
}

import Containment
import Foundation
import Testing
import UIKitContainment

/// A tab bar controller's custom change of tab: its delegate's animator, the callbacks around
/// it, and a swipe between tabs that is taken back.
@Suite struct UITabBarControllerAnimatorTests {
  /// Slides the new tab in over 0.3 s and completes as the context says.
  final class Slide: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      if let view = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(view)
      }
      UIView.animate(
        withDuration: 0.3, animations: {},
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  /// Gives `slide` for every change, and `swipe` when set.
  final class Director: UITabBarControllerDelegate {
    let slide = Slide()
    var swipe: UIPercentDrivenInteractiveTransition?
    func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { slide }
    func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { swipe }
  }

  /// A tab bar controller (vc0) of two tabs (vc1, vc2) on screen, the first selected.
  @MainActor static func scene() -> (
    UIKitStage, UITabBarController, UIViewController, UIViewController, UIWindow
  ) {
    let stage = UIKitStage()
    let (tabs, first, second) = stage.run {
      (UITabBarController(), UIViewController(), UIViewController())
    }
    stage.run { tabs.viewControllers = [first, second] }
    return (stage, tabs, first, second, stage.show(tabs))
  }

  @Test("a change of tab with the delegate's animator ends when the animator completes it")
  @MainActor func aCustomChangeOfTab() throws {
    let (stage, tabs, _, second, window) = Self.scene()
    defer { withExtendedLifetime(window) {} }
    let director = Director()
    tabs.delegate = director
    let begun = stage.logged { tabs.selectedIndex = 1 }
    #expect(
      begun == [
        "vc2 loadView", "vc2 viewDidLoad", "vc2 viewWillAppear(animated: true)",
        "vc1 viewWillDisappear(animated: true)",
      ])
    #expect(second.transitionCoordinator?.transitionDuration == 0.3)
    let end = stage.logged { _ = try? stage.clock.runUntilIdle() }
    #expect(
      end == ["vc1 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)"])
    #expect(tabs.view.subviews == [second.view] && tabs.transitionCoordinator == nil)
  }

  @Test("a swipe between tabs taken back selects the first tab again")
  @MainActor func aCancelledSwipeBetweenTabs() throws {
    let (stage, tabs, first, _, window) = Self.scene()
    defer { withExtendedLifetime(window) {} }
    let director = Director()
    let swipe = UIPercentDrivenInteractiveTransition()
    director.swipe = swipe
    tabs.delegate = director
    stage.run { tabs.selectedIndex = 1 }
    #expect(tabs.transitionCoordinator?.isInteractive == true && !stage.clock.isSettled)
    swipe.update(0.2)
    let end = stage.logged {
      swipe.cancel()
      _ = try? stage.clock.runUntilIdle()
    }
    #expect(
      end == [
        "vc2 viewWillDisappear(animated: true)", "vc2 viewDidDisappear(animated: true)",
        "vc1 viewWillAppear(animated: true)", "vc1 viewDidAppear(animated: true)",
      ])
    #expect(tabs.selectedIndex == 0 && tabs.view.subviews == [first.view])
    #expect(stage.clock.isSettled && tabs.transitionCoordinator == nil)
  }
}

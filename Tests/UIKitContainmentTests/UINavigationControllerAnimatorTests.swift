import Containment
import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// A navigation controller's custom transitions, written as UIKit code writes them: the
/// delegate's animator for a push or a pop, the context it is given, a gesture driving it
/// through `UIPercentDrivenInteractiveTransition`, and the transition cancelled.
@Suite struct UINavigationControllerAnimatorTests {
  /// A slide that adds the arriving view, animates on the clock and completes as told.
  @MainActor final class Slide: UIViewControllerAnimatedTransitioning {
    var seconds: TimeInterval = 0.5
    /// Whether it adds the arriving view, and completes the transition at the end.
    var addsArrivingView = true
    var completes = true
    /// What it saw: the containers, the arriving views and their final frames.
    var containers: [UIView] = []
    var arriving: [UIView?] = []
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { seconds }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      containers.append(container)
      let toView = transitionContext.view(forKey: .to)
      arriving.append(toView)
      if addsArrivingView, let toView, let to = transitionContext.viewController(forKey: .to) {
        toView.frame = transitionContext.finalFrame(for: to)
        container.addSubview(toView)
      }
      UIView.animate(
        withDuration: seconds, animations: { toView?.alpha = 1 },
        completion: { _ in
          guard self.completes else { return }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
  }

  /// A delegate that gives `slide` for every operation and `interaction` when set.
  @MainActor final class Director: UINavigationControllerDelegate {
    let slide = Slide()
    var interaction: UIPercentDrivenInteractiveTransition?
    var asked: [(UINavigationController.Operation, UIViewController, UIViewController)] = []

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      asked.append((operation, fromVC, toVC))
      return slide
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
  }

  /// A stage with a navigation controller (vc1) on screen over its root (vc0), directed.
  @MainActor struct Scene {
    let stage = UIKitStage()
    let root: UIViewController
    let navigation: UINavigationController
    let director = Director()
    let window: UIWindow

    init() {
      let stage = stage
      (root, navigation) = stage.run {
        let root = UIViewController()
        return (root, UINavigationController(rootViewController: root))
      }
      window = stage.show(navigation)
      navigation.delegate = director
    }

    /// Pushes a new view controller, animated, and runs the clock until nothing is left.
    func pushSettled() throws -> UIViewController {
      let detail = stage.run { UIViewController() }
      stage.run { navigation.pushViewController(detail, animated: true) }
      try stage.settle()
      return detail
    }
  }

  @Test("a push with the delegate's animator: its container, its views, its end on the clock")
  @MainActor func aCustomPush() throws {
    let scene = Scene()
    let detail = scene.stage.run { UIViewController() }
    let begun = scene.stage.logged { scene.navigation.pushViewController(detail, animated: true) }
    #expect(
      begun == [
        "vc2 willMove(toParent: vc1)", "vc2 loadView", "vc2 viewDidLoad",
        "vc0 viewWillDisappear(animated: true)", "vc2 viewWillAppear(animated: true)",
        "vc1 willShow(vc2, animated: true)",
      ])
    let asked = try #require(scene.director.asked.first)
    #expect(asked.0 == .push && asked.1 === scene.root && asked.2 === detail)
    #expect(scene.director.slide.containers == [scene.navigation.view])
    #expect(scene.director.slide.arriving == [detail.view])
    #expect(detail.view.frame == scene.navigation.view.bounds)
    #expect(scene.navigation.transitionCoordinator?.transitionDuration == 0.5)
    let ended = scene.stage.logged { _ = try? scene.stage.clock.advance(by: 499) }
    #expect(ended.isEmpty, "the animator's animation has not ended")
    let end = scene.stage.logged { _ = try? scene.stage.clock.runUntilIdle() }
    #expect(
      end == [
        "vc0 viewDidDisappear(animated: true)", "vc2 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: vc1)", "vc1 didShow(vc2, animated: true)",
      ])
    #expect(scene.navigation.view.subviews == [detail.view], "the old top's view left")
    #expect(scene.director.slide.ended == [true])
    #expect(scene.navigation.transitionCoordinator == nil)

    scene.stage.run { _ = scene.navigation.popViewController(animated: true) }
    let popAsked = try #require(scene.director.asked.last)
    #expect(popAsked.0 == .pop && popAsked.1 === detail && popAsked.2 === scene.root)
    try scene.stage.settle()
    #expect(scene.navigation.viewControllers == [scene.root] && detail.parent == nil)
    #expect(scene.root.appearanceState == .appeared)
  }

  @Test("unanimated changes never ask the delegate for an animator")
  @MainActor func unanimatedChangesTakeNoAnimator() {
    let scene = Scene()
    scene.stage.run {
      scene.navigation.pushViewController(UIViewController(), animated: false)
      scene.navigation.popViewController(animated: false)
    }
    #expect(scene.director.asked.isEmpty)
  }

  @Test("an animator that never completes its transition leaves it running, as UIKit does")
  @MainActor func anAnimatorThatNeverCompletes() throws {
    let scene = Scene()
    scene.director.slide.completes = false
    let detail = try scene.pushSettled()
    #expect(detail.appearanceState == .appearing && scene.root.appearanceState == .disappearing)
    #expect(scene.navigation.transitionCoordinator != nil)
    #expect(scene.director.slide.ended.isEmpty)
  }

  @Test("an animator that forgets the arriving view leaves the new top out of the window")
  @MainActor func anAnimatorThatForgetsTheArrivingView() throws {
    let scene = Scene()
    scene.director.slide.addsArrivingView = false
    let detail = try scene.pushSettled()
    #expect(detail.appearanceState == .appeared && detail.view.window == nil)
    #expect(scene.navigation.view.subviews.isEmpty)
  }

  @Test("a push the animator completes as cancelled: the pushed child leaves, the top returns")
  @MainActor func aCancelledCustomPush() throws {
    let scene = Scene()
    let detail = scene.stage.run { UIViewController() }
    @MainActor final class Refusing: UIViewControllerAnimatedTransitioning {
      func transitionDuration(using _: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
      { 0.2 }
      func animateTransition(using context: any UIViewControllerContextTransitioning) {
        UIView.animate(
          withDuration: 0.2, animations: {}, completion: { _ in context.completeTransition(false) })
      }
    }
    @MainActor final class Refuser: UINavigationControllerDelegate {
      let refusing = Refusing()
      @MainActor func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { refusing }
    }
    let refuser = Refuser()
    scene.navigation.delegate = refuser
    scene.stage.run { scene.navigation.pushViewController(detail, animated: true) }
    let end = scene.stage.logged { _ = try? scene.stage.clock.runUntilIdle() }
    #expect(
      end == [
        "vc2 viewWillDisappear(animated: true)", "vc2 viewDidDisappear(animated: true)",
        "vc0 viewWillAppear(animated: true)", "vc0 viewDidAppear(animated: true)",
        "vc2 didMove(toParent: vc1)", "vc2 willMove(toParent: nil)", "vc2 didMove(toParent: nil)",
      ])
    #expect(scene.navigation.viewControllers == [scene.root] && detail.parent == nil)
    #expect(scene.navigation.view.subviews == [scene.root.view])
  }

  @Test(
    "a pop driven by a percent-driven gesture: held while the finger is down, then finished or cancelled",
    arguments: [true, false])
  @MainActor func aPercentDrivenPop(finishing: Bool) throws {
    let scene = Scene()
    let detail = scene.stage.run { UIViewController() }
    scene.stage.run { scene.navigation.pushViewController(detail, animated: false) }
    let interaction = UIPercentDrivenInteractiveTransition()
    scene.director.interaction = interaction
    var handled: [Bool] = []
    scene.stage.run {
      scene.navigation.popViewController(animated: true)
      scene.navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
        handled.append(context.isCancelled)
      }
      // iOS 7's name, deprecated in iOS 10, is the same.
      scene.navigation.transitionCoordinator?.notifyWhenInteractionEnds { context in
        handled.append(context.isCancelled)
      }
    }
    #expect(scene.navigation.transitionCoordinator?.isInteractive == true)
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 5_000) }
    #expect(!scene.stage.clock.isSettled, "the finger holds the transition")
    #expect(detail.appearanceState == .disappearing && scene.director.slide.ended.isEmpty)
    interaction.update(0.3)
    #expect(interaction.percentComplete == 0.3 && interaction.duration == 0.5)
    scene.stage.run { finishing ? interaction.finish() : interaction.cancel() }
    #expect(handled == [!finishing, !finishing])
    // The rest of the way (0.35 s) or back (0.15 s), on the clock.
    let left: Int64 = finishing ? 350 : 150
    _ = try scene.stage.run { try scene.stage.clock.advance(by: left - 1) }
    #expect(scene.director.slide.ended.isEmpty)
    _ = try scene.stage.run { try scene.stage.clock.advance(by: 1) }
    #expect(scene.director.slide.ended == [finishing])
    #expect(scene.stage.clock.isSettled)
    #expect(scene.navigation.viewControllers == (finishing ? [scene.root] : [scene.root, detail]))
    #expect(detail.parent == (finishing ? nil : scene.navigation))
    #expect(detail.appearanceState == (finishing ? .disappeared : .appeared))
    #expect(scene.root.appearanceState == (finishing ? .appeared : .disappeared))
  }
  @Test("an interaction controller of the app's that completes at once lets the clock go")
  @MainActor func anInteractionCompletedWithoutItsGestureEnding() throws {
    @MainActor final class AtOnce: UIViewControllerInteractiveTransitioning {
      var interactiveAtStart: Bool?
      var toldCancelled: [Bool] = []
      @MainActor func startInteractiveTransition(
        _ transitionContext: any UIViewControllerContextTransitioning
      ) {
        interactiveAtStart = transitionContext.isInteractive
        let from = transitionContext.viewController(forKey: .from)
        from?.transitionCoordinator?.notifyWhenInteractionChanges { [unowned self] context in
          toldCancelled.append(context.isCancelled)
        }
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        transitionContext.completeTransition(true)
      }
    }
    let scene = Scene()
    let atOnce = AtOnce()
    let detail = scene.stage.run { UIViewController() }
    scene.stage.run { scene.navigation.pushViewController(detail, animated: false) }
    scene.director.interaction = nil
    @MainActor final class Giver: UINavigationControllerDelegate {
      let slide = Slide()
      let interaction: AtOnce
      init(_ interaction: AtOnce) { self.interaction = interaction }
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { slide }
      @MainActor func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
      ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }
    let giver = Giver(atOnce)
    scene.navigation.delegate = giver
    _ = scene.stage.run { scene.navigation.popViewController(animated: true) }
    #expect(atOnce.interactiveAtStart == true)
    #expect(atOnce.toldCancelled == [false], "the interaction ended, finished")
    #expect(scene.stage.clock.isSettled, "completing ended the interaction and its hold")
    #expect(scene.navigation.viewControllers == [scene.root] && detail.parent == nil)
    #expect(scene.navigation.transitionCoordinator == nil)
  }
}

import Containment
import Foundation
import Testing
import UIKitContainment

/// Presentations animated by the app's own animators (`transitioningDelegate`), written as UIKit
/// code writes them: a card sliding up, and dismissed by a swipe down that finishes or is taken
/// back.
@Suite struct UIKitCustomPresentationTests {
  /// Slides the arriving view in, or the leaving one out, and completes as the context says.
  final class Card: UIViewControllerAnimatedTransitioning {
    var containers: [UIView] = []
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let container = transitionContext.containerView
      containers.append(container)
      if let to = transitionContext.viewController(forKey: .to), to.presentingViewController != nil,
        let view = transitionContext.view(forKey: .to)
      {
        view.frame = transitionContext.finalFrame(for: to)
        container.addSubview(view)
      }
      UIView.animate(
        withDuration: 0.4, animations: {},
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
  }

  /// Gives `card` both ways, and `swipe` for the dismissal when set.
  final class Deck: UIViewControllerTransitioningDelegate {
    let card = Card()
    var swipe: UIPercentDrivenInteractiveTransition?

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { card }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { card }

    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { swipe }
  }

  /// A stage whose window shows `root` (vc0), and a `card` (vc1) to present full screen with
  /// `deck`'s animators.
  @MainActor static func scene() -> (UIKitStage, UIViewController, UIViewController, UIWindow, Deck)
  {
    let stage = UIKitStage()
    let (root, card) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    let deck = Deck()
    card.transitioningDelegate = deck
    card.modalPresentationStyle = .fullScreen
    return (stage, root, card, window, deck)
  }

  @Test("a presentation with the app's animator ends when the animator completes it")
  @MainActor func aCustomPresentation() throws {
    let (stage, root, card, window, deck) = Self.scene()
    var presented = false
    let begun = stage.logged { root.present(card, animated: true) { presented = true } }
    #expect(
      begun == [
        "vc1 loadView", "vc1 viewDidLoad", "vc0 viewWillDisappear(animated: true)",
        "vc1 viewWillAppear(animated: true)",
      ])
    #expect(deck.card.containers == [window] && card.view.window === window)
    #expect(card.transitionCoordinator?.transitionDuration == 0.4)
    _ = try stage.run { try stage.clock.advance(by: 399) }
    #expect(!presented && card.isBeingPresented)
    let end = stage.logged { _ = try? stage.clock.runUntilIdle() }
    #expect(
      end == ["vc1 viewDidAppear(animated: true)", "vc0 viewDidDisappear(animated: true)"])
    #expect(presented && deck.card.ended == [true] && !card.isBeingPresented)
  }

  @Test(
    "a dismissal driven by a swipe: finished, the card goes; taken back, it stays, and no completion runs",
    arguments: [true, false])
  @MainActor func anInteractiveDismissal(finishing: Bool) throws {
    let (stage, root, card, window, deck) = Self.scene()
    stage.run { root.present(card, animated: false) }
    let swipe = UIPercentDrivenInteractiveTransition()
    deck.swipe = swipe
    var dismissed = false
    let begun = stage.logged { root.dismiss(animated: true) { dismissed = true } }
    #expect(
      begun == ["vc1 viewWillDisappear(animated: true)", "vc0 viewWillAppear(animated: true)"])
    #expect(card.transitionCoordinator?.isInteractive == true)
    _ = try stage.run { try stage.clock.advance(by: 10_000) }
    #expect(!stage.clock.isSettled && card.isBeingDismissed)
    swipe.update(0.5)
    let end = stage.logged {
      finishing ? swipe.finish() : swipe.cancel()
      _ = try? stage.clock.runUntilIdle()
    }
    if finishing {
      #expect(
        end == ["vc0 viewDidAppear(animated: true)", "vc1 viewDidDisappear(animated: true)"])
      #expect(root.presentedViewController == nil && card.viewIfLoaded?.window == nil)
    } else {
      #expect(
        end == [
          "vc1 viewWillAppear(animated: true)", "vc1 viewDidAppear(animated: true)",
          "vc0 viewWillDisappear(animated: true)", "vc0 viewDidDisappear(animated: true)",
        ])
      #expect(root.presentedViewController === card && card.view.window === window)
      #expect(root.viewIfLoaded?.window == nil, "covered again")
    }
    #expect(dismissed == finishing && deck.card.ended == [finishing])
    #expect(!card.isBeingDismissed && stage.clock.isSettled)
  }
}

/// `UIPresentationController`: a `.custom` presentation's own, its hooks and frame, and a
/// sheet's swiped down by the user, its delegate told as Apple documents.
@Suite struct UIPresentationControllerTests {
  /// A dimmed half-height presentation that records its hooks.
  final class HalfHeight: UIPresentationController {
    var heard: [String] = []
    var removesPresenter = false
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() {
      let coordinated = presentedViewController.transitionCoordinator != nil
      heard.append("will present, coordinated: \(coordinated)")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      heard.append("presented \(completed)")
    }
    override func dismissalTransitionWillBegin() { heard.append("will dismiss") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      heard.append("dismissed \(completed)")
    }
    override func containerViewWillLayoutSubviews() { heard.append("layout") }
  }

  final class Giver: UIViewControllerTransitioningDelegate {
    var made: HalfHeight?
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = HalfHeight(presentedViewController: presented, presenting: presenting)
      made = controller
      return controller
    }
  }

  @Test("a .custom presentation: the delegate's controller lays the view out and hears its hooks")
  @MainActor func aCustomPresentationController() throws {
    let stage = UIKitStage()
    let (root, half) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    let giver = Giver()
    half.modalPresentationStyle = .custom
    half.transitioningDelegate = giver
    var order: [String] = []
    stage.run { root.present(half, animated: true) { order.append("completion") } }
    let controller = try #require(giver.made)
    controller.removesPresenter = true  // too late: read as the presentation begins
    #expect(half.presentationController === controller)
    #expect(controller.containerView === window && controller.presentingViewController === root)
    let (width, height) = (window.bounds.width, window.bounds.height)
    #expect(half.view.frame == CGRect(x: 0, y: height / 2, width: width, height: height / 2))
    try stage.settle()
    #expect(controller.heard == ["layout", "will present, coordinated: true", "presented true"])
    #expect(root.appearanceState == .appeared, "read as the presentation begins, not after")
    stage.run { half.dismiss(animated: true) }
    try stage.settle()
    #expect(controller.heard.suffix(2) == ["will dismiss", "dismissed true"])
    #expect(controller.containerView == nil && order == ["completion"])
  }

  @Test("shouldRemovePresentersView takes the presenter off screen, as a full-screen style does")
  @MainActor func aCustomPresentationThatRemovesThePresenter() throws {
    final class Covering: UIPresentationController {
      override var shouldRemovePresentersView: Bool { true }
    }
    final class Giving: UIViewControllerTransitioningDelegate {
      @MainActor func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        Covering(presentedViewController: presented, presenting: presenting)
      }
    }
    let stage = UIKitStage()
    let (root, cover) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    let giving = Giving()
    cover.modalPresentationStyle = .custom
    cover.transitioningDelegate = giving
    stage.run { root.present(cover, animated: false) }
    #expect(root.appearanceState == .disappeared && root.viewIfLoaded?.window == nil)
    #expect(cover.view.window === window && cover.presentationController is Covering)
  }

  /// Records what a sheet's delegate hears.
  final class Listener: UIAdaptivePresentationControllerDelegate {
    var heard: [String] = []
    var allows = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      heard.append("should")
      return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      heard.append("will")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      heard.append("did")
    }
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) { heard.append("attempted") }
  }

  @Test(
    "a sheet swiped down: the delegate's calls, the sheet's callbacks, and a presenter that hears nothing",
    arguments: [true, false])
  @MainActor func aSheetSwipedDown(finishing: Bool) throws {
    let stage = UIKitStage()
    let (root, sheet) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    let listener = Listener()
    sheet.presentationController?.delegate = listener
    stage.run { root.present(sheet, animated: false) }
    #expect(sheet.presentationController === sheet.sheetPresentationController)
    let begun = stage.logged { #expect(sheet._beginInteractiveDismissal()) }
    #expect(begun == ["vc1 viewWillDisappear(animated: true)"])
    #expect(sheet.transitionCoordinator?.isInteractive == true && !stage.clock.isSettled)
    let end = stage.logged {
      sheet._endInteractiveDismissal(finishing: finishing)
      _ = try? stage.clock.runUntilIdle()
    }
    #expect(
      end
        == (finishing
          ? ["vc1 viewDidDisappear(animated: true)"]
          : ["vc1 viewWillAppear(animated: true)", "vc1 viewDidAppear(animated: true)"]))
    #expect(listener.heard == (finishing ? ["should", "will", "did"] : ["should", "will"]))
    #expect((root.presentedViewController === sheet) == !finishing)
    #expect(stage.clock.isSettled)
  }

  @Test("a sheet that may not go: the swipe is refused and the delegate hears the attempt")
  @MainActor func aSheetThatMayNotGo() {
    let stage = UIKitStage()
    let (root, sheet, other) = stage.run {
      (UIViewController(), UIViewController(), UIViewController())
    }
    let window = stage.show(root)
    defer { withExtendedLifetime(window) {} }
    let listener = Listener()
    sheet.presentationController?.delegate = listener
    stage.run { root.present(sheet, animated: false) }
    sheet.isModalInPresentation = true
    #expect(!stage.run { sheet._beginInteractiveDismissal() })
    sheet.isModalInPresentation = false
    listener.allows = false
    #expect(!stage.run { sheet._beginInteractiveDismissal() })
    #expect(listener.heard == ["attempted", "should", "attempted"])
    #expect(root.presentedViewController === sheet)
    other.modalPresentationStyle = .fullScreen
    stage.run {
      sheet.dismiss(animated: false)
      root.present(other, animated: false)
    }
    #expect(!stage.run { other._beginInteractiveDismissal() }, "full screen takes no swipe")
  }
}

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
  static func scene() -> (UIKitStage, UIViewController, UIViewController, UIWindow, Deck) {
    let stage = UIKitStage()
    let (root, card) = stage.run { (UIViewController(), UIViewController()) }
    let window = stage.show(root)
    let deck = Deck()
    card.transitioningDelegate = deck
    card.modalPresentationStyle = .fullScreen
    return (stage, root, card, window, deck)
  }

  @Test("a presentation with the app's animator ends when the animator completes it")
  func aCustomPresentation() throws {
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
  func anInteractiveDismissal(finishing: Bool) throws {
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

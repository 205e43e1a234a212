#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A navigation controller whose pushes and pops fade through, animated by an animator of its
/// own (it is its own delegate), and whose pop follows a pan from the left edge: a
/// percent-driven interaction that finishes past half the width, or flung, and is taken back
/// otherwise.
///
/// UIKit's own edge swipe is turned off: the pan replaces it.
public final class FadeThroughNavigationController: UINavigationController,
  UINavigationControllerDelegate
{
  /// Slips of a custom transition, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// The animator completes only a transition that was not cancelled: a pan taken back
    /// leaves its pop running for ever, both screens half way (the app stops taking touches).
    case leavesCancelledPopRunning
    /// The animator adds the arriving view for a push only: a pop's destination appears with
    /// its view out of the window (a black screen).
    case forgetsArrivingViewOnPop
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []

  /// The interaction of the pan under way, if any.
  private var interaction: UIPercentDrivenInteractiveTransition?

  public override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    interactivePopGestureRecognizer?.isEnabled = false
    #if canImport(UIKit)
    let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(panned(_:)))
    #else
    let pan = UIScreenEdgePanGestureRecognizer { [unowned self] in self.panned($0) }
    #endif
    pan.edges = .left
    view.addGestureRecognizer(pan)
  }

  #if canImport(UIKit)
  @objc
  #endif
  private func panned(_ pan: UIScreenEdgePanGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let progress = min(max(pan.translation(in: view).x / width, 0), 1)
    switch pan.state {
    case .began:
      guard viewControllers.count > 1, transitionCoordinator == nil else { return }
      interaction = UIPercentDrivenInteractiveTransition()
      popViewController(animated: true)
      // Popped at once (off screen, no animator asked): nothing to drive.
      if transitionCoordinator == nil { interaction = nil }
    case .changed:
      interaction?.update(progress)
    case .ended, .cancelled:
      guard let interaction else { return }
      self.interaction = nil
      let flung = pan.velocity(in: view).x > 500
      if pan.state == .ended, progress > 0.5 || flung {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default:
      break
    }
  }

  /// A fade through, for a push or a pop.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeThroughAnimator(pushing: operation == .push, mistakes: mistakes)
  }

  /// The pan's interaction, for the pop it began.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    // The pan drives a pop, never a push begun while the finger is down.
    (animationController as? FadeThroughAnimator)?.pushing == false ? interaction : nil
  }
}

/// Fades the leaving screen out, then the arriving one in.
final class FadeThroughAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Whether it animates a push (else a pop).
  let pushing: Bool
  private let mistakes: Set<FadeThroughNavigationController.Mistake>

  init(pushing: Bool, mistakes: Set<FadeThroughNavigationController.Mistake>) {
    self.pushing = pushing
    self.mistakes = mistakes
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to),
      let toView = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let fromView = transitionContext.view(forKey: .from)
    let container = transitionContext.containerView
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    if pushing || !mistakes.contains(.forgetsArrivingViewOnPop) {
      if pushing || fromView == nil {
        container.addSubview(toView)
      } else if let fromView {
        container.insertSubview(toView, belowSubview: fromView)
      }
    }
    let leavesCancelled = mistakes.contains(.leavesCancelledPopRunning)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView?.alpha = 0
        toView.alpha = 1
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        fromView?.alpha = 1
        if cancelled, leavesCancelled { return }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

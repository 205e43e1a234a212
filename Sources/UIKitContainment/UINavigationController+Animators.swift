internal import ContainmentCore

/// A push or pop animated by the delegate's animator
/// (`navigationController(_:animationControllerFor:from:to:)`), driven by its gesture when the
/// delegate gives one (`navigationController(_:interactionControllerFor:)`).
///
/// The delegate is asked as an animated push or pop begins on screen, before the appearance
/// callbacks (the order is the model's decision; Apple documents that it is asked, not when),
/// and for the interaction controller only when it gave an animator, as Apple documents. The
/// callbacks are those of UIKit's own animation: the old top's `viewWillDisappear`, the new
/// one's `viewWillAppear`, the delegate's will-show, then the animator's
/// `animateTransition(using:)` (or the interaction controller's
/// `startInteractiveTransition(_:)`) with the navigation controller's view as the container.
/// The arriving view is the animator's to add, as in UIKit: one that forgets leaves the new top
/// out of the window.
///
/// The transition ends when the animator calls `completeTransition(_:)`: completed, as UIKit's
/// own ends (the old top's view leaves the container); cancelled, as a cancelled interactive
/// pop ends, the stack as it was (a pushed child leaves, popped ones come back). Then the
/// animator's `animationEnded(_:)`. Unanimated changes, the edge swipe's pop and changes off
/// screen never ask the delegate (decided: the edge swipe plays UIKit's own pop).
extension UINavigationController {
  func showCustom(
    _ new: UIViewController, over old: UIViewController, leaving: [UIViewController],
    arriving: [UIViewController], animator: any UIViewControllerAnimatedTransitioning,
    finish: @escaping () -> Void
  ) {
    new.loadViewIfNeeded()
    old.beginAppearanceTransition(false, animated: true)
    new.beginAppearanceTransition(true, animated: true)
    let transition = RunningTransition(animated: true, duration: Self._transitionDuration)
    (transition.appearing, transition.disappearing, transition.isCustom) = (new, old, true)
    transition.container = view
    let context = TransitionContext(
      container: view, from: old, to: new, animator: animator, transition: transition,
      style: .custom)
    transition.duration = animator.transitionDuration(using: context)
    unfinished.append(transition)
    announce(new, animated: true)
    transition.end = end(of: transition, showing: new, over: old, finish: finish)
    context.onComplete = { [self] completed in
      // A transition ended since (the navigation controller left the screen) stays ended.
      guard unfinished.contains(where: { $0 === transition }) else { return }
      if !completed { cancel(transition, leaving: leaving, arriving: arriving) }
      transition.finish()
    }
    context.start(
      drivenBy: delegate?.navigationController(self, interactionControllerFor: animator))
  }

  /// Puts the stack back as it was before `transition` and makes its end the cancelled one.
  private func cancel(
    _ transition: RunningTransition, leaving: [UIViewController], arriving: [UIViewController]
  ) {
    transition.isCancelled = true
    stack.removeAll { child in arriving.contains { $0 === child } }
    stack.append(contentsOf: leaving.filter { $0.parent === self })
    transition.end = cancelEnd(of: transition, returning: leaving, withdrawn: arriving)
  }
}

internal import ContainmentCore

/// A change of the selected tab animated by the delegate's animator
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), driven by its gesture when
/// it gives one (`tabBarController(_:interactionControllerFor:)`).
///
/// The new tab's `viewWillAppear` and the old one's `viewWillDisappear` as it begins (the order
/// of UIKit's own change, `tabs-select.log`), the tab bar controller's view the container, the
/// new tab's view the animator's to add; when the animator completes it, the old tab's
/// `viewDidDisappear` (its view out) and the new one's `viewDidAppear`. Cancelled, the old tab
/// is selected again: the new one disappears and its view leaves, the old one appears again.
/// A change asked for while one runs ends the running one first (decided).
extension UITabBarController {
  func showCustom(
    _ tab: UIViewController, over old: UIViewController,
    animator: any UIViewControllerAnimatedTransitioning
  ) {
    tab.beginAppearanceTransition(true, animated: true)
    old.beginAppearanceTransition(false, animated: true)
    let transition = RunningTransition(animated: true, duration: 0)
    (transition.appearing, transition.disappearing, transition.isCustom) = (tab, old, true)
    transition.container = view
    let context = TransitionContext(
      container: view, from: old, to: tab, animator: animator, transition: transition,
      style: .custom)
    transition.duration = animator.transitionDuration(using: context)
    running = transition
    transition.end = { [self] in
      if running === transition { running = nil }
      if old !== selected { old.viewIfLoaded?.removeFromSuperview() }
      if old._appearanceState == .disappearing { old.endAppearanceTransition() }
      if tab._appearanceState == .appearing { tab.endAppearanceTransition() }
      transition.complete()
    }
    context.onComplete = { [self] completed in
      guard transition.end != nil else { return }  // ended since
      if !completed { cancel(transition, back: old, from: tab) }
      transition.finish()
    }
    context.start(drivenBy: delegate?.tabBarController(self, interactionControllerFor: animator))
  }

  /// Selects `old` again, and makes the end of `transition` the cancelled one.
  private func cancel(
    _ transition: RunningTransition, back old: UIViewController, from tab: UIViewController
  ) {
    transition.isCancelled = true
    if selected === tab { selected = old }
    transition.end = { [self] in
      if running === transition { running = nil }
      if tab._appearanceState == .appearing {
        tab.beginAppearanceTransition(false, animated: true)
      }
      if tab !== selected { tab.viewIfLoaded?.removeFromSuperview() }
      if tab._appearanceState == .disappearing { tab.endAppearanceTransition() }
      if old._appearanceState == .disappearing {
        old.beginAppearanceTransition(true, animated: true)
      }
      if old.viewIfLoaded?.superview == nil, old === selected { install(old) }
      if old._appearanceState == .appearing { old.endAppearanceTransition() }
      transition.complete()
    }
  }
}

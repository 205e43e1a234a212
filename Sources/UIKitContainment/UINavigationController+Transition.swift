internal import ContainmentCore

extension UINavigationController {
  /// Shows `new` in place of `old` (the tops before and after), then, once shown, takes
  /// `leaving` out (`removeFromParent()`) and tells `arriving` they arrived
  /// (`didMove(toParent:)`).
  ///
  /// On screen, the appearance callbacks bracket the animation and the delegate hears both
  /// ends; off screen, or with the view not loaded, everything happens at once and silently. A
  /// `pop` puts the new top's view under the old one's, a push over it. An `interactive` one
  /// (an interactive pop) ends when its gesture does, not on the clock.
  func show(
    _ new: UIViewController?, over old: UIViewController?, leaving: [UIViewController],
    arriving: [UIViewController], animated: Bool, pop: Bool, interactive: Bool = false
  ) {
    let finish = { [self] in
      for child in leaving where child.parent === self { child.removeFromParent() }
      for child in arriving where child.parent === self { child.didMove(toParent: self) }
    }
    guard let view = viewIfLoaded, new !== old else { return finish() }
    let onScreen = _appearanceState == .appeared || _appearanceState == .appearing
    guard _appearanceState == .appeared, let new, let old, old.viewIfLoaded?.superview === view
    else {
      // Off screen, coming or going, or nothing to animate from or to: the views change places
      // at once, with their appearance unanimated where the navigation controller has its own
      // (coming on screen, the new top appears with it).
      if let old, old !== new {
        if onScreen { old._settleAppearance(to: .disappeared) }
        old.viewIfLoaded?.removeFromSuperview()
      }
      if let new {
        install(new)
        if onScreen {
          new._settleAppearance(to: _appearanceState)
          announce(new, animated: false)
          if _appearanceState == .appeared { announceShown(new, animated: false) }
        }
      }
      return finish()
    }
    if animated, !interactive,
      let animator = delegate?.navigationController(
        self, animationControllerFor: pop ? .pop : .push, from: old, to: new)
    {
      return showCustom(
        new, over: old, leaving: leaving, arriving: arriving, animator: animator, finish: finish)
    }
    new.loadViewIfNeeded()  // its viewDidLoad before the old top's viewWillDisappear
    old.beginAppearanceTransition(false, animated: animated)
    new.beginAppearanceTransition(true, animated: animated)
    new.view.frame = view.bounds
    new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if pop, let oldView = old.viewIfLoaded {
      view.insertSubview(new.view, belowSubview: oldView)
    } else {
      view.addSubview(new.view)
    }
    let transition = RunningTransition(animated: animated, duration: Self._transitionDuration)
    (transition.isInteractive, transition.appearing, transition.disappearing) =
      (interactive, new, old)
    (transition.initiallyInteractive, transition.container) = (interactive, view)
    unfinished.append(transition)
    if interactive { transition.hold() }
    announce(new, animated: animated)

    transition.end = end(of: transition, showing: new, over: old, finish: finish)
    // The navigation controller stays alive until its transition ends, as in UIKit.
    if !interactive { transition.endAfterAnimation(keeping: self) }
  }

  /// The end of a transition that completes: the new top's `viewDidAppear`, the old one's
  /// `viewDidDisappear` and its view out, `finish` (the children's moves), the completions, and
  /// the delegate's did-show.
  func end(
    of transition: RunningTransition, showing new: UIViewController, over old: UIViewController,
    finish: @escaping () -> Void
  ) -> () -> Void {
    { [self] in
      let current = running === transition
      unfinished.removeAll { $0 === transition }
      // The old top's view goes, unless a transition since made it the top again.
      if old !== topViewController { old.viewIfLoaded?.removeFromSuperview() }
      if old._appearanceState == .disappearing { old.endAppearanceTransition() }
      if new._appearanceState == .appearing { new.endAppearanceTransition() }
      finish()
      transition.complete()
      // Told only for the transition that shows the top, if it came on screen.
      if current { announceShown(new, animated: transition.isAnimated) }
    }
  }

  /// The end of a cancelled transition, once its animation has played back: the child that was
  /// coming to the top disappears, the one that was leaving it appears again, the children
  /// popped hear `didMove(toParent:)` this navigation controller (after the pop's
  /// `willMove(toParent: nil)`), a child pushed leaves, the completions run (`isCancelled`),
  /// and the delegate hears no did-show.
  ///
  /// - Parameters:
  ///   - transition: The transition cancelled.
  ///   - returning: The children popped, back in the stack (by default the top that left).
  ///   - withdrawn: The children pushed, out of the stack, which leave.
  /// - Returns: The end, to run once the animation has played back.
  func cancelEnd(
    of transition: RunningTransition, returning: [UIViewController]? = nil,
    withdrawn: [UIViewController] = []
  ) -> () -> Void {
    let returning = returning ?? transition.disappearing.map { [$0] } ?? []
    return { [self] in
      unfinished.removeAll { $0 === transition }
      if let back = transition.appearing {
        if back._appearanceState == .appearing {
          back.beginAppearanceTransition(false, animated: true)
        }
        if back !== topViewController { back.viewIfLoaded?.removeFromSuperview() }
        if back._appearanceState == .disappearing { back.endAppearanceTransition() }
      }
      if let top = transition.disappearing {
        if top._appearanceState == .disappearing {
          top.beginAppearanceTransition(true, animated: true)
        }
        if top._appearanceState == .appearing { top.endAppearanceTransition() }
      }
      for child in returning where child.parent === self { child.didMove(toParent: self) }
      // A pushed child heard `willMove(toParent:)`: it arrives, then leaves (decided: balanced,
      // as the popped ones' `willMove(toParent: nil)` is by `didMove(toParent:)`).
      for child in withdrawn where child.parent === self {
        child.didMove(toParent: self)
        child.willMove(toParent: nil)
        child.removeFromParent()
      }
      transition.complete()
    }
  }

  /// Puts `child`'s view in the view, filling it (the top child's, once the view loads).
  func install(_ child: UIViewController) {
    guard let view = viewIfLoaded else { return }
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child.view)
  }
}

extension ViewController {
  /// Swaps two children with an animation on the current clock, as UIKit's
  /// `transition(from:to:duration:options:animations:completion:)` does.
  ///
  /// Both must be children of this view controller already: call
  /// ``willMove(toParent:)`` with `nil` on the old one and ``addChild(_:)`` with the new one
  /// first, and in `completion` call ``didMove(toParent:)`` on the new one and
  /// ``removeFromParent()`` on the old one, as Apple's documentation and the Cocoanetics
  /// article ("Containing ViewControllers") write it:
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// let window = Window()
  /// let container = ViewController(id: ViewControllerID(1))
  /// let old = ViewController(id: ViewControllerID(2))
  /// let new = ViewController(id: ViewControllerID(3))
  /// try window.setRootViewController(container)
  /// window.makeKeyAndVisible()
  /// try container.addChild(old)
  /// container.view.addSubview(old.view)   // old: viewWillAppear, viewDidAppear
  /// old.didMove(toParent: container)
  ///
  /// old.willMove(toParent: nil)
  /// try container.addChild(new)
  /// try clock.withCurrent { () throws(ContainmentError) in
  ///   try container.transition(
  ///     from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve],
  ///     animations: nil
  ///   ) { _ in
  ///     new.didMove(toParent: container)
  ///     old.removeFromParent()
  ///   }
  /// }
  /// // old: viewWillDisappear; new: viewWillAppear. 300 ticks later: the old view leaves,
  /// // old: viewDidDisappear; new: viewDidAppear; then the completion.
  /// _ = try clock.runUntilIdle()
  /// precondition(container.children.map(\.id) == [ViewControllerID(3)])
  /// ```
  ///
  /// What happens, in order:
  /// 1. The new child's view is loaded.
  /// 2. If this view controller forwards appearance automatically
  ///    (``shouldAutomaticallyForwardAppearanceMethods``) and is on screen (`appeared` or
  ///    `appearing`): the old child's `viewWillDisappear`, then the new child's
  ///    `viewWillAppear` (``beginAppearanceTransition(_:animated:)``), `animated` when
  ///    `duration` is more than 0. Forwarding by hand as well is what UIKit calls "Unbalanced
  ///    calls to begin/end appearance transitions" (reported as
  ///    ``LifecycleEvent/Kind/unbalancedAppearanceTransition(state:appearing:)``).
  /// 3. The new child's view is added to the old child's view's superview (UIKit's
  ///    `UIView.transition(from:to:…)`: "added to the superview of `fromView`"), in front.
  /// 4. `animations` runs.
  /// 5. When `duration` seconds have passed on the current clock (``VirtualClock/current``; one
  ///    tick a millisecond), or at once when `duration` is 0 or less or no clock is current: the
  ///    old child's view leaves its superview, the old child's `viewDidDisappear` and the new
  ///    child's `viewDidAppear` complete what step 2 began, and `completion` runs with `true`
  ///    (nothing in the model interrupts an animation).
  ///
  /// **Decided by the model** (no source settles them): if this view controller leaves the
  /// screen before the end, its own disappearance gives both children their callbacks (the
  /// old one is already disappearing and is not asked twice, the new one disappears), and the
  /// end completes only what is still under way, so every child's callbacks stay balanced; the
  /// same holds when it comes back. A memory warning during the transition unloads neither
  /// child's view, on screen or off (``unloadView()`` keeps them): both are in use until the
  /// end, as the views of a stack's transition are (CoconutKit spares its participants; iOS 5's
  /// UIKit would have released them off screen, under an animation still to remove one). A
  /// child removed from this view controller before the end still has its view removed and its
  /// callbacks completed then.
  ///
  /// - Parameters:
  ///   - fromViewController: A child whose view is in a view hierarchy.
  ///   - toViewController: A child whose view is not in one.
  ///   - duration: How long the animation runs, in seconds; 0 or less: no animation.
  ///   - options: How it runs (ignored by the model, see ``View/AnimationOptions``).
  ///   - animations: The changes to animate.
  ///   - completion: Called at the end, with whether the animations finished.
  /// - Throws: Nothing changes when it throws:
  ///   ``ContainmentError/noCommonParent(from:to:parent:)`` unless both are children of this
  ///   view controller; ``ContainmentError/viewNotInHierarchy(_:)`` if the old child's view has
  ///   no superview; ``ContainmentError/viewAlreadyInHierarchy(_:)`` if the new child's view
  ///   has one (the same view controller twice, too);
  ///   ``ContainmentError/childInTransition(_:)`` if either takes part in a transition that has
  ///   not ended.
  public final func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) throws(ContainmentError) {
    let from = fromViewController
    let to = toViewController
    guard from.parent === self, to.parent === self else {
      throw .noCommonParent(from: from.id, to: to.id, parent: id)
    }
    guard let superview = from.viewIfLoaded?.superview else { throw .viewNotInHierarchy(from.id) }
    guard to.viewIfLoaded?.superview == nil else { throw .viewAlreadyInHierarchy(to.id) }
    for child in [from, to] where child.isInChildTransition {
      throw .childInTransition(child.id)
    }

    let animated = duration > 0
    let toView = to.view
    let forwards =
      shouldAutomaticallyForwardAppearanceMethods
      && (appearanceState == .appeared || appearanceState == .appearing)
    if forwards {
      from.beginAppearanceTransition(false, animated: animated)
      to.beginAppearanceTransition(true, animated: animated)
    }
    superview.addSubview(toView)
    from.isInChildTransition = true
    to.isInChildTransition = true
    animations?()

    let end = { [self] in
      from.isInChildTransition = false
      to.isInChildTransition = false
      from.viewIfLoaded?.removeFromSuperview()
      if forwards {
        // Only what is still under way: a disappearance of this view controller in between
        // has completed both already.
        if from.appearanceState == .disappearing { from.endAppearanceTransition() }
        if to.appearanceState == .appearing { to.endAppearanceTransition() }
      }
      // The container stays alive until its transition ends, as in UIKit.
      withExtendedLifetime(self) { completion?(true) }
    }
    let ticks = VirtualClock.ticks(seconds: duration)
    guard ticks > 0, let clock = VirtualClock.current else {
      end()
      return
    }
    clock.schedule(after: ticks, perform: end)
  }

  /// Whether this view controller takes part in a running
  /// ``transition(from:to:duration:options:animations:completion:)``.
  public final var isInChildTransition: Bool {
    get { flags & 2 != 0 }
    set { flags = newValue ? flags | 2 : flags & ~2 }
  }

  /// Whether the appearance transition the view's move on or off screen began ends once the
  /// move is done.
  final var endsWithScreenChange: Bool {
    get { flags & 1 != 0 }
    set { flags = newValue ? flags | 1 : flags & ~1 }
  }
}

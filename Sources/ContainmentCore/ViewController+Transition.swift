extension ViewController {
  // Documented where each face names it (Containment, UIKitContainment).
  final func transition(
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
  /// `transition(from:to:duration:options:animations:completion:)`.
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

extension UINavigationController {
  /// A push or pop under way on screen, and its coordinator.
  ///
  /// Its end is scheduled on the clock. A transition begun while it runs supersedes it: its end
  /// still comes, but tells no delegate.
  ///
  /// Work given to run alongside runs at once (the model animates nothing); completions run
  /// when the transition ends, after the appearance callbacks and before the delegate's
  /// did-show, in the order they were given (decided by the model).
  final class RunningTransition: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval {
      isAnimated ? UINavigationController.transitionDuration : 0
    }
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The end, until it has run.
    var end: (() -> Void)?

    init(animated: Bool) { isAnimated = animated }

    /// Ends the transition, once: when the clock reaches its end, or earlier when the
    /// navigation controller leaves the screen.
    func finish() {
      guard let end else { return }
      self.end = nil
      end()
    }

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    /// Runs the completions given so far.
    func complete() {
      let work = completions
      completions = []
      for completion in work { completion(self) }
    }
  }

  /// Shows `new` in place of `old` (the tops before and after), then, once shown, takes
  /// `leaving` out (`removeFromParent()`) and tells `arriving` they arrived
  /// (`didMove(toParent:)`).
  ///
  /// On screen, the appearance callbacks bracket the animation and the delegate hears both
  /// ends; off screen, or with the view not loaded, everything happens at once and silently. A
  /// `pop` puts the new top's view under the old one's, a push over it.
  func show(
    _ new: UIViewController?, over old: UIViewController?, leaving: [UIViewController],
    arriving: [UIViewController], animated: Bool, pop: Bool
  ) {
    let finish = { [self] in
      for child in leaving where child.parent === self { child.removeFromParent() }
      for child in arriving where child.parent === self { child.didMove(toParent: self) }
    }
    guard let view = viewIfLoaded, new !== old else { return finish() }
    let onScreen = appearanceState == .appeared || appearanceState == .appearing
    guard onScreen, let new, let old, old.viewIfLoaded?.superview === view else {
      // Off screen, or nothing to animate from or to: the views change places at once (on
      // screen, the view's own moves give the appearance callbacks, unanimated).
      if let old, old !== new { old.viewIfLoaded?.removeFromSuperview() }
      if let new { install(new) }
      return finish()
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
    let transition = RunningTransition(animated: animated)
    running = transition
    unfinished.append(transition)
    _emit(.willShow(child: new.id, animated: animated))
    delegate?.navigationController(self, willShow: new, animated: animated)

    transition.end = { [self] in
      let current = running === transition
      if current { running = nil }
      unfinished.removeAll { $0 === transition }
      // The old top's view goes, unless a transition since made it the top again.
      if old !== topViewController { old.viewIfLoaded?.removeFromSuperview() }
      if old.appearanceState == .disappearing { old.endAppearanceTransition() }
      if new.appearanceState == .appearing { new.endAppearanceTransition() }
      finish()
      transition.complete()
      // Told only for the transition that shows the top, if it came on screen.
      guard current, new.appearanceState == .appeared else { return }
      _emit(.didShow(child: new.id, animated: animated))
      delegate?.navigationController(self, didShow: new, animated: animated)
    }
    let ticks = animated ? VirtualClock.ticks(seconds: Self.transitionDuration) : 0
    guard ticks > 0, let clock = VirtualClock.current else { return transition.finish() }
    // The navigation controller stays alive until its transition ends, as in UIKit.
    clock.schedule(after: ticks) { withExtendedLifetime(self) { transition.finish() } }
  }

  /// Puts `child`'s view in the view, filling it (the top child's, once the view loads).
  func install(_ child: UIViewController) {
    guard let view = viewIfLoaded else { return }
    child.view.frame = view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child.view)
  }
}

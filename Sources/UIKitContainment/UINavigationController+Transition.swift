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
    var isCancelled = false
    var isInteractive = false
    /// The children moving: the one coming to the top, the one leaving it.
    var appearing: UIViewController?
    var disappearing: UIViewController?
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
      []
    var transitionDuration: TimeInterval {
      isAnimated ? UINavigationController.transitionDuration : 0
    }
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The end, until it has run.
    var end: (() -> Void)?
    /// The clock an interactive transition holds while its gesture lasts.
    private var heldClock: VirtualClock?

    init(animated: Bool) { isAnimated = animated }

    /// Ends the transition, once: when the clock reaches its end, or earlier when the
    /// navigation controller leaves the screen.
    func finish() {
      release()
      guard let end else { return }
      self.end = nil
      end()
    }

    /// Holds the current clock while the gesture lasts (a harness's run is not settled then).
    func hold() {
      heldClock = VirtualClock.runLoop
      heldClock?._hold()
    }

    /// Lets the held clock go.
    func release() {
      heldClock?._release()
      heldClock = nil
    }

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
      if isInteractive { interactionHandlers.append(handler) }
    }

    /// The gesture ended: no longer interactive, and the handlers told (`isCancelled` set
    /// first when it was cancelled).
    func interactionEnded() {
      isInteractive = false
      release()
      let handlers = interactionHandlers
      interactionHandlers = []
      for handler in handlers { handler(self) }
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
    let onScreen = appearanceState == .appeared || appearanceState == .appearing
    guard appearanceState == .appeared, let new, let old, old.viewIfLoaded?.superview === view
    else {
      // Off screen, coming or going, or nothing to animate from or to: the views change places
      // at once, with their appearance unanimated where the navigation controller has its own
      // (coming on screen, the new top appears with it).
      if let old, old !== new {
        if onScreen { old.settleAppearance(to: .disappeared) }
        old.viewIfLoaded?.removeFromSuperview()
      }
      if let new {
        install(new)
        if onScreen {
          new.settleAppearance(to: appearanceState)
          announce(new, animated: false)
          if appearanceState == .appeared { announceShown(new, animated: false) }
        }
      }
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
    (transition.isInteractive, transition.appearing, transition.disappearing) =
      (interactive, new, old)
    unfinished.append(transition)
    if interactive { transition.hold() }
    announce(new, animated: animated)

    transition.end = { [self] in
      let current = running === transition
      unfinished.removeAll { $0 === transition }
      // The old top's view goes, unless a transition since made it the top again.
      if old !== topViewController { old.viewIfLoaded?.removeFromSuperview() }
      if old.appearanceState == .disappearing { old.endAppearanceTransition() }
      if new.appearanceState == .appearing { new.endAppearanceTransition() }
      finish()
      transition.complete()
      // Told only for the transition that shows the top, if it came on screen.
      if current { announceShown(new, animated: animated) }
    }
    if !interactive { schedule(transition, animated: animated) }
  }

  /// Ends `transition` when its animation has run on the run loop's clock (at once
  /// unanimated).
  func schedule(_ transition: RunningTransition, animated: Bool) {
    let ticks = animated ? VirtualClock.ticks(seconds: Self.transitionDuration) : 0
    guard ticks > 0 else { return transition.finish() }
    let clock = VirtualClock.runLoop
    // The navigation controller stays alive until its transition ends, as in UIKit.
    clock.schedule(after: ticks) { withExtendedLifetime(self) { transition.finish() } }
  }

  /// The end of a cancelled interactive pop, once its animation has played back: the child
  /// that was coming back disappears, the one that was leaving appears again and hears
  /// `didMove(toParent:)` this navigation controller (after the pop's `willMove(toParent:
  /// nil)`), the completions run (`isCancelled`), and the delegate hears no did-show.
  func cancelEnd(of transition: RunningTransition) -> () -> Void {
    { [self] in
      unfinished.removeAll { $0 === transition }
      if let back = transition.appearing {
        if back.appearanceState == .appearing {
          back.beginAppearanceTransition(false, animated: true)
        }
        if back !== topViewController { back.viewIfLoaded?.removeFromSuperview() }
        if back.appearanceState == .disappearing { back.endAppearanceTransition() }
      }
      if let top = transition.disappearing {
        if top.appearanceState == .disappearing {
          top.beginAppearanceTransition(true, animated: true)
        }
        if top.appearanceState == .appearing { top.endAppearanceTransition() }
        if top.parent === self { top.didMove(toParent: self) }
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

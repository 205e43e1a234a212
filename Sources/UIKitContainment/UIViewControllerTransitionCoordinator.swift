internal import ContainmentCore

/// What a view controller hears of a size transition's animation (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
  /// Whether a gesture drives it now (an interactive pop, until the finger lifts).
  var isInteractive: Bool { get }
  /// How long it runs, in seconds.
  var transitionDuration: TimeInterval { get }
  /// Whether a gesture drove it from its start (an interactive pop).
  var initiallyInteractive: Bool { get }
  /// Whether its animation can be interrupted (an animator's own, in UIKit; never here).
  var isInterruptible: Bool { get }
  /// How far it went when its gesture ended (0 where no gesture drives it).
  var percentComplete: CGFloat { get }
  /// How fast it completes once the gesture ends, relative to its own pace.
  var completionVelocity: CGFloat { get }
  /// The pace of the rest of its animation once the gesture ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// The presentation style of the view controller presented or dismissed (`.none` for a
  /// transition that is not a presentation's).
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation the interface takes (the model's transitions turn nothing: the identity).
  var targetTransform: CGAffineTransform { get }
  /// The view the transition takes place in, if any.
  var containerView: UIView { get }
  /// The view controller leaving (`.from`) or arriving (`.to`), if the transition has one.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving (`.from`) or arriving (`.to`), if the transition has one.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
  /// Whether a gesture drove it from its start: by default whether one drives it now.
  public var initiallyInteractive: Bool { isInteractive }
  /// Never: the model's animations are not interruptible.
  public var isInterruptible: Bool { false }
  /// 0 unless a gesture drove it.
  public var percentComplete: CGFloat { 0 }
  /// 1: the transition's own pace.
  public var completionVelocity: CGFloat { 1 }
  /// `.easeInOut`, UIKit's pace for its transitions.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// `.none`: not a presentation's transition unless the coordinator says.
  public var presentationStyle: UIModalPresentationStyle { .none }
  /// The identity: the model turns no interface.
  public var targetTransform: CGAffineTransform { .identity }
  /// By default a view of the screen's size out of any window.
  public var containerView: UIView { UIView(frame: UIScreen.main.bounds) }
  /// By default none.
  public func viewController(forKey key: UITransitionContextViewControllerKey)
    -> UIViewController?
  { nil }
  /// The view of ``viewController(forKey:)``'s view controller, if loaded.
  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    viewController(forKey: key == .from ? .from : .to)?.viewIfLoaded
  }
}

/// Runs work alongside a size transition and after it (UIKit's
/// `UIViewControllerTransitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it.
  ///
  /// - Returns: Whether the work will run.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `handler` when the gesture driving the transition ends, finishing it or cancelling it
  /// (`isCancelled` then says which); never for a transition no gesture drives.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `handler` when the gesture driving the transition ends: iOS 7's name of
  /// ``notifyWhenInteractionChanges(_:)``, deprecated in iOS 10 and still answered.
  ///
  /// - Parameter handler: Called with the transition's context once the gesture ended.
  @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }

  /// Runs `animation` alongside the transition, with no completion (UIKit's `completion`
  /// defaults to `nil`).
  ///
  /// - Returns: Whether the work will run.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Runs `animation` alongside the transition in `view`, a view outside the transition's
  /// container (a bar's, a window's), and `completion` after it: in the model, where nothing
  /// is drawn, as ``animate(alongsideTransition:completion:)`` does.
  ///
  /// - Parameters:
  ///   - view: The view the animation changes, or `nil`.
  ///   - animation: The work alongside the transition.
  ///   - completion: The work after it.
  /// - Returns: Whether the work will run.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}

/// The coordinator of a size change in the model: the change takes no time, so the work
/// alongside runs once the view has its new size and the completions right after, in the order
/// they were given.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  var isAnimated: Bool { false }
  var isCancelled: Bool { false }
  var isInteractive: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  @exclusivity(unchecked) private var alongside:
    [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var completions:
    [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// A size change is never interactive: `handler` never runs.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// The rotation of before iOS 8 under way, if the size change is one that a view controller
  /// heard `willRotate(to:duration:)` of: the orientations it turns from and to.
  @exclusivity(unchecked) private var oldRotation:
    (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  /// The view controllers that heard `willRotate(to:duration:)`, in order: the first apart, as
  /// a rotation usually reaches one (no array to allocate).
  @exclusivity(unchecked) private var firstRotating: UIViewController?
  @exclusivity(unchecked) private var moreRotating: [UIViewController] = []

  /// Notes that `viewController` heard `willRotate(to:duration:)` of the rotation from `from`
  /// to `to`: it hears the rest of the old callbacks as the transition finishes.
  func noteRotatingBeforeIOS8(
    _ viewController: UIViewController, from: UIInterfaceOrientation, to: UIInterfaceOrientation
  ) {
    oldRotation = (from, to)
    if firstRotating == nil {
      firstRotating = viewController
    } else {
      moreRotating.append(viewController)
    }
  }

  /// Runs the work alongside (the old `willAnimateRotation(to:duration:)` first), then the
  /// completions (the old `didRotate(from:)` first).
  func finish() {
    let rotation = oldRotation
    if let rotation, let first = firstRotating {
      first.willAnimateRotation(to: rotation.to, duration: transitionDuration)
      for next in moreRotating {
        next.willAnimateRotation(to: rotation.to, duration: transitionDuration)
      }
    }
    for work in alongside { work(self) }
    if let rotation, let first = firstRotating {
      first.didRotate(from: rotation.from)
      for next in moreRotating { next.didRotate(from: rotation.from) }
    }
    for work in completions { work(self) }
    alongside = []
    completions = []
    (oldRotation, firstRotating, moreRotating) = (nil, nil, [])
  }
}

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

  /// Runs the work alongside, then the completions.
  func finish() {
    for work in alongside { work(self) }
    for work in completions { work(self) }
    alongside = []
    completions = []
  }
}

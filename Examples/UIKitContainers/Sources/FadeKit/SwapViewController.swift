#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A container with a `show(_:)` that swaps its child for another with
/// `transition(from:to:duration:options:animations:completion:)`.
public final class SwapViewController: UIViewController {
  /// Slips of a swap, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// The new child is never added: UIKit raises, the children having no common parent.
    case forgetsAddChild
    /// The old child is never removed from its parent.
    case forgetsRemoveFromParent
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// The child shown.
  public private(set) var current: UIViewController?
  private var swapping = false

  /// Shows `viewController` in place of the current child; refused while a swap runs.
  public func show(_ viewController: UIViewController) {
    guard !swapping, viewController !== current else { return }
    guard let old = current else {
      addChild(viewController)
      viewController.view.frame = view.bounds
      viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(viewController.view)
      viewController.didMove(toParent: self)
      current = viewController
      return
    }
    old.willMove(toParent: nil)
    if !mistakes.contains(.forgetsAddChild) { addChild(viewController) }
    viewController.view.frame = view.bounds
    viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    swapping = true
    current = viewController
    transition(
      from: old, to: viewController, duration: 0.3, options: [.transitionFlipFromLeft],
      animations: nil
    ) { [weak self] _ in
      guard let self else { return }
      if !self.mistakes.contains(.forgetsRemoveFromParent) { old.removeFromParent() }
      viewController.didMove(toParent: self)
      self.swapping = false
    }
  }
}

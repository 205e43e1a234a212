import Containment
import StressKit

/// The swipe container of the Cocoanetics article "Containing ViewControllers" (Oliver Drobnik,
/// 2012), written as the article writes it, in Swift and on the model.
///
/// The selected child goes into a container view in `viewWillAppear` (`addChild`,
/// `addSubview`, `didMove`); a swipe swaps it with UIKit's
/// `transition(from:to:duration:options:animations:completion:)`: `willMove(toParent: nil)` on
/// the old child and `addChild` for the new one before, `didMove(toParent:)` and
/// `removeFromParent()` in the completion, so that the will-callbacks come before the animation
/// and the did-callbacks after it.
///
/// Three things the article leaves out, written as a careful user would: a new list of children
/// removes the previous selection (the article's `// TODO: remove previous VC`);
/// `viewWillAppear` puts the selected child's view back when a memory warning released the
/// container's view while it was off screen (the article returns early once the child is
/// added, which assumes views are never released); and a swipe called while the old child's
/// view is not in the container view (off screen, its view released) swaps the children at
/// once, since `transition(from:to:…)` needs the old view in place (UIKit raises without it).
public final class SwipeController: ViewController {
  /// The article's classic mistakes, each planted on demand.
  public enum Mistake: String, StressBug {
    /// `didMove(toParent:)` right after `transition` returns, not in its completion (L4).
    case didMoveEarly = "did-move-early"
    /// The completion forgets `removeFromParent()` for the old child (L4).
    case forgetsRemoveFromParent = "forgets-remove-from-parent"
    /// Appearance forwarded by hand as well as by `transition` (L2: unbalanced calls).
    case forwardsByHand = "forwards-by-hand"
    /// A swipe while a transition runs is not ignored (L4: the container's moves interleave).
    case swapsDuringTransition = "swaps-during-transition"
  }

  /// How long a swipe's transition runs, in seconds.
  public static let duration = 0.4

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// The children, in swipe order.
  public private(set) var subViewControllers: [ViewController] = []
  /// The child shown.
  public private(set) var selectedViewController: ViewController?
  /// Whether a swipe's transition runs.
  public private(set) var isTransitioning = false
  private var containerView: View?

  /// The article's `-loadView`: a view with a container view inside it.
  override public func loadView() {
    let root = View(frame: Rect(size: .phonePortrait))
    let container = View(frame: root.frame)
    root.addSubview(container)
    containerView = container
    view = root
  }

  /// The article's `-setSubViewControllers:`.
  ///
  /// The first child is selected; it is shown when the container appears (its view may not be
  /// loaded yet). A previous selection is removed.
  public func setSubViewControllers(_ children: [ViewController]) {
    guard !isTransitioning else { return }
    if let old = selectedViewController, old.parent === self {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    subViewControllers = children
    selectedViewController = children.first
    if appearanceState == .appeared { showSelected() }
  }

  /// The article's `-viewWillAppear:`: the selected child into the container view.
  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    showSelected()
  }

  private func showSelected() {
    guard let selected = selectedViewController, let containerView else { return }
    if selected.parent !== self {
      do { try addChild(selected) } catch { return }
      selected.view.frame = containerView.frame
      containerView.addSubview(selected.view)
      selected.didMove(toParent: self)
    } else if selected.viewIfLoaded?.superview !== containerView {
      containerView.addSubview(selected.view)
    }
  }

  /// No rotation while a swipe runs: CoconutKit's standard (C7), which a container held to
  /// CoconutKit's contract keeps; the article, and UIKit, let it through.
  override public var shouldAutorotate: Bool { !isTransitioning && super.shouldAutorotate }

  /// The article's swipe to the left: the next child, no wrapping.
  public func swipeLeft() { swipe(by: 1) }
  /// The article's swipe to the right: the previous child, no wrapping.
  public func swipeRight() { swipe(by: -1) }

  private func swipe(by offset: Int) {
    guard let selected = selectedViewController,
      let index = subViewControllers.firstIndex(where: { $0 === selected })
    else { return }
    let next = min(max(index + offset, 0), subViewControllers.count - 1)
    transition(from: selected, to: subViewControllers[next])
  }

  /// The article's `-transitionFromViewController:toViewController:`.
  private func transition(from old: ViewController, to new: ViewController) {
    guard old !== new else { return }  // cannot transition to the same
    guard !isTransitioning || mistakes.contains(.swapsDuringTransition) else { return }
    guard old.parent === self, new.parent == nil else { return }
    guard let containerView, old.viewIfLoaded?.superview === containerView else {
      // Nothing on screen to animate: the swap at once; the new child shows when it appears.
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
      selectedViewController = new
      if appearanceState == .appeared { showSelected() }
      return
    }
    new.view.frame = containerView.frame
    old.willMove(toParent: nil)
    do { try addChild(new) } catch { return }
    if mistakes.contains(.forwardsByHand) {
      old.beginAppearanceTransition(false, animated: true)
      new.beginAppearanceTransition(true, animated: true)
    }
    isTransitioning = true
    selectedViewController = new
    let mistakes = self.mistakes
    do {
      try transition(from: old, to: new, duration: Self.duration, animations: nil) {
        [self] _ in
        if !mistakes.contains(.didMoveEarly) { new.didMove(toParent: self) }
        if !mistakes.contains(.forgetsRemoveFromParent) { old.removeFromParent() }
        if mistakes.contains(.forwardsByHand) {
          old.endAppearanceTransition()
          new.endAppearanceTransition()
        }
        isTransitioning = false
      }
    } catch {
      // UIKit raises here; the model's container carries on, as broken as it now is.
      return
    }
    if mistakes.contains(.didMoveEarly) { new.didMove(toParent: self) }
  }
}

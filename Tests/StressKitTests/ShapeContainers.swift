import UIKitContainment

// Small containers written the UIKit way, in UIKit's names only, for the shape drivers' tests.

/// Shows one content, cross-fading with `transition(from:to:…)`; a content asked for during a
/// fade waits for its end.
class CrossFadeViewController: UIViewController {
  enum Mistake: Hashable { case forgetsWillMove, swapsDuringFade, leavesViewBehind }
  var mistakes: Set<Mistake> = []
  private(set) var content: UIViewController?
  private var fading = false
  private var waiting: UIViewController??
  /// Whether a content asked for mid-fade waits for the fade's end.
  var isWaiting: Bool { waiting != nil }

  func setContent(_ new: UIViewController?) {
    if fading, !mistakes.contains(.swapsDuringFade) {
      waiting = .some(new)
      return
    }
    guard new !== content else { return }
    let old = content
    content = new
    switch (old, new) {
    case (nil, nil): return
    case (let old?, nil):
      old.willMove(toParent: nil)
      if !mistakes.contains(.leavesViewBehind) { old.view.removeFromSuperview() }
      old.removeFromParent()
    case (nil, let new?):
      addChild(new)
      new.view.frame = view.bounds
      view.addSubview(new.view)
      new.didMove(toParent: self)
    case (let old?, let new?):
      if !mistakes.contains(.forgetsWillMove) { old.willMove(toParent: nil) }
      addChild(new)
      new.view.frame = view.bounds
      fading = true
      transition(
        from: old, to: new, duration: 0.25, options: .transitionCrossDissolve, animations: nil
      ) { _ in
        old.removeFromParent()
        new.didMove(toParent: self)
        self.fading = false
        if let pending = self.waiting {
          self.waiting = nil
          self.setContent(pending)
        }
      }
    }
  }
}

/// Segments: a list of children, the selected one's view in the container's.
final class SegmentsViewController: UIViewController {
  /// `byteIndex`: the selected index kept in a byte, as `UInt8(truncatingIfNeeded:)` keeps it.
  enum Mistake: Hashable { case keepsOldView, byteIndex }
  var mistakes: Set<Mistake> = []
  private(set) var items: [UIViewController] = []
  private(set) var selected: UIViewController?

  func setItems(_ list: [UIViewController]) {
    var unique: [UIViewController] = []
    for item in list where !unique.contains(item) { unique.append(item) }
    for old in items where !unique.contains(old) {
      if old === selected { selected = nil }
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for item in unique where item.parent !== self {
      addChild(item)
      item.didMove(toParent: self)
    }
    items = unique
    if selected == nil, let first = items.first { select(first) }
  }

  func select(index: Int) {
    guard items.indices.contains(index) else { return }
    let kept = mistakes.contains(.byteIndex) ? Int(UInt8(truncatingIfNeeded: index)) : index
    select(items[kept])
  }

  private func select(_ item: UIViewController) {
    guard item !== selected else { return }
    if !mistakes.contains(.keepsOldView) { selected?.viewIfLoaded?.removeFromSuperview() }
    selected = item
    item.view.frame = view.bounds
    view.addSubview(item.view)
  }
}

/// A stack that keeps the views of its top two children only: a covered child's view goes
/// (`view = nil`) once two others are above it.
final class PileViewController: UIViewController {
  enum Mistake: Hashable { case releasesTheTop, forgetsWillMoveOnPop }
  var mistakes: Set<Mistake> = []
  private(set) var stack: [UIViewController] = []

  func push(_ child: UIViewController) {
    guard !stack.contains(child) else { return }
    let covered = stack.last
    addChild(child)
    child.view.frame = view.bounds
    view.addSubview(child.view)
    child.didMove(toParent: self)
    covered?.viewIfLoaded?.removeFromSuperview()
    stack.append(child)
    let released = mistakes.contains(.releasesTheTop) ? stack.count - 1 : stack.count - 3
    if stack.indices.contains(released), stack.count > 2 { stack[released].view = nil }
  }

  func pop() {
    guard stack.count > 1, let top = stack.popLast(), let next = stack.last else { return }
    if !mistakes.contains(.forgetsWillMoveOnPop) { top.willMove(toParent: nil) }
    next.view.frame = view.bounds
    view.insertSubview(next.view, belowSubview: top.view)
    top.view.removeFromSuperview()
    top.removeFromParent()
  }
}

/// A view controller that forgets to call `super` in `didReceiveMemoryWarning()`: under iOS 5
/// its view, off screen, should have gone.
final class HoardingViewController: UIViewController {
  override func didReceiveMemoryWarning() {}
}

/// A container whose one child is a ``HoardingViewController``.
final class HoardingContainer: UIViewController {
  let hoarder = HoardingViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    guard hoarder.parent == nil else { return }
    addChild(hoarder)
    view.addSubview(hoarder.view)
    hoarder.didMove(toParent: self)
  }
}

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// Two sides flipped with `transition(from:to:…)`, as a well-known iOS book writes it: the
/// front side goes in in `viewDidLoad`, once.
///
/// Correct on every iOS since 6, whose views load once; iOS 5 released a hidden view on a
/// memory warning, and its second `viewDidLoad` puts the front back whatever side was shown.
public final class BookFlipViewController: UIViewController {
  /// The two sides, front first.
  public private(set) var sides: [UIViewController] = []
  /// The side shown.
  public private(set) var shown: UIViewController?
  private var flipping = false

  /// Takes the first two of `viewControllers` as its sides, once.
  public func setSides(_ viewControllers: [UIViewController]) {
    guard sides.isEmpty, viewControllers.count >= 2 else { return }
    sides = Array(viewControllers.prefix(2))
    if isViewLoaded { install(sides[0]) }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    if let front = sides.first { install(front) }
  }

  private func install(_ side: UIViewController) {
    addChild(side)
    side.view.frame = view.bounds
    view.addSubview(side.view)
    side.didMove(toParent: self)
    shown = side
  }

  /// Flips to the side at `index`; refused while a flip runs.
  public func flip(to index: Int) {
    guard sides.indices.contains(index), let from = shown, sides[index] !== from, !flipping else {
      return
    }
    let to = sides[index]
    from.willMove(toParent: nil)
    addChild(to)
    to.view.frame = view.bounds
    flipping = true
    transition(
      from: from, to: to, duration: 0.3, options: [.transitionFlipFromRight], animations: nil
    ) { _ in
      from.removeFromParent()
      to.didMove(toParent: self)
      self.flipping = false
    }
    shown = to
  }
}

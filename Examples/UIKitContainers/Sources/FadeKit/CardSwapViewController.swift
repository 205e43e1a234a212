#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A content container that deals each new content as a card.
///
/// Each card is rounded, shadowed, and brought in over the old one by a property animator
/// (faded in from 95 % of its size). A change asked while a card comes in lands that card at
/// once first, so that one card at most is on its way.
public final class CardSwapViewController: UIViewController {
  /// Slips of a deck dealt by an animator, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// A change asked while a card comes in starts the next deal at once, leaving the running
    /// animator to end on its own: the card coming in is told it leaves before it has arrived.
    case dealsOverARunningDeal
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// The content shown, or coming in.
  public private(set) var content: UIViewController?
  /// How long a card takes to come in.
  public var dealDuration: TimeInterval = 0.3
  /// The animator of the last card dealt (active while the card comes in).
  private var dealing: UIViewPropertyAnimator?

  /// Whether a card is on its way in.
  public var isDealing: Bool { dealing?.state == .active }

  /// Deals `new` over the content (none: takes the content away at once).
  ///
  /// - Parameter new: The content to show.
  public func show(_ new: UIViewController?) {
    guard new !== content else { return }
    if let dealing, dealing.state == .active, !mistakes.contains(.dealsOverARunningDeal) {
      dealing.stopAnimation(false)
      dealing.finishAnimation(at: .end)
    }
    let old = content
    content = new
    old?.willMove(toParent: nil)
    guard let new else {
      old?.viewIfLoaded?.removeFromSuperview()
      old?.removeFromParent()
      return
    }
    addChild(new)
    let card: UIView = new.view
    card.frame = view.bounds
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.layer.cornerRadius = 16
    card.layer.cornerCurve = .continuous
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.alpha = 0
    card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    view.addSubview(card)
    let animator = UIViewPropertyAnimator(duration: dealDuration, curve: .easeOut) {
      card.alpha = 1
      card.transform = .identity
    }
    animator.addCompletion { [weak self] _ in
      old?.viewIfLoaded?.removeFromSuperview()
      old?.removeFromParent()
      new.didMove(toParent: self)
    }
    dealing = animator
    animator.startAnimation()
  }
}

// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit that throws a card with UIKit Dynamics: gravity, a push, a
// collision boundary, bounciness and a snap back, a behavior of its own made of children, and
// the animator's delegate removing what came to rest. Each line compiled on iOS before it
// compiled here (none of these names existed in the layer).

final class DropAndBounceBehavior: UIDynamicBehavior {
  init(items: [UIDynamicItem]) {
    super.init()
    let gravity = UIGravityBehavior(items: items)
    gravity.magnitude = 0.8
    addChildBehavior(gravity)
    let bounce = UIDynamicItemBehavior(items: items)
    bounce.elasticity = 0.4
    bounce.allowsRotation = false
    addChildBehavior(bounce)
  }

  override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
    super.willMove(to: dynamicAnimator)
    guard let view = dynamicAnimator?.referenceView else { return }
    let walls = UICollisionBehavior(items: childBehaviors.isEmpty ? [] : [view])
    walls.setTranslatesReferenceBoundsIntoBoundary(with: .zero)
    addChildBehavior(walls)
  }
}

final class RoundCardView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

final class CardTossViewController: UIViewController, UIDynamicAnimatorDelegate,
  UICollisionBehaviorDelegate
{
  private lazy var animator = UIDynamicAnimator(referenceView: view)
  private let card = RoundCardView(frame: CGRect(x: 100, y: 100, width: 120, height: 160))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    animator.delegate = self
  }

  func toss() {
    animator.removeAllBehaviors()
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: -0.5)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -40), for: card)
    animator.addBehavior(push)
    let fall = DropAndBounceBehavior(items: [card])
    fall.action = { [weak self] in
      guard let self else { return }
      if !self.animator.items(in: self.view.bounds).contains(where: { $0 === self.card }) {
        self.animator.removeAllBehaviors()
      }
    }
    animator.addBehavior(fall)
    let floor = UICollisionBehavior(items: [card])
    floor.collisionMode = .boundaries
    floor.collisionDelegate = self
    floor.addBoundary(
      withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: view.bounds.maxY),
      to: CGPoint(x: view.bounds.maxX, y: view.bounds.maxY))
    animator.addBehavior(floor)
  }

  func snapBack() {
    animator.removeAllBehaviors()
    let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    snap.damping = 0.7
    animator.addBehavior(snap)
    let hold = UIAttachmentBehavior(item: card, attachedToAnchor: snap.snapPoint)
    hold.frequency = 2
    hold.damping = 0.3
    animator.addBehavior(hold)
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    if !view.bounds.intersects(card.frame) { card.removeFromSuperview() }
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {
    let bounce = animator.behaviors.compactMap { $0 as? UIDynamicItemBehavior }.first
    bounce?.addAngularVelocity(0.5, for: item)
  }
}

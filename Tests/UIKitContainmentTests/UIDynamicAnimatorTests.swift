import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// UIKit Dynamics' animator on the virtual clock: started by its behaviors, stepping their
/// actions, coming to rest a second after they last changed, snapping its items.
@MainActor @Suite struct UIDynamicAnimatorTests {
  /// A delegate that notes the animator's rests and resumptions.
  final class Notes: UIDynamicAnimatorDelegate {
    var lines: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { lines.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { lines.append("pause") }
  }

  @Test(
    "a behavior starts the animator; its action steps every tenth of a second; it rests a second after the last change"
  )
  func theAnimatorsLife() throws {
    let clock = VirtualClock()
    let (board, card) = (
      UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)),
      UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    )
    board.addSubview(card)
    let animator = UIDynamicAnimator(referenceView: board)
    let notes = Notes()
    animator.delegate = notes
    var steps = 0
    try clock.withCurrent {
      let gravity = UIGravityBehavior(items: [card])
      gravity.action = { steps += 1 }
      animator.addBehavior(gravity)
      #expect(
        animator.isRunning && notes.lines == ["resume"] && steps == 0, "nothing steps in the call")
      try clock.advance(by: 500)
      #expect(steps == 5 && animator.isRunning)
      gravity.magnitude = 2  // a change: another second
      try clock.advance(by: 900)
      #expect(animator.isRunning, "a second from the change, not from the start")
      let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 150, y: 150))
      animator.addBehavior(snap)
      _ = try clock.runUntilIdle()
      #expect(!animator.isRunning && notes.lines == ["resume", "pause"])
      #expect(card.center == CGPoint(x: 150, y: 150), "a snapped item rests at its point")
      #expect(animator.items(in: CGRect(x: 140, y: 140, width: 5, height: 5)).first === card)
      #expect(animator.items(in: CGRect(x: 0, y: 0, width: 5, height: 5)).isEmpty)
      gravity.addItem(UIView())
      #expect(animator.isRunning && notes.lines.last == "resume", "an item added starts it again")
      animator.removeAllBehaviors()
      #expect(
        !animator.isRunning && notes.lines.last == "pause", "no behavior left: at rest at once")
      #expect(gravity.dynamicAnimator == nil)
    }
  }

  @Test(
    "a behavior of the app's, made of children: theirs act with it; an instantaneous push pushes once"
  )
  func childrenAndPushes() throws {
    let clock = VirtualClock()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let animator = UIDynamicAnimator(referenceView: UIView())
    let parent = UIDynamicBehavior()
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    push.setAngle(.pi / 2, magnitude: 3)
    var childSteps = 0
    push.action = { childSteps += 1 }
    parent.addChildBehavior(push)
    try clock.withCurrent {
      animator.addBehavior(parent)
      #expect(push.dynamicAnimator === animator && push.active)
      try clock.advance(by: 200)
      #expect(childSteps == 2 && !push.active, "an instantaneous push is spent after its step")
      #expect(abs(push.magnitude - 3) < 1e-9 && abs(push.angle - .pi / 2) < 1e-9)
      animator.removeBehavior(parent)
      #expect(push.dynamicAnimator == nil && !animator.isRunning)
    }
  }

  @Test("collision boundaries by identifier, item velocities, attachments at their distance")
  func keptSettings() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let walls = UICollisionBehavior(items: [card])
    walls.addBoundary(withIdentifier: "floor" as NSString, from: .zero, to: CGPoint(x: 300, y: 0))
    walls.addBoundary(withIdentifier: "floor" as NSString, for: UIBezierPath(rect: .zero))
    #expect(walls.boundaryIdentifiers?.count == 1, "the same identifier replaces")
    #expect(walls.boundary(withIdentifier: "floor" as NSString) != nil)
    walls.removeBoundary(withIdentifier: "floor" as NSString)
    #expect(walls.boundaryIdentifiers == nil)
    let bounce = UIDynamicItemBehavior(items: [card])
    bounce.addLinearVelocity(CGPoint(x: 10, y: 0), for: card)
    bounce.addLinearVelocity(CGPoint(x: 5, y: 2), for: card)
    #expect(bounce.linearVelocity(for: card) == CGPoint(x: 15, y: 2))
    let rope = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 20, y: 60))
    #expect(rope.length == 40 && rope.attachedBehaviorType == .anchor)
    #expect(card.collisionBoundsType == .rectangle)
  }
}

import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// A layer's own time space (`CAMediaTiming` on `CALayer`), animations copied as Core Animation
/// copies them, and transforms boxed in `NSValue`, as a transition library uses them.
@Suite struct CoreAnimationTimingTests {
  @Test @MainActor func timesConvertThroughEachLayersBeginSpeedAndOffset() {
    let root = CALayer()
    let slow = CALayer()
    root.addSublayer(slow)
    slow.beginTime = 10
    slow.speed = 0.5
    slow.timeOffset = 2
    #expect(slow.convertTime(30, from: nil) == 12, "(30 - 10) × 0.5 + 2")
    #expect(slow.convertTime(12, to: nil) == 30)
    #expect(root.convertTime(30, from: nil) == 30, "a layer's defaults keep the global time")
    let fast = CALayer()
    slow.addSublayer(fast)
    fast.speed = 4
    #expect(fast.convertTime(30, from: nil) == 48, "its superlayer's 12, four times as fast")
    #expect(fast.convertTime(48, to: slow) == 12 && slow.convertTime(12, to: fast) == 48)
    // The classic pause: speed 0, the time it stopped at kept as its offset.
    slow.speed = 0
    slow.timeOffset = slow.convertTime(30, from: nil)
    #expect(slow.convertTime(99, from: nil) == slow.timeOffset, "stopped: its time stands")
    #expect(slow.convertTime(5, to: nil) == 10, "a stopped layer's times are its begin time")
    slow.fillMode = .forwards
    slow.duration = 3
    slow.repeatCount = 2
    slow.autoreverses = true
    #expect(slow.fillMode == .forwards && slow.duration == 3)
    #expect(slow.repeatCount == 2 && slow.autoreverses && slow.repeatDuration == 0)
  }

  @Test func theMediaTimeIsTheRunLoopsClockOnAnyThread() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      let before = CACurrentMediaTime()
      try clock.advance(by: 250)
      #expect(CACurrentMediaTime() - before == 0.25)
    }
  }

  @Test @MainActor func aCopyHasTheAnimationsClassAndProperties() throws {
    let spring = CASpringAnimation(keyPath: "position.y")
    spring.fromValue = 0
    spring.toValue = 100
    spring.damping = 14
    spring.duration = 0.4
    spring.setValue("drawer", forKey: "name")
    let copy = try #require(spring.copy() as? CASpringAnimation)
    #expect(copy !== spring)
    #expect(copy.keyPath == "position.y" && copy.toValue as? Int == 100)
    #expect(copy.damping == 14 && copy.duration == 0.4)
    #expect(copy.value(forKey: "name") as? String == "drawer")
    copy.toValue = 50
    #expect(spring.toValue as? Int == 100, "the copy is apart")

    let keyframes = CAKeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0, 1]
    let group = CAAnimationGroup()
    group.animations = [keyframes]
    let groupCopy = try #require(group.copy() as? CAAnimationGroup)
    #expect(groupCopy.animations?.first === keyframes, "the group's animations are shared")
    let fade = CATransition()
    fade.subtype = .fromLeft
    #expect((fade.copy() as? CATransition)?.subtype == .fromLeft)
    #expect(((keyframes.copy() as? CAKeyframeAnimation)?.values as? [Int]) == [0, 1])
  }

  @Test func transformsAreBoxedAndReadBack() {
    #expect(MemoryLayout<CATransform3D>.size == 16 * MemoryLayout<Double>.size)
    #expect(MemoryLayout<CGAffineTransform>.size == 6 * MemoryLayout<Double>.size)
    let flip = CATransform3DMakeRotation(.pi, 0, 1, 0)
    #expect(NSValue(caTransform3D: flip).caTransform3DValue == flip)
    let shear = CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 3, ty: 4)
    #expect(NSValue(cgAffineTransform: shear).cgAffineTransformValue == shear)
    #expect(
      NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity,
      "another type's box reads as the identity")
    #expect(NSValue(caTransform3D: flip).cgAffineTransformValue == .identity)
  }
}

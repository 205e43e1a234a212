import Containment
import ContainmentCore
import Testing
import UIKitContainment

/// What hears an animation start and stop, in one log.
@MainActor private final class Heard: CAAnimationDelegate {
  var lines: [String] = []
  func animationDidStart(_ anim: CAAnimation) { lines.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    lines.append(flag ? "finished" : "stopped")
  }
}

/// Core Animation's explicit animations and transactions on the run loop's clock: an animation
/// runs its duration and its delegate hears both ends; a transaction's completion waits for
/// the animations added in it, UIKit's own transitions included.
@Suite struct CATransactionTests {
  @Test @MainActor func anAnimationRunsItsDurationAndLeavesItsLayer() throws {
    let clock = VirtualClock()
    let layer = CALayer()
    let heard = Heard()
    let fade = CABasicAnimation(keyPath: "opacity")
    (fade.duration, fade.delegate) = (0.3, heard)
    try clock.withCurrent {
      layer.add(fade, forKey: "fade")
      #expect(layer.animation(forKey: "fade") === fade && layer.animationKeys() == ["fade"])
      try clock.advance(by: 299)
      #expect(heard.lines == ["start"])
      try clock.advance(by: 1)
    }
    #expect(heard.lines == ["start", "finished"])
    #expect(layer.animation(forKey: "fade") == nil && layer.animationKeys() == nil)
  }

  @Test @MainActor func aRemovedOrReplacedAnimationStopsUnfinishedAndNeverFinishes() throws {
    let clock = VirtualClock()
    let layer = CALayer()
    let (first, second) = (Heard(), Heard())
    let (shake, again) = (CAKeyframeAnimation(keyPath: "position.x"), CATransition())
    (shake.duration, shake.delegate, again.delegate) = (1, first, second)
    try clock.withCurrent {
      layer.add(shake, forKey: "move")
      layer.add(again, forKey: "move")  // replaces it
      _ = try clock.runUntilIdle()
    }
    #expect(first.lines == ["stopped"])
    #expect(second.lines == ["start", "finished"])
    let kept = CABasicAnimation(keyPath: "opacity")
    kept.isRemovedOnCompletion = false
    try clock.withCurrent {
      layer.add(kept, forKey: "kept")
      _ = try clock.runUntilIdle()
    }
    #expect(layer.animation(forKey: "kept") === kept)
  }

  @Test @MainActor func anEndlessAnimationNeverStopsNorHoldsTheClock() throws {
    let clock = VirtualClock()
    let layer = CALayer()
    let heard = Heard()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    (spin.repeatCount, spin.delegate) = (.infinity, heard)
    try clock.withCurrent {
      layer.add(spin, forKey: "spin")
      _ = try clock.runUntilIdle()
    }
    #expect(heard.lines == ["start"] && layer.animationKeys() == ["spin"])
  }

  @Test @MainActor func aTransactionsCompletionWaitsForTheAnimationsAddedAfterIt() throws {
    let clock = VirtualClock()
    var done: [String] = []
    try clock.withCurrent {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setCompletionBlock { done.append("outer at \(clock.now)") }
      CATransaction.begin()
      CATransaction.setCompletionBlock { done.append("inner at \(clock.now)") }
      UIView.animate(withDuration: 0.2) {}
      CATransaction.commit()
      CALayer().add(CABasicAnimation(keyPath: "opacity"), forKey: nil)  // the transaction's 0.5 s
      CATransaction.commit()
      CATransaction.begin()
      CATransaction.setCompletionBlock { done.append("empty at \(clock.now)") }
      CATransaction.commit()
      _ = try clock.runUntilIdle()
    }
    #expect(done == ["empty at 0", "inner at 200", "outer at 500"])
    #expect(CATransaction.animationDuration() == 0.25)
  }

  /// The pattern of app code that waits for a push: the completion of the transaction around it
  /// runs once the push has ended (its appearance callbacks over).
  @Test @MainActor func aCompletionAroundAPushRunsWhenThePushEnds() throws {
    let clock = VirtualClock()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = UIViewController()
    var state: AppearanceState?
    try clock.withCurrent {
      CATransaction.begin()
      CATransaction.setCompletionBlock { state = detail.appearanceState }
      navigation.pushViewController(detail, animated: true)
      CATransaction.commit()
      #expect(state == nil)
      _ = try clock.runUntilIdle()
    }
    #expect(state == .appeared)
  }

  @Test @MainActor func aSettingWithNoTransactionOpenOpensOneTheRunLoopCloses() throws {
    let clock = VirtualClock()
    var done = false
    try clock.withCurrent {
      CATransaction.setCompletionBlock { done = true }
      UIView.animate(withDuration: 0.3) {}
      try clock.advance(by: 299)
      #expect(!done)
      try clock.advance(by: 1)
    }
    #expect(done)
  }
}

// What an animator is to the code that drives it (UIKit's `UIViewAnimating` and
// `UIViewImplicitlyAnimating`), the timing parameters it can be given, and the vector a
// spring's velocity is written in.

/// An animation that can be started, paused, scrubbed and stopped (UIKit's `UIViewAnimating`):
/// ``UIViewPropertyAnimator`` is one.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
  /// Where the animations stand.
  var state: UIViewAnimatingState { get }
  /// Whether they run now.
  var isRunning: Bool { get }
  /// Whether they run back towards their start.
  var isReversed: Bool { get set }
  /// How much of them is done, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts them.
  func startAnimation()
  /// Starts them after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses them.
  func pauseAnimation()
  /// Stops them, finished later or never (`withoutFinishing`).
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends stopped animations at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animations and completions as it goes (UIKit's
/// `UIViewImplicitlyAnimating`), as an interruptible transition's animator does.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds changes to animate.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds changes to animate, started after `delayFactor` of the remaining time.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to run where the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Runs paused animations on with new timing, for `durationFactor` of their duration.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// The timing of a spring (UIKit's `UISpringTimingParameters`): kept, as the model animates on
/// its clock with no curve.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How much the spring is damped (1: no overshoot).
  public let dampingRatio: CGFloat
  /// The velocity the animated values start with, relative to the distance to go.
  public let initialVelocity: CGVector

  /// A critically damped spring at rest.
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring of `ratio`, starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    (dampingRatio, initialVelocity) = (ratio, velocity)
  }
}

/// The timing of a cubic curve (UIKit's `UICubicTimingParameters`): kept.
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The curve, for a named one.
  public let animationCurve: UIView.AnimationCurve
  /// Its first control point (`.easeInOut`'s for a named curve).
  public let controlPoint1: CGPoint
  /// Its second control point.
  public let controlPoint2: CGPoint

  /// UIKit's default curve: ease in and out.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// One of the named curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
  }

  /// A curve through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    (controlPoint1, controlPoint2) = (point1, point2)
  }
}

/// A two-dimensional vector (Core Graphics' `CGVector`): a spring's velocity, a push's force.
public struct CGVector: Hashable, Sendable {
  /// Its horizontal component.
  public var dx: CGFloat
  /// Its vertical component.
  public var dy: CGFloat

  /// The vector (`dx`, `dy`).
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

  /// The vector (`dx`, `dy`), from `Double`s.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  /// The vector (`dx`, `dy`), from `Int`s.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  /// The zero vector.
  public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}

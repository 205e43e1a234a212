internal import ContainmentCore

// Core Animation's explicit animations, as code around containers adds them to layers: a
// cross-fade between children (`CATransition`), a bounce, a shake. The model draws no frame:
// an animation runs on the run loop's clock for its duration, and its delegate hears it start
// and stop.

/// The pace of an animation (Core Animation's `CAMediaTimingFunction`): kept.
public final class CAMediaTimingFunction: NSObject, Sendable {
  /// The named curve, if it is one (not Core Animation's API: read by the layer only).
  let name: CAMediaTimingFunctionName?
  /// The control points of its cubic curve (Core Animation's API reads them through
  /// ``getControlPoint(at:values:)``).
  let controlPoints: (Float, Float, Float, Float)

  /// A named curve.
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    controlPoints =
      switch name {
      case .linear: (0, 0, 1, 1)
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      default: (0.42, 0, 0.58, 1)
      }
  }

  /// A cubic curve through two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    (name, controlPoints) = (nil, (c1x, c1y, c2x, c2y))
  }

  /// Writes the `index`th point of the curve (0: its start, (0, 0); 1 and 2: its control
  /// points; 3: its end, (1, 1)) to `values`: its x, then its y.
  ///
  /// ```swift
  /// let curve = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
  /// var point: [Float] = [0, 0]
  /// curve.getControlPoint(at: 1, values: &point)
  /// precondition(point == [0.68, -0.55])
  /// ```
  ///
  /// - Parameters:
  ///   - index: 0 to 3 (any other writes nothing).
  ///   - values: Room for two numbers.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point: (Float, Float)
    switch index {
    case 0: point = (0, 0)
    case 1: point = (controlPoints.0, controlPoints.1)
    case 2: point = (controlPoints.2, controlPoints.3)
    case 3: point = (1, 1)
    default: return
    }
    (values[0], values[1]) = point
  }
}

/// The names of the timing functions (Core Animation's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The name `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation leaves when it is not running (Core Animation's `CAMediaTimingFillMode`):
/// kept (the model shows no presentation values).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing once it ends.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// Its end values once it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Its start values before it begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// What hears an animation start and stop (Core Animation's `CAAnimationDelegate`; both
/// methods optional).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped: at its end (`flag`), or removed before.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing (optional in Core Animation).
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing (optional in Core Animation).
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer (Core Animation's `CAAnimation`), run on the run loop's clock once
/// added (``CALayer/add(_:forKey:)``).
///
/// It runs `duration` seconds (0: the transaction's, a quarter of a second by default), times
/// its repeats, twice when it autoreverses, at its `speed`, from `beginTime` if that is later
/// than now (``CACurrentMediaTime()``); an endless one never stops. Its delegate, kept strongly
/// as Core Animation keeps it, hears `animationDidStart(_:)` when it begins and
/// `animationDidStop(_:finished:)` when it ends (`true`) or is removed (`false`). The values it
/// animates are kept, not applied: the layer keeps its own, as its model values are.
///
/// ```swift
/// let card = UIView()
/// let fade = CATransition()
/// fade.type = .fade
/// fade.duration = 0.3
/// card.layer.add(fade, forKey: kCATransition)
/// precondition(card.layer.animation(forKey: kCATransition) === fade)
/// ```
@preconcurrency @MainActor open class CAAnimation: NSObject, CAAction {
  /// How long one run takes, in seconds (0: the transaction's duration).
  open var duration: CFTimeInterval = 0
  /// When it begins, in ``CACurrentMediaTime()``'s seconds (0: when added).
  open var beginTime: CFTimeInterval = 0
  /// Its pace (kept).
  open var timingFunction: CAMediaTimingFunction?
  /// Whether it leaves its layer once it ends.
  open var isRemovedOnCompletion = true
  /// What it leaves when not running (kept).
  open var fillMode = CAMediaTimingFillMode.removed
  /// How many times it runs (0 and 1: once; `.infinity`: forever).
  open var repeatCount: Float = 0
  /// How long it repeats, in seconds, if more than its runs.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each run plays back after it plays.
  open var autoreverses = false
  /// How fast it runs (1: its own pace).
  open var speed: Float = 1
  /// Where in its time it starts (kept).
  open var timeOffset: CFTimeInterval = 0
  /// What hears it start and stop; kept strongly, as Core Animation keeps it.
  open var delegate: (any CAAnimationDelegate)?
  /// The values code keeps on it by key (`CAAnimation+KeyValues.swift`).
  var keyedValues: [String: Any] = [:]

  /// An animation with the defaults.
  public required override init() {}

  /// An animation with the defaults (Core Animation's class method).
  open class func animation() -> Self { Self.init() }

  /// A copy of the animation, of its class, with its properties (Core Animation's
  /// `NSCopying`): the delegate is shared, the values set by key copied.
  ///
  /// - Returns: The copy.
  nonisolated open override func copy() -> Any {
    onModelThread(self) { original in
      let copy = type(of: original).init()
      copy.takeProperties(of: original)
      return copy
    }
  }

  /// Sets this animation's properties to `other`'s: each class its own, then its
  /// superclass's.
  func takeProperties(of other: CAAnimation) {
    (duration, beginTime, timingFunction) = (other.duration, other.beginTime, other.timingFunction)
    (isRemovedOnCompletion, fillMode) = (other.isRemovedOnCompletion, other.fillMode)
    (repeatCount, repeatDuration, autoreverses) =
      (other.repeatCount, other.repeatDuration, other.autoreverses)
    (speed, timeOffset, delegate) = (other.speed, other.timeOffset, other.delegate)
    keyedValues = other.keyedValues
  }

  /// How long it runs once begun, in seconds (`nil`: forever), the transaction's duration when
  /// it has none of its own.
  func activeDuration(default fallback: CFTimeInterval) -> CFTimeInterval? {
    let run = (duration > 0 ? duration : fallback) * (autoreverses ? 2 : 1)
    guard repeatCount.isFinite else { return nil }
    let repeated = max(run * Double(max(repeatCount, 1)), repeatDuration)
    guard speed > 0 else { return nil }
    return repeated / Double(speed)
  }
}

/// An animation of one of a layer's properties (Core Animation's `CAPropertyAnimation`).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
  /// The property it animates, by its key path (`"opacity"`, `"position.y"`).
  open var keyPath: String?
  /// Whether its values add to the property's.
  open var isAdditive = false
  /// Whether repeats build on the last.
  open var isCumulative = false
  /// What turns its values into the property's (a rotation's angle into a transform), kept.
  open var valueFunction: CAValueFunction?

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CAPropertyAnimation else { return }
    (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    valueFunction = other.valueFunction
  }
}

/// An animation between two values (Core Animation's `CABasicAnimation`).
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts from.
  open var fromValue: Any?
  /// The value it goes to.
  open var toValue: Any?
  /// The change it makes.
  open var byValue: Any?

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CABasicAnimation else { return }
    (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
  }
}

/// A spring (Core Animation's `CASpringAnimation`): kept, run as a basic animation of its
/// `settlingDuration` when it has no duration of its own.
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
  /// Its mass.
  open var mass: CGFloat = 1
  /// Its stiffness.
  open var stiffness: CGFloat = 100
  /// Its damping.
  open var damping: CGFloat = 10
  /// Its starting velocity.
  open var initialVelocity: CGFloat = 0
  /// How long it takes to settle, in seconds (the model's estimate: the time its amplitude
  /// falls to a thousandth).
  open var settlingDuration: CFTimeInterval {
    let decay = Double(damping / (2 * max(mass, 0.0001)))
    return decay > 0 ? min(log(1000) / decay, 60) : 60
  }

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CASpringAnimation else { return }
    (mass, stiffness, damping) = (other.mass, other.stiffness, other.damping)
    initialVelocity = other.initialVelocity
  }
}

/// An animation through a series of values (Core Animation's `CAKeyframeAnimation`).
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, in order.
  open var values: [Any]?
  /// When each value is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// The pace between each pair of values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// A path a point follows instead of `values`.
  open var path: CGPath?
  /// How the values in between are found (kept).
  open var calculationMode = CAAnimationCalculationMode.linear

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    (values, keyTimes, timingFunctions) = (other.values, other.keyTimes, other.timingFunctions)
    (path, calculationMode) = (other.path, other.calculationMode)
  }
}

/// How a keyframe animation finds the values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight between.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No values between: each keyframe's until the next.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// At an even pace.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// On a smooth curve.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// On a smooth curve at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Animations run together (Core Animation's `CAAnimationGroup`): the group's duration is its
/// own, as Core Animation's.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  open var animations: [CAAnimation]?

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    animations = (other as? CAAnimationGroup)?.animations
  }
}

/// A transition of a layer's content (Core Animation's `CATransition`): a fade, a push, a move
/// in or a reveal, as a cross-fading container adds to its view's layer before it swaps its
/// children.
@preconcurrency @MainActor open class CATransition: CAAnimation {
  /// The kind of transition.
  open var type = CATransitionType.fade
  /// Its direction, for a push, a move in or a reveal.
  open var subtype: CATransitionSubtype?
  /// Where it starts, from 0 to 1.
  open var startProgress: Float = 0
  /// Where it ends, from 0 to 1.
  open var endProgress: Float = 1

  override func takeProperties(of other: CAAnimation) {
    super.takeProperties(of: other)
    guard let other = other as? CATransition else { return }
    (type, subtype, startProgress, endProgress) =
      (other.type, other.subtype, other.startProgress, other.endProgress)
  }
}

/// The kinds of transitions (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away from over the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a transition (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The direction named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key under which a layer runs its transition (Core Animation's `kCATransition`).
public let kCATransition = "transition"

/// A time interval in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

// Core Animation's name.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current time in seconds (Core Animation's `CACurrentMediaTime()`): the calling thread's run
/// loop's clock (any thread may ask, as of the C function it is).
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(VirtualClock.runLoop.now) / 1000
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The largest finite `Float`, the C library's `HUGE` as Darwin defines it.
///
/// Code written for UIKit gives it to an animation's `repeatCount` to repeat it for ever; Linux's
/// C library does not define it for Swift.
public let HUGE: Float = .greatestFiniteMagnitude

// Motion effects: a view's property following the device's tilt (the parallax of a side
// menu's background). The model's device does not move: the effects are kept and nothing moves.

/// What a view's tilt changes (UIKit's `UIMotionEffect`); a subclass says how.
open class UIMotionEffect: NSObject {
  /// An effect.
  public override init() {}

  /// The key paths and values for the viewer's offset: none here (a subclass answers).
  ///
  /// - Parameter viewerOffset: The device's tilt, each axis from -1 to 1.
  /// - Returns: The values by key path.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// An effect that moves one key path of the view between two values as the device tilts
/// along one axis (UIKit's `UIInterpolatingMotionEffect`).
///
/// ```swift
/// let sway = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// sway.minimumRelativeValue = -20
/// sway.maximumRelativeValue = 20
/// let background = UIView()
/// background.addMotionEffect(sway)
/// precondition(background.motionEffects.count == 1)
/// ```
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The axis of the tilt (UIKit's `UIInterpolatingMotionEffect.EffectType`).
  public enum EffectType: Int, Sendable {
    /// Left and right.
    case tiltAlongHorizontalAxis
    /// Towards and away.
    case tiltAlongVerticalAxis
  }

  /// The key path it changes (`"center.x"`, `"layer.shadowOffset"`…).
  public let keyPath: String
  /// The axis it follows.
  public let type: EffectType
  /// The value added at one end of the tilt.
  open var minimumRelativeValue: Any?
  /// The value added at the other end.
  open var maximumRelativeValue: Any?

  /// An effect on `keyPath` along `type`'s axis.
  ///
  /// - Parameters:
  ///   - keyPath: The key path it changes.
  ///   - type: The axis it follows.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
  }
}

/// Effects applied together (UIKit's `UIMotionEffectGroup`).
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects.
  open var motionEffects: [UIMotionEffect]?
}

extension UIView {
  /// The view's motion effects.
  public var motionEffects: [UIMotionEffect] {
    get { looksIfMade?.motionEffects ?? [] }
    set { looks.motionEffects = newValue }
  }

  /// Adds `effect` (kept: the model's device does not tilt).
  ///
  /// - Parameter effect: The effect.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    motionEffects.append(effect)
  }

  /// Removes `effect`.
  ///
  /// - Parameter effect: The effect.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}

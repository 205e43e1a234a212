import Foundation

/// An animation's values by key: a few of its properties, and any other key kept for the app,
/// as code tags an animation to know it again in `animationDidStop(_:finished:)`.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.setValue("fadeOut", forKey: "step")
/// fade.setValue(0.25, forKey: "duration")
/// precondition(fade.value(forKey: "step") as? String == "fadeOut" && fade.duration == 0.25)
/// ```
extension CAAnimation {
  /// `NSObject.value(forKey:)`'s work for an animation.
  func keyedValue(_ key: String) -> Any? {
    switch key {
    case "duration": duration
    case "beginTime": beginTime
    case "repeatCount": repeatCount
    case "speed": speed
    default: keyedValues[key]
    }
  }

  /// `NSObject.setValue(_:forKey:)`'s work for an animation.
  func setKeyedValue(_ value: Any?, _ key: String) {
    let number = number(from: value).map(Double.init)
    switch key {
    case "duration": number.map { duration = $0 }
    case "beginTime": number.map { beginTime = $0 }
    case "repeatCount": number.map { repeatCount = Float($0) }
    case "speed": number.map { speed = Float($0) }
    default: keyedValues[key] = value
    }
  }
}

/// What turns a property animation's values into its property's (Core Animation's
/// `CAValueFunction`), kept.
///
/// An angle becomes a rotation, numbers a scale or a translation.
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform")
/// spin.valueFunction = CAValueFunction(name: .rotateZ)
/// precondition(spin.valueFunction?.name == .rotateZ)
/// ```
@preconcurrency @MainActor open class CAValueFunction: NSObject {
  /// Its name.
  public let name: CAValueFunctionName
  /// The function named `name`.
  ///
  /// - Parameter name: Its name.
  public init?(name: CAValueFunctionName) { self.name = name }
}

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// The function named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A rotation about the x axis, from an angle.
  public static let rotateX = Self(rawValue: "rotateX")
  /// A rotation about the y axis.
  public static let rotateY = Self(rawValue: "rotateY")
  /// A rotation about the z axis.
  public static let rotateZ = Self(rawValue: "rotateZ")
  /// A scale from three numbers.
  public static let scale = Self(rawValue: "scale")
  /// A scale along x.
  public static let scaleX = Self(rawValue: "scaleX")
  /// A scale along y.
  public static let scaleY = Self(rawValue: "scaleY")
  /// A scale along z.
  public static let scaleZ = Self(rawValue: "scaleZ")
  /// A translation from three numbers.
  public static let translate = Self(rawValue: "translate")
  /// A translation along x.
  public static let translateX = Self(rawValue: "translateX")
  /// A translation along y.
  public static let translateY = Self(rawValue: "translateY")
  /// A translation along z.
  public static let translateZ = Self(rawValue: "translateZ")
}

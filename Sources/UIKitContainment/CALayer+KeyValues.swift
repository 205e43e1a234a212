import Foundation

/// A layer's values by key, as Core Animation's key-value coding gives them: the properties
/// code names by string (`"opacity"`, `"position.y"`, `"transform.rotation.z"`), and any other
/// key as a value the layer keeps for the app (Core Animation's layers are containers of
/// arbitrary keys).
///
/// The keys that reach a property: `opacity`, `position`, `bounds`, `frame`, `anchorPoint`,
/// `zPosition`, `cornerRadius`, `borderWidth`, `borderColor`, `backgroundColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`, `transform`, `sublayerTransform`, `hidden`,
/// `masksToBounds`, `name` and `contents`; the key paths `position.x`/`.y`,
/// `bounds.size.width`/`.height`, `transform.scale` (`.x`, `.y`), `transform.rotation`
/// (`.z`) and `transform.translation` (`.x`, `.y`). A number is taken in any of Swift's
/// number types or as `NSNumber`; a value of the wrong type for a property is dropped.
///
/// ```swift
/// let dot = CALayer()
/// dot.setValue(0.5, forKey: "opacity")
/// dot.setValue("pulse", forKey: "role")
/// dot.setValue(2, forKeyPath: "transform.scale")
/// precondition(dot.opacity == 0.5 && dot.value(forKey: "role") as? String == "pulse")
/// precondition(dot.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
/// ```
extension CALayer {
  /// The value at `keyPath` when it is a key path through one of its properties' parts
  /// (`NSObject.value(forKeyPath:)` asks first), `nil` for any other.
  ///
  /// - Parameter keyPath: The key path.
  /// - Returns: The value, or `nil`.
  func pathValue(_ keyPath: String) -> Any?? {
    switch keyPath {
    case "position.x": position.x
    case "position.y": position.y
    case "bounds.size.width": bounds.width
    case "bounds.size.height": bounds.height
    case "transform.scale", "transform.scale.x": hypot(transform.m11, transform.m12)
    case "transform.scale.y": hypot(transform.m21, transform.m22)
    case "transform.rotation", "transform.rotation.z": atan2(transform.m12, transform.m11)
    case "transform.translation.x": transform.m41
    case "transform.translation.y": transform.m42
    default: nil
    }
  }

  /// Sets the value at `keyPath` when it is a key path through one of its properties' parts
  /// and `value` a number (`NSObject.setValue(_:forKeyPath:)` asks first).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: The key path.
  /// - Returns: Whether it was such a key path (set), else `false` (nothing done).
  func setPathValue(_ value: Any?, _ keyPath: String) -> Bool {
    guard keyPath.contains("."), let number = number(from: value) else { return false }
    var affine = affineTransform()
    switch keyPath {
    case "position.x": position.x = number
    case "position.y": position.y = number
    case "bounds.size.width": bounds.size.width = number
    case "bounds.size.height": bounds.size.height = number
    case "transform.scale":
      transform = CATransform3DScale(transformWithoutScale, number, number, number)
    case "transform.scale.x", "transform.scale.y":
      let scale = keyPath.hasSuffix("x") ? (number, 1.0) : (1.0, number)
      setAffineTransform(affine.scaledBy(x: scale.0, y: scale.1))
    case "transform.rotation", "transform.rotation.z":
      let angle = atan2(affine.b, affine.a)
      affine = affine.rotated(by: number - angle)
      setAffineTransform(affine)
    case "transform.translation.x": transform.m41 = number
    case "transform.translation.y": transform.m42 = number
    default: return false
    }
    return true
  }

  /// Its transform with its plane scale taken out (for `transform.scale`, which sets it).
  private var transformWithoutScale: CATransform3D {
    let (x, y) = (hypot(transform.m11, transform.m12), hypot(transform.m21, transform.m22))
    guard x > 0, y > 0 else { return CATransform3DIdentity }
    return CATransform3DScale(transform, 1 / x, 1 / y, 1)
  }

  /// `NSObject.value(forKey:)`'s work for a layer.
  func keyedValue(_ key: String) -> Any? {
    switch key {
    case "opacity": opacity
    case "position": position
    case "bounds": bounds
    case "frame": frame
    case "anchorPoint": anchorPoint
    case "zPosition": zPosition
    case "cornerRadius": cornerRadius
    case "borderWidth": borderWidth
    case "borderColor": borderColor
    case "backgroundColor": backgroundColor
    case "shadowOpacity": shadowOpacity
    case "shadowRadius": shadowRadius
    case "shadowOffset": shadowOffset
    case "shadowColor": shadowColor
    case "transform": transform
    case "sublayerTransform": sublayerTransform
    case "hidden": isHidden
    case "masksToBounds": masksToBounds
    case "name": name
    case "contents": contents
    default: keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }
  }

  /// `NSObject.setValue(_:forKey:)`'s work for a layer.
  func setKeyedValue(_ value: Any?, _ key: String) {
    let number = number(from: value)
    switch key {
    case "opacity": number.map { opacity = Float($0) }
    case "position": (value as? CGPoint).map { position = $0 }
    case "bounds": (value as? CGRect).map { bounds = $0 }
    case "frame": (value as? CGRect).map { frame = $0 }
    case "anchorPoint": (value as? CGPoint).map { anchorPoint = $0 }
    case "zPosition": number.map { zPosition = $0 }
    case "cornerRadius": number.map { cornerRadius = $0 }
    case "borderWidth": number.map { borderWidth = $0 }
    case "borderColor": borderColor = value as? CGColor
    case "backgroundColor": backgroundColor = value as? CGColor
    case "shadowOpacity": number.map { shadowOpacity = Float($0) }
    case "shadowRadius": number.map { shadowRadius = $0 }
    case "shadowOffset": (value as? CGSize).map { shadowOffset = $0 }
    case "shadowColor": shadowColor = value as? CGColor
    case "transform": (value as? CATransform3D).map { transform = $0 }
    case "sublayerTransform": (value as? CATransform3D).map { sublayerTransform = $0 }
    case "hidden": (value as? Bool).map { isHidden = $0 }
    case "masksToBounds": (value as? Bool).map { masksToBounds = $0 }
    case "name": name = value as? String
    case "contents": contents = value
    default:
      keyedValues[key] = value
      if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }
  }
}

/// `value` as a number, from any of Swift's number types or an `NSNumber` (a value set by key,
/// a font attribute's size).
func number(from value: Any?) -> CGFloat? {
  switch value {
  case let value as CGFloat: value
  case let value as Double: CGFloat(value)
  case let value as Float: CGFloat(value)
  case let value as Int: CGFloat(value)
  case let value as NSNumber: CGFloat(value.doubleValue)
  default: nil
  }
}

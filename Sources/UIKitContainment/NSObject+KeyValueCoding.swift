public import Foundation

// Key-value coding by string, which Foundation gives every `NSObject` on iOS and Linux's
// Foundation does not: code written for UIKit reaches through it where UIKit declares no
// property, in a few well-worn ways (a tab bar controller given its own tab bar class by
// `setValue(bar, forKey: "tabBar")`, a search bar's field by `value(forKey: "searchField")`, an
// alert's attributed title), and tags layers and animations with values of its own. One home
// for every class: a layer's and an animation's keys (`CALayer+KeyValues`,
// `CAAnimation+KeyValues`), UIKit's (`KeyValueCoding+UIKitKeys`), Foundation's own overrides
// (a dictionary's and the user defaults' keys are their entries), and the app's own classes.
//
// Deliberate deviations, each where Swift on Linux has no Objective-C runtime to find a key:
// UIKit's classes answer the keys `KeyValueCoding+UIKitKeys` lists, not every property; the
// app's own classes are read (their stored properties, through reflection) but cannot be set;
// a subclass cannot override these methods (Swift lets none override a member of an
// extension). A key a class does not have stops the app as iOS stops it (an uncaught
// `NSUnknownKeyException`), with iOS's reason.

extension NSObject {
  /// The value of the property named `key`, as Foundation's key-value coding finds it.
  ///
  /// A layer's or an animation's property or kept value, a key UIKit's class answers (see the
  /// symbol table), a stored property of the app's own class, an entry of a dictionary or of
  /// the user defaults. A key the object does not have stops the app, as iOS's
  /// `NSUnknownKeyException` does.
  ///
  /// ```swift
  /// final class BadgeView: UIView {
  ///   var count = 3
  /// }
  /// let badge = BadgeView()
  /// badge.tag = 7
  /// precondition(badge.value(forKey: "count") as? Int == 3)
  /// precondition(badge.value(forKey: "tag") as? Int == 7)
  /// ```
  ///
  /// - Parameter key: The property's name, as Objective-C names it (`hidden`, not `isHidden`).
  /// - Returns: Its value, or `nil`.
  @_disfavoredOverload
  public func value(forKey key: String) -> Any? { KeyValueCoding.value(of: self, forKey: key) }

  /// Sets the property named `key`, as Foundation's key-value coding does.
  ///
  /// A number is taken in any of Swift's number types or as `NSNumber`. A layer or an
  /// animation keeps a key it has no property for; UIKit's classes take the keys the symbol
  /// table lists (a tab bar controller's `tabBar` replaces its tab bar); the app's own
  /// properties cannot be set by key on Linux (the app stops, naming the key).
  ///
  /// ```swift
  /// final class ShopTabBar: UITabBar {}
  /// let tabs = UITabBarController()
  /// tabs.setValue(ShopTabBar(), forKey: "tabBar")
  /// precondition(tabs.tabBar is ShopTabBar)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value (`nil` for none).
  ///   - key: The property's name.
  @_disfavoredOverload
  public func setValue(_ value: Any?, forKey key: String) {
    KeyValueCoding.setValue(value, of: self, forKey: key)
  }

  /// The value at `keyPath`: each of its keys read in turn (`"searchField.textColor"`), a
  /// layer's key paths through its properties' parts (`"transform.scale"`) as Core Animation
  /// reads them.
  ///
  /// ```swift
  /// let search = UISearchBar()
  /// search.placeholder = "Cities"
  /// precondition(search.value(forKeyPath: "searchField.placeholder") as? String == "Cities")
  /// ```
  ///
  /// - Parameter keyPath: Keys joined by dots.
  /// - Returns: The value, or `nil` (a key on the way that gives `nil` ends the path there).
  @_disfavoredOverload
  public func value(forKeyPath keyPath: String) -> Any? {
    if let layer = self as? CALayer, let found = onModelThread(layer, keyPath, { $0.pathValue($1) })
    {
      return found
    }
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let next = value(forKey: String(keyPath[..<dot])) as? NSObject
    return next?.value(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
  }

  /// Sets the value at `keyPath`: its last key on the object the keys before it lead to
  /// (nothing when one of them gives `nil`), a layer's key paths as Core Animation sets them.
  ///
  /// ```swift
  /// let tabs = UITabBarController()
  /// tabs.setValue(UIColor.red, forKeyPath: "tabBar.tintColor")
  /// precondition(tabs.tabBar.tintColor == .red)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: Keys joined by dots.
  @_disfavoredOverload
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let layer = self as? CALayer,
      onModelThread(layer, (value, keyPath), { $0.setPathValue($1.0, $1.1) })
    {
      return
    }
    guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let owner = self.value(forKeyPath: String(keyPath[..<dot])) as? NSObject
    owner?.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
  }
}

/// Key-value coding's work, for every class.
enum KeyValueCoding {
  /// ``NSObject/value(forKey:)``'s work.
  static func value(of object: NSObject, forKey key: String) -> Any? {
    switch object {
    case let layer as CALayer: return onModelThread(layer, key) { $0.keyedValue($1) }
    case let animation as CAAnimation: return onModelThread(animation, key) { $0.keyedValue($1) }
    case let defaults as UserDefaults: return defaults.object(forKey: key)
    case let dictionary as NSDictionary: return dictionary.object(forKey: key)
    default: break
    }
    if let stored = storedProperty(of: object, named: key) { return stored }
    if let found = onModelThread(object, key, uikitValue) { return found }
    unknownKey(key, of: object, setting: false)
  }

  /// ``NSObject/setValue(_:forKey:)``'s work.
  static func setValue(_ value: Any?, of object: NSObject, forKey key: String) {
    switch object {
    case let layer as CALayer:
      return onModelThread(layer, (value, key)) { $0.setKeyedValue($1.0, $1.1) }
    case let animation as CAAnimation:
      return onModelThread(animation, (value, key)) { $0.setKeyedValue($1.0, $1.1) }
    case let defaults as UserDefaults: return defaults.set(value, forKey: key)
    case let dictionary as NSMutableDictionary:
      guard let value else { return dictionary.removeObject(forKey: key) }
      return dictionary.setObject(value, forKey: key as NSString)
    default: break
    }
    if onModelThread(object, (value, key), setUIKitValue) { return }
    if storedProperty(of: object, named: key) != nil {
      fatalError(
        "\(className(of: object)): the property \(key) cannot be set by key: Swift on Linux has "
          + "no key-value coding for an app's own properties (the model's deviation; set it)")
    }
    unknownKey(key, of: object, setting: true)
  }

  /// The value of the stored property `key` of the app's own class (or its superclasses up to
  /// the first of UIKit's or Foundation's): `.some(nil)` for an optional that is `nil`, `nil`
  /// for no such property.
  static func storedProperty(of object: NSObject, named key: String) -> Any?? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let level = mirror, !isSystemClass(level.subjectType) {
      for child in level.children where child.label == key {
        let optional = Mirror(reflecting: child.value)
        return optional.displayStyle == .optional
          ? .some(optional.children.first?.value) : child.value
      }
      mirror = level.superclassMirror
    }
    return nil
  }

  /// Whether `type` is UIKit's, the model's or Foundation's: not the app's.
  private static func isSystemClass(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return ["UIKitContainment.", "ContainmentCore.", "Foundation."].contains { name.hasPrefix($0) }
  }

  /// Stops the app as iOS stops it for a key its class does not have.
  static func unknownKey(_ key: String, of object: NSObject, setting: Bool) -> Never {
    let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
    fatalError(
      "Terminating app due to uncaught exception 'NSUnknownKeyException', reason: '[<"
        + "\(className(of: object))> \(method)]: this class is not key value coding-compliant "
        + "for the key \(key).' (the model answers UIKit's keys its symbol table lists)")
  }

  /// The class's name as Objective-C prints it.
  static func className(of object: NSObject) -> String { type(of: object).description() }
}

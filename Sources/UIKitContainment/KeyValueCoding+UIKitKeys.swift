import Foundation

// The keys UIKit's classes answer by key-value coding in the model (`NSObject+KeyValueCoding`):
// each once, with how it is read and set. Three kinds:
//
// - a property, by the name Objective-C gives it (`hidden` for `isHidden`), read and set
//   through its Swift key path;
// - the keys app code sets where UIKit declares no property (an alert's `attributedTitle`, an
//   alert action's `titleTextColor`): kept and read back, shown by nothing, as the model draws
//   nothing;
// - a tab bar controller's `tabBar` and a navigation controller's `navigationBar`, which a
//   custom bar class replaces by key, as on iOS.
//
// And two that stop the app on iOS 13 and later, with its reasons: a text field's
// `_placeholderLabel` and a search bar's `_searchField` ("Access to … ivar is prohibited"), an
// application's `statusBar` and `statusBarWindow`.

/// One key of a class of UIKit's: read and set on an object of that class (each gives `nil` or
/// `false` for an object of another).
@MainActor struct UIKitKey {
  /// Its value on `object`; `nil` when `object` is not of the key's class.
  let get: (NSObject) -> Any??
  /// Sets it on `object`; `false` when `object` is not of the key's class.
  let set: (NSObject, Any?) -> Bool

  /// The property at `path` of `Root`.
  static func property<Root: NSObject, Value>(
    _ path: ReferenceWritableKeyPath<Root, Value>, _ key: String
  ) -> UIKitKey {
    UIKitKey(
      get: { ($0 as? Root).map { $0[keyPath: path] } },
      set: { object, value in
        guard let root = object as? Root else { return false }
        root[keyPath: path] = converted(value, to: Value.self, key: key, of: object)
        return true
      })
  }

  /// The read-only property at `path` of `Root` (setting it stops the app, as iOS's
  /// `setValue:forUndefinedKey:` does for a property with no setter).
  static func readOnly<Root: NSObject, Value>(_ path: KeyPath<Root, Value>, _ key: String)
    -> UIKitKey
  {
    UIKitKey(
      get: { ($0 as? Root).map { $0[keyPath: path] } },
      set: { object, _ in
        guard object is Root else { return false }
        KeyValueCoding.unknownKey(key, of: object, setting: true)
      })
  }

  /// A value of `Root` kept under `key` for the app (UIKit's private properties app code sets).
  static func kept<Root: NSObject>(_ root: Root.Type, _ key: String) -> UIKitKey {
    UIKitKey(
      get: { object in
        guard object is Root else { return nil }
        return .some(keptValues(of: object).values[key] ?? nil)
      },
      set: { object, value in
        guard object is Root else { return false }
        keptValues(of: object).values[key] = value
        return true
      })
  }

  /// A key of `Root` whose use stops the app on iOS 13 and later, for `reason`.
  static func prohibited<Root: NSObject>(_ root: Root.Type, reason: String) -> UIKitKey {
    UIKitKey(
      get: { object in
        guard object is Root else { return nil }
        fatalError(reason)
      },
      set: { object, _ in
        guard object is Root else { return false }
        fatalError(reason)
      })
  }

  /// The key of a container's bar, replaced by key as iOS replaces it.
  static func bar<Root: NSObject, Bar: NSObject>(
    _ path: KeyPath<Root, Bar>, _ key: String, replace: @escaping (Root, Bar) -> Void
  ) -> UIKitKey {
    UIKitKey(
      get: { ($0 as? Root).map { $0[keyPath: path] } },
      set: { object, value in
        guard let root = object as? Root else { return false }
        replace(root, converted(value, to: Bar.self, key: key, of: object))
        return true
      })
  }
}

/// UIKit's keys the model answers, by key; where one key is several classes', the most
/// derived class's first.
@MainActor private let uikitKeys: [String: [UIKitKey]] = [
  "tabBar": [
    .bar(\UITabBarController.tabBar, "tabBar") { tabs, bar in
      tabs.madeBar?.tabBarController = nil
      bar.tabBarController = tabs
      tabs.madeBar = bar
    }
  ],
  "navigationBar": [
    .bar(\UINavigationController.navigationBar, "navigationBar") { navigation, bar in
      navigation.madeBar?.navigationController = nil
      bar.navigationController = navigation
      navigation.madeBar = bar
    }
  ],
  "toolbar": [.readOnly(\UINavigationController.toolbar, "toolbar")],
  "searchField": [.readOnly(\UISearchBar.searchTextField, "searchField")],
  "searchTextField": [.readOnly(\UISearchBar.searchTextField, "searchTextField")],
  "_searchField": [
    .prohibited(
      UISearchBar.self,
      reason: "Access to UISearchBar's _searchField ivar is prohibited. This is an application bug")
  ],
  "_placeholderLabel": [
    .prohibited(
      UITextField.self,
      reason:
        "Access to UITextField's _placeholderLabel ivar is prohibited. This is an application bug")
  ],
  "statusBar": [.prohibited(UIApplication.self, reason: statusBarReason)],
  "statusBarWindow": [.prohibited(UIApplication.self, reason: statusBarReason)],
  "attributedTitle": [.kept(UIAlertController.self, "attributedTitle")],
  "attributedMessage": [.kept(UIAlertController.self, "attributedMessage")],
  "contentViewController": [.kept(UIAlertController.self, "contentViewController")],
  "titleTextColor": [.kept(UIAlertAction.self, "titleTextColor")],
  "image": [.kept(UIAlertAction.self, "image")],
  "checked": [.kept(UIAlertAction.self, "checked")],
  "textColor": [
    .property(\UILabel.textColor, "textColor"), .property(\UITextField.textColor, "textColor"),
    .kept(UIDatePicker.self, "textColor"),
  ],
  "highlightsToday": [.kept(UIDatePicker.self, "highlightsToday")],
  "text": [.property(\UILabel.text, "text"), .property(\UITextField.text, "text")],
  "placeholder": [.property(\UITextField.placeholder, "placeholder")],
  "font": [.property(\UILabel.font, "font"), .property(\UITextField.font, "font")],
  "tintColor": [.property(\UIView.tintColor, "tintColor")],
  "backgroundColor": [.property(\UIView.backgroundColor, "backgroundColor")],
  "alpha": [.property(\UIView.alpha, "alpha")],
  "hidden": [.property(\UIView.isHidden, "hidden")],
  "tag": [.property(\UIView.tag, "tag")],
  "frame": [.property(\UIView.frame, "frame")],
  "bounds": [.property(\UIView.bounds, "bounds")],
  "center": [.property(\UIView.center, "center")],
  "clipsToBounds": [.property(\UIView.clipsToBounds, "clipsToBounds")],
  "userInteractionEnabled": [.property(\UIView.isUserInteractionEnabled, "userInteractionEnabled")],
  "layer": [.readOnly(\UIView.layer, "layer")],
  "superview": [.readOnly(\UIView.superview, "superview")],
  "subviews": [.readOnly(\UIView.subviews, "subviews")],
  "window": [.readOnly(\UIView.window, "window")],
  "contentOffset": [.property(\UIScrollView.contentOffset, "contentOffset")],
  "contentSize": [.property(\UIScrollView.contentSize, "contentSize")],
  "contentInset": [.property(\UIScrollView.contentInset, "contentInset")],
  "adjustedContentInset": [.readOnly(\UIScrollView.adjustedContentInset, "adjustedContentInset")],
  "panGestureRecognizer": [.readOnly(\UIScrollView.panGestureRecognizer, "panGestureRecognizer")],
  "state": [.readOnly(\UIGestureRecognizer.state, "state")],
  "view": [.property(\UIViewController.view, "view")],
  "title": [.property(\UIViewController.title, "title")],
  "navigationItem": [.readOnly(\UIViewController.navigationItem, "navigationItem")],
  "tabBarItem": [.property(\UIViewController.tabBarItem, "tabBarItem")],
  "parentViewController": [.readOnly(\UIViewController.parent, "parentViewController")],
  "navigationController": [
    .readOnly(\UIViewController.navigationController, "navigationController")
  ],
  "tabBarController": [.readOnly(\UIViewController.tabBarController, "tabBarController")],
  "presentedViewController": [
    .readOnly(\UIViewController.presentedViewController, "presentedViewController")
  ],
  "presentingViewController": [
    .readOnly(\UIViewController.presentingViewController, "presentingViewController")
  ],
]

/// iOS 13's reason for stopping an app that asks for the status bar.
private let statusBarReason =
  "App called -statusBar or -statusBarWindow on UIApplication: this code must be changed as "
  + "there's no longer a status bar or status bar window. Use the statusBarManager object on "
  + "the window scene instead."

/// The value of UIKit's `key` on `object`; `nil` when its class has no such key in the model.
@MainActor func uikitValue(_ object: NSObject, _ key: String) -> Any?? {
  for entry in uikitKeys[key] ?? [] {
    if let found = entry.get(object) { return found }
  }
  return nil
}

/// Sets UIKit's key `change.1` of `object` to `change.0`; `false` when its class has no such
/// key in the model.
@MainActor func setUIKitValue(_ object: NSObject, _ change: (Any?, String)) -> Bool {
  (uikitKeys[change.1] ?? []).contains { $0.set(object, change.0) }
}

/// `value` as a `Value`, a number of any of Swift's types or an `NSNumber` as the number type
/// asked for; a value of another type stops the app, as a wrong value set by key does on iOS
/// (the next message to it).
@MainActor private func converted<Value>(
  _ value: Any?, to type: Value.Type, key: String, of object: NSObject
) -> Value {
  if let value = value as? Value { return value }
  let number = number(from: value)
  let numeric: Any? =
    switch type {
    case is CGFloat.Type: number
    case is Double.Type: number.map(Double.init)
    case is Float.Type: number.map(Float.init)
    case is Int.Type: number.map { Int($0) }
    case is Bool.Type: number.map { $0 != 0 }
    default: nil
    }
  // Unwrapped first: `nil` as an optional `Value` would pass as a value of none.
  if let numeric, let numeric = numeric as? Value { return numeric }
  fatalError(
    "\(KeyValueCoding.className(of: object)): the value set for the key \(key) (a "
      + "\(value.map { String(describing: Swift.type(of: $0)) } ?? "nil")) is not of its type, \(Value.self)"
  )
}

/// The key of an object's kept values among its associated objects.
nonisolated(unsafe) private var keptValuesKey: UInt8 = 0

/// The values app code set by key where UIKit declares no property.
private final class KeptValues {
  var values: [String: Any?] = [:]
}

/// `object`'s kept values, made the first time.
@MainActor private func keptValues(of object: NSObject) -> KeptValues {
  associatedObject(of: object, &keptValuesKey) { KeptValues() }
}

// The namespace of the generated optional-method calls (scripts/optional-requirements.py).

/// What `delegate?.method?(…)` calls: for each UIKit protocol and each base name of its
/// optional methods, a value called with the labels of those methods (`callAsFunction`).
///
/// UIKit's optional methods are `@objc optional`, which Swift on Linux does not have: the
/// layer declares each as a requirement with a default (what UIKit does when a delegate
/// leaves it out), and reaches it through a property of its base name, so that code
/// written for UIKit compiles unchanged:
///
/// ```swift
/// import UIKitContainment
///
/// @MainActor func shouldSelect(
///   _ screen: UIViewController, in tabs: UITabBarController
/// ) -> Bool {
///   tabs.delegate?.tabBarController?(tabs, shouldSelect: screen) ?? true
/// }
/// ```
public enum _OptionalRequirement {}

// UIKit's view controllers and views are NSObjects: `==` compares them by identity, and they
// go in sets and dictionaries as themselves. A view controller takes its identifier, observer
// and policy from the current registry when it is made.

internal import ContainmentCore

extension UIViewController: Hashable {
  /// Whether the two are the same view controller.
  nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the view controller's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIView: Hashable {
  /// Whether the two are the same view.
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

  /// Hashes the view's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController {
  /// The current registry's registration, or a fresh identifier and today's policy.
  static func register() -> ViewControllerRegistration {
    // `Self`: the class being made, a subclass's when a subclass's initializer runs.
    ViewController._currentRegistry?.registerViewController(of: self)
      ?? ViewControllerRegistration(id: .next(), observer: nil, policy: .iOS6)
  }
}

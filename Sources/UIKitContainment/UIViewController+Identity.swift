// UIKit's view controllers and views are NSObjects: `==` compares them by identity, and they
// go in sets and dictionaries as themselves.

internal import ContainmentCore

extension UIViewController: Hashable {
  /// Whether the two are the same view controller.
  public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }

  /// Hashes the view controller's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIView: Hashable {
  /// Whether the two are the same view.
  public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

  /// Hashes the view's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

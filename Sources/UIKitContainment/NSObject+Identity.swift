// UIKit's classes descend from `NSObject`: they are `NSObjectProtocol`s (so that an
// `extension NSObjectProtocol` reaches them, as a library's namespace does), and `Hashable` by
// identity unless a class says otherwise: `==` is `===`, so a recognizer matches in a `switch`,
// a bar button item is found with `firstIndex(of:)`, a layer goes in a `Set`. The classes that
// compare by value (a colour, a font, an image, a trait collection) keep their own equality.

public import Foundation

/// `NSObject`'s equality, by identity, and its `NSObjectProtocol` members.
///
/// For the layer's classes that stand for `NSObject` subclasses of UIKit's: adopted by such a
/// class's root in the layer.
public protocol _NSObjectIdentity: NSObjectProtocol, Hashable {}

extension _NSObjectIdentity {
  /// Whether the two are the same object.
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Whether `object` is this object.
  nonisolated public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

  /// The object's identity as an integer.
  nonisolated public var hash: Int { ObjectIdentifier(self).hashValue }

  /// `<Class: 0xaddress>`, as `NSObject` describes an object.
  nonisolated public var description: String { describeObject(self) }
}

/// `NSObject`'s members for the layer's classes that stand for `NSObject` subclasses of UIKit's
/// compared by value (`UIColor`, `UIFont`, `UIImage`, `UITraitCollection`…): equal as their
/// `==` says.
public protocol _NSObjectValue: NSObjectProtocol, Hashable {}

extension _NSObjectValue {
  /// Whether `object` is an equal object of this class.
  nonisolated public func isEqual(_ object: Any?) -> Bool {
    (object as? Self).map { $0 == self } ?? false
  }

  /// The object's hash value.
  nonisolated public var hash: Int { hashValue }

  /// `<Class: 0xaddress>`, as `NSObject` describes an object.
  nonisolated public var description: String { describeObject(self) }
}

extension NSObjectProtocol where Self: AnyObject {
  /// The object itself (`NSObjectProtocol`'s `self()`).
  nonisolated public func `self`() -> Self { self }

  /// `false`: no object of the layer's is a proxy.
  nonisolated public func isProxy() -> Bool { false }
}

/// `<Class: 0xaddress>`.
nonisolated func describeObject(_ object: AnyObject) -> String {
  let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  return "<\(type(of: object)): 0x\(String(address, radix: 16))>"
}

extension UIViewController: _NSObjectIdentity {}
extension UIView: _NSObjectIdentity {}
extension UITouch: _NSObjectIdentity {}
extension UIScene: _NSObjectIdentity {}
extension UIColor: _NSObjectValue {}
extension UIFont: _NSObjectValue {}
extension UIImage: _NSObjectValue {}
extension UIImage.SymbolConfiguration: _NSObjectValue {}
extension UITraitCollection: _NSObjectValue {}
extension UISceneSession: _NSObjectIdentity {}
extension UIOpenURLContext: _NSObjectIdentity {}
extension UIGestureRecognizer: _NSObjectIdentity {}
extension UIBarItem: _NSObjectIdentity {}
extension UINavigationItem: _NSObjectIdentity {}
extension CALayer: _NSObjectIdentity {}
extension CAAnimation: _NSObjectIdentity {}
extension CAMediaTimingFunction: _NSObjectIdentity {}
extension NSLayoutAnchor: _NSObjectIdentity {}
extension UILayoutGuide: _NSObjectIdentity {}
extension NSLayoutConstraint: _NSObjectIdentity {}
extension NSStringDrawingContext: _NSObjectIdentity {}
extension UIActivity: _NSObjectIdentity {}
extension UIAlertAction: _NSObjectIdentity {}
extension UIApplication: _NSObjectIdentity {}
extension UIBarAppearance: _NSObjectIdentity {}
extension UIBezierPath: _NSObjectIdentity {}
extension UIContextMenuConfiguration: _NSObjectIdentity {}
extension UIContextMenuInteraction: _NSObjectIdentity {}
extension UIDevice: _NSObjectIdentity {}
extension UIFeedbackGenerator: _NSObjectIdentity {}
extension UIMenuElement: _NSObjectIdentity {}
extension UIPasteboard: _NSObjectIdentity {}
extension UIPercentDrivenInteractiveTransition: _NSObjectIdentity {}
extension UIPresentationController: _NSObjectIdentity {}
extension UISceneConfiguration: _NSObjectIdentity {}
extension UIScreen: _NSObjectIdentity {}
extension UIStatusBarManager: _NSObjectIdentity {}
extension UIContextualAction: _NSObjectIdentity {}
extension UISwipeActionsConfiguration: _NSObjectIdentity {}
extension UIEvent: _NSObjectIdentity {}
extension UIStoryboard: _NSObjectIdentity {}
extension UIStoryboardSegue: _NSObjectIdentity {}
extension UIStoryboardUnwindSegueSource: _NSObjectIdentity {}
extension UIViewPropertyAnimator: _NSObjectIdentity {}
extension UIVisualEffect: _NSObjectIdentity {}
extension UISpringTimingParameters: _NSObjectIdentity {}
extension UICubicTimingParameters: _NSObjectIdentity {}
extension UICollectionViewLayout: _NSObjectIdentity {}
extension NSCollectionLayoutItem: _NSObjectIdentity {}
extension NSCollectionLayoutSection: _NSObjectIdentity {}

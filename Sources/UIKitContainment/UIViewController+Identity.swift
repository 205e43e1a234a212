// A view controller takes its identifier, observer and policy from the current registry when
// it is made. (UIKit's view controllers and views are NSObjects, through the model's
// `Responder`: their equality is NSObject's, `isEqual(_:)`, by identity unless overridden.)

internal import ContainmentCore

extension UIViewController {
  /// The current registry's registration, or a fresh identifier and today's policy.
  static func register() -> ViewControllerRegistration {
    // `Self`: the class being made, a subclass's when a subclass's initializer runs.
    ViewController._currentRegistry?.registerViewController(of: self)
      ?? ViewControllerRegistration(id: .next(), observer: nil, policy: .iOS6)
  }
}

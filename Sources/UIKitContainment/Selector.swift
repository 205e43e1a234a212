// `Selector` is declared by the core (ContainmentCore/Selector.swift), whose responder takes it
// (`canPerformAction(_:withSender:)`), and re-exported by name (UIKitContainment.swift).

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The name of `selector`'s method (Foundation's `NSStringFromSelector`).
///
/// - Parameter selector: A selector.
/// - Returns: Its method's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.description }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The selector of the method named `name` (Foundation's `NSSelectorFromString`).
///
/// - Parameter name: A method's Objective-C name.
/// - Returns: Its selector.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

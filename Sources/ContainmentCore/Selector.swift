/// A method's name as Objective-C's runtime looks it up (the `Selector` UIKit's API takes):
/// here a name kept and compared, as Swift on Linux has no Objective-C runtime (so no
/// `#selector`); an override that receives one compiles, and can read or compare its name.
///
/// ```swift
/// let action = Selector("unwindToList:")
/// precondition(NSStringFromSelector(action) == "unwindToList:")
/// precondition(action == NSSelectorFromString("unwindToList:"))
/// ```
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  private let name: String

  /// The selector of the method named `name` (`"unwind:"`, `"tableView:didSelectRowAt:"`).
  ///
  /// - Parameter name: The method's Objective-C name.
  public init(_ name: String) { self.name = name }

  /// The selector named by a literal.
  ///
  /// - Parameter value: The method's Objective-C name.
  public init(stringLiteral value: String) { self.init(value) }

  /// The method's name.
  public var description: String { name }
}

import Containment

/// A value that writes itself as Swift source, so that a reproducer reads as code.
///
/// ``SwiftReproducer`` writes a driver's operations with it; an operation type that does not
/// conform is written as its trace line, decoded when the test runs, which is exact but reads
/// less well. Every built-in driver's operations conform.
///
/// ```swift
/// enum Deal: Codable, Hashable, Sendable, CustomStringConvertible, SwiftExpressible {
///   case deal(count: Int)
///
///   var description: String { "deal(\(count))" }
///   var count: Int { if case .deal(let count) = self { count } else { 0 } }
///
///   var swiftExpression: String { ".deal(count: \(count))" }
/// }
/// ```
public protocol SwiftExpressible {
  /// The value as a Swift expression where its type is known from the context:
  /// `.push(payload: 0, style: .slide, animated: true)`.
  var swiftExpression: String { get }
}

extension TransitionStyle: SwiftExpressible {
  /// `.slide`.
  public var swiftExpression: String { ".\(rawValue)" }
}

extension InterfaceOrientation: SwiftExpressible {
  /// `.landscapeLeft`.
  public var swiftExpression: String { ".\(rawValue)" }
}

extension StressStep: SwiftExpressible where Operation: SwiftExpressible {
  /// `.memoryWarning(count: 1)`, `.container(.pop(animated: true))`.
  public var swiftExpression: String {
    if case .container(let operation) = self { return ".container(\(operation.swiftExpression))" }
    return sharedSwiftExpression ?? ""
  }
}

extension StressStep {
  /// A shared step as Swift source; `nil` for a container's operation.
  var sharedSwiftExpression: String? {
    switch self {
    case .memoryWarning(let count): ".memoryWarning(count: \(count))"
    case .rotate(let orientation): ".rotate(\(orientation.swiftExpression))"
    case .resize(let width, let height): ".resize(width: \(width), height: \(height))"
    case .advance(let ticks): ".advance(ticks: \(ticks))"
    case .hideWindow: ".hideWindow"
    case .showWindow: ".showWindow"
    case .container: nil
    }
  }
}

extension NoConfiguration: SwiftExpressible {
  /// `.init()`.
  public var swiftExpression: String { ".init()" }
}

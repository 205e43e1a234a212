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

extension ChildChoice: SwiftExpressible {
  /// `.new(payload: 1024)`, `.reuse(index: 3)`, `.taken(index: 5)`.
  public var swiftExpression: String {
    switch self {
    case .new(let payload): ".new(payload: \(payload))"
    case .reuse(let index): ".reuse(index: \(index))"
    case .taken(let index): ".taken(index: \(index))"
    }
  }
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

extension StackDriver.Operation: SwiftExpressible {
  /// `.push(payload: 0, style: .slide, animated: true)`.
  public var swiftExpression: String {
    switch self {
    case .push(let payload, let style, let animated):
      ".push(payload: \(payload), style: \(style.swiftExpression), animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      ".pushCached(slot: \(slot), style: \(style.swiftExpression), animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .popTo(let index, let animated): ".popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
    case .insert(let index, let payload): ".insert(index: \(index), payload: \(payload))"
    case .insertCached(let slot, let index): ".insertCached(slot: \(slot), index: \(index))"
    case .remove(let index, let animated): ".remove(index: \(index), animated: \(animated))"
    case .replaceAll(let keep, let added, let payload, let animated):
      ".replaceAll(keep: 0b\(String(keep, radix: 2)), added: \(added), payload: \(payload), "
        + "animated: \(animated))"
    case .setCapacity(let capacity): ".setCapacity(\(capacity))"
    case .cover(let animated): ".cover(animated: \(animated))"
    case .uncover(let animated): ".uncover(animated: \(animated))"
    case .retain(let index): ".retain(index: \(index))"
    case .release(let slot): ".release(slot: \(slot))"
    case .cancelTransition: ".cancelTransition"
    }
  }
}

extension StackDriver.Configuration: SwiftExpressible {
  /// `.init(capacity: 2)`.
  public var swiftExpression: String { ".init(capacity: \(capacity))" }
}

extension PageDriver.Configuration: SwiftExpressible {
  /// `.init(radius: 1)`.
  public var swiftExpression: String { ".init(radius: \(radius))" }
}

extension NoConfiguration: SwiftExpressible {
  /// `.init()`.
  public var swiftExpression: String { ".init()" }
}

extension PlaceholderDriver.Operation: SwiftExpressible {
  /// `.setChild(placeholder: 1, child: .new(payload: 0), style: .slide, reversed: false,
  /// animated: true)`.
  public var swiftExpression: String {
    switch self {
    case .setChild(let placeholder, let child, let style, let reversed, let animated):
      ".setChild(placeholder: \(placeholder), child: \(child?.swiftExpression ?? "nil"), "
        + "style: \(style.swiftExpression), reversed: \(reversed), animated: \(animated))"
    case .finishTransitions: ".finishTransitions"
    }
  }
}

extension TabDriver.Operation: SwiftExpressible {
  /// `.setChildren(keep: 0b101, add: .new(payload: 0), at: 1)`, `.select(index: 1)`
  /// (`, dive: 300` after `at` for a dive).
  public var swiftExpression: String {
    switch self {
    case .setChildren(let keep, let add, let at, let dive):
      ".setChildren(keep: 0b\(String(keep, radix: 2)), add: \(add?.swiftExpression ?? "nil"), "
        + "at: \(at)\(dive.map { ", dive: \($0)" } ?? ""))"
    case .select(let index): ".select(index: \(index))"
    case .menu(let shown): ".menu(shown: \(shown))"
    }
  }
}

extension PageDriver.Operation: SwiftExpressible {
  /// `.setPages(keep: 0b11, add: [.new(payload: 0)], current: 1)`, `.swipeLeft(animated: true)`
  /// (`, dive: 300` after `current` for a dive).
  public var swiftExpression: String {
    switch self {
    case .setPages(let keep, let add, let current, let dive):
      ".setPages(keep: 0b\(String(keep, radix: 2)), "
        + "add: [\(add.map(\.swiftExpression).joined(separator: ", "))], current: \(current)"
        + "\(dive.map { ", dive: \($0)" } ?? ""))"
    case .swipeLeft(let animated): ".swipeLeft(animated: \(animated))"
    case .swipeRight(let animated): ".swipeRight(animated: \(animated))"
    case .finishTransition: ".finishTransition"
    }
  }
}

extension NestedDriver.Operation: SwiftExpressible {
  /// `.push(child: .new(payload: 0), style: .slide, animated: true)`,
  /// `.tabs(operation: .select(index: 1))`.
  public var swiftExpression: String {
    switch self {
    case .tabs(let operation): ".tabs(operation: \(operation.swiftExpression))"
    case .push(let child, let style, let animated):
      ".push(child: \(child.swiftExpression), style: \(style.swiftExpression), "
        + "animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .detachTabs(let animated): ".detachTabs(animated: \(animated))"
    case .attachTabs(let style, let animated):
      ".attachTabs(style: \(style.swiftExpression), animated: \(animated))"
    }
  }
}

internal import ContainmentCore
public import Foundation
import Synchronization

// Key-value observing with key paths (`observe(_:options:changeHandler:)`), which Foundation
// gives every `NSObject` on iOS and container code uses to follow a scroll view's offset or a
// view's frame. Foundation on Linux has no key-value observing (its `NSObject` has no
// `observe`): the layer keeps the observations of an object itself and tells them when one of
// the properties UIKit code observes changes through its setter — a view's `frame`, `bounds`,
// `center`, `isHidden` and `alpha`, a scroll view's `contentOffset`, `contentSize` and
// `contentInset` — re-reading each observed key path (so `\.contentOffset.y` works too) and
// calling the handler when its value changed.
//
// Deliberate deviations: Cocoa's automatic notifications come at every call of the setter,
// the model's when the value changed; `.prior` sends nothing before the change; a property
// outside that list is never told; a change the model makes behind UIKit's back (a container
// of the model's resizing a view) is not told.

/// Whether any observation was ever made in the process (the setters' only cost until then).
let observationEverMade = Atomic(false)

/// The key of an object's observations among its associated objects.
nonisolated(unsafe) var observationsKey: UInt8 = 0

/// What an observation's handler is given (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// An option of the raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  /// The old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// A call at once, as the observation is made.
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// A call before each change too (the model sends none).
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Objects were inserted in a to-many relationship.
  case insertion
  /// Objects were removed.
  case removal
  /// Objects were replaced.
  case replacement
}

/// A change an observation's handler is told (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
  /// The kind of a change.
  public typealias Kind = NSKeyValueChange
  /// `.setting`: the model tells settings only.
  public let kind: Kind
  /// The value after the change, when the options ask for `.new`.
  public let newValue: Value?
  /// The value before it, when the options ask for `.old`.
  public let oldValue: Value?
  /// The indexes of a to-many change: none.
  public let indexes: IndexSet?
  /// Whether the call comes before the change: never in the model.
  public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until it is
/// invalidated or released (Foundation's `NSKeyValueObservation`).
public final class NSKeyValueObservation: @unchecked Sendable {
  /// Re-reads the key path and calls the handler if its value changed; `nil` once invalidated.
  fileprivate var check: (() -> Void)?

  fileprivate init() {}

  /// Ends the observation: its handler is not called again.
  public func invalidate() { check = nil }
}

/// The observations of one object, unretained (an observation lasts as long as its owner
/// keeps it).
final class KeyValueObservers {
  struct Entry {
    weak var observation: NSKeyValueObservation?
  }
  var entries: [Entry] = []
  /// The observers added by name (`NSObject+KeyValueObserving.swift`), held by the object.
  var registrations: [KeyValueRegistration] = []

  /// Tells each live observation; forgets the others.
  func tell() {
    entries.removeAll { $0.observation?.check == nil }
    for entry in entries { entry.observation?.check?() }
    registrations.removeAll { $0.observer == nil }
    for registration in registrations { registration.check() }
  }
}

/// What Foundation's key-value observing is declared on (`NSObject` on iOS; here the layer's
/// views and view controllers).
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
  /// Observes the value at `keyPath`: `changeHandler` is called each time it changes through
  /// a setter the layer tells (see the file's discussion), with what `options` ask for.
  ///
  /// ```swift
  /// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// scrollView.contentSize = CGSize(width: 100, height: 400)
  /// var offsets: [CGFloat] = []
  /// let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
  ///   offsets.append(change.newValue?.y ?? -1)
  /// }
  /// scrollView.contentOffset = CGPoint(x: 0, y: 120)
  /// precondition(offsets == [120])
  /// observation.invalidate()
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value to observe.
  ///   - options: What the handler is given, and whether it is called at once.
  ///   - changeHandler: Called with the object and the change.
  /// - Returns: The observation; released, it ends.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    observationEverMade.store(true, ordering: .relaxed)
    let observation = NSKeyValueObservation()
    var last = self[keyPath: keyPath]
    observation.check = { [unowned(unsafe) self] in
      let now = self[keyPath: keyPath]
      guard !same(last, now) else { return }
      let old = last
      last = now
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? now : nil,
          oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
    let observers = associatedObject(of: self, &observationsKey) { KeyValueObservers() }
    observers.entries.append(.init(observation: observation))
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          indexes: nil, isPrior: false))
    }
    return observation
  }
}

/// Tells the observations of `object` that one of its observable properties was set.
private func tellKeyValueObservers(of object: AnyObject) {
  (objc_getAssociatedObject(object, &observationsKey) as? KeyValueObservers)?.tell()
}

/// Whether two values are the same: by `==` when they are equatable, else as they print.
func same<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  if let lhs = lhs as? any Equatable, let equal = lhs.isEqual(to: rhs) { return equal }
  return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
  /// Whether `other`, of this type, equals this value (`nil` when it is of another type).
  fileprivate func isEqual(to other: Any) -> Bool? {
    guard let other = other as? Self else { return nil }
    return self == other
  }
}

extension UIView: _KeyValueCodingAndObserving {}
extension UIViewController: _KeyValueCodingAndObserving {}

extension UIView {
  /// Tells the view's observations and its view controller's (which observe it as
  /// `\.view.frame`, as Cocoa's key paths through `view` do): nothing but a load until an
  /// observation is made in the process.
  @inline(__always) func tellObservers() {
    guard observationEverMade.load(ordering: .relaxed) else { return }
    tellKeyValueObservers(of: self)
    if let owner = _owner?.asUIKit { tellKeyValueObservers(of: owner) }
  }
}

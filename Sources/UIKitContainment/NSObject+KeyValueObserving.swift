public import Foundation
import Synchronization

// Key-value observing by name (`addObserver(_:forKeyPath:options:context:)`, answered in
// `observeValue(forKeyPath:of:change:context:)`), which Foundation gives every `NSObject` on
// iOS and pull-to-refresh controls use to follow their scroll view's offset. Linux's Foundation
// has none. The layer's observing is `NSKeyValueObservation.swift`'s: an observed key path is
// read again (by key-value coding) each time one of the properties that file lists is set, and
// the observer is told when its value changed.
//
// An observer is told through `observeValue(forKeyPath:of:change:context:)`, which a view or a
// view controller overrides (declared on `UIView` and `UIViewController`, where Swift lets it be
// overridden); an observer of another class is never told (it could not override the method
// without Objective-C's runtime). The change's values are Swift's (`CGPoint`, `CGSize`), which
// `change?[.newKey] as? CGPoint` reads, as on iOS; an `NSValue` is not made. Observers are held
// weakly (Foundation holds them unretained); removing one that was not added stops the app with
// Foundation's reason, as does a view or view controller that does not handle a change (the
// default `observeValue`).

/// The keys of a change's dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// The key of `rawValue`.
  ///
  /// - Parameter rawValue: Its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The kind of change (an `NSNumber` of `NSKeyValueChange`'s raw value: 1, setting).
  public static let kindKey = Self(rawValue: "kind")
  /// The value after the change (with `.new`).
  public static let newKey = Self(rawValue: "new")
  /// The value before it (with `.old`).
  public static let oldKey = Self(rawValue: "old")
  /// A to-many change's indexes (never in the model).
  public static let indexesKey = Self(rawValue: "indexes")
  /// Whether the call comes before the change (never in the model).
  public static let notificationIsPriorKey = Self(rawValue: "notificationIsPrior")
}

/// What an observer added by name is told through (views and view controllers).
protocol KeyValueObserverTarget: AnyObject {
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension _UIViewBase: @preconcurrency KeyValueObserverTarget {}
extension _UIViewControllerBase: @preconcurrency KeyValueObserverTarget {}

/// One observer of one key path of an object, added by name.
final class KeyValueRegistration {
  weak var observer: NSObject?
  let keyPath: String
  let options: NSKeyValueObservingOptions
  nonisolated(unsafe) let context: UnsafeMutableRawPointer?
  /// The value last told.
  var last: Any?
  /// The object observed (unretained: it holds the registration).
  unowned(unsafe) let object: NSObject

  init(
    observer: NSObject, object: NSObject, keyPath: String,
    options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?
  ) {
    (self.observer, self.object, self.keyPath) = (observer, object, keyPath)
    (self.options, self.context) = (options, context)
    last = object.value(forKeyPath: keyPath)
  }

  /// Tells the observer when the value changed since it was last told.
  func check() {
    let now = object.value(forKeyPath: keyPath)
    guard !same(last, now) else { return }
    let old = last
    last = now
    tell(new: now, old: old)
  }

  /// Tells the observer a change to `new` from `old`, with what its options ask for.
  func tell(new: Any?, old: Any?) {
    guard let target = observer as? any KeyValueObserverTarget else { return }
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: 1)]
    if options.contains(.new) { change[.newKey] = new ?? NSNull() }
    if options.contains(.old), let old { change[.oldKey] = old }
    target.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
  }
}

extension NSObject {
  /// Tells `observer` each time the value at `keyPath` changes, through its
  /// `observeValue(forKeyPath:of:change:context:)` (see the file's discussion for what is told).
  ///
  /// ```swift
  /// final class Footer: UIView {
  ///   var offsets: [CGFloat] = []
  ///   override func observeValue(
  ///     forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
  ///     context: UnsafeMutableRawPointer?
  ///   ) {
  ///     offsets.append((change?[.newKey] as? CGPoint)?.y ?? -1)
  ///   }
  /// }
  /// let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// list.contentSize = CGSize(width: 100, height: 500)
  /// let footer = Footer()
  /// list.addObserver(footer, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
  /// list.contentOffset = CGPoint(x: 0, y: 40)
  /// list.removeObserver(footer, forKeyPath: "contentOffset")
  /// list.contentOffset = CGPoint(x: 0, y: 80)
  /// precondition(footer.offsets == [0, 40])
  /// ```
  ///
  /// - Parameters:
  ///   - observer: Who is told (held weakly).
  ///   - keyPath: The key path, read by key-value coding.
  ///   - options: What the change holds, and whether it is told at once (`.initial`).
  ///   - context: Given back with each change.
  @_disfavoredOverload
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    observationEverMade.store(true, ordering: .relaxed)
    let registration = KeyValueRegistration(
      observer: observer, object: self, keyPath: keyPath, options: options, context: context)
    let observers = associatedObject(of: self, &observationsKey) { KeyValueObservers() }
    observers.registrations.append(registration)
    if options.contains(.initial) { registration.tell(new: registration.last, old: nil) }
  }

  /// Stops telling `observer` of `keyPath` (its registration of `context`).
  ///
  /// - Parameters:
  ///   - observer: The observer.
  ///   - keyPath: The key path.
  ///   - context: The context it was added with.
  @_disfavoredOverload
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeRegistration(of: observer, keyPath) { $0.context == context }
  }

  /// Stops telling `observer` of `keyPath` (its last registration).
  ///
  /// - Parameters:
  ///   - observer: The observer.
  ///   - keyPath: The key path.
  @_disfavoredOverload
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    removeRegistration(of: observer, keyPath) { _ in true }
  }

  /// Removes the last registration of `observer` for `keyPath` that `matches`; none stops the
  /// app, as Foundation raises.
  private func removeRegistration(
    of observer: NSObject, _ keyPath: String, matching matches: (KeyValueRegistration) -> Bool
  ) {
    let observers = objc_getAssociatedObject(self, &observationsKey) as? KeyValueObservers
    guard
      let observers,
      let index = observers.registrations.lastIndex(where: {
        $0.observer === observer && $0.keyPath == keyPath && matches($0)
      })
    else {
      fatalError(
        "Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an "
          + "observer <\(KeyValueCoding.className(of: observer))> for the key path \"\(keyPath)\" "
          + "from <\(KeyValueCoding.className(of: self))> because it is not registered as an "
          + "observer.'")
    }
    observers.registrations.remove(at: index)
  }
}

/// The default `observeValue(forKeyPath:of:change:context:)`: a change nobody handles stops the
/// app, as `NSObject`'s raises.
func unhandledChange(_ keyPath: String?, of object: Any?, observer: NSObject) -> Never {
  fatalError(
    "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '<"
      + "\(KeyValueCoding.className(of: observer))>: An -observeValueForKeyPath:ofObject:change:"
      + "context: message was received but not handled. Key path: \(keyPath ?? "(null)")'")
}

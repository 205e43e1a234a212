import Synchronization

// Associated objects, the Objective-C runtime's way to give an object stored properties from an
// extension (`objc_setAssociatedObject`), which `import UIKit` brings on iOS and which UIKit
// code uses for a view's or a view controller's extra state. Swift on Linux has no Objective-C
// runtime: the layer keeps the values in a table of its own, by object and key.

// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
/// How an associated value is held (the Objective-C runtime's `objc_AssociationPolicy`).
///
/// The model holds every value strongly but ``OBJC_ASSOCIATION_ASSIGN``'s, held weakly (where
/// the runtime keeps a pointer that dangles once the value is gone); a copy policy keeps the
/// value as given (Swift's values are copied already; the model copies no object).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// Not retained (weakly held in the model).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Retained, not atomically.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Copied, not atomically.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Retained atomically.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// Copied atomically.
  case OBJC_ASSOCIATION_COPY = 0o1403
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value associated with `object` under `key`, if any.
///
/// ```swift
/// nonisolated(unsafe) var badgeKey: UInt8 = 0
/// let view = UIView()
/// objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// precondition(objc_getAssociatedObject(view, &badgeKey) as? String == "3")
/// objc_setAssociatedObject(view, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// precondition(objc_getAssociatedObject(view, &badgeKey) == nil)
/// ```
///
/// - Parameters:
///   - object: The object the value belongs to.
///   - key: The key (the address of a variable of the caller's, by convention).
/// - Returns: The value, or `nil` (none, or one held weakly and gone).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  Associations.shared.value(of: object as AnyObject, for: key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Associates `value` with `object` under `key` (`nil` removes it), held as `policy` says, for
/// as long as `object` lives.
///
/// - Parameters:
///   - object: The object the value belongs to.
///   - key: The key.
///   - value: The value, or `nil`.
///   - policy: How the value is held.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  Associations.shared.set(value, of: object as AnyObject, for: key, policy: policy)
}

/// The object of `Value` associated with `object` under `key`, made by `make` and associated
/// (retained) when there is none: the layer's own state kept on an object of UIKit's.
///
/// - Parameters:
///   - object: The object it belongs to.
///   - key: The key.
///   - make: Makes it, the first time.
/// - Returns: The object.
func associatedObject<Value: AnyObject>(
  of object: AnyObject, _ key: UnsafeRawPointer, orMake make: () -> Value
) -> Value {
  if let made = objc_getAssociatedObject(object, key) as? Value { return made }
  let made = make()
  objc_setAssociatedObject(object, key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  return made
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes every value associated with `object`.
///
/// - Parameter object: The object.
public func objc_removeAssociatedObjects(_ object: Any) {
  Associations.shared.removeAll(of: ObjectIdentifier(object as AnyObject))
}

/// Whether any value was ever associated: a view or a view controller going looks only then.
private let associationsInUse = Atomic(false)

/// The associated values of every object, by object and key.
///
/// An object's values go with it:
/// at once for a view or a view controller of the layer's (their `deinit` asks), else when the
/// table next finds the object gone (it looks each time it has doubled).
final class Associations: Sendable {
  static let shared = Associations()

  /// The values of one object.
  struct Entry: @unchecked Sendable {
    /// The object, held weakly: an identifier reused by a later object is not its.
    weak var owner: AnyObject?
    /// Its values by key; a value held weakly is a `WeakValue`.
    var values: [UnsafeRawPointer: Any]
  }

  /// What leaves the lock: values the table holds for callers on any thread, which Swift
  /// cannot prove `Sendable` (UIKit's runtime makes the same promise no more).
  struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
  }

  /// A value associated with ``objc_AssociationPolicy/OBJC_ASSOCIATION_ASSIGN``.
  struct WeakValue {
    weak var value: AnyObject?
  }

  private let table = Mutex<(entries: [ObjectIdentifier: Entry], purgeAt: Int)>(([:], 64))

  func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
    guard associationsInUse.load(ordering: .relaxed) else { return nil }
    let id = ObjectIdentifier(object)
    let found = table.withLock { table -> Unchecked<Any?> in
      guard let entry = table.entries[id], entry.owner === object else {
        return Unchecked(value: nil)
      }
      return Unchecked(value: entry.values[key])
    }
    let value = found.value
    if let weak = value as? WeakValue { return weak.value }
    return value
  }

  func set(
    _ value: Any?, of object: AnyObject, for key: UnsafeRawPointer,
    policy: objc_AssociationPolicy
  ) {
    associationsInUse.store(true, ordering: .relaxed)
    let id = ObjectIdentifier(object)
    let stored: Any? =
      if let value, policy == .OBJC_ASSOCIATION_ASSIGN {
        WeakValue(value: value as AnyObject)
      } else {
        value
      }
    // What leaves the table is released once the lock is let go: its deinit may associate.
    let released = table.withLock { table -> Unchecked<(Any?, [Entry])> in
      var dropped: [Entry] = []
      var entry = table.entries[id] ?? Entry(owner: object, values: [:])
      if entry.owner !== object {
        dropped.append(entry)
        entry = Entry(owner: object, values: [:])
      }
      let old =
        stored.map { entry.values.updateValue($0, forKey: key) }
        ?? entry.values
        .removeValue(forKey: key)
      table.entries[id] = entry.values.isEmpty ? nil : entry
      if table.entries.count >= table.purgeAt {
        let gone = table.entries.filter { $0.value.owner == nil }
        for (id, entry) in gone {
          table.entries[id] = nil
          dropped.append(entry)
        }
        table.purgeAt = max(64, table.entries.count * 2)
      }
      return Unchecked(value: (old, dropped))
    }
    _ = released
  }

  func removeAll(of id: ObjectIdentifier) {
    let removed = table.withLock { $0.entries.removeValue(forKey: id) }
    _ = removed
  }

  /// Drops the values of an object of the layer's that is going (its `deinit`): a load, unless
  /// a value was ever associated.
  @inline(__always) static func objectEnds(_ object: AnyObject) {
    guard associationsInUse.load(ordering: .relaxed) else { return }
    shared.removeAll(of: ObjectIdentifier(object))
  }
}

import Containment

// The Swift runtime's field metadata: each stored property's name, offset, type and whether
// the reference it holds is strong (`weak`, `unowned` and `unowned(unsafe)` are not). `Mirror`
// reads every stored property, weak and unowned(unsafe) alike, and cannot tell them apart;
// these entry points (exported by the runtime, the ones `Mirror` itself is built on) can.

/// The runtime's description of one stored property (`_FieldReflectionMetadata` in the
/// standard library).
private struct FieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func _fieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func _fieldOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func _fieldMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldMetadata>
) -> Any.Type

/// The size of a heap allocation (the C library's; `malloc.h` is not in Glibc's module).
#if os(Linux)
@_silgen_name("malloc_usable_size")
private func _allocationSize(_ pointer: UnsafeMutableRawPointer) -> Int
#else
@_silgen_name("malloc_size")
private func _allocationSize(_ pointer: UnsafeRawPointer) -> Int
#endif

@_silgen_name("swift_getMetadataKind")
private func _metadataKind(_ type: Any.Type) -> UInt

/// What keeps an object alive, found by following strong stored properties from the objects a
/// run knows: FBRetainCycleDetector's question, answered from the Swift runtime's field
/// metadata so that a `weak` or `unowned` reference is never named as a holder.
///
/// The search reads stored properties only. What it cannot read it says so rather than
/// guesses: a closure's captures are not described by field metadata, so a closure on the way
/// is reported as a closure (with what its context was seen to hold), and an object nothing
/// known reaches is "held by something the run does not know".
package struct StrongReferences {
  /// One strong reference: the property path from an object to the next.
  struct Edge {
    var from: ObjectIdentifier?
    var path: String
  }

  /// Names the objects of a path (`vc7`, `window`, a type's name).
  let name: (AnyObject) -> String
  /// Whether the search looks inside an object (not inside the harness's own: the oracle
  /// every view controller reports to holds nothing of the container's).
  let follows: (AnyObject) -> Bool
  /// How many objects the search may visit before it gives up.
  let objectBudget: Int

  private var target: ObjectIdentifier?
  private var targetAddress: UInt
  /// Whether an object is what the search looks for, when that is not one given object.
  private var isTarget: ((AnyObject) -> Bool)?
  /// The object found (the target, or the first that `isTarget` accepts).
  private var foundObject: AnyObject?
  /// Each object reached, with the edge that first reached it (BFS: the shortest chains).
  private var reachedBy: [ObjectIdentifier: Edge] = [:]
  /// The objects reached, retained while the search runs.
  private var objects: [ObjectIdentifier: AnyObject] = [:]
  private var queue: [ObjectIdentifier] = []
  /// The first edge found to the target, and closures seen on the way (with whether their
  /// context holds the target).
  private var found: Edge?
  private var closures: [(from: ObjectIdentifier, path: String, holdsTarget: Bool)] = []

  private init(
    target: AnyObject?, name: @escaping (AnyObject) -> String,
    follows: @escaping (AnyObject) -> Bool, objectBudget: Int
  ) {
    self.target = target.map(ObjectIdentifier.init)
    self.targetAddress =
      target.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    self.name = name
    self.follows = follows
    self.objectBudget = objectBudget
  }

  /// Says what holds `target` alive: the shortest chain of strong stored properties from one
  /// of `roots`, else a cycle through `target` itself, else a closure that captures it, else
  /// that the run cannot tell.
  ///
  /// - Parameters:
  ///   - target: The object that should have been deallocated.
  ///   - roots: The objects the run knows and holds (the window, the container, the
  ///     workload's view controllers).
  ///   - name: How paths name an object.
  ///   - follows: Whether to look inside an object (`false` for the harness's own).
  ///   - objectBudget: The most objects visited (a search over a huge heap gives up and says
  ///     so).
  /// - Returns: A phrase for a violation: `held by vc0.cache[2]`,
  ///   `in a cycle: vc7.view → View.owner → vc7`, `held by a closure in vc0.onPop[0]`…
  package static func holder(
    of target: AnyObject, roots: [AnyObject], name: @escaping (AnyObject) -> String,
    follows: @escaping (AnyObject) -> Bool = { _ in true }, objectBudget: Int = 200_000
  ) -> String {
    var search = StrongReferences(
      target: target, name: name, follows: follows, objectBudget: objectBudget)
    // A root that is the target itself is not a holder (`reach` passes it over).
    for root in roots { search.reach(root, by: Edge(from: nil, path: "")) }
    if search.run(), let edge = search.found {
      return "held by " + search.chain(ending: edge, at: target)
    }
    let exhausted = search.reachedBy.count >= objectBudget
    let fromRoots = search.closures
    // A cycle: the same search started from the target itself, back to it.
    var cycle = StrongReferences(
      target: target, name: name, follows: follows, objectBudget: objectBudget)
    cycle.start(at: target)
    if cycle.run(), let edge = cycle.found {
      return "in a cycle: " + cycle.chain(ending: edge, at: target)
    }
    if let closure = fromRoots.first(where: \.holdsTarget) {
      return "held by \(search.closure(closure.from, closure.path)) (its context holds it)"
    }
    if let closure = cycle.closures.first(where: \.holdsTarget) {
      return
        "in a cycle through \(cycle.closure(closure.from, closure.path)) (its context holds it)"
    }
    if exhausted { return "held by something not found within \(objectBudget) objects" }
    if let closure = fromRoots.first {
      return
        "held by something the run does not know, or by a closure it cannot look into (such as \(search.describe(closure.from, closure.path)))"
    }
    // Closures that the target itself reaches: the classic cycle through a handler that
    // captures its owner (a gesture's, a view model's), seen as far as the closure (the first
    // three reached, nearest first).
    if !cycle.closures.isEmpty {
      let ways = cycle.closures.prefix(3).map {
        cycle.chain(ending: Edge(from: $0.from, path: $0.path), at: target)
      }
      return
        "held by something the run does not know, perhaps in a cycle through a closure it cannot look into: "
        + ways.joined(separator: "; or ")
    }
    return
      "held by something the run does not know (no strong stored property of the objects it knows)"
  }

  /// Says what holds the first object `isTarget` accepts among those strong stored
  /// properties reach from `roots` (a view its view controller released, say), or that none
  /// was found.
  ///
  /// - Returns: `held by vc0.pool[0] → view of vc5`, or a phrase saying none was found.
  package static func holder(
    ofFirst isTarget: @escaping (AnyObject) -> Bool, roots: [AnyObject],
    name: @escaping (AnyObject) -> String, follows: @escaping (AnyObject) -> Bool = { _ in true },
    objectBudget: Int = 200_000
  ) -> String {
    var search = StrongReferences(
      target: nil, name: name, follows: follows, objectBudget: objectBudget)
    search.isTarget = isTarget
    for root in roots { search.reach(root, by: Edge(from: nil, path: "")) }
    if search.run(), let edge = search.found, let object = search.foundObject {
      return "held by " + search.chain(ending: edge, at: object)
    }
    return "held by something the run does not know (or by a closure it cannot look into)"
  }

  /// Breadth first over the objects reached; `true` once the target is found.
  private mutating func run() -> Bool {
    var next = 0
    while next < queue.count, found == nil {
      let id = queue[next]
      next += 1
      guard let object = objects[id], follows(object) else { continue }
      visit(object, id: id)
      if reachedBy.count >= objectBudget { break }
    }
    return found != nil
  }

  /// Starts the search at the target itself, to find a way back to it.
  private mutating func start(at target: AnyObject) {
    let id = ObjectIdentifier(target)
    reachedBy[id] = Edge(from: nil, path: "")
    objects[id] = target
    queue.append(id)
  }

  private mutating func reach(_ object: AnyObject, by edge: Edge) {
    let id = ObjectIdentifier(object)
    if id == target || (edge.from != nil && isTarget?(object) == true) {
      if found == nil, edge.from != nil {
        found = edge
        foundObject = object
      }
      return
    }
    guard reachedBy[id] == nil else { return }
    reachedBy[id] = edge
    objects[id] = object
    queue.append(id)
  }

  /// Follows each strong stored property of `object`, its superclasses' included.
  private mutating func visit(_ object: AnyObject, id: ObjectIdentifier) {
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    visitFields(of: type(of: object), at: base, from: id, path: "")
  }

  private mutating func visitFields(
    of type: Any.Type, at base: UnsafeRawPointer, from id: ObjectIdentifier, path: String
  ) {
    let count = _fieldCount(type)
    for index in 0..<count where found == nil {
      var field = FieldMetadata()
      let fieldType = _fieldMetadata(type, index: index, fieldMetadata: &field)
      var label = field.name.map { String(cString: $0) } ?? "\(index)"
      field.freeName?(field.name)
      // Never followed: a weak or unowned reference holds nothing.
      guard field.isStrong else { continue }
      if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst(18) }
      let offset = _fieldOffset(type, index: index)
      visitValue(
        at: base + offset, type: fieldType, from: id,
        path: path.isEmpty ? label : path + "." + label)
    }
  }

  /// Follows a value of `type` stored at `address`: a reference, the strong fields of a
  /// struct, the elements of a collection, the payload of an enum or optional, a closure.
  private mutating func visitValue(
    at address: UnsafeRawPointer, type: Any.Type, from id: ObjectIdentifier, path: String
  ) {
    if Self.holdsNoReference(type) { return }
    switch _metadataKind(type) {
    case 0:  // a class instance
      if let pointer = address.load(as: UnsafeRawPointer?.self) {
        reach(
          Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue(),
          by: Edge(from: id, path: path))
      }
    case 0x200 where !Self.isCollection(type):  // a struct: its stored properties
      visitFields(of: type, at: address, from: id, path: path)
    case 0x302:  // a function: a closure, whose captures field metadata does not describe
      // A thick function is two words, the code and its context (thin ones have none).
      guard Self.size(of: type) == 2 * MemoryLayout<UInt>.size else { return }
      let context = address.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
      closures.append((id, path, holdsTarget: Self.context(context, holds: targetAddress)))
    case 0x200, 0x201, 0x202, 0x301, 0x303:
      // A collection, an enum or optional, a tuple, an existential: read as a value.
      visitElements(of: Self.load(type, from: address), from: id, path: path)
    default:  // metatypes and the like hold no object
      return
    }
  }

  /// Whether a closure's context holds the object at `target`: the context is that object
  /// (a closure may use the one object it captures as its context), or a box of captures —
  /// the runtime's heap local variable, whose metadata says where its captures start — with
  /// `target` among its words up to the end of its allocation.
  ///
  /// The box's layout beyond that is the compiler's, not read: a closure captured by this
  /// closure is not looked into, and a word of the allocation past the captures that happens
  /// to equal `target` would be taken for a capture.
  private static func context(_ context: UInt, holds target: UInt) -> Bool {
    guard context != 0, target != 0 else { return false }
    if context == target { return true }
    guard let box = UnsafeMutableRawPointer(bitPattern: context),
      let metadata = box.load(as: UnsafeRawPointer?.self),
      // MetadataKind::HeapLocalVariable: a closure's box of captures.
      metadata.load(as: UInt.self) == 0x400
    else { return false }
    let first = Int(metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self))
    let size = _allocationSize(box)
    let word = MemoryLayout<UInt>.size
    guard first >= 2 * word, size <= 1 << 16 else { return false }
    var offset = first
    while offset + word <= size {
      if box.load(fromByteOffset: offset, as: UInt.self) == target { return true }
      offset += word
    }
    return false
  }

  /// Follows the children `Mirror` gives a collection, enum, optional, tuple or existential
  /// value (none of which can hold a weak reference itself).
  private mutating func visitElements(of value: Any, from id: ObjectIdentifier, path: String) {
    if reachIfObject(value, from: id, path: path) { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      for (index, child) in mirror.children.enumerated() where found == nil {
        if index >= objectBudget { break }
        visitAny(child.value, from: id, path: path + "[\(index)]")
      }
    case .optional:
      if let some = mirror.children.first { visitAny(some.value, from: id, path: path) }
    case .enum:
      for child in mirror.children {
        visitAny(child.value, from: id, path: path + "." + (child.label ?? "payload"))
      }
    case .tuple:
      for (index, child) in mirror.children.enumerated() {
        visitAny(child.value, from: id, path: path + "." + (child.label ?? "\(index)"))
      }
    default:
      // A struct or function inside an existential: read through its storage.
      visitAny(value, from: id, path: path)
    }
  }

  /// Reaches `value` if it is a class instance; `false` for any other value.
  private mutating func reachIfObject(_ value: Any, from id: ObjectIdentifier, path: String) -> Bool
  {
    guard Swift.type(of: value) is AnyClass else { return false }
    reach(value as AnyObject, by: Edge(from: id, path: path))
    return true
  }

  /// Follows a value held in an `Any`, through a copy of it (a copy holds the same references).
  private mutating func visitAny(_ value: Any, from id: ObjectIdentifier, path: String) {
    if reachIfObject(value, from: id, path: path) { return }
    func read<T>(_ value: T) {
      withUnsafePointer(to: value) { pointer in
        visitValue(at: UnsafeRawPointer(pointer), type: T.self, from: id, path: path)
      }
    }
    _openExistential(value, do: read)
  }

  /// The chain of names and paths from a root to `target`.
  private func chain(ending edge: Edge, at target: AnyObject) -> String {
    var links: [String] = [name(target)]
    var current = edge
    while let from = current.from {
      links.append(describe(from, current.path))
      guard let previous = reachedBy[from], previous.from != nil else { break }
      current = previous
    }
    return links.reversed().joined(separator: " → ")
  }

  /// `the block of a repeating Timer (every 1.0 s)` (a timer's or an observer's block, whose
  /// owner's name says what it is), else `a closure in vc0.onPop[0]`.
  private func closure(_ id: ObjectIdentifier, _ path: String) -> String {
    path == "block"
      ? "the block of " + (objects[id].map(name) ?? "?")
      : "a closure in " + describe(id, path)
  }

  /// `vc0.cache[2]`: an object's name and a property path.
  private func describe(_ id: ObjectIdentifier, _ path: String) -> String {
    let owner = objects[id].map(name) ?? "?"
    return path.isEmpty ? owner : path.hasPrefix("[") ? owner + path : owner + "." + path
  }

  private static func load(_ type: Any.Type, from address: UnsafeRawPointer) -> Any {
    func read<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: read)
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }

  /// Trivially copyable types (integers, pointers, `Unmanaged`…) hold no strong reference.
  private static func holdsNoReference(_ type: Any.Type) -> Bool {
    func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: isPOD)
  }

  /// Whether values of `type` are collections, read element by element.
  private static func isCollection(_ type: Any.Type) -> Bool {
    type is any _ElementsFollowed.Type
  }
}

/// The standard collections, whose elements are stored out of line where field metadata does
/// not describe them.
private protocol _ElementsFollowed {}
extension Array: _ElementsFollowed {}
extension ContiguousArray: _ElementsFollowed {}
extension ArraySlice: _ElementsFollowed {}
extension Set: _ElementsFollowed {}
extension Dictionary: _ElementsFollowed {}

import Containment

// The stack's operations, whole: the cases and their kinds, how each reads, is checked,
// simplified for the shrinker and counted as an addition or a removal, how a trace stores it
// (decoded, encoded, journaled) and how a reproducer writes it in Swift. Adding an operation
// starts here; drawing it is in +Workload, applying it in +Apply.

extension StackDriver {
  /// An operation on the stack, its host or the children the workload holds.
  ///
  /// Indices count from the root (0). Cache slots name children held outside the stack by the
  /// workload (``retain(index:)``); a slot that is empty makes the operation a no-op.
  public enum Operation: StressOperation {
    /// Push a new child whose view has `payload` bytes.
    case push(payload: Int, style: TransitionStyle, animated: Bool)
    /// Push the child held in cache slot `slot`.
    case pushCached(slot: Int, style: TransitionStyle, animated: Bool)
    /// Pop the top child.
    case pop(animated: Bool)
    /// Pop to the child at `index`.
    case popTo(index: Int, animated: Bool)
    /// Pop to the root.
    case popToRoot(animated: Bool)
    /// Insert a new child at `index` (the top index pushes, animated).
    case insert(index: Int, payload: Int)
    /// Re-insert the child held in cache slot `slot` at `index`.
    case insertCached(slot: Int, index: Int)
    /// Remove the child at `index`.
    case remove(index: Int, animated: Bool)
    /// Replace all children: keep those whose index bit is set in `keep` (indices 0...63), then
    /// add `added` new children with `payload` bytes each.
    case replaceAll(keep: UInt64, added: Int, payload: Int, animated: Bool)
    /// Change the stack's capacity (values below 1 are refused: a no-op).
    case setCapacity(Int)
    /// Cover the stack with another view controller, its view staying in the window.
    case cover(animated: Bool)
    /// Uncover the stack.
    case uncover(animated: Bool)
    /// Hold the child at `index` outside the stack, in the next free cache slot.
    case retain(index: Int)
    /// Drop the child held in cache slot `slot`.
    case release(slot: Int)
    /// Cancel the running push or pop.
    case cancelTransition

    /// The kinds of the stack's operations.
    public enum Kind: String, StressKind {
      case push
      case pushCached = "push-cached"
      case pop
      case popTo = "pop-to"
      case popToRoot = "pop-to-root"
      case insert
      case insertCached = "insert-cached"
      case remove
      case replaceAll = "replace-all"
      case setCapacity = "set-capacity"
      case cover
      case uncover
      case retain
      case release
      case cancelTransition = "cancel-transition"

      /// The kind's position in `allCases`.
      public var ordinal: Int {
        switch self {
        case .push: 0
        case .pushCached: 1
        case .pop: 2
        case .popTo: 3
        case .popToRoot: 4
        case .insert: 5
        case .insertCached: 6
        case .remove: 7
        case .replaceAll: 8
        case .setCapacity: 9
        case .cover: 10
        case .uncover: 11
        case .retain: 12
        case .release: 13
        case .cancelTransition: 14
        }
      }
    }
  }
}

extension StackDriver.Operation: CustomStringConvertible {
  /// The operation as it reads in a transcript: `push(payload: 0, style: slide, animated: true)`.
  public var description: String {
    switch self {
    case .push(let payload, let style, let animated):
      "push(payload: \(payload), style: \(style.rawValue), animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      "pushCached(slot: \(slot), style: \(style.rawValue), animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popTo(let index, let animated): "popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .insert(let index, let payload): "insert(index: \(index), payload: \(payload))"
    case .insertCached(let slot, let index): "insertCached(slot: \(slot), index: \(index))"
    case .remove(let index, let animated): "remove(index: \(index), animated: \(animated))"
    case .replaceAll(let keep, let added, let payload, let animated):
      "replaceAll(keep: 0b\(String(keep, radix: 2)), added: \(added), payload: \(payload), animated: \(animated))"
    case .setCapacity(let capacity): "setCapacity(\(capacity))"
    case .cover(let animated): "cover(animated: \(animated))"
    case .uncover(let animated): "uncover(animated: \(animated))"
    case .retain(let index): "retain(index: \(index))"
    case .release(let slot): "release(slot: \(slot))"
    case .cancelTransition: "cancelTransition"
    }
  }
}

extension StackDriver.Operation {
  /// The operation's kind.
  public var kind: Kind {
    switch self {
    case .push: .push
    case .pushCached: .pushCached
    case .pop: .pop
    case .popTo: .popTo
    case .popToRoot: .popToRoot
    case .insert: .insert
    case .insertCached: .insertCached
    case .remove: .remove
    case .replaceAll: .replaceAll
    case .setCapacity: .setCapacity
    case .cover: .cover
    case .uncover: .uncover
    case .retain: .retain
    case .release: .release
    case .cancelTransition: .cancelTransition
    }
  }

  /// Checks payloads, the number of children a replacement adds, and capacities.
  public func validate() throws(HarnessError) {
    switch self {
    case .push(let payload, _, _), .insert(_, let payload):
      try TraceBounds.check(payload, key: "payload", in: TraceBounds.payloadBytes)
    case .replaceAll(_, let added, let payload, _):
      try TraceBounds.check(added, key: "added", in: TraceBounds.addedChildren)
      try TraceBounds.check(payload, key: "payload", in: TraceBounds.payloadBytes)
    case .setCapacity(let capacity):
      try TraceBounds.check(capacity, key: "capacity", in: TraceBounds.capacity)
    case .pushCached, .pop, .popTo, .popToRoot, .insertCached, .remove, .cover, .uncover,
      .retain, .release, .cancelTransition:
      break
    }
  }

  /// Smaller payloads, fewer added children, no animation, lower indices (so that the children
  /// above an index can go next).
  public var simplerForms: [Self] {
    switch self {
    case .insert(let index, let payload):
      return
        (index > 0 ? Self.lowerIndices(index).map { .insert(index: $0, payload: payload) } : [])
        + (payload > 0 ? [.insert(index: index, payload: 0)] : [])
        + [.push(payload: payload, style: .slide, animated: false)]  // an insert at the top
    case .remove(let index, let animated) where index > 0:
      return Self.lowerIndices(index).map { .remove(index: $0, animated: animated) }
        + (animated ? [.remove(index: index, animated: false)] : [])
    case .popTo(let index, let animated) where index > 0:
      return Self.lowerIndices(index).map { .popTo(index: $0, animated: animated) }
        + (animated ? [.popTo(index: index, animated: false)] : [])
    case .push(let payload, let style, let animated):
      var forms: [Self] = []
      if payload > 0 { forms.append(.push(payload: 0, style: style, animated: animated)) }
      if animated { forms.append(.push(payload: payload, style: style, animated: false)) }
      return forms
    case .insertCached(let slot, _):
      return [.pushCached(slot: slot, style: .slide, animated: false)]
    case .replaceAll(let keep, let added, let payload, let animated):
      var forms: [Self] = []
      // Fewer children, nearest last: a count that matters only past a threshold (a dive of
      // 300 that a `UInt8` cannot count) comes down to it in a few replays, not one a child.
      forms += smallerCounts(added).map {
        .replaceAll(keep: keep, added: $0, payload: payload, animated: animated)
      }
      if payload > 0 {
        forms.append(.replaceAll(keep: keep, added: added, payload: 0, animated: animated))
      }
      return forms
    case .pop(true): return [.pop(animated: false)]
    case .popTo(let index, true): return [.popTo(index: index, animated: false)]
    case .popToRoot(true): return [.popToRoot(animated: false)]
    case .remove(let index, true): return [.remove(index: index, animated: false)]
    default: return []
    }
  }

  /// 0, half of `index` and one less, each once.
  private static func lowerIndices(_ index: Int) -> [Int] {
    var indices = [0]
    if index / 2 > 0 { indices.append(index / 2) }
    if index - 1 > index / 2 { indices.append(index - 1) }
    return indices
  }

  /// Pushes and inserts.
  public var adds: Bool {
    switch self {
    case .push, .pushCached, .insert, .insertCached: true
    default: false
    }
  }

  /// Pops and removals.
  public var removes: Bool {
    switch self {
    case .pop, .remove: true
    default: false
    }
  }
}

/// Stack operations are stored in traces as one flat JSON object each, named by `op`, as
/// version 1 traces wrote them: `{"animated":true,"op":"push","payload":4096,"style":"slide"}`.
extension StackDriver.Operation: Codable {
  private enum Key: String, CodingKey {
    case op, payload, style, animated, slot, index, keep, added, capacity
  }

  /// Decodes an operation from its trace line.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    let name = try c.decode(String.self, forKey: .op)
    guard let kind = Kind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: c, debugDescription: "unknown stack operation '\(name)'")
    }
    func animated() throws -> Bool { try c.decode(Bool.self, forKey: .animated) }
    func int(_ key: Key) throws -> Int { try c.decode(Int.self, forKey: key) }
    func style() throws -> TransitionStyle {
      let raw = try c.decode(String.self, forKey: .style)
      guard let style = TransitionStyle(rawValue: raw) else {
        throw DecodingError.dataCorruptedError(
          forKey: .style, in: c, debugDescription: "unknown transition style '\(raw)'")
      }
      return style
    }
    switch kind {
    case .push:
      self = .push(payload: try int(.payload), style: try style(), animated: try animated())
    case .pushCached:
      self = .pushCached(slot: try int(.slot), style: try style(), animated: try animated())
    case .pop: self = .pop(animated: try animated())
    case .popTo: self = .popTo(index: try int(.index), animated: try animated())
    case .popToRoot: self = .popToRoot(animated: try animated())
    case .insert: self = .insert(index: try int(.index), payload: try int(.payload))
    case .insertCached: self = .insertCached(slot: try int(.slot), index: try int(.index))
    case .remove: self = .remove(index: try int(.index), animated: try animated())
    case .replaceAll:
      self = .replaceAll(
        keep: try c.decode(UInt64.self, forKey: .keep), added: try int(.added),
        payload: try int(.payload), animated: try animated())
    case .setCapacity: self = .setCapacity(try int(.capacity))
    case .cover: self = .cover(animated: try animated())
    case .uncover: self = .uncover(animated: try animated())
    case .retain: self = .retain(index: try int(.index))
    case .release: self = .release(slot: try int(.slot))
    case .cancelTransition: self = .cancelTransition
    }
  }

  /// Encodes the operation as its trace line.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(kind.rawValue, forKey: .op)
    switch self {
    case .push(let payload, let style, let animated):
      try c.encode(payload, forKey: .payload)
      try c.encode(style.rawValue, forKey: .style)
      try c.encode(animated, forKey: .animated)
    case .pushCached(let slot, let style, let animated):
      try c.encode(slot, forKey: .slot)
      try c.encode(style.rawValue, forKey: .style)
      try c.encode(animated, forKey: .animated)
    case .pop(let animated), .popToRoot(let animated), .cover(let animated),
      .uncover(let animated):
      try c.encode(animated, forKey: .animated)
    case .popTo(let index, let animated), .remove(let index, let animated):
      try c.encode(index, forKey: .index)
      try c.encode(animated, forKey: .animated)
    case .insert(let index, let payload):
      try c.encode(index, forKey: .index)
      try c.encode(payload, forKey: .payload)
    case .insertCached(let slot, let index):
      try c.encode(slot, forKey: .slot)
      try c.encode(index, forKey: .index)
    case .replaceAll(let keep, let added, let payload, let animated):
      try c.encode(keep, forKey: .keep)
      try c.encode(added, forKey: .added)
      try c.encode(payload, forKey: .payload)
      try c.encode(animated, forKey: .animated)
    case .setCapacity(let capacity): try c.encode(capacity, forKey: .capacity)
    case .retain(let index): try c.encode(index, forKey: .index)
    case .release(let slot): try c.encode(slot, forKey: .slot)
    case .cancelTransition: break
    }
  }
}

/// The same line as `encode(to:)`, written without `Encodable` (journaling a run), keys in
/// their sorted order.
extension StackDriver.Operation: TraceLineWritable {
  /// Writes the operation's trace line.
  public func writeTraceLine(into line: TraceLineObject) {
    let op = kind.rawValue
    switch self {
    case .push(let payload, let style, let animated):
      line.set("animated", animated)
      line.set("op", op)
      line.set("payload", payload)
      line.set("style", style.rawValue)
    case .pushCached(let slot, let style, let animated):
      line.set("animated", animated)
      line.set("op", op)
      line.set("slot", slot)
      line.set("style", style.rawValue)
    case .pop(let animated), .popToRoot(let animated), .cover(let animated),
      .uncover(let animated):
      line.set("animated", animated)
      line.set("op", op)
    case .popTo(let index, let animated), .remove(let index, let animated):
      line.set("animated", animated)
      line.set("index", index)
      line.set("op", op)
    case .insert(let index, let payload):
      line.set("index", index)
      line.set("op", op)
      line.set("payload", payload)
    case .insertCached(let slot, let index):
      line.set("index", index)
      line.set("op", op)
      line.set("slot", slot)
    case .replaceAll(let keep, let added, let payload, let animated):
      line.set("added", added)
      line.set("animated", animated)
      line.set("keep", keep)
      line.set("op", op)
      line.set("payload", payload)
    case .setCapacity(let capacity):
      line.set("capacity", capacity)
      line.set("op", op)
    case .retain(let index):
      line.set("index", index)
      line.set("op", op)
    case .release(let slot):
      line.set("op", op)
      line.set("slot", slot)
    case .cancelTransition: line.set("op", op)
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

import Containment

// The stack's operations: the cases and their kinds, how each reads, is checked, simplified
// for the shrinker and counted as an addition or a removal, and how a reproducer writes it in
// Swift. Adding an operation starts here; its trace line (decoded, encoded, journaled) is in
// +OperationTrace, drawing it in +Workload, applying it in +Apply.

extension StackDriver {
  /// An operation on the stack, its host or the children the workload holds.
  ///
  /// Indices count from the root (0). Cache slots name children held outside the stack by the
  /// workload (``retain(index:)``); a slot that is empty makes the operation a no-op.
  public enum Operation: StressOperation {
    /// Push a new child whose view has `payload` bytes.
    case push(payload: Int, style: TransitionStyle, animated: Bool)
    /// Push a new screen of the kind called `screen` (a run with the team's screens,
    /// ``WithScreens``).
    case pushScreen(ScreenName, style: TransitionStyle, animated: Bool)
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
    /// Insert a new screen of the kind called `screen` at `index`.
    case insertScreen(index: Int, ScreenName)
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
    case .pushScreen(let screen, let style, let animated):
      "push(screen: \(screen), style: \(style.rawValue), animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      "pushCached(slot: \(slot), style: \(style.rawValue), animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popTo(let index, let animated): "popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .insert(let index, let payload): "insert(index: \(index), payload: \(payload))"
    case .insertScreen(let index, let screen): "insert(index: \(index), screen: \(screen))"
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
    case .push, .pushScreen: .push
    case .pushCached: .pushCached
    case .pop: .pop
    case .popTo: .popTo
    case .popToRoot: .popToRoot
    case .insert, .insertScreen: .insert
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
    case .pushScreen, .pushCached, .pop, .popTo, .popToRoot, .insertScreen, .insertCached,
      .remove, .cover, .uncover, .retain, .release, .cancelTransition:
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
    case .insertScreen(let index, let screen):
      return (index > 0 ? Self.lowerIndices(index).map { .insertScreen(index: $0, screen) } : [])
        + [.pushScreen(screen, style: .slide, animated: false)]
    case .pushScreen(let screen, let style, true):
      return [.pushScreen(screen, style: style, animated: false)]
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
    case .push, .pushScreen, .pushCached, .insert, .insertScreen, .insertCached: true
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

extension StackDriver.Operation: SwiftExpressible {
  /// `.push(payload: 0, style: .slide, animated: true)`.
  public var swiftExpression: String {
    switch self {
    case .push(let payload, let style, let animated):
      ".push(payload: \(payload), style: \(style.swiftExpression), animated: \(animated))"
    case .pushScreen(let screen, let style, let animated):
      ".pushScreen(\(String(reflecting: screen.description)), style: \(style.swiftExpression), "
        + "animated: \(animated))"
    case .pushCached(let slot, let style, let animated):
      ".pushCached(slot: \(slot), style: \(style.swiftExpression), animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .popTo(let index, let animated): ".popTo(index: \(index), animated: \(animated))"
    case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
    case .insert(let index, let payload): ".insert(index: \(index), payload: \(payload))"
    case .insertScreen(let index, let screen):
      ".insertScreen(index: \(index), \(String(reflecting: screen.description)))"
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

import Containment

extension StackDriver {
  /// Draws an operation of `kind`, with indices and slots valid most of the time and a few
  /// that are not (about 1 in 10), because invalid operations must be harmless no-ops too.
  public func nextOperation(
    of kind: Kind, profile p: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    let count = stack.count
    func animated() -> Bool { p.animated(using: &rng) }
    func payload() -> Int { context.drawPayload(p.payloadBytes, using: &rng) }
    func index(upTo count: Int) -> Int {
      count > 0 && rng.below(10) != 0 ? rng.below(count) : rng.below(count + 3) - 1
    }
    func slot() -> Int { rng.below(Self.cacheSlots + 1) }
    func style() -> TransitionStyle { Self.styles[rng.below(Self.styles.count)] }
    switch kind {
    case .push: return .push(payload: payload(), style: style(), animated: animated())
    case .pushCached: return .pushCached(slot: slot(), style: style(), animated: animated())
    case .pop: return .pop(animated: animated())
    case .popTo: return .popTo(index: index(upTo: count), animated: animated())
    case .popToRoot: return .popToRoot(animated: animated())
    case .insert: return .insert(index: index(upTo: count + 1), payload: payload())
    case .insertCached: return .insertCached(slot: slot(), index: index(upTo: count + 1))
    case .remove: return .remove(index: index(upTo: count), animated: animated())
    case .replaceAll:
      return .replaceAll(
        keep: rng.next(), added: context.drawBatch(0...2, using: &rng), payload: payload(),
        animated: animated())
    case .setCapacity:
      return .setCapacity(context.drawParameter(p.parameters, using: &rng))
    case .cover: return .cover(animated: animated())
    case .uncover: return .uncover(animated: animated())
    case .retain: return .retain(index: index(upTo: count))
    case .release: return .release(slot: slot())
    case .cancelTransition: return .cancelTransition
    }
  }

  // `allCases` builds a new array on every call; the hot path reads this instead.
  private static let styles = TransitionStyle.allCases

  /// Checks payloads, the number of children a replacement adds, and capacities.
  public static func validate(_ operation: Operation) throws(HarnessError) {
    switch operation {
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
  public static func simplerForms(of operation: Operation) -> [Operation] {
    switch operation {
    case .insert(let index, let payload):
      return (index > 0 ? lowerIndices(index).map { .insert(index: $0, payload: payload) } : [])
        + (payload > 0 ? [.insert(index: index, payload: 0)] : [])
        + [.push(payload: payload, style: .slide, animated: false)]  // an insert at the top
    case .remove(let index, let animated) where index > 0:
      return lowerIndices(index).map { .remove(index: $0, animated: animated) }
        + (animated ? [.remove(index: index, animated: false)] : [])
    case .popTo(let index, let animated) where index > 0:
      return lowerIndices(index).map { .popTo(index: $0, animated: animated) }
        + (animated ? [.popTo(index: index, animated: false)] : [])
    case .push(let payload, let style, let animated):
      var forms: [Operation] = []
      if payload > 0 { forms.append(.push(payload: 0, style: style, animated: animated)) }
      if animated { forms.append(.push(payload: payload, style: style, animated: false)) }
      return forms
    case .insertCached(let slot, _):
      return [.pushCached(slot: slot, style: .slide, animated: false)]
    case .replaceAll(let keep, let added, let payload, let animated):
      var forms: [Operation] = []
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
  static func lowerIndices(_ index: Int) -> [Int] {
    var indices = [0]
    if index / 2 > 0 { indices.append(index / 2) }
    if index - 1 > index / 2 { indices.append(index - 1) }
    return indices
  }

  /// Pushes and inserts.
  public static func adds(_ operation: Operation) -> Bool {
    switch operation {
    case .push, .pushCached, .insert, .insertCached: true
    default: false
    }
  }

  /// Pops and removals.
  public static func removes(_ operation: Operation) -> Bool {
    switch operation {
    case .pop, .remove: true
    default: false
    }
  }
}

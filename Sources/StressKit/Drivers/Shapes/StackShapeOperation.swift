// The stack shape driver's operations, whole: the cases and their kinds, how each reads
// (`Codable` is synthesized), is checked and simplified for the shrinker, and whether it adds
// or removes a child. Adding an operation starts here.

import Containment

/// An operation of ``StackShapeDriver``: a push, a pop, a new stack or a touch (a type of its
/// own, as ``ContentShapeOperation`` is).
public enum StackShapeOperation: StressOperation {
  /// A child pushed; after a `dive` of that many new children without payload, pushed one by
  /// one in the same step, as a deep link does (`nil`: none; a dive of ``Magnitudes``).
  case push(ChildChoice, dive: Int? = nil)
  /// The top child popped; `count` times in the same step (`nil`: once).
  case pop(count: Int? = nil)
  /// A new stack, as a deep link or a sign-in sets one: the children whose bit is set in `keep`
  /// (bottom first, indices 0...63) stay, in order, and the chosen child goes on top (moved
  /// there if it was kept). Drawn for a shape that sets its stack (``StackShape/setsStack``).
  case replace(keep: UInt64, ChildChoice, animated: Bool)
  /// A finger on the container, for a shape with gestures (``ContainerShape/gestures``).
  case touch(ShapeTouch)

  /// `push(new(1024))`, `push(new(0) after 300 new)`, `pop`, `pop(×300)`,
  /// `replace(keep: 0b101, new(256), animated)`, `touch(lift)`.
  public var description: String {
    switch self {
    case .push(let choice, let dive):
      "push(\(choice)" + (dive.map { " after \($0) new" } ?? "") + ")"
    case .pop(let count): count.map { "pop(×\($0))" } ?? "pop"
    case .replace(let keep, let choice, let animated):
      "replace(keep: 0b\(String(keep, radix: 2)), \(choice)\(animated ? ", animated" : ""))"
    case .touch(let touch): "touch(\(touch))"
    }
  }
}

/// The kinds of ``StackShapeOperation``.
public enum StackShapeKind: String, StressKind {
  case push, pop, touch, replace

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .push: 0
    case .pop: 1
    case .touch: 2
    case .replace: 3
    }
  }
}

extension StackShapeOperation {
  /// The operation's kind.
  public var kind: StackShapeKind {
    switch self {
    case .push: .push
    case .pop: .pop
    case .touch: .touch
    case .replace: .replace
    }
  }

  /// Each child choice is checked, and the size of a dive or of a batch of pops.
  public func validate() throws(HarnessError) {
    switch self {
    case .push(let choice, let dive):
      try choice.validate()
      if let dive { try TraceBounds.check(dive, key: "dive", in: TraceBounds.addedChildren) }
    case .pop(let count):
      if let count { try TraceBounds.check(count, key: "count", in: TraceBounds.addedChildren) }
    case .touch(let touch): try touch.validate()
    case .replace(_, let choice, _): try choice.validate()
    }
  }

  /// Smaller dives and batches of pops (a large one comes down to its threshold in a few
  /// replays), a new child without payload.
  public var simplerForms: [Self] {
    switch self {
    case .push(let choice, let dive):
      var forms = smallerCounts(dive ?? 0).map {
        Self.push(choice, dive: $0 > 0 ? $0 : nil)
      }
      if let simpler = choice.simpler { forms.append(.push(simpler, dive: dive)) }
      return forms
    case .pop(let count):
      return smallerCounts(count ?? 0).map { Self.pop(count: $0 > 1 ? $0 : nil) }
    case .touch(let touch): return touch.simplerForms.map(Self.touch)
    case .replace(let keep, let choice, let animated):
      // Fewer children kept (none, then the highest one dropped), not animated, a simpler child.
      var forms: [Self] = []
      if keep != 0 {
        forms.append(.replace(keep: 0, choice, animated: animated))
        let highest = UInt64(1) << (63 - UInt64(keep.leadingZeroBitCount))
        if keep != highest {
          forms.append(.replace(keep: keep & ~highest, choice, animated: animated))
        }
      }
      if animated { forms.append(.replace(keep: keep, choice, animated: false)) }
      if let simpler = choice.simpler {
        forms.append(.replace(keep: keep, simpler, animated: animated))
      }
      return forms
    }
  }

  /// A push adds a child, and so does a new stack (its top).
  public var adds: Bool {
    switch self {
    case .push, .replace: true
    case .pop, .touch: false
    }
  }

  /// A pop takes one away, and a new stack those it does not keep.
  public var removes: Bool {
    switch self {
    case .pop, .replace: true
    case .push, .touch: false
    }
  }
}

// The stack shape driver's operations, whole: the cases and their kinds, how each reads
// (`Codable` is synthesized), is checked and simplified for the shrinker, and whether it adds
// or removes a child. Adding an operation starts here.

import Containment

/// An operation of ``StackShapeDriver``: a push, a pop or a touch (a type of its own, as
/// ``ContentShapeOperation`` is).
public enum StackShapeOperation: StressOperation {
  /// A child pushed; after a `dive` of that many new children without payload, pushed one by
  /// one in the same step, as a deep link does (`nil`: none; a dive of ``Magnitudes``).
  case push(ChildChoice, dive: Int? = nil)
  /// The top child popped; `count` times in the same step (`nil`: once).
  case pop(count: Int? = nil)
  /// A finger on the container, for a shape with gestures (``ContainerShape/gestures``).
  case touch(ShapeTouch)

  /// `push(new(1024))`, `push(new(0) after 300 new)`, `pop`, `pop(×300)`, `touch(lift)`.
  public var description: String {
    switch self {
    case .push(let choice, let dive):
      "push(\(choice)" + (dive.map { " after \($0) new" } ?? "") + ")"
    case .pop(let count): count.map { "pop(×\($0))" } ?? "pop"
    case .touch(let touch): "touch(\(touch))"
    }
  }
}

/// The kinds of ``StackShapeOperation``.
public enum StackShapeKind: String, StressKind {
  case push, pop, touch

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .push: 0
    case .pop: 1
    case .touch: 2
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
    }
  }

  /// A push adds a child.
  public var adds: Bool { if case .push = self { true } else { false } }

  /// A pop takes one away.
  public var removes: Bool { if case .pop = self { true } else { false } }
}

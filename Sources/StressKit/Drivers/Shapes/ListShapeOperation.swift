// The list shape driver's operations, whole: the cases and their kinds, how each reads
// (`Codable` is synthesized), is checked and simplified for the shrinker, and whether it adds
// or removes a child. Adding an operation starts here.

import Containment

/// An operation of ``ListShapeDriver``: a new list, a selection or a touch (a type of its own, as
/// ``ContentShapeOperation`` is).
public enum ListShapeOperation: StressOperation {
  /// A new list of children: those the choices name, then a `dive` of that many new children
  /// without payload (`nil`: none; a list's dive of ``Magnitudes``, hundreds of children).
  case setChildren([ChildChoice], dive: Int? = nil)
  /// The child at this index selected.
  case select(Int)
  /// A finger on the container, for a shape with gestures (``ContainerShape/gestures``).
  case touch(ShapeTouch)

  /// `setChildren([new(0), reuse(2)])`, `setChildren([new(0)] + 300 new)`, `select(1)`,
  /// `touch(move 2)`.
  public var description: String {
    switch self {
    case .setChildren(let choices, let dive):
      "setChildren([\(choices.map(\.description).joined(separator: ", "))]"
        + (dive.map { " + \($0) new" } ?? "") + ")"
    case .select(let index): "select(\(index))"
    case .touch(let touch): "touch(\(touch))"
    }
  }
}

/// The kinds of ``ListShapeOperation``.
public enum ListShapeKind: String, StressKind {
  case setChildren = "set-children"
  case select
  case touch

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .setChildren: 0
    case .select: 1
    case .touch: 2
    }
  }
}

extension ListShapeOperation {
  /// The operation's kind.
  public var kind: ListShapeKind {
    switch self {
    case .setChildren: .setChildren
    case .select: .select
    case .touch: .touch
    }
  }

  /// The list's length, its dive's and each child choice are checked.
  public func validate() throws(HarnessError) {
    if case .touch(let touch) = self { try touch.validate() }
    if case .setChildren(let choices, let dive) = self {
      try TraceBounds.check(choices.count, key: "setChildren", in: TraceBounds.addedChildren)
      if let dive { try TraceBounds.check(dive, key: "dive", in: TraceBounds.addedChildren) }
      for choice in choices { try choice.validate() }
    }
  }

  /// Smaller dives and indices (a large one comes down to its threshold in a few replays),
  /// shorter lists, and new children without payload.
  public var simplerForms: [Self] {
    if case .select(let index) = self { return smallerCounts(index).map(Self.select) }
    if case .touch(let touch) = self { return touch.simplerForms.map(Self.touch) }
    guard case .setChildren(let choices, let dive) = self else { return [] }
    var forms = smallerCounts(dive ?? 0).map {
      Self.setChildren(choices, dive: $0 > 0 ? $0 : nil)
    }
    guard !choices.isEmpty else { return forms }
    forms.append(.setChildren(Array(choices.dropLast()), dive: dive))
    if choices.count > 1 { forms.append(.setChildren([choices[0]], dive: dive)) }
    let lighter = choices.map { $0.simpler ?? $0 }
    if lighter != choices { forms.append(.setChildren(lighter, dive: dive)) }
    return forms
  }
}

// The tab's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker, how a trace journals it and how a reproducer writes it in Swift
// (`Codable` is synthesized). Adding an operation starts here.

import Containment

extension TabDriver {
  /// An operation on the tab container.
  public enum Operation: StressOperation {
    /// Sets the children: those whose index bit is set in `keep`, `add` inserted at `at`
    /// (modulo the count), and a `dive` of that many new children without payload at the end
    /// (`nil`: none; a dive of ``Magnitudes``).
    case setChildren(keep: UInt8, add: ChildChoice?, at: Int, dive: Int? = nil)
    /// Selects the child at `index` (out of range: a no-op).
    case select(index: Int)
    /// Shows or hides the menu.
    case menu(shown: Bool)

    /// `setChildren(keep 0b101, new(0) at 1)`, `setChildren(keep 0b1, + 300 new)`.
    public var description: String {
      switch self {
      case .setChildren(let keep, let add, let at, let dive):
        "setChildren(keep 0b\(String(keep, radix: 2))"
          + (add.map { ", \($0) at \(at)" } ?? "") + (dive.map { ", + \($0) new" } ?? "") + ")"
      case .select(let index): "select(\(index))"
      case .menu(let shown): shown ? "showMenu" : "hideMenu"
      }
    }

    /// The kinds of the operations.
    public enum Kind: String, StressKind {
      case setChildren, select, menu
    }
  }
}

extension TabDriver.Operation {
  /// `setChildren`, `select` or `menu`.
  public var kind: Kind {
    switch self {
    case .setChildren: .setChildren
    case .select: .select
    case .menu: .menu
    }
  }

  /// Checks the payloads of the children the operation adds, and the size of its dive.
  public func validate() throws(HarnessError) {
    guard case .setChildren(_, let add, _, let dive) = self else { return }
    try add?.validate()
    if let dive { try TraceBounds.check(dive, key: "dive", in: TraceBounds.addedChildren) }
  }

  /// A smaller dive (a large one comes down to its threshold in a few replays), no new child,
  /// a new child without payload.
  public var simplerForms: [Self] {
    guard case .setChildren(let keep, let add, let at, let dive) = self else { return [] }
    var forms = smallerCounts(dive ?? 0).map {
      Self.setChildren(keep: keep, add: add, at: at, dive: $0 > 0 ? $0 : nil)
    }
    guard let add else { return forms }
    forms.append(.setChildren(keep: keep, add: nil, at: at, dive: dive))
    if let simpler = add.simpler {
      forms.append(.setChildren(keep: keep, add: simpler, at: at, dive: dive))
    }
    return forms
  }
}

extension TabDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .setChildren(let keep, let add, let at, let dive):
      let fields = line.object("setChildren")
      if let add { fields.set("add", add) }
      fields.set("at", at)
      if let dive { fields.set("dive", dive) }
      fields.set("keep", keep)
    case .select(let index): line.object("select").set("index", index)
    case .menu(let shown): line.object("menu").set("shown", shown)
    }
  }
}

extension TabDriver.Operation: SwiftExpressible {
  /// `.setChildren(keep: 0b101, add: .new(payload: 0), at: 1)`, `.select(index: 1)`
  /// (`, dive: 300` after `at` for a dive).
  public var swiftExpression: String {
    switch self {
    case .setChildren(let keep, let add, let at, let dive):
      ".setChildren(keep: 0b\(String(keep, radix: 2)), add: \(add?.swiftExpression ?? "nil"), "
        + "at: \(at)\(dive.map { ", dive: \($0)" } ?? ""))"
    case .select(let index): ".select(index: \(index))"
    case .menu(let shown): ".menu(shown: \(shown))"
    }
  }
}

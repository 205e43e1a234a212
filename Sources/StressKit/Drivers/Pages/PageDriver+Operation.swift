// The page's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker, how a trace journals it and how a reproducer writes it in Swift
// (`Codable` is synthesized). Adding an operation starts here.

import Containment

extension PageDriver {
  /// An operation on the page container.
  public enum Operation: StressOperation {
    /// Sets the pages: those whose index bit is set in `keep`, then `add`, then a `dive` of
    /// that many new pages without payload (`nil`: none; a dive of ``Magnitudes``), showing
    /// `current` (modulo the count).
    case setPages(keep: UInt16, add: [ChildChoice], current: Int, dive: Int? = nil)
    /// Shows the next page.
    case swipeLeft(animated: Bool)
    /// Shows the previous page.
    case swipeRight(animated: Bool)
    /// Ends the running swipe at once.
    case finishTransition

    /// `swipeLeft animated`, `setPages(keep 0b11, + new(0), current 1)`,
    /// `setPages(keep 0b1, + 300 new, current 2)`.
    public var description: String {
      switch self {
      case .setPages(let keep, let add, let current, let dive):
        "setPages(keep 0b\(String(keep, radix: 2))"
          + add.map { ", + \($0)" }.joined() + (dive.map { ", + \($0) new" } ?? "")
          + ", current \(current))"
      case .swipeLeft(let animated): "swipeLeft" + (animated ? " animated" : "")
      case .swipeRight(let animated): "swipeRight" + (animated ? " animated" : "")
      case .finishTransition: "finishTransition"
      }
    }

    /// The kinds of the operations.
    public enum Kind: String, StressKind {
      case setPages, swipeLeft, swipeRight, finishTransition
    }
  }
}

extension PageDriver.Operation {
  /// The operation's case.
  public var kind: Kind {
    switch self {
    case .setPages: .setPages
    case .swipeLeft: .swipeLeft
    case .swipeRight: .swipeRight
    case .finishTransition: .finishTransition
    }
  }

  /// Checks how many pages the operation adds, and their payloads.
  public func validate() throws(HarnessError) {
    guard case .setPages(_, let add, _, let dive) = self else { return }
    try TraceBounds.check(add.count, key: "add", in: TraceBounds.addedChildren)
    for child in add { try child.validate() }
    if let dive { try TraceBounds.check(dive, key: "dive", in: TraceBounds.addedChildren) }
  }

  /// No animation; a smaller dive (a large one comes down to its threshold in a few replays);
  /// fewer and simpler new pages.
  public var simplerForms: [Self] {
    switch self {
    case .swipeLeft(true): return [.swipeLeft(animated: false)]
    case .swipeRight(true): return [.swipeRight(animated: false)]
    case .setPages(let keep, let add, let current, let dive):
      var forms = smallerCounts(dive ?? 0).map {
        Self.setPages(keep: keep, add: add, current: current, dive: $0 > 0 ? $0 : nil)
      }
      guard !add.isEmpty else { return forms }
      forms.append(.setPages(keep: keep, add: Array(add.dropLast()), current: current, dive: dive))
      let simpler = add.map { $0.simpler ?? $0 }
      if simpler != add {
        forms.append(.setPages(keep: keep, add: simpler, current: current, dive: dive))
      }
      return forms
    default: return []
    }
  }
}

extension PageDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .setPages(let keep, let add, let current, let dive):
      let fields = line.object("setPages")
      fields.set("add", add)
      fields.set("current", current)
      if let dive { fields.set("dive", dive) }
      fields.set("keep", keep)
    case .swipeLeft(let animated): line.object("swipeLeft").set("animated", animated)
    case .swipeRight(let animated): line.object("swipeRight").set("animated", animated)
    case .finishTransition: line.object("finishTransition")
    }
  }
}

extension PageDriver.Operation: SwiftExpressible {
  /// `.setPages(keep: 0b11, add: [.new(payload: 0)], current: 1)`, `.swipeLeft(animated: true)`
  /// (`, dive: 300` after `current` for a dive).
  public var swiftExpression: String {
    switch self {
    case .setPages(let keep, let add, let current, let dive):
      ".setPages(keep: 0b\(String(keep, radix: 2)), "
        + "add: [\(add.map(\.swiftExpression).joined(separator: ", "))], current: \(current)"
        + "\(dive.map { ", dive: \($0)" } ?? ""))"
    case .swipeLeft(let animated): ".swipeLeft(animated: \(animated))"
    case .swipeRight(let animated): ".swipeRight(animated: \(animated))"
    case .finishTransition: ".finishTransition"
    }
  }
}

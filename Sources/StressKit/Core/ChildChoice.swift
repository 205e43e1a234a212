import Containment

/// Which child an operation adds: a new one, or one that left a container before.
///
/// Reusing children is where containers break: a child coming back may have lost its view and
/// must reload it before it appears.
public enum ChildChoice: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A new child whose view holds `payload` bytes.
  case new(payload: Int)
  /// The free child at this position (modulo their number) among those the context keeps; no
  /// child (a no-op) when none is free.
  case reuse(index: Int)
  /// The child at this position (modulo their number) among those the context keeps that have
  /// a parent now: one the container must refuse (`alreadyHasParent`, or a duplicate), so that
  /// the refusal is exercised; no child (a no-op) when none has a parent.
  case taken(index: Int)
  /// A new screen of the kind called `name` (``StressScreen``): one of the team's own view
  /// controllers, made by its own initializer; no child (a no-op) when the run has no such
  /// kind.
  case screen(name: ScreenName)

  /// `new(1024)`, `reuse(3)`, `taken(5)` or `screen(detail)`.
  public var description: String {
    switch self {
    case .new(let payload): "new(\(payload))"
    case .reuse(let index): "reuse(\(index))"
    case .taken(let index): "taken(\(index))"
    case .screen(let name): "screen(\(name))"
    }
  }

  /// Checks a new child's payload against ``TraceBounds/payloadBytes``, and a screen's name.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key, the value and the bounds.
  public func validate() throws(HarnessError) {
    switch self {
    case .new(let payload):
      try TraceBounds.check(payload, key: "payload", in: TraceBounds.payloadBytes)
    case .reuse, .taken, .screen:
      break  // a screen's name is checked as it is read
    }
  }

  /// A new child without payload: the shrinker's simpler form (a reused child's too, so that
  /// the steps that freed it can go).
  var simpler: ChildChoice? {
    switch self {
    case .new(let payload): payload > 0 ? .new(payload: 0) : nil
    case .reuse: .new(payload: 0)
    case .taken, .screen: nil
    }
  }
}

// As its synthesized `encode(to:)` writes it: an object under the case's name.
extension ChildChoice: TraceLineWritable {
  /// Writes the choice as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .new(let payload): line.object("new").set("payload", payload)
    case .reuse(let index): line.object("reuse").set("index", index)
    case .taken(let index): line.object("taken").set("index", index)
    case .screen(let name): line.object("screen").set("name", name.description)
    }
  }
}

extension ChildChoice: SwiftExpressible {
  /// `.new(payload: 1024)`, `.reuse(index: 3)`, `.taken(index: 5)`, `.screen(name: "list")`.
  public var swiftExpression: String {
    switch self {
    case .new(let payload): ".new(payload: \(payload))"
    case .reuse(let index): ".reuse(index: \(index))"
    case .taken(let index): ".taken(index: \(index))"
    case .screen(let name): ".screen(name: \(String(reflecting: name.description)))"
    }
  }
}

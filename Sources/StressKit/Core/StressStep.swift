import Containment

/// One step of a run: what every container faces, or one of the container's own operations.
///
/// In traces the shared steps are named by `op` (`{"count":1,"op":"memory-warning"}`,
/// `{"op":"rotate","orientation":"landscapeLeft"}`, `{"height":600,"op":"resize","width":400}`,
/// `{"op":"advance","ticks":120}`, `{"op":"hide-window"}`, `{"op":"show-window"}`); a
/// container's operation is written as its own JSON object (which may use `op` too, with names
/// of its own).
public enum StressStep<Operation: Codable & Hashable & Sendable & CustomStringConvertible>:
  Hashable, Sendable, CustomStringConvertible
{
  /// `count` memory warnings in a row, sent through the window (more than one: a burst).
  case memoryWarning(count: Int)
  /// The window rotated (refused while a transition runs).
  case rotate(InterfaceOrientation)
  /// The window resized (its orientation's width and height swapped when needed; refused
  /// while a transition runs).
  case resize(width: Int, height: Int)
  /// Virtual time passing, so that operations land inside transitions.
  case advance(ticks: Int)
  /// The window taken off screen.
  case hideWindow
  /// The window put back on screen.
  case showWindow
  /// One of the container's own operations.
  case container(Operation)

  /// The step as transcripts write it: `memoryWarning(count: 1)`, `advance(ticks: 120)`, or
  /// the container's operation's description.
  public var description: String {
    switch self {
    case .memoryWarning(let count): "memoryWarning(count: \(count))"
    case .rotate(let orientation): "rotate(\(orientation.rawValue))"
    case .resize(let width, let height): "resize(width: \(width), height: \(height))"
    case .advance(let ticks): "advance(ticks: \(ticks))"
    case .hideWindow: "hideWindow"
    case .showWindow: "showWindow"
    case .container(let operation): operation.description
    }
  }

  /// The shared kind of the step; `nil` for a container's operation.
  @inlinable
  public var sharedKind: SharedStepKind? {
    switch self {
    case .memoryWarning: .memoryWarning
    case .rotate: .rotate
    case .resize: .resize
    case .advance: .advance
    case .hideWindow: .hideWindow
    case .showWindow: .showWindow
    case .container: nil
    }
  }

  /// The container's operation, if the step is one.
  public var operation: Operation? {
    if case .container(let operation) = self { return operation }
    return nil
  }

  /// Checks the step's values against ``TraceBounds``: the shared steps' here, a container
  /// operation's by ``StressOperation/validate()``.
  ///
  /// - Throws: ``HarnessError/badTrace(_:)`` naming the key, the value and the bounds.
  public func validate() throws(HarnessError) where Operation: StressOperation {
    switch self {
    case .memoryWarning(let count):
      try TraceBounds.check(count, key: "count", in: TraceBounds.warningBurst)
    case .resize(let width, let height):
      try TraceBounds.check(width, key: "width", in: TraceBounds.windowSide)
      try TraceBounds.check(height, key: "height", in: TraceBounds.windowSide)
    case .advance(let ticks):
      try TraceBounds.check(ticks, key: "ticks", in: TraceBounds.advanceTicks)
    case .container(let operation): try operation.validate()
    case .rotate, .hideWindow, .showWindow: break
    }
  }

  /// The count the step carries, for the shrinker's folding: warnings of a burst (kind 0) and
  /// ticks of a time step (kind 1) add up; other steps carry none.
  package var foldableCount: (kind: Int, count: Int)? {
    switch self {
    case .memoryWarning(let count): (0, count)
    case .advance(let ticks): (1, ticks)
    default: nil
    }
  }

  /// The step with `count` in place of its own, clamped to the step's ``TraceBounds``.
  package func withFoldedCount(_ count: Int) -> Self {
    switch self {
    case .memoryWarning:
      .memoryWarning(
        count: min(
          max(count, TraceBounds.warningBurst.lowerBound), TraceBounds.warningBurst.upperBound))
    case .advance:
      .advance(ticks: min(max(count, 0), TraceBounds.advanceTicks.upperBound))
    default: self
    }
  }

  /// Draws a shared step of `kind` that carries no count of the run's (a rotation, a resize,
  /// the window hidden or shown); the runner draws bursts and time steps itself.
  @inlinable
  static func draw(_ kind: SharedStepKind, using rng: inout SplitMix64) -> Self {
    switch kind {
    case .rotate: .rotate(orientations[rng.below(orientations.count)])
    case .resize: .resize(width: 300 + rng.below(600), height: 300 + rng.below(900))
    case .memoryWarning: .memoryWarning(count: 1)
    case .advance: .advance(ticks: 1)
    case .hideWindow: .hideWindow
    case .showWindow: .showWindow
    }
  }

  // `allCases` builds a new array on every call; the hot path reads this instead.
  @inlinable
  static var orientations: [InterfaceOrientation] { allOrientations }
}

@usableFromInline
let allOrientations = InterfaceOrientation.allCases

extension StressStep: Codable {
  private enum Key: String, CodingKey { case op, orientation, ticks, count, width, height }

  /// Decodes a step from its trace line.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    let name = try c.decodeIfPresent(String.self, forKey: .op)
    guard let name, let kind = SharedStepKind(rawValue: name) else {
      do {
        self = .container(try Operation(from: decoder))
      } catch {
        // The container's own complaint about a field it knows, rather than one about the
        // name, when it has one.
        guard let name, Self.isAboutName(error) else { throw error }
        throw DecodingError.dataCorruptedError(
          forKey: .op, in: c,
          debugDescription:
            "unknown step '\(HarnessError.echoed(name))'; shared steps are \(SharedStepKind.ordered.map(\.rawValue))"
        )
      }
      return
    }
    switch kind {
    case .memoryWarning:
      self = .memoryWarning(count: try c.decodeIfPresent(Int.self, forKey: .count) ?? 1)
    case .rotate:
      let raw = try c.decode(String.self, forKey: .orientation)
      guard let orientation = InterfaceOrientation(rawValue: raw) else {
        throw DecodingError.dataCorruptedError(
          forKey: .orientation, in: c,
          debugDescription: "unknown orientation '\(HarnessError.echoed(raw))'")
      }
      self = .rotate(orientation)
    case .resize:
      self = .resize(
        width: try c.decode(Int.self, forKey: .width),
        height: try c.decode(Int.self, forKey: .height))
    case .advance: self = .advance(ticks: try c.decode(Int.self, forKey: .ticks))
    case .hideWindow: self = .hideWindow
    case .showWindow: self = .showWindow
    }
  }

  /// Whether a container's decoding error is about the operation's name (or no key at all)
  /// rather than about one of its fields.
  private static func isAboutName(_ error: any Error) -> Bool {
    guard let error = error as? DecodingError else { return true }
    let path: [any CodingKey]
    switch error {
    case .dataCorrupted(let context), .valueNotFound(_, let context):
      path = context.codingPath
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
    case .typeMismatch(_, let context):
      path = context.codingPath
    @unknown default:
      return true
    }
    return path.last.map { $0.stringValue == Key.op.stringValue } ?? true
  }

  /// Encodes the step as its trace line.
  public func encode(to encoder: any Encoder) throws {
    guard let kind = sharedKind else {
      try operation?.encode(to: encoder)
      return
    }
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(kind.rawValue, forKey: .op)
    switch self {
    case .memoryWarning(let count): try c.encode(count, forKey: .count)
    case .rotate(let orientation): try c.encode(orientation.rawValue, forKey: .orientation)
    case .resize(let width, let height):
      try c.encode(width, forKey: .width)
      try c.encode(height, forKey: .height)
    case .advance(let ticks): try c.encode(ticks, forKey: .ticks)
    case .hideWindow, .showWindow, .container: break
    }
  }
}

extension StressStep {
  /// Writes the step's trace line, the same as `encode(to:)` (keys in their sorted order): a
  /// shared step by itself, a container's operation with `writeOperation`; returns `false` for
  /// an operation when there is none (then only `encode(to:)` writes the line).
  @inlinable
  func writeTraceLine(
    into line: TraceLineObject, operation writeOperation: ((Operation, TraceLineObject) -> Void)?
  ) -> Bool {
    switch self {
    case .container(let operation):
      guard let writeOperation else { return false }
      writeOperation(operation, line)
      return true
    case .memoryWarning(let count):
      line.set("count", count)
      line.set("op", SharedStepKind.memoryWarning.rawValue)
    case .rotate(let orientation):
      line.set("op", SharedStepKind.rotate.rawValue)
      line.set("orientation", orientation.rawValue)
    case .resize(let width, let height):
      line.set("height", height)
      line.set("op", SharedStepKind.resize.rawValue)
      line.set("width", width)
    case .advance(let ticks):
      line.set("op", SharedStepKind.advance.rawValue)
      line.set("ticks", ticks)
    case .hideWindow: line.set("op", SharedStepKind.hideWindow.rawValue)
    case .showWindow: line.set("op", SharedStepKind.showWindow.rawValue)
    }
    return true
  }
}

extension StressStep: TraceLineWritable where Operation: TraceLineWritable {
  /// Writes the step's trace line, the same as `encode(to:)`.
  public func writeTraceLine(into line: TraceLineObject) {
    _ = writeTraceLine(into: line) { $0.writeTraceLine(into: $1) }
  }
}

extension StressStep where Operation: StressOperation {
  /// Simpler forms for the shrinker: single warnings, shorter time steps, the container's
  /// simpler operations; a large count (a folded burst, a long time step) also by the halvings
  /// of `smallerCounts(_:)`, which take it to the count a failure needs in a
  /// few replays.
  var simplerForms: [Self] {
    switch self {
    case .memoryWarning(let count) where count > 1:
      [.memoryWarning(count: 1)]
        + (count > 64 ? smallerCounts(count).filter { $0 > 1 }.map(Self.memoryWarning) : [])
    case .advance(let ticks) where ticks > 1:
      ticks > 4096
        ? smallerCounts(ticks).filter { $0 > 0 }.map(Self.advance)
        : [.advance(ticks: ticks / 2)]
    case .container(let operation): operation.simplerForms.map { .container($0) }
    default: []
    }
  }
}

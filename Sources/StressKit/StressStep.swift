import Containment

/// One step of a container's run: what every container faces, or one of its own operations.
///
/// In traces the shared steps are named by `op` (`{"op":"memory-warning"}`,
/// `{"op":"rotate","orientation":"landscapeLeft"}`, `{"op":"advance","ticks":120}`,
/// `{"op":"hide-window"}`, `{"op":"show-window"}`) with the names the stack's traces use; a
/// container's operation is written as its own JSON object.
public enum StressStep<Operation: Codable & Hashable & Sendable & CustomStringConvertible>:
  Hashable, Sendable, CustomStringConvertible
{
  /// A memory warning sent through the window.
  case memoryWarning
  /// The window rotated (refused while a transition runs).
  case rotate(InterfaceOrientation)
  /// Virtual time passing, so that operations land inside transitions.
  case advance(ticks: Int)
  /// The window taken off screen.
  case hideWindow
  /// The window put back on screen.
  case showWindow
  /// One of the container's own operations.
  case container(Operation)

  /// The step as the report counts it.
  public var description: String {
    switch self {
    case .memoryWarning: "memory-warning"
    case .rotate(let orientation): "rotate(\(orientation.rawValue))"
    case .advance(let ticks): "advance(\(ticks))"
    case .hideWindow: "hide-window"
    case .showWindow: "show-window"
    case .container(let operation): operation.description
    }
  }

  /// Simpler forms for the shrinker: shorter time steps, the container's simpler operations.
  func simplerForms<Container: StressContainer>(for _: Container.Type) -> [Self]
  where Container.Operation == Operation {
    switch self {
    case .advance(let ticks) where ticks > 1: [.advance(ticks: ticks / 2)]
    case .container(let operation): Container.simplerForms(of: operation).map { .container($0) }
    default: []
    }
  }

  /// Draws a step: about a third are shared steps, the rest the container's own.
  static func draw<Container: StressContainer>(
    for container: Container, using rng: inout SplitMix64
  ) -> Self where Container.Operation == Operation {
    switch rng.below(20) {
    case 0, 1: .memoryWarning
    case 2, 3:
      .rotate(InterfaceOrientation.allCases[rng.below(InterfaceOrientation.allCases.count)])
    case 4, 5: .advance(ticks: 1 + rng.below(300))
    case 6: rng.coin() ? .hideWindow : .showWindow
    default: .container(container.nextOperation(using: &rng))
    }
  }
}

extension StressStep: Codable {
  private enum Key: String, CodingKey { case op, orientation, ticks }

  private static var sharedNames: [String] {
    ["memory-warning", "rotate", "advance", "hide-window", "show-window"]
  }

  /// Decodes a step from its trace line.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    guard let name = try c.decodeIfPresent(String.self, forKey: .op) else {
      self = .container(try Operation(from: decoder))
      return
    }
    switch name {
    case "memory-warning": self = .memoryWarning
    case "rotate":
      let raw = try c.decode(String.self, forKey: .orientation)
      guard let orientation = InterfaceOrientation(rawValue: raw) else {
        throw DecodingError.dataCorruptedError(
          forKey: .orientation, in: c, debugDescription: "unknown orientation '\(raw)'")
      }
      self = .rotate(orientation)
    case "advance": self = .advance(ticks: try c.decode(Int.self, forKey: .ticks))
    case "hide-window": self = .hideWindow
    case "show-window": self = .showWindow
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: c,
        debugDescription: "unknown step '\(name)'; shared steps are \(Self.sharedNames)")
    }
  }

  /// Encodes the step as its trace line.
  public func encode(to encoder: any Encoder) throws {
    if case .container(let operation) = self {
      try operation.encode(to: encoder)
      return
    }
    var c = encoder.container(keyedBy: Key.self)
    switch self {
    case .memoryWarning: try c.encode("memory-warning", forKey: .op)
    case .rotate(let orientation):
      try c.encode("rotate", forKey: .op)
      try c.encode(orientation.rawValue, forKey: .orientation)
    case .advance(let ticks):
      try c.encode("advance", forKey: .op)
      try c.encode(ticks, forKey: .ticks)
    case .hideWindow: try c.encode("hide-window", forKey: .op)
    case .showWindow: try c.encode("show-window", forKey: .op)
    case .container: break
    }
  }
}

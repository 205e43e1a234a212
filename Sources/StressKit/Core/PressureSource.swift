/// A source of memory warnings besides the workload's own: the way an OS under pressure would
/// send them.
///
/// Each warning a source sends is a ``StressStep/memoryWarning(count:)`` step of its
/// own, recorded in the trace like any other, so a replay repeats it exactly.
///
/// It is coded as the text it is parsed from (`"every:500"`), and refuses to decode text that
/// does not parse.
public enum PressureSource: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A warning whenever the run's live bytes (jemalloc) rise above `bytes`.
  case budget(bytes: Int)
  /// A warning after each step with probability `rate` (seeded).
  case random(rate: Double)
  /// A warning every `steps` steps.
  case every(steps: Int)

  /// Parses `budget:64MiB`, `random:0.01` or `every:500`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` naming the problem.
  public init(parsing text: String) throws(HarnessError) {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw .usage(
        "pressure '\(HarnessError.echoed(text))' must be budget:SIZE, random:RATE or every:STEPS")
    }
    switch parts[0] {
    case "budget":
      guard let bytes = Self.parseSize(parts[1]), bytes > 0 else {
        throw .usage(
          "pressure budget '\(HarnessError.echoed(parts[1]))' must be a size like 64MiB, 512KiB or 1000000"
        )
      }
      self = .budget(bytes: bytes)
    case "random":
      guard let rate = Double(parts[1]), rate > 0, rate <= 1 else {
        throw .usage("pressure rate '\(HarnessError.echoed(parts[1]))' must be a number in (0, 1]")
      }
      self = .random(rate: rate)
    case "every":
      guard let steps = Int(parts[1]), steps >= 1 else {
        throw .usage(
          "pressure interval '\(HarnessError.echoed(parts[1]))' must be a whole number of steps, at least 1"
        )
      }
      self = .every(steps: steps)
    default:
      throw .usage(
        "unknown pressure source '\(HarnessError.echoed(parts[0]))'; use budget, random or every")
    }
  }

  static func parseSize(_ text: String) -> Int? {
    let units: [(String, Int)] = [
      ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10), ("GB", 1_000_000_000),
      ("MB", 1_000_000),
      ("KB", 1000), ("B", 1),
    ]
    for (suffix, scale) in units where text.hasSuffix(suffix) {
      guard let value = Int(text.dropLast(suffix.count)) else { return nil }
      let (product, overflow) = value.multipliedReportingOverflow(by: scale)
      return overflow ? nil : product
    }
    return Int(text)
  }

  /// `budget:64MiB`.
  public var description: String {
    switch self {
    case .budget(let bytes): "budget:\(Self.sizeText(bytes))"
    case .random(let rate): "random:\(rate)"
    case .every(let steps): "every:\(steps)"
    }
  }
}

extension PressureSource {
  /// A size as one types it: `64MiB`, `32KiB`, or bytes when no unit divides it.
  static func sizeText(_ bytes: Int) -> String {
    for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    where bytes % size == 0 {
      return "\(bytes / size)\(unit)"
    }
    return "\(bytes)"
  }
}

extension PressureSource {
  /// Decodes the text ``init(parsing:)`` reads.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do throws(HarnessError) {
      self = try PressureSource(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes ``description``, which parses back to the same source.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

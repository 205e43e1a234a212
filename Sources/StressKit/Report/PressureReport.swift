/// What one pressure source did in a run.
public struct PressureReport: Hashable, Sendable, Codable {
  /// The source, as given.
  public var source: String
  /// Warnings it sent.
  public var warnings: Int
  /// The mean drop of live bytes across one of its warnings (bytes before minus after).
  public var meanDropBytes: Int64
  /// The largest drop.
  public var maxDropBytes: Int64
}

/// The parameter `sweep` varies: its name, the values it takes, and where it is in the
/// configuration.
public struct SweepParameter<Configuration: StressConfiguration>: Sendable {
  /// The parameter's name (`capacity`, `radius`).
  public let name: String
  /// The values `sweep` tries by default.
  public let defaultRange: ClosedRange<Int>
  /// The values it may take.
  public let validRange: ClosedRange<Int>
  /// Where it is.
  public let keyPath: any WritableKeyPath<Configuration, Int> & Sendable

  /// Creates a parameter.
  public init(
    name: String, defaultRange: ClosedRange<Int>, validRange: ClosedRange<Int>,
    keyPath: any WritableKeyPath<Configuration, Int> & Sendable
  ) {
    self.name = name
    self.defaultRange = defaultRange
    self.validRange = validRange
    self.keyPath = keyPath
  }
}

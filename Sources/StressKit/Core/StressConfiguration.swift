/// A container's parameters, fixed for a run and recorded in its trace: the stack's capacity,
/// the pages' radius.
public protocol StressConfiguration: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The defaults of `stress-harness run`.
  init()
  /// Checks every field beyond the ranges of the container's ``StressDriverInfo/parameters``
  /// (which ``StressOptions/validate()`` checks first); the error names the first bad one.
  ///
  /// - Throws: ``HarnessError/usage(_:)``.
  func validate() throws(HarnessError)
}

extension StressConfiguration {
  /// Nothing to check.
  public func validate() throws(HarnessError) {}

  /// The fields and their values: `capacity 2` (empty without fields).
  public var description: String {
    Mirror(reflecting: self).children.map { "\($0.label ?? "") \($0.value)" }
      .joined(separator: ", ")
  }
}

/// No parameters: the default ``StressDriver/Configuration``.
public struct NoConfiguration: StressConfiguration {
  /// The only configuration.
  public init() {}
}

import Containment

/// A breach of the contract found by the oracle.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The rule broken.
  public var rule: Rule
  /// The step (0-based index of the operation) after which it was seen; `nil` at teardown.
  public var step: Int?
  /// The view controller concerned, if one.
  public var subject: ViewControllerID?
  /// What the contract wanted.
  public var expected: String
  /// What happened.
  public var seen: String

  /// Creates a violation.
  public init(
    rule: Rule, step: Int?, subject: ViewControllerID?, expected: String, seen: String
  ) {
    self.rule = rule
    self.step = step
    self.subject = subject
    self.expected = expected
    self.seen = seen
  }

  /// `C1 at step 42 (vc7): expected ..., saw ...`.
  public var description: String {
    let when = step.map { "at step \(formatCount($0))" } ?? "at teardown"
    let who = subject.map { " (\($0))" } ?? ""
    return "\(rule) \(when)\(who): expected \(expected); saw \(seen)"
  }

  private enum CodingKeys: String, CodingKey { case rule, step, subject, expected, seen }

  /// Decodes a violation from its JSON report form.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    rule = try c.decode(Rule.self, forKey: .rule)
    step = try c.decodeIfPresent(Int.self, forKey: .step)
    subject = try c.decodeIfPresent(UInt64.self, forKey: .subject).map {
      ViewControllerID(rawValue: $0)
    }
    expected = try c.decode(String.self, forKey: .expected)
    seen = try c.decode(String.self, forKey: .seen)
  }

  /// Encodes the violation for the JSON report.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(rule, forKey: .rule)
    try c.encodeIfPresent(step, forKey: .step)
    try c.encodeIfPresent(subject?.rawValue, forKey: .subject)
    try c.encode(expected, forKey: .expected)
    try c.encode(seen, forKey: .seen)
  }
}

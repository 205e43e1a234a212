import Containment

/// A contract rule, as ARCHITECTURE.md names them.
public enum Rule: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case L1, L2, L3, L4, C1, C2, C3, C4, C5, C6, C7, C8, C9

  /// What the rule demands, in one line.
  public var summary: String {
    switch self {
    case .L1: "the view loads lazily: loadView then viewDidLoad, once per load"
    case .L2: "appearance callbacks are balanced and the view is loaded before viewWillAppear"
    case .L3: "only a view that is not visible is released, and viewDidUnload follows"
    case .L4: "willMove(toParent:) before didMove(toParent:), one parent at a time"
    case .C1: "only the top N children have loaded views when no transition runs"
    case .C2: "a child coming back into the top N is reloaded before it is shown"
    case .C3: "idle and visible, exactly the top child is appeared; in a transition, two move"
    case .C4: "a memory warning reaches every child and spares the top and the participants"
    case .C5: "removing a child never releases its view"
    case .C6: "children load no view while the stack is not on screen"
    case .C7: "rotations and resizes are refused while a transition runs"
    case .C8: "a pop plays the inverse of the transition its child was pushed with"
    case .C9: "nothing leaks: every view controller and view is deallocated at the end"
    }
  }

  /// The rule's name.
  public var description: String { rawValue }
}

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
    let when = step.map { "at step \($0)" } ?? "at teardown"
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

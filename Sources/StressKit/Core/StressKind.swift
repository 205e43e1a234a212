/// The kinds of a container's operations: what profiles weigh, swarm masks switch off and
/// reports count.
///
/// Declare it as a `String` enum; the raw values are the names reports and `--profile` weights
/// use. Give it a switch for ``ordinal`` when speed matters: the default looks the kind up in
/// `allCases`.
///
/// ```swift
/// enum Kind: String, StressKind {
///   case show, hide
///   var ordinal: Int {
///     switch self {
///     case .show: 0
///     case .hide: 1
///     }
///   }
/// }
/// ```
public protocol StressKind: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
  /// The kind's position in `allCases`: dense, from 0, so that counts live in a flat table.
  var ordinal: Int { get }
}

extension StressKind {
  /// The kind's position in `allCases`, found by a search (write a switch instead on a hot path).
  public var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// The kinds of the steps every container faces, drawn and applied by the runner itself.
public enum SharedStepKind: String, StressKind {
  case memoryWarning = "memory-warning"
  case rotate
  case resize
  case advance
  case hideWindow = "hide-window"
  case showWindow = "show-window"

  /// The kind's position in `allCases`.
  @inlinable
  public var ordinal: Int {
    switch self {
    case .memoryWarning: 0
    case .rotate: 1
    case .resize: 2
    case .advance: 3
    case .hideWindow: 4
    case .showWindow: 5
    }
  }

  /// `allCases`, built once.
  @usableFromInline
  static let ordered = allCases
}

/// The kind of any step of a run: a shared one or one of the container's.
public enum StepKind<Kind: StressKind>: Hashable, Sendable, CustomStringConvertible {
  /// A step every container faces.
  case shared(SharedStepKind)
  /// One of the container's own operations.
  case container(Kind)

  /// Every step kind: the shared ones, then the container's.
  public static var all: [Self] {
    SharedStepKind.ordered.map(Self.shared) + Kind.allCases.map(Self.container)
  }

  /// How many step kinds there are.
  static var count: Int { SharedStepKind.ordered.count + Kind.allCases.count }

  /// Dense, from 0: the shared kinds first, then the container's.
  @inlinable
  public var ordinal: Int {
    switch self {
    case .shared(let kind): kind.ordinal
    case .container(let kind): SharedStepKind.ordered.count + kind.ordinal
    }
  }

  /// The kind's name, as reports and profiles write it.
  public var description: String {
    switch self {
    case .shared(let kind): kind.rawValue
    case .container(let kind): kind.rawValue
    }
  }
}

/// The bugs a container's driver can plant, by the names `--plant-bug` takes.
///
/// Declare it as a `String` enum whose raw values are the names.
public protocol StressBug: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {}

/// No plantable bugs: the default ``StressContainer/Bug``.
public enum NoBug: StressBug {
  /// There is none.
  public init?(rawValue: String) { nil }
  /// Never called: there is no value.
  public var rawValue: String { switch self {} }
  /// No case.
  public static var allCases: [NoBug] { [] }
}

/// A container's parameters, fixed for a run and recorded in its trace: the stack's capacity,
/// the pages' radius.
public protocol StressConfiguration: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The defaults of `stress-harness run`.
  init()
  /// Checks every field; the error names the first bad one.
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

/// No parameters: the default ``StressContainer/Configuration``.
public struct NoConfiguration: StressConfiguration {
  /// The only configuration.
  public init() {}
}

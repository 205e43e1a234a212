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

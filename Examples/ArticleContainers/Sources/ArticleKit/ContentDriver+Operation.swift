// The content's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker (`Codable` is synthesized). Adding an operation starts here;
// drawing and applying it are the driver's.

import Containment
import StressKit

extension ContentDriver {
  /// Shows a new or reused content, or none; the old content is kept for reuse, or let go.
  public enum Operation: StressOperation {
    case show(ChildChoice?, keepsOld: Bool)

    /// `show(new(1024))`, `show(nil, letting the old one go)`.
    public var description: String {
      switch self {
      case .show(let choice, let keepsOld):
        "show(\(choice?.description ?? "nil")\(keepsOld ? "" : ", letting the old one go"))"
      }
    }

    /// The one kind of operation.
    public enum Kind: String, StressKind { case show }
  }
}

extension ContentDriver.Operation {
  /// `.show`.
  public var kind: Kind { .show }

  /// Each content choice is checked.
  public func validate() throws(HarnessError) {
    if case .show(let choice?, _) = self { try choice.validate() }
  }

  /// The old content let go rather than kept: what holds it then is the container's doing.
  public var simplerForms: [Self] {
    guard case .show(let choice, true) = self else { return [] }
    return [.show(choice, keepsOld: false)]
  }
}

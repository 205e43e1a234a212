// The card's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker (`Codable` is synthesized). Adding an operation starts here;
// drawing and applying it are the driver's.

import Containment
import StressKit

extension CardDriver {
  /// Shows a new or reused card, or none.
  public enum Operation: StressOperation {
    case show(ChildChoice?)

    /// `show(new(1024))`.
    public var description: String {
      switch self {
      case .show(let choice): "show(\(choice?.description ?? "nil"))"
      }
    }

    /// The one kind of operation.
    public enum Kind: String, StressKind { case show }
  }
}

extension CardDriver.Operation {
  /// `.show`.
  public var kind: Kind { .show }
}

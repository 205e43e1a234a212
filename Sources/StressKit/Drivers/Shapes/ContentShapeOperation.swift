// The content shape driver's operations, whole: the cases and their kinds, how each reads
// (`Codable` is synthesized), is checked and simplified for the shrinker, and whether it adds
// or removes a child. Adding an operation starts here.

import Containment

/// An operation of ``ContentShapeDriver``: a new, reused or taken child shown, or none.
///
/// A type of its own, not the driver's (a generic driver's nested type would be generic too,
/// and its metadata looked up at run time in every step).
public enum ContentShapeOperation: StressOperation {
  /// `content = child` (`nil`: none).
  case show(ChildChoice?)

  /// `show(new(1024))`, `show(nil)`.
  public var description: String {
    switch self {
    case .show(let choice): "show(\(choice?.description ?? "nil"))"
    }
  }
}

/// The kind of a ``ContentShapeOperation``.
public enum ContentShapeKind: String, StressKind {
  case show

  /// 0: the only kind.
  public var ordinal: Int { 0 }
}

extension ContentShapeOperation {
  /// `.show`.
  public var kind: ContentShapeKind { .show }

  /// Each content choice is checked.
  public func validate() throws(HarnessError) {
    if case .show(let choice?) = self { try choice.validate() }
  }

  /// A new content without payload.
  public var simplerForms: [Self] {
    guard case .show(let choice?) = self, let simpler = choice.simpler else { return [] }
    return [.show(simpler)]
  }

  /// Showing a child adds one.
  public var adds: Bool { if case .show(.some) = self { true } else { false } }

  /// Showing none takes the content away.
  public var removes: Bool { self == .show(nil) }
}

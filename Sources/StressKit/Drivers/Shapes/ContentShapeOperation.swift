// The content shape driver's operations, whole: the cases and their kinds, how each reads
// (`Codable` is synthesized), is checked and simplified for the shrinker, and whether it adds
// or removes a child. Adding an operation starts here.

import Containment

/// An operation of ``ContentShapeDriver``: a new, reused or taken child shown, or none; or a
/// touch.
///
/// A type of its own, not the driver's (a generic driver's nested type would be generic too,
/// and its metadata looked up at run time in every step).
public enum ContentShapeOperation: StressOperation {
  /// `content = child` (`nil`: none).
  case show(ChildChoice?)
  /// A finger on the container, for a shape with gestures (``ContainerShape/gestures``).
  case touch(ShapeTouch)

  /// `show(new(1024))`, `show(nil)`, `touch(down open)`.
  public var description: String {
    switch self {
    case .show(let choice): "show(\(choice?.description ?? "nil"))"
    case .touch(let touch): "touch(\(touch))"
    }
  }
}

/// The kind of a ``ContentShapeOperation``.
public enum ContentShapeKind: String, StressKind {
  case show, touch

  /// The kind's position (a switch: the runner reads it every step).
  public var ordinal: Int {
    switch self {
    case .show: 0
    case .touch: 1
    }
  }
}

extension ContentShapeOperation {
  /// The operation's kind.
  public var kind: ContentShapeKind {
    switch self {
    case .show: .show
    case .touch: .touch
    }
  }

  /// Each content choice is checked.
  public func validate() throws(HarnessError) {
    switch self {
    case .show(let choice?): try choice.validate()
    case .touch(let touch): try touch.validate()
    case .show(nil): break
    }
  }

  /// A new content without payload; a touch's simpler forms.
  public var simplerForms: [Self] {
    if case .touch(let touch) = self { return touch.simplerForms.map(Self.touch) }
    guard case .show(let choice?) = self, let simpler = choice.simpler else { return [] }
    return [.show(simpler)]
  }

  /// Showing a child adds one.
  public var adds: Bool { if case .show(.some) = self { true } else { false } }

  /// Showing none takes the content away.
  public var removes: Bool { self == .show(nil) }
}

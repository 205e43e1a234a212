// The placeholder's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker, how a trace journals it and how a reproducer writes it in Swift
// (`Codable` is synthesized). Adding an operation starts here.

import Containment

extension PlaceholderDriver {
  /// An operation on the placeholder container.
  public enum Operation: StressOperation {
    /// Shows `child` in `placeholder` (`nil` empties it), with a transition.
    case setChild(
      placeholder: Int, child: ChildChoice?, style: TransitionStyle, reversed: Bool,
      animated: Bool)
    /// Ends every running swap at once.
    case finishTransitions

    /// `setChild(1, new(1024), slide reversed animated)`.
    public var description: String {
      switch self {
      case .setChild(let placeholder, let child, let style, let reversed, let animated):
        "setChild(\(placeholder), \(child?.description ?? "nil"), \(style)"
          + (reversed ? " reversed" : "") + (animated ? " animated" : "") + ")"
      case .finishTransitions: "finishTransitions"
      }
    }

    /// The kinds of the operations.
    public enum Kind: String, StressKind {
      case setChild, finishTransitions
    }
  }
}

extension PlaceholderDriver.Operation {
  /// `setChild` or `finishTransitions`.
  public var kind: Kind {
    switch self {
    case .setChild: .setChild
    case .finishTransitions: .finishTransitions
    }
  }

  /// Checks the payloads of the children the operation adds.
  public func validate() throws(HarnessError) {
    if case .setChild(_, let child?, _, _, _) = self { try child.validate() }
  }

  /// No animation, no style, not reversed, a new child without payload.
  public var simplerForms: [Self] {
    guard
      case .setChild(let placeholder, let child, let style, let reversed, let animated) = self
    else { return [] }
    var forms = simplerTransitions(style: style, animated: animated).map {
      Self.setChild(
        placeholder: placeholder, child: child, style: $0.0, reversed: reversed, animated: $0.1)
    }
    if reversed {
      forms.append(
        .setChild(
          placeholder: placeholder, child: child, style: style, reversed: false, animated: animated
        ))
    }
    if let simpler = child?.simpler {
      forms.append(
        .setChild(
          placeholder: placeholder, child: simpler, style: style, reversed: reversed,
          animated: animated))
    }
    return forms
  }
}

extension PlaceholderDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .setChild(let placeholder, let child, let style, let reversed, let animated):
      let fields = line.object("setChild")
      fields.set("animated", animated)
      if let child { fields.set("child", child) }
      fields.set("placeholder", placeholder)
      fields.set("reversed", reversed)
      fields.set("style", style.rawValue)
    case .finishTransitions: line.object("finishTransitions")
    }
  }
}

extension PlaceholderDriver.Operation: SwiftExpressible {
  /// `.setChild(placeholder: 1, child: .new(payload: 0), style: .slide, reversed: false,
  /// animated: true)`.
  public var swiftExpression: String {
    switch self {
    case .setChild(let placeholder, let child, let style, let reversed, let animated):
      ".setChild(placeholder: \(placeholder), child: \(child?.swiftExpression ?? "nil"), "
        + "style: \(style.swiftExpression), reversed: \(reversed), animated: \(animated))"
    case .finishTransitions: ".finishTransitions"
    }
  }
}

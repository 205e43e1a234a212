// The nested's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker, how a trace journals it and how a reproducer writes it in Swift
// (`Codable` is synthesized). Adding an operation starts here.

import Containment

extension NestedDriver {
  /// An operation on one of the nested containers.
  public enum Operation: StressOperation {
    /// An operation on the tab container (the stack always stays one of its children).
    case tabs(operation: TabDriver.Operation)
    /// Pushes a child onto the stack.
    case push(child: ChildChoice, style: TransitionStyle, animated: Bool)
    /// Pops the stack's top.
    case pop(animated: Bool)
    /// Takes the tab container out of the placeholder.
    case detachTabs(animated: Bool)
    /// Puts the tab container back in the placeholder.
    case attachTabs(style: TransitionStyle, animated: Bool)

    /// `push(new(1024), slide animated)`, `tabs.select(1)`.
    public var description: String {
      switch self {
      case .tabs(let operation): "tabs.\(operation)"
      case .push(let child, let style, let animated):
        "push(\(child), \(style)\(animated ? " animated" : ""))"
      case .pop(let animated): "pop" + (animated ? " animated" : "")
      case .detachTabs(let animated): "detachTabs" + (animated ? " animated" : "")
      case .attachTabs(let style, let animated):
        "attachTabs(\(style)\(animated ? " animated" : ""))"
      }
    }

    /// The kinds of the operations: the tab container's prefixed with `tabs.`.
    public enum Kind: String, StressKind {
      case tabsSetChildren = "tabs.setChildren"
      case tabsSelect = "tabs.select"
      case tabsMenu = "tabs.menu"
      case push, pop, detachTabs, attachTabs

      /// The kind's position in `allCases`.
      public var ordinal: Int {
        switch self {
        case .tabsSetChildren: 0
        case .tabsSelect: 1
        case .tabsMenu: 2
        case .push: 3
        case .pop: 4
        case .detachTabs: 5
        case .attachTabs: 6
        }
      }
    }
  }
}

extension NestedDriver.Operation {
  /// The stack's operations by their own names, the tab container's prefixed with `tabs.`.
  public var kind: Kind {
    switch self {
    case .tabs(.setChildren): .tabsSetChildren
    case .tabs(.select): .tabsSelect
    case .tabs(.menu): .tabsMenu
    case .push: .push
    case .pop: .pop
    case .detachTabs: .detachTabs
    case .attachTabs: .attachTabs
    }
  }

  /// Checks the payloads of the children the operation adds.
  public func validate() throws(HarnessError) {
    switch self {
    case .tabs(let operation): try operation.validate()
    case .push(let child, _, _): try child.validate()
    case .pop, .detachTabs, .attachTabs: break
    }
  }

  /// No animation, no style, simpler children, the tab operations' simpler forms.
  public var simplerForms: [Self] {
    switch self {
    case .tabs(let operation):
      return operation.simplerForms.map { .tabs(operation: $0) }
    case .push(let child, let style, let animated):
      var forms = simplerTransitions(style: style, animated: animated).map {
        Self.push(child: child, style: $0.0, animated: $0.1)
      }
      if let simpler = child.simpler {
        forms.append(.push(child: simpler, style: style, animated: animated))
      }
      return forms
    case .pop(true): return [.pop(animated: false)]
    case .detachTabs(true): return [.detachTabs(animated: false)]
    case .attachTabs(let style, let animated):
      return simplerTransitions(style: style, animated: animated).map {
        .attachTabs(style: $0.0, animated: $0.1)
      }
    default: return []
    }
  }

  /// Pushes on the stack (which a later pop may take away, for the shrinker).
  public var adds: Bool { if case .push = self { true } else { false } }

  /// Pops of the stack.
  public var removes: Bool { if case .pop = self { true } else { false } }
}

extension NestedDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .tabs(let operation): line.object("tabs").set("operation", operation)
    case .push(let child, let style, let animated):
      let fields = line.object("push")
      fields.set("animated", animated)
      fields.set("child", child)
      fields.set("style", style.rawValue)
    case .pop(let animated): line.object("pop").set("animated", animated)
    case .detachTabs(let animated): line.object("detachTabs").set("animated", animated)
    case .attachTabs(let style, let animated):
      let fields = line.object("attachTabs")
      fields.set("animated", animated)
      fields.set("style", style.rawValue)
    }
  }
}

extension NestedDriver.Operation: SwiftExpressible {
  /// `.push(child: .new(payload: 0), style: .slide, animated: true)`,
  /// `.tabs(operation: .select(index: 1))`.
  public var swiftExpression: String {
    switch self {
    case .tabs(let operation): ".tabs(operation: \(operation.swiftExpression))"
    case .push(let child, let style, let animated):
      ".push(child: \(child.swiftExpression), style: \(style.swiftExpression), "
        + "animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .detachTabs(let animated): ".detachTabs(animated: \(animated))"
    case .attachTabs(let style, let animated):
      ".attachTabs(style: \(style.swiftExpression), animated: \(animated))"
    }
  }
}

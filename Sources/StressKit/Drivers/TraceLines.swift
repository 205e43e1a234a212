import Containment

// The built-in operations whose `Codable` conformance Swift synthesizes write the same lines by
// hand here, for journaling (see `TraceLineWritable`), keys in their sorted order: an enum case
// is an object under the case's name holding its labelled values; an absent optional is no
// key; a case without values is an empty object.

extension ChildChoice: TraceLineWritable {
  /// Writes the choice as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .new(let payload): line.object("new").set("payload", payload)
    case .reuse(let index): line.object("reuse").set("index", index)
    case .taken(let index): line.object("taken").set("index", index)
    }
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

extension TabDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .setChildren(let keep, let add, let at, let dive):
      let fields = line.object("setChildren")
      if let add { fields.set("add", add) }
      fields.set("at", at)
      if let dive { fields.set("dive", dive) }
      fields.set("keep", keep)
    case .select(let index): line.object("select").set("index", index)
    case .menu(let shown): line.object("menu").set("shown", shown)
    }
  }
}

extension PageDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .setPages(let keep, let add, let current, let dive):
      let fields = line.object("setPages")
      fields.set("add", add)
      fields.set("current", current)
      if let dive { fields.set("dive", dive) }
      fields.set("keep", keep)
    case .swipeLeft(let animated): line.object("swipeLeft").set("animated", animated)
    case .swipeRight(let animated): line.object("swipeRight").set("animated", animated)
    case .finishTransition: line.object("finishTransition")
    }
  }
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

import Containment

// How a trace stores the stack's operations (``StackDriver/Operation``): decoded, encoded,
// and journaled without `Encodable`, each case's keys in one place.

/// Stack operations are stored in traces as one flat JSON object each, named by `op`, as
/// version 1 traces wrote them: `{"animated":true,"op":"push","payload":4096,"style":"slide"}`;
/// a push or an insert of one of the team's screens names it instead of a payload
/// (`{"animated":true,"op":"push","screen":"inbox","style":"slide"}`).
extension StackDriver.Operation: Codable {
  private enum Key: String, CodingKey {
    case op, payload, screen, style, animated, slot, index, keep, added, capacity
  }

  /// Decodes an operation from its trace line.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    let name = try c.decode(String.self, forKey: .op)
    guard let kind = Kind(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .op, in: c,
        debugDescription: "unknown stack operation '\(HarnessError.echoed(name))'")
    }
    func animated() throws -> Bool { try c.decode(Bool.self, forKey: .animated) }
    func int(_ key: Key) throws -> Int { try c.decode(Int.self, forKey: key) }
    func style() throws -> TransitionStyle {
      let raw = try c.decode(String.self, forKey: .style)
      guard let style = TransitionStyle(rawValue: raw) else {
        throw DecodingError.dataCorruptedError(
          forKey: .style, in: c,
          debugDescription: "unknown transition style '\(HarnessError.echoed(raw))'")
      }
      return style
    }
    let screen = try c.decodeIfPresent(ScreenName.self, forKey: .screen)
    switch kind {
    case .push:
      self =
        if let screen {
          .pushScreen(screen, style: try style(), animated: try animated())
        } else {
          .push(payload: try int(.payload), style: try style(), animated: try animated())
        }
    case .pushCached:
      self = .pushCached(slot: try int(.slot), style: try style(), animated: try animated())
    case .pop: self = .pop(animated: try animated())
    case .popTo: self = .popTo(index: try int(.index), animated: try animated())
    case .popToRoot: self = .popToRoot(animated: try animated())
    case .insert:
      self =
        if let screen {
          .insertScreen(index: try int(.index), screen)
        } else {
          .insert(index: try int(.index), payload: try int(.payload))
        }
    case .insertCached: self = .insertCached(slot: try int(.slot), index: try int(.index))
    case .remove: self = .remove(index: try int(.index), animated: try animated())
    case .replaceAll:
      self = .replaceAll(
        keep: try c.decode(UInt64.self, forKey: .keep), added: try int(.added),
        payload: try int(.payload), animated: try animated())
    case .setCapacity: self = .setCapacity(try int(.capacity))
    case .cover: self = .cover(animated: try animated())
    case .uncover: self = .uncover(animated: try animated())
    case .retain: self = .retain(index: try int(.index))
    case .release: self = .release(slot: try int(.slot))
    case .cancelTransition: self = .cancelTransition
    }
  }

  /// Encodes the operation as its trace line.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(kind.rawValue, forKey: .op)
    switch self {
    case .push(let payload, let style, let animated):
      try c.encode(payload, forKey: .payload)
      try c.encode(style.rawValue, forKey: .style)
      try c.encode(animated, forKey: .animated)
    case .pushScreen(let screen, let style, let animated):
      try c.encode(screen, forKey: .screen)
      try c.encode(style.rawValue, forKey: .style)
      try c.encode(animated, forKey: .animated)
    case .pushCached(let slot, let style, let animated):
      try c.encode(slot, forKey: .slot)
      try c.encode(style.rawValue, forKey: .style)
      try c.encode(animated, forKey: .animated)
    case .pop(let animated), .popToRoot(let animated), .cover(let animated),
      .uncover(let animated):
      try c.encode(animated, forKey: .animated)
    case .popTo(let index, let animated), .remove(let index, let animated):
      try c.encode(index, forKey: .index)
      try c.encode(animated, forKey: .animated)
    case .insert(let index, let payload):
      try c.encode(index, forKey: .index)
      try c.encode(payload, forKey: .payload)
    case .insertScreen(let index, let screen):
      try c.encode(index, forKey: .index)
      try c.encode(screen, forKey: .screen)
    case .insertCached(let slot, let index):
      try c.encode(slot, forKey: .slot)
      try c.encode(index, forKey: .index)
    case .replaceAll(let keep, let added, let payload, let animated):
      try c.encode(keep, forKey: .keep)
      try c.encode(added, forKey: .added)
      try c.encode(payload, forKey: .payload)
      try c.encode(animated, forKey: .animated)
    case .setCapacity(let capacity): try c.encode(capacity, forKey: .capacity)
    case .retain(let index): try c.encode(index, forKey: .index)
    case .release(let slot): try c.encode(slot, forKey: .slot)
    case .cancelTransition: break
    }
  }
}

/// The same line as `encode(to:)`, written without `Encodable` (journaling a run), keys in
/// their sorted order.
extension StackDriver.Operation: TraceLineWritable {
  /// Writes the operation's trace line.
  public func writeTraceLine(into line: TraceLineObject) {
    let op = kind.rawValue
    switch self {
    case .push(let payload, let style, let animated):
      line.set("animated", animated)
      line.set("op", op)
      line.set("payload", payload)
      line.set("style", style.rawValue)
    case .pushScreen(let screen, let style, let animated):
      line.set("animated", animated)
      line.set("op", op)
      line.set("screen", screen.description)
      line.set("style", style.rawValue)
    case .pushCached(let slot, let style, let animated):
      line.set("animated", animated)
      line.set("op", op)
      line.set("slot", slot)
      line.set("style", style.rawValue)
    case .pop(let animated), .popToRoot(let animated), .cover(let animated),
      .uncover(let animated):
      line.set("animated", animated)
      line.set("op", op)
    case .popTo(let index, let animated), .remove(let index, let animated):
      line.set("animated", animated)
      line.set("index", index)
      line.set("op", op)
    case .insert(let index, let payload):
      line.set("index", index)
      line.set("op", op)
      line.set("payload", payload)
    case .insertScreen(let index, let screen):
      line.set("index", index)
      line.set("op", op)
      line.set("screen", screen.description)
    case .insertCached(let slot, let index):
      line.set("index", index)
      line.set("op", op)
      line.set("slot", slot)
    case .replaceAll(let keep, let added, let payload, let animated):
      line.set("added", added)
      line.set("animated", animated)
      line.set("keep", keep)
      line.set("op", op)
      line.set("payload", payload)
    case .setCapacity(let capacity):
      line.set("capacity", capacity)
      line.set("op", op)
    case .retain(let index):
      line.set("index", index)
      line.set("op", op)
    case .release(let slot):
      line.set("op", op)
      line.set("slot", slot)
    case .cancelTransition: line.set("op", op)
    }
  }
}

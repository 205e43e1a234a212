extension Magnitudes {
  fileprivate enum Key: String, CodingKey {
    case bigPayloadOneIn, largestPayloadBytes, diveOneIn, deepestDive, listDiveOneIn
    case bigParameterOneIn, largestParameter, bigBurstOneIn, largestBurst, longAdvanceOneIn
    case longestAdvanceTicks, deepestNesting, deepViewOneIn, deepestView
  }

  /// Decodes magnitudes; a draw written before it existed (a parameter's, a burst's, a time
  /// step's, the nesting) is never made.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    self.init(
      bigPayloadOneIn: try c.decode(Int.self, forKey: .bigPayloadOneIn),
      largestPayloadBytes: try c.decode(Int.self, forKey: .largestPayloadBytes),
      diveOneIn: try c.decode(Int.self, forKey: .diveOneIn),
      deepestDive: try c.decode(Int.self, forKey: .deepestDive),
      listDiveOneIn: try c.decodeIfPresent(Int.self, forKey: .listDiveOneIn) ?? 0)
    func later(_ key: Key) throws -> Int { try c.decodeIfPresent(Int.self, forKey: key) ?? 0 }
    bigParameterOneIn = try later(.bigParameterOneIn)
    largestParameter = try later(.largestParameter)
    bigBurstOneIn = try later(.bigBurstOneIn)
    largestBurst = try later(.largestBurst)
    longAdvanceOneIn = try later(.longAdvanceOneIn)
    longestAdvanceTicks = try later(.longestAdvanceTicks)
    deepestNesting = try later(.deepestNesting)
    deepViewOneIn = try later(.deepViewOneIn)
    deepestView = try later(.deepestView)
  }

  /// Encodes every draw.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(bigPayloadOneIn, forKey: .bigPayloadOneIn)
    try c.encode(largestPayloadBytes, forKey: .largestPayloadBytes)
    try c.encode(diveOneIn, forKey: .diveOneIn)
    try c.encode(deepestDive, forKey: .deepestDive)
    try c.encode(listDiveOneIn, forKey: .listDiveOneIn)
    try c.encode(bigParameterOneIn, forKey: .bigParameterOneIn)
    try c.encode(largestParameter, forKey: .largestParameter)
    try c.encode(bigBurstOneIn, forKey: .bigBurstOneIn)
    try c.encode(largestBurst, forKey: .largestBurst)
    try c.encode(longAdvanceOneIn, forKey: .longAdvanceOneIn)
    try c.encode(longestAdvanceTicks, forKey: .longestAdvanceTicks)
    try c.encode(deepestNesting, forKey: .deepestNesting)
    try c.encode(deepViewOneIn, forKey: .deepViewOneIn)
    try c.encode(deepestView, forKey: .deepestView)
  }
}

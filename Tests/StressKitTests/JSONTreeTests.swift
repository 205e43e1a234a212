import Containment
import Foundation
import Testing

@testable import StressKit

/// ``JSONTree``: what a worker reads its order with and a trace reader compares step lines
/// with, instead of Foundation's `JSONSerialization` and `JSONDecoder`.
@Suite struct JSONTreeTests {
  @Test func readsEscapesAsJSONDecoderDoes() throws {
    let texts = [
      "plain", "a/b\\c\"d", "tab\tnew\nline", "é ü 日本", "emoji 🎉", "\u{1}\u{1F}",
      "/tmp/stress-harness-12-seed-3.jsonl",
    ]
    for text in texts {
      let data = try JSONEncoder().encode([text])
      guard case .array(let elements)? = JSONTree(parsing: data),
        case .string(let read)? = elements.first
      else {
        Issue.record("\(String(decoding: data, as: UTF8.self)) did not parse")
        continue
      }
      #expect(read == text)
    }
    // Escapes JSONEncoder does not write but JSON allows.
    let written = #"["\u00e9\ud83c\udf89\/\b\f\r"]"#
    guard case .array(let elements)? = JSONTree(parsing: Data(written.utf8)) else {
      Issue.record("the escapes did not parse")
      return
    }
    guard case .string(let read)? = elements.first else { return }
    #expect(read == "é🎉/\u{8}\u{C}\r")
  }

  @Test func keepsNumbersAsWritten() {
    guard case .object(let members)? = JSONTree(parsing: Data(#"{"a":1.0,"b":-12,"c":2e3}"#.utf8))
    else {
      Issue.record("did not parse")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "c"])
    #expect(members.map(\.value.isFraction) == [true, false, true])
    guard case .number(let text) = members[0].value else { return }
    #expect(text == "1.0")
  }

  @Test func refusesWhatIsNotOneValue() {
    for text in [
      "", "{", "[1,]", #"{"a" 1}"#, "tru", "1 2", #""open"#, #"["\x"]"#, "-", "+1",
      String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ] {
      #expect(JSONTree(parsing: Data(text.utf8)) == nil, "\(text.prefix(20)) parsed")
    }
  }

  /// Every driver's options, with every field set away from its default, read back whole.
  @Test func decodesEveryDriversOptionsAsWritten() throws {
    func roundTrip<Driver: StressDriver>(_: Driver.Type) throws {
      var options = StressOptions<Driver>(seed: .max, steps: 123)
      options.profile = Driver.profiles.last?.name ?? options.profile
      options.swarm = true
      options.payloadBytes = 4096
      options.fixedConfiguration = true
      options.plantedBugs = Driver.Bug.allCases.prefix(2).map(\.rawValue)
      options.eventsPerStep = 7
      options.callbacksPerStep = 9
      options.magnitudes = false
      options.contract = .ios5
      let data = try JSONEncoder().encode(options)
      let read = try JSONTree.decode(StressOptions<Driver>.self, from: data)
      #expect(read == options, "\(Driver.name)")
    }
    for driver in BuiltInDrivers.all { try roundTrip(driver) }
  }

  @Test func namesWhatIsMissingOrMistyped() {
    #expect(throws: DecodingError.self) {
      try JSONTree.decode(StressOptions<StackDriver>.self, from: Data(#"{"steps":1}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONTree.decode(
        StressOptions<StackDriver>.self, from: Data(#"{"seed":"1","steps":1}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONTree.decode(
        StressOptions<StackDriver>.self, from: Data(#"{"seed":-1,"steps":1}"#.utf8))
    }
  }
}

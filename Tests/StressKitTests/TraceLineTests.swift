import Containment
import Foundation
import Testing

@testable import StressKit

/// The journal writes trace lines without `JSONEncoder` (`TraceLineWriter` for the built-in
/// drivers' steps, `TraceLineEncoder` for any `Encodable` step): byte for byte what
/// `JSONEncoder` writes, or nothing (the journal then asks `JSONEncoder`).
@Suite struct TraceLineTests {
  static func jsonLine<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    [UInt8](try TraceFile.encoder().encode(value))
  }

  /// The steps of a few runs of `Driver`, swarm and not, every profile.
  static func steps<Driver: StressDriver>(of _: Driver.Type) throws -> [StressStep<
    Driver.Operation
  >] {
    var all: [StressStep<Driver.Operation>] = []
    for profile in Driver.profiles {
      for (seed, swarm) in [(1, false), (2, true), (3, false)] {
        var options = StressOptions<Driver>(seed: UInt64(seed), steps: 1_500)
        options.profile = profile.name
        options.swarm = swarm
        all += try StressRunner<Driver>.steps(of: options, count: 1_500)
      }
    }
    return all
  }

  static func check<Driver: StressDriver>(_: Driver.Type) throws {
    let steps = try Self.steps(of: Driver.self)
    #expect(steps.count > 1_000)
    try compare(steps, of: Driver.self, atLeast: 100)
  }

  /// Compares the lines of `steps` written by hand and through `Encodable` with
  /// `JSONEncoder`'s; at least `least` of them hold operations.
  static func compare<Driver: StressDriver>(
    _ steps: [StressStep<Driver.Operation>], of _: Driver.Type, atLeast least: Int
  ) throws {
    let writer = TraceLineWriter()
    let encoder = TraceLineEncoder()
    var operations = 0
    func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    for step in steps {
      let expected = text(try Self.jsonLine(step))
      let written = writer.line({ Driver.Operation._writeTraceLine(step, into: $0) }, { text($0) })
      let encoded = encoder.line(step) { text($0) }
      guard written == expected, encoded == expected else {
        #expect(written == expected, "\(Driver.name): \(step), written by hand")
        #expect(encoded == expected, "\(Driver.name): \(step), through Encodable")
        return
      }
      if step.operation != nil { operations += 1 }
    }
    #expect(operations >= least, "\(Driver.name): the steps hold operations")
  }

  @Test("the stack's lines are JSONEncoder's") func stack() throws {
    try Self.check(StackDriver.self)
  }
  @Test("the placeholder's lines are JSONEncoder's") func placeholder() throws {
    try Self.check(PlaceholderDriver.self)
  }
  @Test("the tabs' lines are JSONEncoder's") func tabs() throws { try Self.check(TabDriver.self) }
  @Test("the pages' lines are JSONEncoder's") func pages() throws {
    try Self.check(PageDriver.self)
  }
  @Test("the nested containers' lines are JSONEncoder's") func nested() throws {
    try Self.check(NestedDriver.self)
  }
  @Test("the menu's lines are JSONEncoder's") func menu() throws { try Self.check(MenuDriver.self) }

  @Test("a dive's lines are JSONEncoder's, and read back to the same operation")
  func dives() throws {
    let tabs: [StressStep<TabDriver.Operation>] = [
      .container(.setChildren(keep: 0b1, add: nil, at: 0, dive: 300)),
      .container(.setChildren(keep: 0b101, add: .new(payload: 7), at: 1, dive: 1_024)),
    ]
    let pages: [StressStep<PageDriver.Operation>] = [
      .container(.setPages(keep: 0b11, add: [.reuse(index: 2)], current: 1, dive: 272))
    ]
    try Self.compare(tabs, of: TabDriver.self, atLeast: 2)
    try Self.compare(pages, of: PageDriver.self, atLeast: 1)
    for step in tabs {
      let line = Data(try Self.jsonLine(step))
      #expect(String(decoding: line, as: UTF8.self).contains(#""dive":"#))
      #expect(try JSONDecoder().decode(StressStep<TabDriver.Operation>.self, from: line) == step)
    }
    // A list without a dive writes no key: the lines of traces written before dives existed.
    let plain = String(
      decoding: try Self.jsonLine(
        StressStep<TabDriver.Operation>.container(.setChildren(keep: 1, add: nil, at: 0))),
      as: UTF8.self)
    #expect(!plain.contains("dive"), "\(plain)")
  }

  @Test("every operation kind of every built-in driver is in the compared steps")
  func everyKindIsCompared() throws {
    func kinds<Driver: StressDriver>(_: Driver.Type) throws -> Set<String> {
      Set(try Self.steps(of: Driver.self).map { "\(StressRunner<Driver>.kind(of: $0))" })
    }
    for (name, seen, all) in [
      ("stack", try kinds(StackDriver.self), StepKind<StackDriver.Kind>.all),
      ("placeholder", try kinds(PlaceholderDriver.self), StepKind<PlaceholderDriver.Kind>.all),
      ("tabs", try kinds(TabDriver.self), StepKind<TabDriver.Kind>.all),
      ("pages", try kinds(PageDriver.self), StepKind<PageDriver.Kind>.all),
      ("nested", try kinds(NestedDriver.self), StepKind<NestedDriver.Kind>.all),
    ] as [(String, Set<String>, [any CustomStringConvertible])] {
      let missing = Set(all.map(\.description)).subtracting(seen)
      #expect(missing.isEmpty, "\(name): never compared: \(missing.sorted())")
    }
  }

  // MARK: What the fast paths refuse

  struct Tricky: Encodable {
    var text: String
    var ratio: Double?
    var list: [Int?] = [1, nil, 3]
    var table: [String: Bool] = ["b": true, "a": false]
    var nested: [[UInt8]] = [[], [255]]
  }

  @Test("the Encodable path writes nested arrays, dictionaries and nils like JSONEncoder")
  func encoderWritesWhatItSupports() throws {
    let value = Tricky(text: "a/b c", ratio: nil)
    let encoded = TraceLineEncoder().line(value) { [UInt8]($0) }
    #expect(encoded == (try Self.jsonLine(value)))
  }

  @Test(
    "the Encodable path gives up on what JSONEncoder writes its own way",
    arguments: [
      Tricky(text: "quote\"", ratio: nil), Tricky(text: "back\\slash", ratio: nil),
      Tricky(text: "tab\t", ratio: nil), Tricky(text: "café", ratio: nil),
      Tricky(text: "x", ratio: 0.5),
    ])
  func encoderGivesUp(_ value: Tricky) {
    #expect(TraceLineEncoder().line(value) { [UInt8]($0) } == nil)
  }

  @Test("the writer gives up on keys out of order, twice, escapes and closed objects")
  func writerGivesUp() {
    let writer = TraceLineWriter()
    func line(_ write: @escaping (TraceLineObject) -> Void) -> String? {
      writer.line(
        {
          write($0)
          return true
        }, { String(decoding: $0, as: UTF8.self) })
    }
    #expect(
      line {
        $0.set("a", 1)
        $0.set("b", true)
      } == #"{"a":1,"b":true}"#)
    #expect(
      line {
        $0.object("a").set("x", -12)
        $0.set("b", "s")
      } == #"{"a":{"x":-12},"b":"s"}"#)
    #expect(
      line {
        $0.set("b", 1)
        $0.set("a", 2)
      } == nil)
    #expect(
      line {
        $0.set("a", 1)
        $0.set("a", 2)
      } == nil)
    #expect(line { $0.set("a", "say \"hi\"") } == nil)
    // Every character that needs an escape, in a value or a key; the printable ends do not.
    for text in ["back\\slash", "tab\t", "nul\u{0}", "unit\u{1F}", "del\u{7F}", "café"] {
      #expect(line { $0.set("a", text) } == nil, "\(text.debugDescription)")
    }
    #expect(line { $0.set("q\"uote", 1) } == nil)
    #expect(line { $0.set("a", " ~") } == #"{"a":" ~"}"#)
    #expect(
      line { root in
        let inner = root.object("a")
        root.set("b", 1)
        inner.set("late", 2)
      } == nil)
    // After a line given up, the next is whole.
    #expect(line { $0.set("ok", UInt64.max) } == #"{"ok":18446744073709551615}"#)
  }

  @Test("the journal writes JSONEncoder's line when the writer gives up")
  func journalFallsBack() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fallback-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let steps: [StressStep<StackDriver.Operation>] = [
      .advance(ticks: 7), .container(.pop(animated: true)), .rotate(.landscapeLeft),
    ]
    do {
      let journal = try TraceJournal<StressStep<StackDriver.Operation>>(
        path: path, header: Data("{}".utf8),
        writeLine: { step, line in
          // Out of order on purpose: the writer gives up.
          line.set("z", 1)
          line.set("a", 2)
          return true
        })
      for step in steps { journal.record(step) }
    }
    let expected =
      "{}\n"
      + (try steps.map { String(decoding: try Self.jsonLine($0), as: UTF8.self) + "\n" }.joined())
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }
}

import Containment
import Foundation
import StressKit
import Testing

/// Values out of ``TraceBounds`` in a trace of each built-in container are refused when the
/// trace is read, naming the line, the key and the bounds; values a driver takes modulo a
/// count are safe at the extremes.
@Suite struct TraceBoundsTests {
  /// Encodes `steps` as a trace of `Driver` and reads it back.
  static func read<Driver: StressDriver>(
    _: Driver.Type, _ steps: [StressStep<Driver.Operation>]
  ) throws(HarnessError) -> StressTrace<Driver> {
    let trace = StressTrace<Driver>(options: StressOptions(steps: 10), steps: steps)
    return try StressTrace<Driver>(decoding: trace.encoded(), name: "t.jsonl")
  }

  static let tooLarge = ChildChoice.new(payload: (64 << 20) + 1)
  static let refusal = HarnessError.badTrace(
    "t.jsonl: line 3: key 'payload': 67108865 is outside 0...67108864")

  @Test("every container's operations have their payloads checked")
  func payloadsAreCheckedInEveryContainer() throws {
    #expect(throws: Self.refusal) {
      try Self.read(
        StackDriver.self,
        [
          .memoryWarning(count: 1),
          .container(.push(payload: (64 << 20) + 1, style: .none, animated: false)),
        ])
    }
    #expect(throws: Self.refusal) {
      try Self.read(
        PlaceholderDriver.self,
        [
          .memoryWarning(count: 1),
          .container(
            .setChild(
              placeholder: 0, child: Self.tooLarge, style: .none, reversed: false,
              animated: false)),
        ])
    }
    #expect(throws: Self.refusal) {
      try Self.read(
        TabDriver.self,
        [.memoryWarning(count: 1), .container(.setChildren(keep: 0, add: Self.tooLarge, at: 0))])
    }
    #expect(throws: Self.refusal) {
      try Self.read(
        PageDriver.self,
        [
          .memoryWarning(count: 1),
          .container(.setPages(keep: 0, add: [Self.tooLarge], current: 0)),
        ])
    }
    #expect(throws: Self.refusal) {
      try Self.read(
        NestedDriver.self,
        [
          .memoryWarning(count: 1),
          .container(.tabs(operation: .setChildren(keep: 0, add: Self.tooLarge, at: 0))),
        ])
    }
    #expect(throws: Self.refusal) {
      try Self.read(
        NestedDriver.self,
        [
          .memoryWarning(count: 1),
          .container(.push(child: Self.tooLarge, style: .none, animated: false)),
        ])
    }
  }

  @Test("counts, capacities and shared values are checked against their bounds")
  func boundsOfEveryKind() throws {
    let cases: [(StressStep<StackDriver.Operation>, String)] = [
      (.advance(ticks: -1), "key 'ticks': -1 is outside 0...68719476736"),
      (.advance(ticks: .max), "key 'ticks': \(Int.max) is outside 0...68719476736"),
      (.memoryWarning(count: 0), "key 'count': 0 is outside 1...1048576"),
      (.resize(width: 400, height: 0), "key 'height': 0 is outside 1...100000"),
      (.container(.setCapacity(.max)), "key 'capacity': \(Int.max) is outside 1...1048576"),
      (
        .container(.insert(index: 0, payload: .min)),
        "key 'payload': \(Int.min) is outside 0...67108864"
      ),
      (
        .container(.replaceAll(keep: 0, added: 65_537, payload: 0, animated: false)),
        "key 'added': 65537 is outside 0...65536"
      ),
    ]
    for (step, message) in cases {
      #expect(throws: HarnessError.badTrace(message)) { try step.validate() }
      #expect(throws: HarnessError.badTrace("t.jsonl: line 2: \(message)")) {
        try Self.read(StackDriver.self, [step])
      }
    }
    let pages = [ChildChoice](repeating: .new(payload: 0), count: 65_537)
    #expect(throws: HarnessError.badTrace("key 'add': 65537 is outside 0...65536")) {
      try StressStep<PageDriver.Operation>.container(.setPages(keep: 0, add: pages, current: 0))
        .validate()
    }
    // The bounds themselves are accepted.
    try StressStep<StackDriver.Operation>.advance(ticks: 1 << 36).validate()
    try StressStep<StackDriver.Operation>.container(.setCapacity(1 << 20))
      .validate()
  }

  @Test("the runner's API refuses out-of-bounds steps with an error, before applying any")
  func runnerRefusesOutOfBoundsSteps() throws {
    let runner = try StressRunner<StackDriver>(options: StressOptions(steps: 4))
    let steps: [StressStep<StackDriver.Operation>] = [
      .container(.push(payload: 0, style: .none, animated: false)),
      .container(.push(payload: -1, style: .none, animated: false)),
    ]
    #expect(
      throws: HarnessError.badTrace("step 1: key 'payload': -1 is outside 0...67108864")
    ) { try runner.replay(steps) }
    #expect(throws: HarnessError.badTrace("key 'ticks': -5 is outside 0...68719476736")) {
      try runner.apply(.advance(ticks: -5))
    }
    #expect(runner.report(elapsedSeconds: 0).steps == 0)
    #expect(throws: HarnessError.badTrace("step 1: key 'payload': -1 is outside 0...67108864")) {
      try Transcript(options: StressOptions<StackDriver>(steps: 4), steps: steps)
    }
    #expect(StressRunner<StackDriver>.firstViolation(of: steps, options: StressOptions()) == nil)
  }

  @Test("views holding more payload together than a run may stop the replay with an error")
  func payloadOfTheViewsAliveIsBounded() throws {
    var options = StressOptions<StackDriver>(steps: 10)
    options.configuration.capacity = 64
    let largest = TraceBounds.payloadBytes.upperBound
    let steps = Array(
      repeating: StressStep<StackDriver.Operation>.container(
        .push(payload: largest, style: .none, animated: false)), count: 6)
    let fitting = TraceBounds.livePayloadBytes / largest
    let problem = HarnessError.badTrace(
      "step \(fitting): the views alive would hold more than 256.0 MiB of payload, the most a "
        + "run may hold")
    let runner = try StressRunner<StackDriver>(options: options)
    #expect(throws: problem) { try runner.replay(steps) }
    #expect(runner.payloadBudgetExceeded == fitting)
    #expect(runner.step == fitting + 1, "the replay went on after the bound")
    // The view refused its payload holds none: the views alive stay within the bound.
    let loaded = runner.driver?.subject.children.filter(\.isViewLoaded) ?? []
    #expect(loaded.count == fitting + 1)
    #expect(
      loaded.compactMap { $0.viewIfLoaded?.payloadByteCount }.reduce(0, +)
        == TraceBounds.livePayloadBytes)
    runner.finish()
    #expect(throws: problem) { try Transcript(options: options, steps: steps) }
    #expect(StressRunner<StackDriver>.firstViolation(of: steps, options: options) == nil)
  }

  @Test("indices taken modulo a count are safe at Int.min and Int.max")
  func extremeIndicesDoNotTrap() throws {
    for index in [Int.min, Int.max, -1] {
      let pages = try StressRunner<PageDriver>(options: StressOptions(steps: 4))
      try pages.replay([
        .container(.setPages(keep: 0, add: [.new(payload: 0), .new(payload: 0)], current: index))
      ])
      #expect(pages.finish().isEmpty)
      let tabs = try StressRunner<TabDriver>(options: StressOptions(steps: 4))
      try tabs.replay([
        .container(.setChildren(keep: 0b1, add: .new(payload: 0), at: 0)),
        .container(.setChildren(keep: 0, add: .reuse(index: index), at: index)),
        .container(.select(index: index)),
      ])
      #expect(tabs.finish().isEmpty)
    }
  }
}

/// The generated journal: a header and a count, read back as the steps the options generate.
@Suite struct GeneratedJournalTests {
  @Test func aGeneratedJournalReadsAsTheStepsItsOptionsGenerate() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "generated-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("j.jsonl").path
    let options = StressOptions<TabDriver>(seed: 9, steps: 50_000)
    let journal = try GeneratedJournal(path: path, options: options)
    let empty = try StressTrace<TabDriver>(contentsOf: path)
    #expect(empty.steps.isEmpty && empty.options == options)
    journal.note(steps: 12_288)
    let read = try StressTrace<TabDriver>(contentsOf: path)
    #expect(read.steps == (try StressRunner<TabDriver>.steps(of: options, count: 12_288)))
    journal.note(steps: 3)  // the count is rewritten in place, whatever its length
    #expect(try StressTrace<TabDriver>(contentsOf: path).steps.count == 3)
    journal.remove()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a journal that stopped reads as the generated steps and the one drawn next, unapplied")
  func aStoppedJournalReadsAsTheStepsAndTheNext() throws {
    let header =
      #"{"container":"stack","format":"viewcachestress-trace","generated":COUNT,"options":{"auditInterval":1024,"plantedBugs":[],"profile":"default","seed":5,"steps":3000,"swarm":false},"stopped":STOPPED,"version":3}"#
    func read(_ count: Int, stopped: String) throws -> [StressStep<StackDriver.Operation>] {
      let line = header.replacingOccurrences(of: "COUNT", with: "\(count)")
        .replacingOccurrences(of: "STOPPED", with: stopped)
      return try StressTrace<StackDriver>(decoding: Data((line + "\n").utf8), name: "j.jsonl")
        .steps
    }
    let options = StressOptions<StackDriver>(seed: 5, steps: 3000)
    let all = try StressRunner<StackDriver>.steps(of: options, count: 3000)
    for count in [0, 1, 1234, 2999] {
      // The signal handler writes `true ` over `false`: JSON's spaces keep the header's bytes.
      #expect(try read(count, stopped: "true ") == Array(all[..<(count + 1)]))
      #expect(try read(count, stopped: "false") == Array(all[..<count]))
    }
    // A run that made all its steps stopped in none of them.
    #expect(throws: HarnessError.self) { try read(3000, stopped: "true") }
  }

  @Test("a journal is a new file: a link or a file planted at its path is refused, untouched")
  func aPlantedLinkIsNeverFollowed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "planted-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("precious.txt")
    try Data("keep me\n".utf8).write(to: target)
    let link = folder.appendingPathComponent("j.jsonl")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let options = StressOptions<TabDriver>(seed: 9, steps: 10)
    #expect(throws: HarnessError.self) {
      try GeneratedJournal(path: link.path, options: options)
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
    #expect(throws: HarnessError.self) {
      try GeneratedJournal(path: target.path, options: options)
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
  }

  @Test func aGeneratedCountOutOfRangeIsABadTrace() throws {
    let header =
      #"{"container":"tabs","format":"viewcachestress-trace","generated":COUNT,"options":{"auditInterval":1024,"plantedBugs":[],"profile":"default","seed":1,"steps":100,"swarm":false},"version":3}"#
    for (count, problem) in [
      ("101", "header: generated must be in 0...100, got 101"),
      ("-1", "header: generated must be in 0...100, got -1"),
    ] {
      let data = Data((header.replacingOccurrences(of: "COUNT", with: count) + "\n").utf8)
      #expect(throws: HarnessError.badTrace("t.jsonl: \(problem)")) {
        try StressTrace<TabDriver>(decoding: data, name: "t.jsonl")
      }
    }
  }
}

import StressKit
import Testing

/// The trace corpus: every reproducer worth keeping, replayed exactly.
///
/// A case is `Corpus/NAME.jsonl`, a trace whose header carries a `note` (why it is kept) and
/// the `rule` it broke when it was saved (`stress-harness shrink --save-regression NAME`).
///
/// - A case without planted bugs is a regression: the bug it found is fixed, so it must replay
///   with no violation.
/// - A case with a planted bug proves the oracle: it must still break the rule it broke, and
///   replay clean once the bug is taken out.
///
/// A case may also have `Corpus/NAME.log`, a golden transcript of its clean replay. Cases of the
/// containers other than the stack (their headers name one) replay the same way.
@Suite struct CorpusTests {
  static let cases = GoldenFile.names(in: "Corpus", withExtension: "jsonl")

  @Test("the corpus holds cases, each with a note and the rule it broke")
  func theCorpusIsDescribed() throws {
    #expect(Self.cases.count >= StackDriver.Bug.allCases.filter { !$0.traps }.count)
    var containers: Set<String> = []
    for name in Self.cases {
      let path = GoldenFile.path("Corpus", name + ".jsonl")
      let kind = try TraceHeader.container(ofTraceAt: path)
      containers.insert(kind)
      let type = try #require(BuiltInDrivers.named(kind))
      let (note, rule) = try Self.description(of: path, type)
      #expect(note?.isEmpty == false, "\(name) has no note")
      #expect(rule != nil, "\(name) does not name the rule it broke")
    }
    #expect(
      containers == Set(BuiltInDrivers.all.map { $0.name }), "a case for every container")
  }

  static func description<Driver: StressDriver>(
    of path: String, _: Driver.Type
  ) throws -> (String?, Rule?) {
    let trace = try StressTrace<Driver>(contentsOf: path)
    return (trace.note, trace.brokenRule)
  }

  @Test("each corpus case replays as expected", arguments: cases)
  func caseReplaysAsExpected(name: String) throws {
    let path = GoldenFile.path("Corpus", name + ".jsonl")
    let type = try #require(BuiltInDrivers.named(TraceHeader.container(ofTraceAt: path)))
    try replay(name, path, type)
  }

  /// The clean replay has no violation, and matches its golden transcript if it has one.
  private func check(_ replay: Transcript, of name: String, note: String?, saved: String) {
    #expect(
      replay.violations.isEmpty,
      "\(saved) fails again: \(replay.violations.map(String.init(describing:)))")
    if GoldenFile.recording || GoldenFile.resource("Corpus", name + ".log") != nil {
      let header = ["\(name): \(note ?? "")", "Replayed without planted bugs."]
      if let mismatch = GoldenFile.mismatch(
        replay.text, folder: "Corpus", file: name + ".log", header: header)
      {
        Issue.record("\(saved): \(mismatch)")
      }
    }
  }

  /// Replays a case: with its planted bugs it must break its rule, without them it must
  /// replay clean (and match its golden transcript).
  private func replay<Driver: StressDriver>(
    _ name: String, _ path: String, _: Driver.Type
  ) throws {
    let trace = try StressTrace<Driver>(contentsOf: path)
    let saved = "\(name) (\(trace.note ?? "no note"); broke \(trace.brokenRule?.rawValue ?? "?"))"
    var clean = trace.options
    if !trace.options.plantedBugs.isEmpty {
      let first = try #require(
        StressRunner<Driver>.firstViolation(of: trace.steps, options: trace.options),
        "\(saved): the oracle no longer catches \(trace.options.plantedBugs)")
      #expect(first.rule == trace.brokenRule, "\(saved): now \(first)")
      clean.plantedBugs = []
    }
    let replay = try Transcript(options: clean, steps: trace.steps, of: Driver.self)
    check(replay, of: name, note: trace.note, saved: saved)
  }
}

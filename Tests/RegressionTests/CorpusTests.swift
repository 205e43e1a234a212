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
/// A case may also have `Corpus/NAME.log`, a golden transcript of its clean replay.
@Suite struct CorpusTests {
  static let cases = GoldenFile.names(in: "Corpus", withExtension: "jsonl")

  @Test("the corpus holds cases, each with a note and the rule it broke")
  func theCorpusIsDescribed() throws {
    #expect(Self.cases.count >= PlantedBug.allCases.count)
    for name in Self.cases {
      let trace = try Trace(contentsOf: GoldenFile.path("Corpus", name + ".jsonl"))
      #expect(trace.note?.isEmpty == false, "\(name) has no note")
      #expect(trace.brokenRule != nil, "\(name) does not name the rule it broke")
    }
  }

  @Test("each corpus case replays as expected", arguments: cases)
  func caseReplaysAsExpected(name: String) throws {
    let trace = try Trace(contentsOf: GoldenFile.path("Corpus", name + ".jsonl"))
    let saved = "\(name) (\(trace.note ?? "no note"); broke \(trace.brokenRule?.rawValue ?? "?"))"
    var clean = trace.options
    if !trace.options.plantedBugs.isEmpty {
      let planted = try Transcript(replaying: trace)
      let first = try #require(
        planted.violations.first,
        "\(saved): the oracle no longer catches \(trace.options.plantedBugs)")
      #expect(first.rule == trace.brokenRule, "\(saved): now \(first)")
      clean.plantedBugs = []
    }
    let replay = try Transcript(options: clean, operations: trace.operations)
    #expect(
      replay.violations.isEmpty,
      "\(saved) fails again: \(replay.violations.map(String.init(describing:)))")
    if GoldenFile.recording || GoldenFile.resource("Corpus", name + ".log") != nil {
      let header = ["\(name): \(trace.note ?? "")", "Replayed without planted bugs."]
      if let mismatch = GoldenFile.mismatch(
        replay.text, folder: "Corpus", file: name + ".log", header: header)
      {
        Issue.record("\(saved): \(mismatch)")
      }
    }
  }
}

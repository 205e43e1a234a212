import StressKit
import Testing

/// The trace corpus: every reproducer worth keeping, replayed exactly.
///
/// A case is `Tests/KeptCases/NAME.jsonl`, a trace whose header carries a `note` (why it is
/// kept) and the `rule` it broke when it was saved (`stress-harness shrink --save-regression
/// NAME`). The package replays them as a user's package does, through ``StressRegressions``:
///
/// - A case without planted bugs is a regression: the bug it found is fixed, so it must replay
///   with no violation.
/// - A case with a planted bug proves the oracle: it must still break the rule it broke, and
///   replay clean once the bug is taken out.
///
/// A case may also have `NAME.log`, a golden transcript of its clean replay. Cases of the
/// containers other than the stack (their headers name one) replay the same way.
@Suite struct CorpusTests {
  static let cases = StressRegressions.cases()

  @Test("the corpus holds cases, each with a note and the rule it broke")
  func theCorpusIsDescribed() throws {
    #expect(Self.cases.count >= StackDriver.Bug.allCases.filter { !$0.traps }.count)
    var containers: Set<String> = []
    for name in Self.cases {
      let path = GoldenFile.path(GoldenFile.keptCases, name + ".jsonl")
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

  @Test("the package's own kept cases replay in one line, as a user's package replays its own")
  func everyCaseReplaysInOneLine() throws {
    #expect(try StressRegressions.check() == Self.cases.count)
  }

  @Test("each corpus case replays as expected", arguments: cases)
  func caseReplaysAsExpected(name: String) throws {
    try StressRegressions.replay(name)
    let path = GoldenFile.path(GoldenFile.keptCases, name + ".jsonl")
    let type = try #require(BuiltInDrivers.named(TraceHeader.container(ofTraceAt: path)))
    try checkTranscript(name, path, type)
  }

  /// The clean replay matches its golden transcript if it has one.
  private func checkTranscript<Driver: StressDriver>(
    _ name: String, _ path: String, _: Driver.Type
  ) throws {
    let trace = try StressTrace<Driver>(contentsOf: path)
    guard GoldenFile.recording || GoldenFile.resource(GoldenFile.keptCases, name + ".log") != nil
    else { return }
    var clean = trace.options
    clean.plantedBugs = []
    let replay = try Transcript(options: clean, steps: trace.steps, of: Driver.self)
    let header = ["\(name): \(trace.note ?? "")", "Replayed without planted bugs."]
    if let mismatch = GoldenFile.mismatch(
      replay.text, folder: GoldenFile.keptCases, file: name + ".log", header: header)
    {
      Issue.record("\(name) (\(trace.note ?? "no note")): \(mismatch)")
    }
  }
}

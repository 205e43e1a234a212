import Containment
import Foundation
import StressKit
import Testing

/// The one runner driving every built-in container: clean seeded runs, determinism, traces, and
/// a planted bug in each container other than the stack caught and shrunk (the stack's six are
/// `PlantedBugTests` and `ShrinkerTests`).
@Suite struct StressRunnerTests {
  /// Every built-in container.
  static let kinds = BuiltInDrivers.all.map { $0.name }

  struct Run {
    var report: StressReport
    var steps: [String]
    var encoded: Data
  }

  /// A run of `options`, with its steps and its trace.
  static func run<Driver: StressDriver>(
    _: Driver.Type, _ options: StressOptions<Driver>
  ) throws -> Run {
    let runner = try StressRunner<Driver>(options: options)
    var steps: [StressStep<Driver.Operation>] = []
    runner.run(record: { steps.append($0) })
    runner.finish()
    return Run(
      report: runner.report(elapsedSeconds: 0), steps: steps.map(\.description),
      encoded: StressTrace<Driver>(options: options, steps: steps).encoded())
  }

  static func run(
    _ kind: String, seed: UInt64, steps: Int, plantedBugs: [String] = []
  ) throws -> Run {
    func run<Driver: StressDriver>(_ type: Driver.Type) throws -> Run {
      try Self.run(type, StressOptions(seed: seed, steps: steps, plantedBugs: plantedBugs))
    }
    let type = try #require(BuiltInDrivers.named(kind))
    return try run(type)
  }

  @Test(
    "a seeded run of each container keeps the contract at every step",
    arguments: kinds, [UInt64(1), 2, 3])
  func seededRunIsClean(kind: String, seed: UInt64) throws {
    let run = try Self.run(kind, seed: seed, steps: 20_000)
    #expect(
      run.report.violations.isEmpty,
      "\(kind) seed \(seed): \(run.report.violations.map(String.init(describing:)))")
    #expect(run.report.steps == 20_000)
    #expect(run.report.memoryWarnings > 500)
    #expect(run.report.loads > 10, "views were loaded")
    #expect(run.report.reloads > 0, "views were released and loaded again")
    for count in run.report.operations {
      #expect(count.applied > 0, "\(kind): \(count.kind) never changed anything")
    }
  }

  @Test("the same seed gives the same steps, trace and report", arguments: kinds)
  func runsAreDeterministic(kind: String) throws {
    let first = try Self.run(kind, seed: 42, steps: 3_000)
    let second = try Self.run(kind, seed: 42, steps: 3_000)
    #expect(first.steps == second.steps)
    #expect(first.encoded == second.encoded)
    #expect(first.report.withoutMeasurements() == second.report.withoutMeasurements())
    let other = try Self.run(kind, seed: 43, steps: 3_000)
    #expect(other.steps != first.steps, "another seed, another run")
  }

  @Test("a trace replays to the run that wrote it", arguments: kinds)
  func tracesRoundTrip(kind: String) throws {
    let type = try #require(BuiltInDrivers.named(kind))
    try roundTrip(type)
  }

  private func roundTrip<Driver: StressDriver>(_: Driver.Type) throws {
    let options = StressOptions<Driver>(seed: 5, steps: 2_000)
    let steps = try StressRunner<Driver>.steps(of: options, count: 2_000)
    let trace = StressTrace<Driver>(
      options: options, steps: steps, note: "a note", brokenRule: .C3)
    let decoded = try StressTrace<Driver>(decoding: trace.encoded(), name: "t.jsonl")
    #expect(decoded == trace)
    #expect(
      try TraceHeader.container(in: trace.encoded(), name: "t.jsonl") == Driver.name)
  }

  /// A planted bug in each container, the rule it must break, and the most steps its
  /// reproducer may keep.
  static let plantedBugs: [(String, String, Rule)] = [
    ("placeholder", "releases-view-on-swap", .C5),
    ("placeholder", "reversed-swap-never-ends", .hang),
    ("tabs", "forgets-did-move", .L4),
    ("pages", "keeps-far-views", .C1),
    ("nested", "tabs-ignore-child-rotation", .C7),
    ("nested", "releases-view-on-swap", .C5),
    ("nested", "forgets-did-move", .L4),
    ("menu", "keeps-old-view", .C3),
    ("menu", "forwards-appearance-twice", .L2),
    ("menu", "installs-off-screen", .C6),
  ]

  @Test(
    "a planted bug in each container is caught and shrunk to a few steps",
    arguments: plantedBugs)
  func plantedBugIsCaughtAndShrunk(kind: String, bug: String, rule: Rule) throws {
    let type = try #require(BuiltInDrivers.named(kind))
    try catchAndShrink(type, bug: bug, rule: rule)
  }

  private func catchAndShrink<Driver: StressDriver>(
    _: Driver.Type, bug: String, rule: Rule
  ) throws {
    let options = StressOptions<Driver>(seed: 1, steps: 20_000, plantedBugs: [bug])
    let runner = try StressRunner<Driver>(options: options)
    runner.run()
    let caught = try #require(runner.finish().first, "\(bug) went unseen")
    #expect(caught.rule == rule, "\(bug): \(caught)")
    let steps = try StressRunner<Driver>.steps(of: options, count: runner.step)
    let small = StressShrinker<Driver>(options: options, signature: rule).shrink(steps)
    #expect(small.count <= 5, "\(bug): \(small.map(\.description))")
    #expect(small.count < steps.count || steps.count <= 5)
    let reproduced = try #require(
      StressRunner<Driver>.firstViolation(of: small, options: options))
    #expect(reproduced.rule == rule)
    let step = try #require(reproduced.step)
    // In a step, or in the set-up (a reproducer of no step), not only in the teardown.
    #expect(
      step < small.count || (small.isEmpty && step == 0),
      "\(bug) breaks \(rule) in a step, not only in the teardown")
    var clean = options
    clean.plantedBugs = []
    #expect(StressRunner<Driver>.firstViolation(of: small, options: clean) == nil)
  }

  @Test("bad traces and options are refused with the problem named")
  func badInputIsRefused() throws {
    let tabs = StressTrace<TabDriver>(
      options: StressOptions(steps: 3), steps: [.memoryWarning(count: 1)])
    #expect(throws: HarnessError.badTrace("t.jsonl: a trace of the tabs container, not of pages")) {
      try StressTrace<PageDriver>(decoding: tabs.encoded(), name: "t.jsonl")
    }
    #expect(throws: HarnessError.badTrace("t.jsonl: a trace of the tabs container, not of stack")) {
      try StressTrace<StackDriver>(decoding: tabs.encoded(), name: "t.jsonl")
    }
    let unknown = Data(
      #"{"container":"drawer","format":"viewcachestress-trace","options":{},"version":2}"#.utf8)
    #expect(try TraceHeader.container(in: unknown, name: "t.jsonl") == "drawer")
    #expect(throws: HarnessError.badTrace("t.jsonl: a trace of the drawer container, not of tabs"))
    {
      try StressTrace<TabDriver>(decoding: unknown, name: "t.jsonl")
    }
    var lines = String(decoding: tabs.encoded(), as: UTF8.self)
    lines += #"{"op":"explode"}"# + "\n"
    #expect(
      throws: HarnessError.badTrace(
        #"t.jsonl: line 3 is not an operation: key 'op': unknown step 'explode'; shared steps are ["memory-warning", "rotate", "resize", "advance", "hide-window", "show-window"]"#
      )
    ) {
      try StressTrace<TabDriver>(decoding: Data(lines.utf8), name: "t.jsonl")
    }
    #expect(
      throws: HarnessError.usage(
        "unknown planted bug 'keeps-far-views' for the tabs container; choose one of forgets-did-move, forgets-remove-from-parent, shows-child-out-of-window"
      )
    ) {
      try StressRunner<TabDriver>(options: StressOptions(plantedBugs: ["keeps-far-views"]))
    }
    #expect(throws: HarnessError.usage("steps must be at least 1, got 0")) {
      try StressRunner<PageDriver>(options: StressOptions(steps: 0))
    }
  }

  @Test("shared steps are written with the stack's names")
  func sharedStepsEncode() throws {
    let steps: [StressStep<TabDriver.Operation>] = [
      .memoryWarning(count: 1), .rotate(.landscapeLeft), .resize(width: 400, height: 600),
      .advance(ticks: 7), .hideWindow, .showWindow, .container(.select(index: 2)),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let lines = try steps.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    #expect(
      lines == [
        #"{"count":1,"op":"memory-warning"}"#, #"{"op":"rotate","orientation":"landscapeLeft"}"#,
        #"{"height":600,"op":"resize","width":400}"#,
        #"{"op":"advance","ticks":7}"#, #"{"op":"hide-window"}"#, #"{"op":"show-window"}"#,
        #"{"select":{"index":2}}"#,
      ])
    let decoded = try lines.map {
      try JSONDecoder().decode(StressStep<TabDriver.Operation>.self, from: Data($0.utf8))
    }
    #expect(decoded == steps)
  }
}

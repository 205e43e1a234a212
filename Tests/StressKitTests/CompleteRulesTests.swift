import Containment
import StressKit
import Testing

/// The checks of what must happen, beside what must not.
///
/// Each is proven by a planted bug that only it catches. With ``StressOptions/checksCompleteness`` off (the oracle before these checks)
/// the same run passes; with it on, the default run names the new check and shrinks the failure
/// to a few steps.
@Suite struct CompleteRulesTests {
  /// A container, a bug only a completeness check sees, the rule, and words of the check's
  /// expectation.
  static let cases: [(String, String, Rule, String)] = [
    // C1 the other way: a view is released only below the top N (or by a memory warning).
    ("stack", "releases-view-within-capacity", .C1, "kept (capacity"),
    // C1 the other way for every container: a view goes only by a warning or the cache.
    ("placeholder", "releases-shown-view-off-screen", .C1, "kept (no memory warning)"),
    // C4 the other way: after a warning, a view that is not visible has been released.
    ("stack", "keeps-covered-views-off-screen", .C4, "not visible released"),
    // L2 against the views: a view controller on screen has its view in a window.
    ("tabs", "shows-child-out-of-window", .L2, "in a window"),
    // C7 the other way: an accepted size change reaches every view controller with a loaded
    // view.
    ("stack", "resizes-top-only", .C7, "view controllers with loaded views"),
    // L4 to the end: a change of parent ends with its transition.
    ("stack", "late-did-move", .L4, "after addChild(_:) once the move is over"),
    // L2 to the end: no appearance change outlives the clock's schedule.
    ("placeholder", "misses-swap-end-on-time", .L2, "once its transition is over"),
  ]

  @Test("a completeness check catches what the oracle without it misses", arguments: cases)
  func theNewCheckCatchesWhatTheOldOracleMissed(
    container: String, bug: String, rule: Rule, words: String
  ) throws {
    let type = try #require(BuiltInDrivers.named(container))
    try check(type, bug: bug, rule: rule, words: words)
  }

  private func check<Driver: StressDriver>(
    _: Driver.Type, bug: String, rule: Rule, words: String
  ) throws {
    var options = StressOptions<Driver>(seed: 1, steps: 50_000, plantedBugs: [bug])
    options.checksCompleteness = false
    let before = try StressRunner<Driver>(options: options)
    before.run()
    #expect(before.finish().isEmpty, "\(bug): the oracle without completeness checks saw it")

    options.checksCompleteness = true
    let runner = try StressRunner<Driver>(options: options)
    runner.run()
    let caught = try #require(runner.finish().first, "\(bug) went unseen")
    #expect(caught.rule == rule, "\(bug): \(caught)")
    #expect(caught.expected.contains(words), "\(bug): \(caught)")
    let steps = try StressRunner<Driver>.steps(of: options, count: runner.step)
    let small = StressShrinker<Driver>(options: options, signature: rule).shrink(steps)
    #expect(small.count <= 10, "\(bug): \(small.map(\.description))")
    let reproduced = try #require(
      StressRunner<Driver>.firstViolation(of: small, options: options))
    #expect(reproduced.rule == rule && reproduced.expected.contains(words), "\(reproduced)")
    var clean = options
    clean.plantedBugs = []
    #expect(StressRunner<Driver>.firstViolation(of: small, options: clean) == nil)
  }

  /// The completeness checks on, every container's default run on a few seeds stays clean: a
  /// check that fired on correct containers would be worthless.
  @Test(
    "the completeness checks pass correct containers",
    arguments: BuiltInDrivers.all.map { $0.name })
  func correctContainersPass(container: String) throws {
    let type = try #require(BuiltInDrivers.named(container))
    try clean(type)
  }

  private func clean<Driver: StressDriver>(_: Driver.Type) throws {
    for seed: UInt64 in [11, 12] {
      for profile in Driver.profiles.map(\.name) {
        let runner = try StressRunner<Driver>(
          options: StressOptions(seed: seed, steps: 20_000, profile: profile))
        runner.run()
        let violations = runner.finish()
        #expect(violations.isEmpty, "\(Driver.name) \(profile) seed \(seed): \(violations)")
      }
    }
  }

  /// A failure while the run is set up needs no step: its trace is empty and replays it.
  @Test func aFailureInTheSetUpHasAnEmptyTrace() throws {
    let options = StressOptions<TabDriver>(
      seed: 1, steps: 100, plantedBugs: ["shows-child-out-of-window"])
    let runner = try StressRunner<TabDriver>(options: options)
    runner.run()
    let caught = try #require(runner.finish().first)
    #expect(caught.step == 0 && caught.rule == .L2)
    let steps = try StressRunner<TabDriver>.steps(of: options, count: runner.step)
    #expect(steps.isEmpty)
    let trace = StressTrace<TabDriver>(options: options, steps: steps)
    let decoded = try StressTrace<TabDriver>(decoding: trace.encoded(), name: "t.jsonl")
    #expect(decoded.steps.isEmpty)
    #expect(
      StressRunner<TabDriver>.firstViolation(of: decoded.steps, options: options)?.rule == .L2)
  }
}

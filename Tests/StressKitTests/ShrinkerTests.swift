import Containment
import StressKit
import Testing

@Suite struct ShrinkerTests {
  // A bug that traps would end this process: the command line's supervisor catches those
  // (`CrashCommandLineTests`).
  @Test(arguments: StackDriver.Bug.allCases.filter { !$0.traps })
  func plantedBugsShrinkToTenOperationsOrFewer(bug: StackDriver.Bug) throws {
    let options = StressOptions<StackDriver>(
      seed: 1, steps: 100_000, plantedBugs: [bug.rawValue])
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    let violation = try #require(runner.finish().first)
    let operations = try StressRunner<StackDriver>.steps(of: options, count: runner.step)
    #expect(operations.count == runner.step)
    #expect(
      StressRunner<StackDriver>.firstViolation(of: operations, options: options) == violation,
      "the regenerated operations fail exactly like the run")
    let shrinker = StressShrinker<StackDriver>(options: options, signature: violation.rule)
    let small = shrinker.shrink(operations)
    #expect(small.count <= 10, "\(bug): \(small.count) operations: \(small)")
    let again = StressRunner<StackDriver>.firstViolation(of: small, options: options)
    #expect(again?.rule == violation.rule, "the reproducer must fail the same rule")
  }

  @Test(
    "a failure at the end of a long trace costs a few short replays: the last 1, 2, 4… steps are tried first"
  )
  func aLongTraceShrinksByItsSuffix() {
    // A million steps that change nothing, then the two that fail (a dive of 300 children and a
    // pop to the root, as `counts-pops-in-a-byte` needs); the replay is a stand-in that fails
    // when a dive of 256 or more is followed by a pop to the root, and counts the steps it replays.
    typealias Step = StressStep<StackDriver.Operation>
    let dive = Step.container(.replaceAll(keep: 1, added: 300, payload: 0, animated: false))
    let steps =
      Array(repeating: Step.advance(ticks: 0), count: 1_000_000)
      + [dive, .container(.popToRoot(animated: false))]
    var replayed = 0
    let shrinker = StressShrinker<StackDriver>(options: StressOptions(seed: 1), signature: .crash)
    let small = shrinker.shrink(
      steps,
      failure: Violation(
        rule: .crash, step: steps.count - 1, subject: nil, expected: "no trap", seen: "trap"),
      replayingWith: { candidate in
        replayed += candidate.count
        var deep = false
        for step in candidate {
          if case .container(.replaceAll(_, let added, _, _)) = step, added >= 256 { deep = true }
          if deep, case .container(.popToRoot) = step {
            return Violation(
              rule: .crash, step: candidate.count - 1, subject: nil, expected: "no trap",
              seen: "trap")
          }
        }
        return nil
      })
    #expect(small.count == 2, "\(small)")
    if case .container(.replaceAll(_, let added, _, _)) = small.first {
      #expect(added == 256, "the dive comes down to its threshold")
    } else {
      Issue.record("the reproducer keeps the dive: \(small)")
    }
    // ddmin alone would replay half a million steps at its first candidate.
    #expect(replayed < 1_000, "\(replayed) steps replayed")
  }

  @Test(
    "a failure that needs 65,536 warnings spread over a long trace folds them into one burst and sheds the rest"
  )
  func warningsFoldIntoOneBurst() {
    // 150,000 pairs of a warning and a time step, a rotation every 1,000 steps; the stand-in
    // replay "traps" on the 65,536th warning (a 16-bit counter) and counts the steps it replays.
    typealias Step = StressStep<StackDriver.Operation>
    var steps: [Step] = []
    for index in 0..<150_000 {
      steps.append(.memoryWarning(count: 1))
      steps.append(index % 500 == 0 ? .rotate(.landscapeLeft) : .advance(ticks: 3))
    }
    var replayed = 0
    func trapsOnWarning65536(_ candidate: [Step]) -> Violation? {
      replayed += candidate.count
      var heard = 0
      for (index, step) in candidate.enumerated() {
        guard case .memoryWarning(let count) = step else { continue }
        heard += count
        if heard >= 65_536 {
          return Violation(
            rule: .crash, step: index, subject: nil, expected: "no trap", seen: "trap")
        }
      }
      return nil
    }
    let failure = trapsOnWarning65536(steps)
    let shrinker = StressShrinker<StackDriver>(options: StressOptions(seed: 1), signature: .crash)
    let small = shrinker.shrink(steps, failure: failure, replayingWith: trapsOnWarning65536)
    #expect(small == [.memoryWarning(count: 65_536)], "\(small.prefix(10))")
    // Without folding no chunk of the trace could go: ddmin would replay it in full at each
    // of thousands of candidates.
    #expect(replayed < 1_000_000, "\(replayed) steps replayed")
  }

  @Test("consecutive time steps fold into one, and a burst is never folded past its bound")
  func countsFoldWithinTheirBounds() {
    typealias Step = StressStep<StackDriver.Operation>
    // Fails when the clock has moved 10,000 ticks and then a pop comes.
    func late(_ candidate: [Step]) -> Violation? {
      var ticks = 0
      for (index, step) in candidate.enumerated() {
        if case .advance(let moved) = step { ticks += moved }
        if ticks >= 10_000, case .container(.pop) = step {
          return Violation(rule: .L2, step: index, subject: nil, expected: "e", seen: "s")
        }
      }
      return nil
    }
    let steps =
      Array(repeating: Step.advance(ticks: 100), count: 120) + [.container(.pop(animated: false))]
    let shrinker = StressShrinker<StackDriver>(options: StressOptions(seed: 1), signature: .L2)
    let small = shrinker.shrink(steps, failure: late(steps), replayingWith: late)
    #expect(small == [.advance(ticks: 10_000), .container(.pop(animated: false))], "\(small)")
    let top = TraceBounds.warningBurst.upperBound
    #expect(Step.memoryWarning(count: 1).withFoldedCount(top + 5) == .memoryWarning(count: top))
    #expect(
      Step.advance(ticks: 1).withFoldedCount(.max)
        == .advance(ticks: TraceBounds.advanceTicks.upperBound))
  }

  @Test("a shrink whose time is up replays nothing more and returns the smallest trace so far")
  func aShrinkKeepsItsDeadline() throws {
    let options = StressOptions<StackDriver>(
      seed: 1, steps: 100_000, plantedBugs: [StackDriver.Bug.capacityOffByOne.rawValue])
    let runner = try StressRunner<StackDriver>(options: options)
    runner.run()
    let violation = try #require(runner.finish().first)
    let steps = try StressRunner<StackDriver>.steps(of: options, count: runner.step)
    var replays = 0
    let shrinker = StressShrinker<StackDriver>(
      options: options, signature: violation.rule, timeLimit: .zero)
    let small = shrinker.shrink(steps, failure: violation) { _ in
      replays += 1
      return violation
    }
    #expect(replays == 0)
    #expect(small.count == violation.step.map { $0 + 1 } ?? steps.count)
    // A replay in process gives up at its deadline too (checked every 4,096 steps): the
    // failure, after 5,000 steps that do nothing, is found without one and not past it.
    let reproducer = StressShrinker<StackDriver>(options: options, signature: violation.rule)
      .shrink(steps)
    let late =
      Array(repeating: StressStep<StackDriver.Operation>.advance(ticks: 0), count: 5_000)
      + reproducer
    #expect(
      StressRunner<StackDriver>.firstViolation(of: late, options: options)?.rule == violation.rule)
    #expect(
      StressRunner<StackDriver>.firstViolation(
        of: late, options: options, deadline: .now - .seconds(1)) == nil)
  }

  @Test("an insert is simpler as a push, a cached insert as a cached push")
  func insertsBecomePushes() {
    #expect(
      StackDriver.Operation.insert(index: 0, payload: 0).simplerForms
        == [.push(payload: 0, style: .slide, animated: false)])
    #expect(
      StackDriver.Operation.insert(index: 2, payload: 300).simplerForms.last
        == .push(payload: 300, style: .slide, animated: false))
    #expect(
      StackDriver.Operation.insertCached(slot: 3, index: 1).simplerForms
        == [.pushCached(slot: 3, style: .slide, animated: false)])
  }

  @Test func aDiveComesDownByHalvingCuts() {
    func added(_ count: Int) -> [Int] {
      StackDriver.Operation.replaceAll(keep: 0, added: count, payload: 0, animated: false)
        .simplerForms.compactMap {
          if case .replaceAll(_, let added, _, _) = $0 { added } else { nil }
        }
    }
    #expect(added(0) == [])
    #expect(added(1) == [0])
    #expect(added(300) == [0, 150, 225, 263, 282, 291, 296, 298, 299])
  }

  @Test("a list's dive comes down by the same halving cuts, then the rest of the list")
  func aListsDiveComesDownByHalvingCuts() {
    let forms = TabDriver.Operation.setChildren(keep: 0b11, add: .new(payload: 9), at: 1, dive: 300)
      .simplerForms
    let dives = forms.map { form -> Int? in
      if case .setChildren(_, _, _, let dive) = form { dive } else { nil }
    }
    // No dive (nil), then the cuts; then the same dive without the child, and with no payload.
    #expect(dives == [nil, 150, 225, 263, 282, 291, 296, 298, 299, 300, 300])
    #expect(
      forms.suffix(2) == [
        .setChildren(keep: 0b11, add: nil, at: 1, dive: 300),
        .setChildren(keep: 0b11, add: .new(payload: 0), at: 1, dive: 300),
      ])
    let pages = PageDriver.Operation.setPages(keep: 1, add: [], current: 0, dive: 2).simplerForms
    #expect(
      pages == [
        .setPages(keep: 1, add: [], current: 0, dive: nil),
        .setPages(keep: 1, add: [], current: 0, dive: 1),
      ])
  }
}

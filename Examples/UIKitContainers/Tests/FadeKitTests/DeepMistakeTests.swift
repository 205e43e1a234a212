import FadeKit
import StressKit
import Testing

@testable import FadeKitShapes

/// The top stack's deep mistakes are real: each waits at the end of its sequence of events,
/// and the sequence written out by hand finds it, while the same steps without the mistake
/// run clean (what `scripts/explore.sh` gives guided and blind runs to find).
@Suite struct DeepMistakeTests {
  typealias Stack = StackShapeDriver<TopStack>
  typealias Step = StressStep<Stack.Operation>

  /// Two children pushed, then `events`: `W` a memory warning, `N` a narrower size change, `D`
  /// a wider one, measured from the window's first width.
  static func steps(_ events: String, then last: Step) -> [Step] {
    var width = 390  // the window's first width, a phone in portrait
    var steps: [Step] = [
      .container(.push(.new(payload: 0))), .container(.push(.new(payload: 0))),
    ]
    for event in events {
      switch event {
      case "W": steps.append(.memoryWarning(count: 1))
      case "N":
        width -= 20
        steps.append(.resize(width: width, height: 900))
      default:
        width += 20
        steps.append(.resize(width: width, height: 900))
      }
    }
    return steps + [last]
  }

  /// The violations of `steps` replayed with `bugs` planted.
  static func violations(_ steps: [Step], bugs: [String]) throws -> [Violation] {
    let options = StressOptions<Stack>(seed: 1, steps: steps.count, plantedBugs: bugs)
    let runner = try StressRunner<Stack>(options: options)
    try runner.replay(steps)
    return runner.finish()
  }

  @Test(
    arguments: [
      ("deep-pop-after-alternating-warnings", "WDWNWDWN", Step.container(.pop())),
      ("deep-push-after-warning-pairs", "WWDWWDWW", .container(.push(.new(payload: 0)))),
      ("deep-pop-after-zigzag", "DNDNDNDN", .container(.pop())),
    ])
  func eachDeepMistakeWaitsAtTheEndOfItsSequence(mistake: String, events: String, last: Step)
    throws
  {
    let whole = Self.steps(events, then: last)
    let found = try Self.violations(whole, bugs: [mistake])
    #expect(!found.isEmpty, "\(mistake) after \(events)")
    #expect(try Self.violations(whole, bugs: []).isEmpty, "clean without the mistake")
    // One event short of the sequence, the mistake stays hidden.
    let short = Self.steps(String(events.dropFirst()), then: last)
    #expect(try Self.violations(short, bugs: [mistake]).isEmpty, "\(mistake) after less")
    #expect(whole.count <= 11, "a reproducer of a few operations")
  }
}

// uikit-cost: one workload replayed on Apple's recipe written on the model and on UIKit's names
// (Recipe.swift), for callgrind: `scripts/uikit-cost.sh` counts the instructions of the replay
// alone (`--toggle-collect` on `replay`), for N and 2N steps, checked by the oracle or not.
//
//     uikit-cost model|uikit STEPS checked|unchecked

import StressKit

#if canImport(Glibc)
import Glibc
#endif

@main
enum UIKitCost {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 3, ["model", "uikit"].contains(arguments[0]),
      let steps = Int(arguments[1]), steps > 0, ["checked", "unchecked"].contains(arguments[2])
    else {
      let line = "uikit-cost: error: usage: uikit-cost model|uikit STEPS checked|unchecked\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
    let checking = arguments[2] == "checked"
    // The workload the UIKit recipe's driver draws: each step is the same on both sides.
    var options = StressOptions<ContentShapeDriver<UIKitRecipe>>(seed: 1, steps: steps)
    options.countsCoverage = false
    let drawn = try StressRunner<ContentShapeDriver<UIKitRecipe>>.steps(of: options, count: steps)
    if arguments[0] == "uikit" {
      try replay(drawn, on: ContentShapeDriver<UIKitRecipe>.self, checking: checking)
    } else {
      try replay(drawn, on: ModelRecipeDriver.self, checking: checking)
    }
  }

  /// Replays `steps` on a fresh runner: what callgrind counts.
  @inline(never)
  static func replay<Driver: StressDriver>(
    _ steps: [StressStep<Driver.Operation>], on _: Driver.Type, checking: Bool
  ) throws {
    var options = StressOptions<Driver>(seed: 1, steps: steps.count)
    options.countsCoverage = false
    let runner = try StressRunner<Driver>(options: options, checking: checking)
    try runner.replay(steps)
    let violations = runner.finish()
    guard violations.isEmpty else {
      fatalError("\(Driver.name) broke the contract: \(violations)")
    }
  }
}

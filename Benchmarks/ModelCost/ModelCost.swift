// model-cost: one container's default workload with no observer (the oracle off, no coverage,
// no churn), so that callgrind sees what the model's own operations cost, as a user's container
// pays it. `scripts/model-cost.sh` runs it and reads the profile.
//
//     model-cost CONTAINER STEPS

import StressKit

#if canImport(Glibc)
import Glibc
#endif

@main
enum ModelCost {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    let names = BuiltInDrivers.all.map { $0.name }
    guard arguments.count == 2, let name = arguments.first, let count = arguments.last,
      let steps = Int(count), steps > 0
    else {
      fail("usage: model-cost CONTAINER STEPS (containers: \(names.joined(separator: ", ")))")
    }
    guard let driver = BuiltInDrivers.all.first(where: { $0.name == name }) else {
      fail("unknown container '\(name)'; choose one of \(names.joined(separator: ", "))")
    }
    try driver.runWithoutObserver(steps: steps)
  }

  static func fail(_ message: String) -> Never {
    let line = "model-cost: error: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
  }
}

extension StressDriver {
  /// Runs the default workload for `steps` steps, unchecked: the view controllers have no
  /// observer.
  static func runWithoutObserver(steps: Int) throws {
    var options = StressOptions<Self>(seed: 1, steps: steps)
    options.countsCoverage = false
    try StressRunner<Self>(options: options, checking: false).run()
  }
}

import ArgumentParser
import StressKit

extension Contract: ExpressibleByArgument {
  /// `ios`, `ios5` or `coconutkit`; `uikit`, the name of `ios5` before today's iOS was a level.
  public init?(argument: String) {
    self.init(rawValue: argument == "uikit" ? "ios5" : argument)
  }
}

/// The options that say what a run drives and how: shared by `run` and `sweep`.
struct WorkloadOptions: ParsableArguments {
  @Option(help: "The container to drive.")
  var container: ContainerName = .first

  @Option(
    help: ArgumentHelp(
      "The workload profile (default: the container's first): \(ContainerRegistry.current.entries.map { "\($0.name): \($0.profileNames.joined(separator: ", "))" }.joined(separator: "; ")).",
      valueName: "name"))
  var profile: RegisteredName<ProfileNames>?

  @Flag(help: "Swarm testing: each run disables a random subset of step kinds.")
  var swarm = false

  @Option(
    parsing: .unconditional,
    help: "A fixed payload for every new child's view, in bytes (0...67108864).")
  var payloadBytes: Int?

  @Flag(
    help:
      "Do not draw over orders of magnitude: no big payloads (to 4 MiB), no dives of hundreds or thousands of children."
  )
  var noMagnitudes = false

  @Option(
    help: ArgumentHelp(
      "The contract to hold the container to: today's iOS (6 and later: a memory warning releases no view), iOS 5's (a memory warning releases every view not visible), or CoconutKit's (iOS 5's, with lazy loading off screen (C6), no size change during a transition (C7) and a leaving child's view kept (C5)). Default: the container's (CoconutKit's for the built-in ones, today's iOS for a UIKit container's shape driver).",
      valueName: "level"))
  var contract: Contract?

  @Option(
    name: .customLong("plant-bug"),
    help: ArgumentHelp(
      "Plant a bug in the container to see the harness catch it (repeatable): \(Self.plantableBugsHelp(ContainerRegistry.current.entries.map { ($0.name, $0.plantableBugs) })).",
      valueName: "name"))
  var plantedBugs: [RegisteredName<BugNames>] = []

  /// The bugs each container can plant, for `--plant-bug`'s help: `stack: a, b; tabs: c`,
  /// containers with none left out (`none` when no container has any).
  static func plantableBugsHelp(_ containers: [(name: String, bugs: [String])]) -> String {
    let listed = containers.filter { !$0.bugs.isEmpty }
      .map { "\($0.name): \($0.bugs.joined(separator: ", "))" }
    return listed.isEmpty ? "none" : listed.joined(separator: "; ")
  }

  @Option(
    parsing: .unconditional,
    help:
      "A step that fires more virtual-time deadlines than this is a hang (\(TraceBounds.eventsPerStep.lowerBound)...\(TraceBounds.eventsPerStep.upperBound))."
  )
  var eventsPerStep: Int = StressOptions<StackDriver>.defaultEventsPerStep

  @Option(
    parsing: .unconditional,
    help:
      "A step that makes more lifecycle callbacks than this is a hang (\(TraceBounds.callbacksPerStep.lowerBound)...\(TraceBounds.callbacksPerStep.upperBound))."
  )
  var callbacksPerStep: Int = StressOptions<StackDriver>.defaultCallbacksPerStep

  /// The options of a run of `Driver`, before its parameter is set.
  func options<Driver: StressDriver>(
    _: Driver.Type, seed: UInt64, steps: Int
  ) -> StressOptions<Driver> {
    var options = StressOptions<Driver>(
      seed: seed, steps: steps, plantedBugs: plantedBugs.map(\.name), profile: profile?.name,
      swarm: swarm, payloadBytes: payloadBytes)
    options.eventsPerStep = eventsPerStep
    options.callbacksPerStep = callbacksPerStep
    options.magnitudes = !noMagnitudes
    options.contract = contract
    return options
  }

  /// Refuses an unknown container before anything runs.
  func validate() throws {
    try container.check()
  }

  /// Checks the options for `Driver`; the error names the option.
  func validate<Driver: StressDriver>(for _: Driver.Type) throws {
    try checkPayloadBytes(payloadBytes)
    try check(callbacksPerStep, in: TraceBounds.callbacksPerStep, option: "--callbacks-per-step")
    try check(eventsPerStep, in: TraceBounds.eventsPerStep, option: "--events-per-step")
    do {
      try options(Driver.self, seed: 0, steps: 1).validate()
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension ContainerRegistry.Entry {
  /// The names of the container's profiles.
  var profileNames: [String] {
    func names<Driver: StressDriver>(_: Driver.Type) -> [String] {
      Driver.profiles.map(\.name)
    }
    return names(driver)
  }

  /// The bugs that can be planted in the container.
  var plantableBugs: [String] {
    func names<Driver: StressDriver>(_: Driver.Type) -> [String] {
      Driver.Bug.allCases.map(\.rawValue)
    }
    return names(driver)
  }
}

import ArgumentParser
import StressKit

extension StressHarness {
  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the workload profiles.")

    @Option(help: "The container whose profiles to list (default: every container's).")
    var container: ContainerName?

    func validate() throws {
      try container?.check()
    }

    func run() throws {
      for entry in ContainerRegistry.current.entries
      where container == nil || container?.name == entry.name {
        try list(entry.stressType)
      }
    }

    private func list<Container: StressContainer>(_: Container.Type) throws {
      for profile in Container.profiles {
        try printOutput("\(Container.name) \(profile.name): \(profile.summary)")
        let heaviest = profile.weights.sorted { $0.weight > $1.weight }.prefix(5)
          .map { "\($0.kind) \($0.weight)" }
        try printOutput("  weights (top 5): \(heaviest.joined(separator: ", "))")
        try printOutput(
          "  payload \(profile.payloadBytes.lowerBound)...\(profile.payloadBytes.upperBound) bytes, "
            + "animated \(profile.animatedPercent)%, warnings in bursts of \(profile.burst.lowerBound)...\(profile.burst.upperBound)"
        )
      }
    }
  }
}

import ArgumentParser
import StressKit

extension StressHarness {
  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the workload profiles.")

    @Option(help: "The container whose profiles to list (default: every container's).")
    var container: ContainerName?

    func run() {
      for entry in ContainerRegistry.current.entries
      where container == nil || container?.name == entry.name {
        list(entry.stressType)
      }
    }

    private func list<Container: StressContainer>(_: Container.Type) {
      for profile in Container.profiles {
        print("\(Container.name) \(profile.name): \(profile.summary)")
        let heaviest = profile.weights.sorted { $0.weight > $1.weight }.prefix(5)
          .map { "\($0.kind) \($0.weight)" }
        print("  weights (top 5): \(heaviest.joined(separator: ", "))")
        print(
          "  payload \(profile.payloadBytes.lowerBound)...\(profile.payloadBytes.upperBound) bytes, "
            + "animated \(profile.animatedPercent)%, warnings in bursts of \(profile.burst.lowerBound)...\(profile.burst.upperBound)"
        )
      }
    }
  }
}

import ArgumentParser
import StressKit

extension StressHarness {
  struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the containers' workload profiles (and, as JSON, their parameters and bugs).",
      discussion: """
        --json writes what the registered drivers declare, so that scripts and tests take the \
        container list from the harness rather than keep one of their own: \
        {"format": "viewcachestress-containers", "version": 1, "containers": [{"name", \
        "profiles": [{"name", "summary"}], "parameters": [{"name", "help", "validRange": [low, high], \
        "sweepRange": [low, high], "defaultValue"}], "bugs": […]}]}.
        """)

    @Option(help: "The container whose profiles to list (default: every container's).")
    var container: ContainerName?

    @Flag(help: "Write the containers, their profiles, parameters and bugs as JSON instead.")
    var json = false

    /// What `--json` writes.
    struct Document: Encodable {
      var format = "viewcachestress-containers"
      var version = 1
      var containers: [Entry]
    }

    /// One container as its driver declares it.
    struct Entry: Encodable {
      struct Profile: Encodable {
        var name: String
        var summary: String
      }
      struct Parameter: Encodable {
        var name: String
        var help: String
        var validRange: [Int]
        var sweepRange: [Int]
        /// The values a run not given the parameter draws over its magnitudes now and then.
        var largeValues: [Int]?
        var defaultValue: Int
      }
      var name: String
      var profiles: [Profile]
      var parameters: [Parameter]
      var bugs: [String]
    }

    func validate() throws {
      try container?.check()
    }

    func run() throws {
      let entries = ContainerRegistry.current.entries.filter {
        container == nil || container?.name == $0.name
      }
      if json {
        let document = Document(containers: entries.map { Self.entry($0.driver) })
        try printOutput(reportJSON(document))
        return
      }
      for entry in entries { try list(entry.driver) }
    }

    private static func entry<Driver: StressDriver>(_: Driver.Type) -> Entry {
      Entry(
        name: Driver.name,
        profiles: Driver.profiles.map { Entry.Profile(name: $0.name, summary: $0.summary) },
        parameters: Driver.parameters.map {
          Entry.Parameter(
            name: $0.name, help: $0.help,
            validRange: [$0.validRange.lowerBound, $0.validRange.upperBound],
            sweepRange: [$0.sweepRange.lowerBound, $0.sweepRange.upperBound],
            largeValues: $0.largeValues.map { [$0.lowerBound, $0.upperBound] },
            defaultValue: $0.defaultValue)
        },
        bugs: Driver.Bug.allCases.map(\.rawValue))
    }

    private func list<Driver: StressDriver>(_: Driver.Type) throws {
      for profile in Driver.profiles {
        try printOutput("\(Driver.name) \(profile.name): \(profile.summary)")
        let heaviest = profile.weights.sorted { $0.weight > $1.weight }.prefix(5)
          .map { "\($0.kind) \($0.weight)" }
        try printOutput("  weights (top 5): \(heaviest.joined(separator: ", "))")
        try printOutput(
          "  payload \(profile.payloadBytes.lowerBound)...\(profile.payloadBytes.upperBound) bytes, "
            + "animated \(profile.animatedPercent)%, warnings in bursts of \(profile.burst.lowerBound)...\(profile.burst.upperBound)"
        )
        try printOutput("  \(profile.magnitudes)")
      }
    }
  }
}

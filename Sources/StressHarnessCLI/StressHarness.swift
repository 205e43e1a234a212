import ArgumentParser
import Foundation
import StressKit
import Synchronization

/// The `stress-harness` command line: `run`, `replay`, `shrink`, `sweep`, `profiles`, `demo`.
///
/// An executable gets it for its own containers with ``main(containers:)``.
public struct StressHarness: ParsableCommand {
  /// The commands, named after the executable (`stress-harness`, or a harness of your own).
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: commandName,
      abstract: "Stress iOS-style view-controller containers and check their lifecycle contract.",
      discussion: ExitStatus.summary,
      version: "0.3.0",
      subcommands: [Run.self, Replay.self, Shrink.self, Sweep.self, Profiles.self, Demo.self],
      defaultSubcommand: Run.self
    )
  }

  /// Creates the command (the parser does).
  public init() {}

  /// Runs the command line on the process's arguments, driving `containers`, and exits.
  ///
  /// - Parameter containers: The drivers `--container` names (``ContainerRegistry/builtIn``,
  ///   plus your own).
  public static func main(containers: ContainerRegistry) -> Never {
    if let problem = containers.problem {
      printError("Error: \(problem)")
      Foundation.exit(ExitStatus.software)
    }
    ContainerRegistry.shared.withLock { $0 = containers }
    if let problem = helpProblem(in: Array(CommandLine.arguments.dropFirst())) {
      printError("Error: \(problem)")
      Foundation.exit(ExitStatus.usage)
    }
    main()
    Foundation.exit(0)
  }

  /// What is wrong with a `help TOPIC…` command line, whose topics the parser would ignore:
  /// a topic that is not a command (nested topics are subcommands of the one before).
  static func helpProblem(in arguments: [String]) -> String? {
    guard arguments.first == "help" else { return nil }
    var commands = configuration.subcommands
    for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
      guard let command = commands.first(where: { $0._commandName == topic }) else {
        let names = commands.map { $0._commandName }
        let choices =
          names.isEmpty ? "it has no subcommands" : "topics are \(names.joined(separator: ", "))"
        return "unknown help topic '\(topic)'; \(choices)"
      }
      commands = command.configuration.subcommands
    }
    return nil
  }
}

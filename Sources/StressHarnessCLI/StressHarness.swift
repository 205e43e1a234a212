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
      discussion: """
        Exit status: 0 clean, 1 contract violations found, 64 usage error, 65 bad input data \
        (a trace), 70 a broken registry of containers, 73 an output file that cannot be written.
        """,
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
    main()
    Foundation.exit(0)
  }
}

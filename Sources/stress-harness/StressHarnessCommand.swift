import ArgumentParser
import StressKit

/// The `stress-harness` command line.
@main
struct StressHarness: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stress-harness",
    abstract: "Stress iOS-style view-controller containers and check their lifecycle contract.",
    discussion: """
      Exit status: 0 clean, 1 contract violations found, 64 usage error, 65 bad trace file.
      """,
    version: "0.2.0",
    subcommands: [Run.self, Replay.self, Shrink.self, Sweep.self, Profiles.self, Demo.self],
    defaultSubcommand: Run.self
  )
}

/// Reports a harness error the way argument-parser reports its own, and exits with its status.
func fail(_ error: HarnessError) -> ExitCode {
  printError("Error: \(error)")
  return ExitCode(error.exitStatus)
}

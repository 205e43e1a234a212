import ArgumentParser
import StressKit
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The `stress-harness` command line: `run`, `replay`, `shrink`, `sweep`, `merge`, `profiles`,
/// `demo`.
///
/// An executable gets it for its own containers with ``main(containers:)``.
public struct StressHarness: ParsableCommand {
  /// The commands, named after the executable (`stress-harness`, or a harness of your own).
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: commandName,
      abstract: "Stress iOS-style view-controller containers and check their lifecycle contract.",
      discussion: ExitStatus.summary,
      version: version,
      subcommands: [
        Run.self, Replay.self, Shrink.self, Sweep.self, Merge.self, Profiles.self, Demo.self,
        Chart.self, Explore.self,
      ],
      defaultSubcommand: Run.self
    )
  }

  /// The harness's version, `--version`'s answer and every JSON report's `harnessVersion`:
  /// the newest release in the CHANGELOG.
  public static let version = "0.7.0"

  /// Creates the command (the parser does).
  public init() {}

  /// Runs the command line on the process's arguments, driving `containers`, and exits.
  ///
  /// - Parameter containers: The drivers `--container` names (``ContainerRegistry/builtIn``,
  ///   plus your own).
  public static func main(containers: ContainerRegistry) -> Never {
    // A file-size limit (`ulimit -f`) makes a write past it fail with EFBIG, as a full disk
    // does, so the command reports it (exit 73) and cleans up, instead of dying of SIGXFSZ.
    signal(SIGXFSZ, SIG_IGN)
    // A closed pipe on standard output is a write that fails (exit 73, the files still
    // written), not a death that loses them.
    signal(SIGPIPE, SIG_IGN)
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A worker reads its order, not a command line: no parser, no environment variable (its
    // supervisor checked the registry).
    if arguments.first == WorkerOrder.command {
      Glibc.exit(WorkerEntry.run(arguments.dropFirst(), registry: containers))
    }
    if let problem = containers.problem {
      printError("Error: \(problem)")
      Glibc.exit(ExitStatus.software)
    }
    ContainerRegistry.shared.withLock { $0 = containers }
    ProcessRole.current = .command(environment: ProcessEnvironment.variables)
    if let problem = helpProblem(in: Array(CommandLine.arguments.dropFirst())) {
      printError("Error: \(problem)")
      Glibc.exit(ExitStatus.usage)
    }
    Glibc.exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Parses and runs `arguments`, printing help and errors; the exit status.
  ///
  /// Help and the version go to standard output through ``printOutput(_:)``, so that a full
  /// or closed standard output is the exit status 73 rather than lost text and 0.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      let names = Set(ContainerRegistry.current.entries.flatMap(\.parameterNames))
      var command = try parseAsRoot(ParameterOptions.rewritten(arguments, names: names))
      // From now on a request to stop is answered with the work kept, not by dying.
      if command is any Interruption.KeepsWork { Interruption.install() }
      try command.run()
      let signal = Interruption.signal.load(ordering: .relaxed)
      return signal == 0 ? ExitStatus.success : ExitStatus.interrupted(by: signal)
    } catch let error as HarnessError {
      return report(error)
    } catch {
      let message = fullMessage(for: error)
      let status = exitCode(for: error).rawValue
      guard !message.isEmpty else { return status }
      guard status == ExitStatus.success else {
        // The parser quotes a bad value whole: each line of its message at most 500
        // characters, a terminal's escapes written out (its usage lines are kept).
        printError(
          message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { HarnessError.echoed($0, limit: 500) }.joined(separator: "\n"))
        return status
      }
      do throws(HarnessError) {
        try printOutput(message)
      } catch {
        return report(error)
      }
      return status
    }
  }

  /// The one place that prints a harness error (`Error: …`, one line) and maps it to its
  /// status: every command throws its errors here.
  static func report(_ error: HarnessError) -> Int32 {
    // One line whatever the error quotes: a value read from input that no message echoed
    // through `HarnessError.echoed` still cannot split it or reach the terminal raw.
    printError("Error: \(HarnessError.echoed(String(describing: error), limit: .max))")
    return ExitStatus.of(error)
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
        return "unknown help topic '\(HarnessError.echoed(topic))'; \(choices)"
      }
      commands = command.configuration.subcommands
    }
    return nil
  }
}

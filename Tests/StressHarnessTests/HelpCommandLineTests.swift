import Foundation
import StressKit
import Testing

@testable import StressHarnessCLI

/// `--help` reads on an 80-column terminal and says each thing once: no value list the
/// option's own text already gives, no default twice.
extension CommandLineTests {
  /// The commands whose help a user reads: the root and every subcommand its help lists (a
  /// new one is checked with no change here).
  func helpCommands() throws -> [[String]] {
    let help = try run(["--help"]).stdout
    let listed = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first ?? ""
    let names = listed.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    return [[]] + names.map { [$0] }
  }

  /// An option's block in a help text: its first line (`  --name <value>`) and the lines
  /// that continue it.
  static func optionBlocks(of help: String) -> [String] {
    var blocks: [String] = []
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  -") {
        blocks.append(String(line))
      } else if line.hasPrefix("    "), !blocks.isEmpty {
        blocks[blocks.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      } else if !line.hasPrefix(" ") {
        blocks.append("")  // a heading or a paragraph ends the block
      }
    }
    return blocks.filter { !$0.isEmpty }
  }

  /// What repeats in one option's block, if anything.
  static func repetition(in block: String) -> String? {
    let text = block.replacingOccurrences(of: "  ", with: " ")
    if let range = text.range(of: "(values: ") {
      let list = text[range.upperBound...].prefix { $0 != ")" && $0 != ";" }
      let values = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let before = text[..<range.lowerBound]
      if values.allSatisfy({ before.contains($0) }) {
        return "every value of (values: …) is in the text already"
      }
    }
    // "default 1", "Default: …", "(default: 1)"; not a value named default ("default, churn").
    let defaults = text.matches(of: #/[Dd]efault:? /#).count
    if defaults > 1 { return "a default said \(defaults) times" }
    return nil
  }

  @Test("--help reads on 80 columns and says each value list and default once")
  func helpSaysEachThingOnce() throws {
    let commands = try helpCommands()
    #expect(commands.count >= 7 && commands.contains(["run"]), "the subcommands: \(commands)")
    for command in commands {
      let outcome = try run(command + ["--help"])
      #expect(outcome.status == 0, "\(command)")
      let help = outcome.stdout
      #expect(help.contains("USAGE: "), "\(command)")
      for line in help.split(separator: "\n") {
        #expect(line.count <= 80, "\(command) --help, \(line.count) columns: \(line)")
      }
      for block in Self.optionBlocks(of: help) {
        if let repeated = Self.repetition(in: block) {
          Issue.record("\(command) --help repeats itself (\(repeated)): \(block)")
        }
      }
    }
  }

  @Test("the help checker sees a value list given twice and a default said twice")
  func helpCheckerSeesRepetition() {
    let help = """
      OPTIONS:
        --profile <name>        The workload profile (default: the container's first):
                                stack: default, churn. (values: default, churn)
        --jobs <jobs>           Run this many (1...256; default 1). (default: 1)
        --container <name>      The container. (values: stack, tabs; default: stack)

      """
    let blocks = Self.optionBlocks(of: help)
    #expect(blocks.count == 3)
    #expect(Self.repetition(in: blocks[0]) != nil)
    #expect(Self.repetition(in: blocks[1]) != nil)
    #expect(Self.repetition(in: blocks[2]) == nil)
  }
}

extension CommandLineTests {
  /// Shell completion, as the commands-and-options article documents it: every subcommand, and
  /// the containers as the values of `--container`.
  @Test(
    "the completion scripts complete the subcommands and the containers",
    arguments: [
      "bash", "zsh", "fish",
    ])
  func completionScriptsCompleteTheCommands(shell: String) throws {
    let outcome = try run(["--generate-completion-script", shell])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    for word in ["replay", "shrink", "merge", "sweep", "container", "contract"] {
      #expect(outcome.stdout.contains(word), "\(shell): no \(word)")
    }
    // The containers as completions, not only in an option's help text (bash has none).
    let containers = [
      "stack", "placeholder", "tabs", "pages", "nested", "menu", "app", "navigation",
    ]
    let listed: Bool =
      switch shell {
      case "bash": outcome.stdout.contains(containers.joined(separator: "'$'\\n''"))
      case "zsh":
        outcome.stdout.contains("(" + containers.map { "'\($0)'" }.joined(separator: " ") + ")")
      default: outcome.stdout.contains("-rfka '" + containers.joined(separator: " ") + "'")
      }
    #expect(listed, "\(shell): the containers are not offered after --container")
  }

  /// After `--container X`, the completion of `--plant-bug` and `--profile` offers X's names
  /// alone (the shell asks the binary, `---completion`, with the words typed so far).
  @Test("completion offers the named container's bugs and profiles, not every container's")
  func completionFollowsTheContainer() throws {
    func complete(_ option: String, _ words: [String]) throws -> [String] {
      let line = ["stress-harness", "run"] + words + [option, ""]
      let outcome = try run(
        ["---completion", "run", "--", option, "\(line.count - 1)", "0"] + line)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      return outcome.stdout.split(separator: "\n").map(String.init)
    }
    let tabs = try complete("--plant-bug", ["--container", "tabs"])
    #expect(tabs == TabDriver.Bug.allCases.map(\.rawValue))
    let pages = try complete("--plant-bug", ["--container=pages"])
    #expect(pages == PageDriver.Bug.allCases.map(\.rawValue))
    // None named: the registry's first, the stack.
    #expect(try complete("--plant-bug", []) == StackDriver.Bug.allCases.map(\.rawValue))
    #expect(try complete("--profile", ["--container", "tabs"]) == TabDriver.profiles.map(\.name))
    // A name the registry does not know: every container's, each once.
    let unknown = try complete("--plant-bug", ["--container", "nope"])
    #expect(unknown.contains("capacity-off-by-one") && unknown.contains("keeps-far-views"))
  }
}

/// What `--plant-bug`'s help lists.
@Suite struct PlantableBugsHelpTests {
  @Test("--plant-bug's help leaves out a container with no bugs to plant")
  func aContainerWithNoBugsIsLeftOut() {
    let help = WorkloadOptions.plantableBugsHelp([
      ("stack", ["a", "b"]), ("side-menu", []), ("tabs", ["c"]),
    ])
    #expect(help == "stack: a, b; tabs: c")
    #expect(WorkloadOptions.plantableBugsHelp([("side-menu", [])]) == "none")
  }
}

/// A harness of one's own names itself in every command's usage.
@Suite(.scratchFolders) struct OwnHarnessHelpTests {
  @Test(
    "every command's usage names the executable it was run as",
    arguments: ["run", "replay", "shrink", "sweep", "merge", "profiles", "demo"])
  func usageNamesTheExecutable(command: String) throws {
    let folder = try CommandLineTests.scratch()
    let own = folder.appendingPathComponent("team-harness")
    try FileManager.default.createSymbolicLink(at: own, withDestinationURL: CommandLineTests.binary)
    let help = try CommandLineTests.execute(
      own.path, [command, "--help"], in: folder, environment: CommandLineTests.environment([:]))
    #expect(help.output.contains("USAGE: team-harness \(command)"), "\(help.output)")
    #expect(!help.output.contains("stress-harness \(command)"), "\(help.output)")
  }
}

/// The commands a harness suggests start it the way it was started.
@Suite struct SuggestedCommandTests {
  @Test(
    arguments: [
      // `swift run`'s way: a relative path in the build folder.
      (".build/x86_64-unknown-linux-gnu/debug/team-harness", "swift run team-harness"),
      (".build/x86_64-unknown-linux-gnu/release/team-harness", "swift run -c release team-harness"),
      // A script's or a person's path, given back; a name found on the PATH.
      ("/work/app/.build/debug/team-harness", "/work/app/.build/debug/team-harness"),
      ("/usr/local/bin/stress-harness", "/usr/local/bin/stress-harness"),
      ("bin/stress-harness", "bin/stress-harness"),
      ("stress-harness", "stress-harness"),
    ])
  func theWayItWasStarted(invoked: String, suggested: String) {
    #expect(howToRun(invokedAs: invoked) == suggested)
  }
}

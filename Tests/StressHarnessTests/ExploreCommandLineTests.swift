import Foundation
import StressKit
import Testing

/// `explore`: refused with what it needs in a build without libFuzzer; its input files run in
/// any build, a failing one kept, shrunk and replayable as a run's.
@Suite(.scratchFolders) struct ExploreCommandLineTests {
  let cli = CommandLineTests()

  /// Writes eight inputs of 256 random bytes (64 steps each, the most an input makes by
  /// default) into `folder`, named `input-1` on.
  private func writeInputs(in folder: URL) throws -> [String] {
    try (1...8).map { input in
      var generator = SplitMix64(seed: UInt64(input))
      let bytes = (0..<256).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      try Data(bytes).write(to: folder.appendingPathComponent("input-\(input)"))
      return "input-\(input)"
    }
  }

  @Test("without libFuzzer, explore says how to build it, and exits 69 before anything is made")
  func exploringNeedsLibFuzzer() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(["explore", "--container", "stack", "--runs", "10"], in: folder)
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("-Xswiftc -sanitize=fuzzer"), "\(outcome.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("an input that fails is kept and shrunk as a run's failure, and replays to it")
  func aFailingInputIsKeptAndReplays() throws {
    let folder = try CommandLineTests.scratch()
    let inputs = try writeInputs(in: folder)
    let outcome = try cli.run(
      ["explore", "--container", "stack", "--plant-bug", "capacity-off-by-one"]
        + inputs.flatMap { ["--input", $0] } + ["--failures", "out", "--json", "report.json"],
      in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("C1 at step"), "\(outcome.stdout)")
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    #expect(outcome.stdout.contains("reproducer ("), "\(outcome.stdout)")
    let report = try jsonObject(
      Data(contentsOf: folder.appendingPathComponent("report.json")))
    #expect(report["command"] as? String == "explore")
    let exploration = try #require(report["exploration"] as? [String: Any])
    #expect(exploration["engine"] as? String == "inputs")
    let failing = try #require(exploration["failingExecution"] as? Int)
    #expect(exploration["executions"] as? Int == failing)
    #expect((report["runs"] as? [Any])?.count == 1)
    for trace in ["\(stem).jsonl", "\(stem).min.jsonl"] {
      let replay = try cli.run(["replay", trace], in: folder)
      #expect(replay.status == 1, "\(trace): \(replay.stderr)")
      #expect(replay.stdout.contains("C1 at step"), "\(trace)")
    }
    // The same inputs without the bug: clean, and the report says so.
    let clean = try cli.run(
      ["explore", "--container", "stack"] + inputs.flatMap { ["--input", $0] }, in: folder)
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(clean.stdout.contains("input files: 8 executions"), "\(clean.stdout)")
    #expect(clean.stdout.hasSuffix("; no violation\n"), "\(clean.stdout)")
  }

  @Test("--trace journals an input's steps, which replay as they ran")
  func anInputsStepsAreJournaled() throws {
    let folder = try CommandLineTests.scratch()
    let input = try writeInputs(in: folder)[0]
    let outcome = try cli.run(
      ["explore", "--container", "tabs", "--input", input, "--trace", "steps.jsonl"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = try String(
      contentsOf: folder.appendingPathComponent("steps.jsonl"), encoding: .utf8
    ).split(separator: "\n")
    #expect(lines.count == 65, "a header and 64 steps")
    let replay = try cli.run(["replay", "steps.jsonl", "--quiet"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
  }

  @Test("an input that crashes the container leaves its steps journaled, for shrink")
  func aCrashingInputLeavesItsSteps() throws {
    let folder = try CommandLineTests.scratch()
    // Twelve bytes, twelve steps, the ninth of which makes the planted trap fire.
    let input: [UInt8] = [0xF5, 0x8D, 0x92, 0x64, 0x25, 0x21, 0x82, 0xAA, 0x81, 0xBE, 0xCE, 0x5D]
    try Data(input).write(to: folder.appendingPathComponent("crash"))
    let crashed = try cli.run(
      [
        "explore", "--plant-bug", "crashes-removing-root", "--input", "crash", "--trace",
        "steps.jsonl",
      ], in: folder)
    #expect(![0, 1, 64, 65].contains(crashed.status), "ended by the trap: \(crashed.status)")
    let lines = try String(
      contentsOf: folder.appendingPathComponent("steps.jsonl"), encoding: .utf8
    ).split(separator: "\n")
    #expect(lines.count >= 2, "a header and the steps up to the trap")
    let shrunk = try cli.run(["shrink", "steps.jsonl"], in: folder)
    #expect(shrunk.status == 0, "\(shrunk.stderr)")
    #expect(shrunk.stdout.contains("(crash)"), "\(shrunk.stdout)")
  }

  @Test(
    "bad options are refused in one line, with exit status 64 (65 for an input not there)",
    arguments: [
      (["--max-steps", "0"], 64, "--max-steps must be in 1...4096, got 0"),
      (["--runs", "0"], 64, "--runs must be in 1...1000000000, got 0"),
      (["--max-total-time", "0"], 64, "--max-total-time must be in 1...2592000 seconds"),
      (["--libfuzzer-flag", "jobs=2"], 64, "--libfuzzer-flag takes one of libFuzzer's flags"),
      (["--input", "a", "--runs", "5"], 64, "--runs is libFuzzer's; --input runs files"),
      (["--trace", "t.jsonl"], 64, "--trace journals one --input"),
      (["--input", "missing"], 65, "cannot read the input missing"),
    ])
  func badOptionsAreRefused(arguments: [String], status: Int32, message: String) throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(["explore", "--container", "stack"] + arguments, in: folder)
    #expect(outcome.status == status, "\(outcome.stderr)")
    // The first line says it (the parser's usage lines may follow).
    let first = outcome.stderr.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(message), "\(outcome.stderr)")
  }
}

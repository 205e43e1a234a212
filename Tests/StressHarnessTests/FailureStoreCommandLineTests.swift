import Foundation
import Testing

/// The failures folder as a store: failures named by container, rule and signature, never
/// overwritten by another failure, replayed before new seeds (`--no-store` skips them), and
/// removed once they replay clean.
@Suite(.scratchFolders) struct FailureStoreCommandLineTests {
  let cli = CommandLineTests()

  func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("f").path)
      .sorted()
  }

  @Test func differentFailuresKeepTheirOwnFiles() throws {
    let folder = try CommandLineTests.scratch()
    for bug in ["memory-warning-unloads-top", "removal-releases-view"] {
      let outcome = try cli.run(
        ["--seed", "7", "--plant-bug", bug, "--failures", "f", "--no-churn"], in: folder)
      #expect(outcome.status == 1, "\(outcome.stderr)")
    }
    let names = try files(in: folder)
    #expect(names.count == 6, "two failures, three files each: \(names)")
    #expect(names.filter { $0.hasPrefix("stack-C4-") }.count == 3, "\(names)")
    #expect(names.filter { $0.hasPrefix("stack-C5-") }.count == 3, "\(names)")
  }

  @Test func aStoredFailureIsReplayedBeforeNewSeeds() throws {
    let folder = try CommandLineTests.scratch()
    let bug = ["--plant-bug", "memory-warning-unloads-top", "--failures", "f", "--no-churn"]
    let first = try cli.run(["--seed", "7"] + bug, in: folder)
    #expect(first.status == 1)
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    let again = try cli.run(["--seed", "8"] + bug, in: folder)
    #expect(again.status == 1, "\(again.stderr)")
    #expect(
      again.stdout.hasPrefix(
        "stored failure still fails: \(stem).min.jsonl (found with seed 7)\n  C4 at step "),
      "\(again.stdout)")
    #expect(again.stdout.contains("as a Swift test: \(stem).min.swift"))
    #expect(!again.stdout.contains("container stack, seed 8"), "no new seed ran")
    // Skipped with --no-store: seed 8 runs, and its failure (the same one) replaces the files.
    let skipped = try cli.run(["--seed", "8", "--no-store"] + bug, in: folder)
    #expect(skipped.status == 1)
    #expect(skipped.stdout.hasPrefix("container stack, seed 8"), "\(skipped.stdout)")
    #expect(try files(in: folder).count == 3, "the same signature, the same files")
    // Another container's or another bug's stored failures are not replayed.
    let other = try cli.run(["--seed", "8", "--steps", "500", "--failures", "f"], in: folder)
    #expect(other.status == 0, "\(other.stdout)")
    #expect(!other.stdout.contains("stored failure"))
  }

  @Test func aStoredFailureThatReplaysCleanIsRemoved() throws {
    let folder = try CommandLineTests.scratch()
    let first = try cli.run(
      ["--seed", "7", "--plant-bug", "memory-warning-unloads-top", "--failures", "f"], in: folder)
    #expect(first.status == 1)
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    // The bug "fixed": the stored reproducer without it, which a run without bugs replays.
    let reproducer = folder.appendingPathComponent("\(stem).min.jsonl")
    let text = try String(contentsOf: reproducer, encoding: .utf8)
    try text.replacingOccurrences(of: #"["memory-warning-unloads-top"]"#, with: "[]")
      .write(to: reproducer, atomically: true, encoding: .utf8)
    let clean = try cli.run(["--seed", "9", "--steps", "500", "--failures", "f"], in: folder)
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(
      clean.stderr.contains("stored failure fixed (it replays clean), removed: \(stem).min.jsonl"),
      "\(clean.stderr)")
    #expect(clean.stdout.hasPrefix("container stack, seed 9"), "then the new seed runs")
    #expect(try files(in: folder).isEmpty, "its trace, reproducer and Swift test removed")
  }
}

import Foundation
import Testing

/// A container that traps kills a worker, not the harness: the run reports a `crash` with the
/// trap's signature, keeps the trace, shrinks it in more workers, and the reproducer replays to
/// the same crash.
@Suite(.scratchFolders) struct CrashCommandLineTests {
  let cli = CommandLineTests()

  /// The planted crashing bugs, with the container, and the place (the container's frame) and
  /// the message each crashes with.
  static let crashes: [(container: String, bug: String, frame: String, message: String)] = [
    (
      "stack", "crashes-removing-root", "StackController.plantedNeighbourRead(removing:)",
      "Index out of range"
    ),
    (
      "stack", "counts-pops-in-a-byte", "StackController.plantedCountPops(_:)",
      "Not enough bits to represent the passed value"
    ),
    (
      "placeholder", "crashes-on-empty-swap", "PlaceholderController.plantedUnwrap(of:)",
      "Unexpectedly found nil while unwrapping an Optional value"
    ),
  ]

  /// The steps of a trace file (its lines but the header).
  static func steps(_ url: URL) throws -> [Substring] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { $0 }
  }

  /// A default run of `container` with `bug` planted, seed 1, failures in `f`; it must fail.
  func runPlanted(_ bug: String, in container: String) throws -> (URL, CommandLineTests.Outcome) {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      ["run", "--container", container, "--seed", "1", "--plant-bug", bug, "--failures", "f"],
      in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    return (folder, outcome)
  }

  @Test(
    "merge copies a shard's crash report with the failure's other files",
    .disabled(if: CommandLineTests.underSanitizer, "no crash report under a sanitizer"))
  func mergeKeepsTheCrashReport() throws {
    let folder = try CommandLineTests.scratch()
    let shard = try cli.run(
      [
        "run", "--shard", "0/1", "--seed", "1", "--plant-bug", "crashes-removing-root",
        "--no-shrink", "--quiet",
      ], in: folder)
    #expect(shard.status == 1, "\(shard.stderr)")
    let merged = try cli.run(["merge", "stress-shards", "--failures", "merged"], in: folder)
    #expect(merged.status == 1, "\(merged.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("merged").path)
    let report = try #require(files.first { $0.hasSuffix(".crash.txt") }, "\(files)")
    #expect(files.contains(String(report.dropLast(".crash.txt".count)) + ".jsonl"), "\(files)")
  }

  @Test(
    "a crashing container: exit 1, a crash violation, the trace and a small reproducer",
    .disabled(
      if: CommandLineTests.underSanitizer,
      "Swift's crash handler trips the sanitizers, and the signature needs its report"),
    arguments: crashes.indices)
  func aCrashIsCaughtSavedAndShrunk(index: Int) throws {
    let (container, bug, frame, message) = Self.crashes[index]
    let (folder, outcome) = try runPlanted(bug, in: container)
    let signature = "expected no trap in \(frame); saw \(message)"
    #expect(outcome.stdout.contains(": \(signature)\n"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("the container crashed the run in step "))
    #expect(!outcome.stdout.contains("keep it as a regression case"))
    let stem = try CommandLineTests.failure(container, in: "f", of: folder)
    #expect(stem.hasPrefix("f/\(container)-crash-"))
    // The worker's crash report is kept beside the failure, and said in one line.
    let crashReport = try String(
      contentsOf: folder.appendingPathComponent("\(stem).crash.txt"), encoding: .utf8)
    #expect(crashReport.contains(message), "\(crashReport)")
    #expect(crashReport.contains(" crashed:"), "\(crashReport)")
    #expect(!outcome.stderr.contains(" crashed:"), "\(outcome.stderr)")
    #expect(!outcome.stderr.contains(message), "\(outcome.stderr)")
    #expect(
      outcome.stderr.split(separator: "\n").filter { $0.contains("crash report") }
        == ["the crash report (the trap and Swift's backtrace): \(stem).crash.txt"],
      "\(outcome.stderr)")
    let trace = folder.appendingPathComponent("\(stem).jsonl")
    let reproducer = folder.appendingPathComponent("\(stem).min.jsonl")
    let steps = try Self.steps(trace)
    #expect(!steps.isEmpty)
    let small = try Self.steps(reproducer)
    #expect((1...10).contains(small.count), "\(small.count) operations")
    #expect(try String(contentsOf: reproducer, encoding: .utf8).contains(#""rule":"crash""#))
    // Its replay crashes the same way, and is reported the same way.
    let replay = try cli.run(["replay", "\(stem).min.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout == "violations: 1\n  crash: \(signature)\n")
    // `shrink` of the whole trace finds as small a reproducer, in workers too.
    let shrunk = try cli.run(
      ["shrink", "\(stem).jsonl", "--output", "again.jsonl"], in: folder)
    #expect(shrunk.status == 0, "\(shrunk.stderr)")
    #expect(
      shrunk.stdout.hasSuffix(
        "→ \(small.count) operation\(small.count == 1 ? "" : "s") (crash): again.jsonl\n"
          + "as a Swift test: again.swift\n"))
    let test = try String(contentsOf: folder.appendingPathComponent("again.swift"), encoding: .utf8)
    #expect(test.contains("await #expect(processExitsWith: .success) {"), "an exit test")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("corpus"), withIntermediateDirectories: false)
    let saved = try cli.run(
      [
        "shrink", "\(stem).jsonl", "--save-regression", "crash", "--corpus",
        "corpus",
      ], in: folder)
    #expect(saved.status == 65)
    #expect(saved.stderr.contains("a regression case must replay in the suite's own process"))
  }

  /// The planted hanging bugs: a transition that schedules itself again for ever.
  static let hangs: [(container: String, bug: String, target: String)] = [
    ("stack", "cover-never-ends", "StackController(vc0) token"),
    ("placeholder", "reversed-swap-never-ends", "PlaceholderController(vc0) token"),
  ]

  @Test(
    "a step that never ends: exit 1, a hang naming who reschedules, a small reproducer",
    arguments: hangs.indices)
  func aHangIsCaughtAndShrunk(index: Int) throws {
    let (container, bug, target) = Self.hangs[index]
    let (folder, outcome) = try runPlanted(bug, in: container)
    let expected =
      ": expected every step to end within 100000 virtual-time events; saw the clock fired"
    #expect(outcome.stdout.contains(expected), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("still pending: \(target)"))
    let stem = try CommandLineTests.failure(container, in: "f", of: folder)
    let small = try Self.steps(folder.appendingPathComponent("\(stem).min.jsonl"))
    #expect((1...10).contains(small.count), "\(small.count) operations")
    let replay = try cli.run(["replay", "\(stem).min.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains(expected) && replay.stdout.contains("still pending: \(target)"))
  }

  @Test(
    "a step that loops in wall time: the watchdog stops it, a hang with the trace and a reproducer"
  )
  func aLoopInAnOperationIsCaught() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      [
        "run", "--seed", "1", "--plant-bug", "loops-inserting-at-root", "--step-timeout", "0.2",
        "--failures", "f",
      ], in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("the container hung the run in step "), "\(outcome.stdout)")
    #expect(
      outcome.stdout.contains(
        ": expected every step to end within 0.2 s of CPU time; saw a step still running (a loop in an operation?)"
      ))
    #expect(!outcome.stdout.contains("keep it as a regression case"))
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    #expect(stem.hasPrefix("f/stack-hang-"))
    let steps = try Self.steps(folder.appendingPathComponent("\(stem).jsonl"))
    #expect(steps.last?.contains(#""op":"insert"#) == true, "the last step is the looping insert")
    let small = try Self.steps(folder.appendingPathComponent("\(stem).min.jsonl"))
    #expect((1...10).contains(small.count), "\(small.count) operations")
    // Replaying the reproducer hangs the same way: the replay's own watchdog stops it.
    let replay = try cli.run(
      ["replay", "\(stem).min.jsonl", "--step-timeout", "0.2"], in: folder)
    #expect(replay.status == 1, "\(replay.stderr)")
    #expect(
      replay.stdout.contains(
        "violations: 1\n  hang: expected every step to end within 0.2 s of CPU time"),
      "\(replay.stdout)")
    // So does shrinking it, in workers (the run shrank the whole trace the same way).
    let shrink = try cli.run(
      ["shrink", "\(stem).min.jsonl", "--step-timeout", "0.2", "--output", "again.jsonl"],
      in: folder)
    #expect(shrink.status == 0, "\(shrink.stderr)")
    #expect(shrink.stdout.contains(" operations (hang): again.jsonl"), "\(shrink.stdout)")
    let again = try Self.steps(folder.appendingPathComponent("again.jsonl"))
    #expect((1...10).contains(again.count), "\(again.count) operations")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("corpus"), withIntermediateDirectories: true)
    let refused = try cli.run(
      [
        "shrink", "\(stem).min.jsonl", "--step-timeout", "0.2", "--save-regression", "loop",
        "--corpus", "corpus",
      ], in: folder)
    #expect(refused.status == 65, "\(refused.stderr)")
    #expect(refused.stderr.contains("has a step that never ends"), "\(refused.stderr)")
  }

  @Test(
    "a loop in a run's first steps, where churn's warm-up and calibration run them, is a hang with its trace and a reproducer",
    arguments: [false, true])
  func aLoopInTheFirstStepsIsCaught(journaled: Bool) throws {
    // `loops-while-young` loops only in one of the stack's first eight pops to the root: in
    // the warm-up that churn metering (on by default) runs of the run's own first 2,000 steps.
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      [
        "run", "--seed", "1", "--plant-bug", "loops-while-young", "--step-timeout", "0.2",
        "--failures", "f",
      ] + (journaled ? ["--trace", "t.jsonl"] : []), in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    let step = try #require(
      outcome.stdout.firstMatch(
        of: /hang at step ([\d,]+): expected every step to end within 0.2 s/
      )
      .flatMap { Int($0.1.filter(\.isNumber)) }, "\(outcome.stdout)")
    #expect(step < 2_000)
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    let steps = try Self.steps(folder.appendingPathComponent("\(stem).jsonl"))
    #expect(steps.count == step + 1)
    #expect(steps.last?.contains(#""op":"pop-to-root"#) == true, "the last step is the looping pop")
    if journaled {
      // The --trace journal holds the steps up to the loop, as the warm-up journaled them.
      let journal = try Self.steps(folder.appendingPathComponent("t.jsonl"))
      #expect(journal == steps)
    }
    let small = try Self.steps(folder.appendingPathComponent("\(stem).min.jsonl"))
    #expect((1...10).contains(small.count), "\(small.count) operations")
  }

  @Test(
    "a step that calls back for ever: the callbacks bound stops it, a hang with a reproducer",
    .disabled(if: CommandLineTests.underSanitizer, "no crash report under a sanitizer")
  )
  func aStepThatCallsBackForEverIsAHang() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      [
        "run", "--container", "placeholder", "--seed", "1", "--plant-bug", "callbacks-never-end",
        "--callbacks-per-step", "100000", "--failures", "f",
      ], in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(
      outcome.stdout.contains(": expected every step to end within 100000 lifecycle callbacks"),
      "\(outcome.stdout)")
    let stem = try CommandLineTests.failure("placeholder", in: "f", of: folder)
    let small = try Self.steps(folder.appendingPathComponent("\(stem).min.jsonl"))
    #expect((1...10).contains(small.count), "\(small.count) operations")
    let header = try String(
      contentsOf: folder.appendingPathComponent("\(stem).min.jsonl"), encoding: .utf8)
    #expect(header.contains(#""callbacksPerStep":100000"#), "the bound travels in the trace")
    let replay = try cli.run(["replay", "\(stem).min.jsonl"], in: folder)
    #expect(replay.status == 1, "\(replay.stderr)")
    #expect(
      replay.stdout.contains(
        "violations: 1\n  hang: expected every step to end within 100000 lifecycle callbacks"),
      "\(replay.stdout)")
  }
}

import Foundation
import Testing

/// A crash at step 5,000,000 shrinks to a handful of operations: the shrinker cuts the trace
/// to its shortest failing suffix before anything else, each candidate in a worker.
///
/// Release builds only (`swift test -c release --filter LongShrink`, as CI runs it): a debug
/// build replays the 5,000,000 steps ten times slower. The time it took is printed, not
/// asserted (machines differ); StressKit's article "Containers that crash or hang" gives the figure.
@Suite(.scratchFolders) struct LongShrinkTests {
  let cli = CommandLineTests()

  #if DEBUG
  static let optimized = false
  #else
  static let optimized = true
  #endif

  @Test(
    "a crash at step 5,000,000 shrinks to at most 10 operations",
    .enabled(if: optimized, "a release build's test: a debug build replays ten times slower"),
    .disabled(
      if: CommandLineTests.underSanitizer,
      "Swift's crash handler trips the sanitizers, and the signature needs its report"))
  func aCrashAtStepFiveMillionShrinks() throws {
    let folder = try CommandLineTests.scratch()
    // The run's first 4,999,998 steps, generated from its options (no magnitudes: no dive
    // reaches the bug before), then the two that trap: 300 children added, all popped at once.
    let header =
      #"{"container":"stack","format":"viewcachestress-trace","generated":4999998,"options":{"auditInterval":1024,"configuration":{"capacity":2},"magnitudes":false,"plantedBugs":["counts-pops-in-a-byte"],"profile":"default","seed":1,"steps":5000000,"swarm":false},"version":3}"#
    let lines = [
      header,
      #"{"added":300,"animated":false,"keep":0,"op":"replace-all","payload":0}"#,
      #"{"animated":false,"op":"pop-to-root"}"#,
    ]
    let shrunk = try shrinkTimed(
      lines, in: folder, saying: "a crash at step 5,000,000",
      goal: "goal: under a minute on 2 cores")
    #expect(shrunk.status == 0, "\(shrunk.stderr)")
    #expect(
      shrunk.stdout.contains("failure: crash at step 4,999,999: expected no trap in "),
      "\(shrunk.stdout)")
    let small = try CrashCommandLineTests.steps(folder.appendingPathComponent("small.jsonl"))
    #expect((1...10).contains(small.count), "\(small)")
    #expect(
      shrunk.stdout.contains(
        "shrunk 5,000,000 → \(small.count) operation\(small.count == 1 ? "" : "s") (crash)"))
    // The reproducer crashes the same way on its own.
    let replay = try cli.run(["replay", "small.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("Not enough bits to represent the passed value"))
  }

  @Test(
    "a crash on the 65,536th memory warning shrinks to at most 10 operations within the default deadline",
    .enabled(if: optimized, "a release build's test: a debug build replays ten times slower"),
    .disabled(
      if: CommandLineTests.underSanitizer,
      "Swift's crash handler trips the sanitizers, and the signature needs its report"))
  func aCrashOnTheWarning65536Shrinks() throws {
    let folder = try CommandLineTests.scratch()
    // 300,000 generated steps (about 30,000 warnings among them), then 70,000 single warnings
    // each followed by a time step: the stack traps on its 65,536th warning, somewhere in them.
    let header =
      #"{"container":"stack","format":"viewcachestress-trace","generated":300000,"options":{"auditInterval":1024,"configuration":{"capacity":2},"plantedBugs":["counts-warnings-in-16-bits"],"profile":"default","seed":1,"steps":440000,"swarm":false},"version":3}"#
    var lines = [header]
    for _ in 0..<70_000 {
      lines.append(#"{"count":1,"op":"memory-warning"}"#)
      lines.append(#"{"op":"advance","ticks":7}"#)
    }
    let shrunk = try shrinkTimed(
      lines, in: folder, saying: "a crash on the 65,536th warning",
      goal: "deadline: the default --shrink-time, 60 s")
    #expect(shrunk.status == 0, "\(shrunk.stderr)")
    let small = try CrashCommandLineTests.steps(folder.appendingPathComponent("small.jsonl"))
    #expect((1...10).contains(small.count), "\(small)")
    // The warnings end up in one counted burst.
    #expect(
      small.contains { $0.contains(#""op":"memory-warning""#) && !$0.contains(#""count":1,"#) })
    let replay = try cli.run(["replay", "small.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("crash"), "\(replay.stdout)")
  }

  /// Writes `lines` as `long.jsonl` in `folder` and shrinks it to `small.jsonl` with the
  /// default deadline, printing how long it took (printed, not asserted: machines differ).
  private func shrinkTimed(
    _ lines: [String], in folder: URL, saying what: String, goal: String
  ) throws -> CommandLineTests.Outcome {
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("long.jsonl"), atomically: true, encoding: .utf8)
    let started = ContinuousClock.now
    let shrunk = try cli.run(["shrink", "long.jsonl", "--output", "small.jsonl"], in: folder)
    let took = (ContinuousClock.now - started).components
    let seconds = Double(took.seconds) + Double(took.attoseconds) / 1e18
    print("\(what) shrank in \(String(format: "%.1f", seconds)) s (\(goal))")
    return shrunk
  }
}

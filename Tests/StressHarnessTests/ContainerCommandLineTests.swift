import Foundation
import Testing

/// `stress-harness --container`: each container's default-style run, a planted bug caught,
/// shrunk, replayed and kept, and the options that do not apply refused.
extension CommandLineTests {
  @Test(arguments: ["placeholder", "tabs", "pages", "nested"])
  func eachContainerRunsCleanWithASummary(container: String) throws {
    let outcome = try run(["run", "--container", container, "--seed", "9", "--steps", "5000"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("container \(container), seed 9, 5000 steps\n"))
    #expect(outcome.stdout.contains("memory-warning "))
    #expect(outcome.stdout.hasSuffix("violations: none\n"))
    let again = try run(["run", "--container", container, "--seed", "9", "--steps", "5000"])
    let withoutSpeed = { (text: String) in
      // Timings and allocation counts (jemalloc counts the whole process) aside.
      text.split(separator: "\n").filter { !$0.hasPrefix("speed:") && !$0.hasPrefix("churn:") }
    }
    #expect(withoutSpeed(again.stdout) == withoutSpeed(outcome.stdout), "same seed, same report")
  }

  @Test func aContainersPlantedBugIsShrunkReplayedAndKept() throws {
    let folder = try Self.scratch()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("corpus"), withIntermediateDirectories: true)
    let outcome = try run(
      [
        "run", "--container", "pages", "--plant-bug", "keeps-far-views", "--seed", "1",
        "--failures", "out",
      ], in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("C1 at step"))
    #expect(outcome.stdout.contains("trace: out/pages-seed-1.jsonl"))
    let reproducer = try #require(
      outcome.stdout.split(separator: "\n").first { $0.hasPrefix("reproducer (") })
    #expect(reproducer.hasSuffix("out/pages-seed-1.min.jsonl"), "\(reproducer)")
    let small = try String(
      contentsOf: folder.appendingPathComponent("out/pages-seed-1.min.jsonl"), encoding: .utf8)
    #expect(small.hasPrefix(#"{"container":"pages","format":"viewcachestress-trace","#))
    #expect(small.split(separator: "\n").count <= 4, "\(small)")
    let replay = try run(
      ["replay", "out/pages-seed-1.min.jsonl", "--events", "ev.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("C1 at step"))
    let events = try String(contentsOf: folder.appendingPathComponent("ev.jsonl"), encoding: .utf8)
    #expect(events.contains(#""event":"viewDidLoad""#))
    let saved = try run(
      [
        "shrink", "out/pages-seed-1.jsonl", "--save-regression", "far-pages", "--corpus",
        "corpus",
      ], in: folder)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("(C1)"))
    let kept = try String(
      contentsOf: folder.appendingPathComponent("corpus/far-pages.jsonl"), encoding: .utf8)
    #expect(kept.contains(#""container":"pages""#) && kept.contains(#""rule":"C1""#))
  }

  @Test(arguments: [
    (
      ["--container", "drawer"],
      "Error: unknown container 'drawer'; choose one of stack, placeholder, tabs, pages, nested"
    ),
    (
      ["--container", "tabs", "--capacity", "3"],
      "Error: --capacity applies to the stack only, not to --container tabs"
    ),
    (
      ["--container", "pages", "--profile", "churn"],
      "Error: --profile applies to the stack only, not to --container pages"
    ),
    (
      ["--container", "tabs", "--plant-bug", "keeps-far-views"],
      "Error: unknown planted bug 'keeps-far-views' for the tabs container; choose one of forgets-did-move"
    ),
    (["--container", "nested", "--steps", "0"], "Error: --steps must be at least 1, got 0"),
  ])
  func badContainerOptionsExitWithAUsageError(arguments: [String], message: String) throws {
    let outcome = try run(["run"] + arguments)
    #expect(outcome.status == 64)
    let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.hasPrefix(message), "\(firstLine)")
    #expect(outcome.stdout.isEmpty)
  }

  @Test func aContainerTraceReplaysWithATranscript() throws {
    let folder = try Self.scratch()
    let header =
      #"{"container":"tabs","format":"viewcachestress-trace","options":{"auditInterval":1024,"plantedBugs":[],"seed":1,"steps":1},"version":2}"#
    try Data((header + "\n" + #"{"op":"memory-warning"}"# + "\n").utf8)
      .write(to: folder.appendingPathComponent("t.jsonl"))
    let clean = try run(["replay", "t.jsonl"], in: folder)
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(clean.stdout.contains("container tabs, seed 1, 1 steps"))
    let outcome = try run(["replay", "t.jsonl", "--transcript", "-"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout == """
        step 0: memory-warning
          tabs didReceiveMemoryWarning
          A didReceiveMemoryWarning
          B didReceiveMemoryWarning
          = tabs appeared [A appeared, B no view]
        teardown
          A willMove(toParent: nil)
          B willMove(toParent: nil)
          A viewWillDisappear(animated: false)
          A viewDidDisappear(animated: false)
          A didMove(toParent: nil)
          B didMove(toParent: nil)
          tabs viewWillDisappear(animated: false)
          tabs viewDidDisappear(animated: false)
          deinit A B tabs
        no violations

        """, "\(outcome.stdout)")
    #expect(outcome.stderr.contains("container tabs, seed 1, 1 steps"), "the report on stderr")
  }
}

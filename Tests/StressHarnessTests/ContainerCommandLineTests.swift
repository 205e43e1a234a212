import Foundation
import StressHarnessCLI
import Testing

/// `stress-harness --container`: each container's run, every option with every container, a
/// planted bug caught, shrunk, replayed and kept, and a container's parameter refused for the
/// others.
extension CommandLineTests {
  /// Every container the harness drives, from its own registry.
  static let containers = ContainerRegistry.builtIn.names

  @Test(arguments: containers)
  func eachContainerRunsCleanWithASummary(container: String) throws {
    let outcome = try run(["run", "--container", container, "--seed", "9", "--steps", "5000"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("container \(container), seed 9, profile default"))
    #expect(outcome.stdout.contains(", 5,000 steps\n"))
    #expect(outcome.stdout.contains("memory-warning "))
    #expect(outcome.stdout.hasSuffix("violations: none\n"))
    let again = try run(["run", "--container", container, "--seed", "9", "--steps", "5000"])
    let withoutSpeed = { (text: String) in
      // Timings and allocation counts (jemalloc counts the whole process) aside.
      text.split(separator: "\n").filter { !$0.hasPrefix("speed:") && !$0.hasPrefix("churn:") }
    }
    #expect(withoutSpeed(again.stdout) == withoutSpeed(outcome.stdout), "same seed, same report")
  }

  /// Every run option with every container: swarm, pressure from a live-bytes budget, the
  /// chart, churn by kind; and one JSON shape for all.
  @Test(
    .disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"),
    arguments: containers)
  func everyOptionWorksWithEveryContainer(container: String) throws {
    let folder = try Self.scratch()
    let outcome = try run(
      [
        "run", "--container", container, "--seed", "4", "--steps", "3000", "--swarm",
        "--pressure", "budget:1MiB", "--pressure", "every:100", "--plot", "x.svg",
        "--churn-detail", "--payload-bytes", "4096", "--json", "r.json",
      ], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains(", swarm (off: "), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("pressure every:100: 30 warnings"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("allocs/op"), "churn by kind counts allocations")
    let svg = try String(contentsOf: folder.appendingPathComponent("x.svg"), encoding: .utf8)
    #expect(svg.contains("<polyline class=\"live\""))
    let json = try Data(contentsOf: folder.appendingPathComponent("r.json"))
    let report = try Self.run(inJSON: json)
    #expect(report["container"] as? String == container)
    #expect(
      Set(report.keys).isSuperset(of: [
        "container", "options", "steps", "operations", "loads", "reloads", "churn", "pressure",
        "violations", "disabledKinds", "maxLoadedViews",
      ]), "one shape for every container: \(report.keys.sorted())")
    #expect((report["disabledKinds"] as? [String])?.isEmpty == false)
    // Every loaded view carried the fixed payload.
    let churn = try #require(report["churn"] as? [String: Any])
    #expect(churn["meanPayloadBytes"] as? Int == 4096)
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
    let stem = try Self.failure("pages", in: "out", of: folder)
    #expect(outcome.stdout.contains("trace: \(stem).jsonl"))
    let reproducer = try #require(
      outcome.stdout.split(separator: "\n").first { $0.hasPrefix("reproducer (") })
    #expect(reproducer.hasSuffix("\(stem).min.jsonl"), "\(reproducer)")
    let small = try String(
      contentsOf: folder.appendingPathComponent("\(stem).min.jsonl"), encoding: .utf8)
    #expect(small.hasPrefix(#"{"container":"pages","format":"viewcachestress-trace","#))
    #expect(small.split(separator: "\n").count <= 4, "\(small)")
    let replay = try run(
      ["replay", "\(stem).min.jsonl", "--events", "ev.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("C1 at step"))
    let events = try String(contentsOf: folder.appendingPathComponent("ev.jsonl"), encoding: .utf8)
    #expect(events.contains(#""event":"viewDidLoad""#))
    let saved = try run(
      [
        "shrink", "\(stem).jsonl", "--save-regression", "far-pages", "--corpus",
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
      "Error: unknown container 'drawer'; choose one of stack, placeholder, tabs, pages, nested, menu"
    ),
    (
      ["--container", "tabs", "--capacity", "3"],
      "Error: --capacity applies to the stack container, not to tabs (it has no parameter)"
    ),
    (
      ["--radius", "2"],
      "Error: --radius applies to the pages container, not to stack (its parameter is --capacity)"
    ),
    (
      ["--container", "pages", "--radius", "4097"],
      "Error: --radius must be in 0...4096, got 4097"
    ),
    (
      ["--container", "pages", "--profile", "churn"],
      "Error: unknown profile 'churn' for the pages container; choose one of default"
    ),
    (
      ["--container", "tabs", "--plant-bug", "keeps-far-views"],
      "Error: unknown planted bug 'keeps-far-views' for the tabs container; choose one of forgets-did-move, forgets-remove-from-parent, shows-child-out-of-window"
    ),
    (["--container", "nested", "--steps", "0"], "Error: --steps must be at least 1, got 0"),
    (
      ["--plant-bug", "no-such-bug"],
      "Error: unknown planted bug 'no-such-bug' for the stack container; choose one of capacity-off-by-one,"
    ),
  ])
  func badContainerOptionsExitWithAUsageError(arguments: [String], message: String) throws {
    let outcome = try run(["run"] + arguments)
    #expect(outcome.status == 64)
    let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.hasPrefix(message), "\(firstLine)")
    #expect(outcome.stdout.isEmpty)
  }

  @Test func aStressTraceReplaysWithATranscript() throws {
    let folder = try Self.scratch()
    let header =
      #"{"container":"tabs","format":"viewcachestress-trace","options":{"auditInterval":1024,"plantedBugs":[],"seed":1,"steps":1},"version":2}"#
    try Data((header + "\n" + #"{"op":"memory-warning"}"# + "\n").utf8)
      .write(to: folder.appendingPathComponent("t.jsonl"))
    let clean = try run(["replay", "t.jsonl"], in: folder)
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(clean.stdout.contains("container tabs, seed 1, profile default, 1 step"))
    let outcome = try run(["replay", "t.jsonl", "--transcript", "-"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout == """
        step 0: memoryWarning(count: 1)
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
    #expect(
      outcome.stderr.contains("container tabs, seed 1, profile default, 1 step"),
      "the report on stderr")
  }
}

/// `--contract`: a breach beyond UIKit's contract fails a run held to CoconutKit's (the
/// built-in containers' default) and passes one held to UIKit's, which names it.
extension CommandLineTests {
  @Test func aBreachBeyondUIKitFailsOnlyUnderTheStricterContract() throws {
    let folder = try Self.scratch()
    let arguments = [
      "run", "--container", "menu", "--seed", "1", "--steps", "3000", "--plant-bug",
      "installs-off-screen", "--no-store", "--failures", "f",
    ]
    let strict = try run(arguments, in: folder)
    #expect(strict.status == 1, "\(strict.stderr)")
    #expect(strict.stdout.contains("  C6 at step "), "\(strict.stdout)")
    #expect(strict.stdout.contains("(CoconutKit's contract; --contract ios holds UIKit's alone)"))
    let lenient = try run(arguments + ["--contract", "uikit"], in: folder)
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(lenient.stdout.contains("\ncontract: iOS 5's ("), "\(lenient.stdout)")
    #expect(
      lenient.stdout.contains("beyond UIKit's contract (not held at this level): C6 "),
      "\(lenient.stdout)")
    #expect(lenient.stdout.hasSuffix("violations: none\n"))
  }

  /// A finding of iOS 5's releases says so: a stack that keeps covered views through a memory
  /// warning fails CoconutKit's contract (iOS 5's releases) and runs clean under today's iOS.
  @Test func aFindingThatDependsOnIOS5sReleasesSaysSo() throws {
    let folder = try Self.scratch()
    let arguments = [
      "run", "--seed", "7", "--plant-bug", "keeps-covered-views-off-screen", "--no-store",
      "--failures", "f",
    ]
    let found = try run(arguments, in: folder)
    #expect(found.status == 1, "\(found.stderr)")
    #expect(found.stdout.contains("\ncontract: CoconutKit's ("), "\(found.stdout)")
    #expect(
      found.stdout.contains(
        "found under CoconutKit's contract; iOS 6 and later never release this view"),
      "\(found.stdout)")
    let today = try run(arguments + ["--contract", "ios", "--steps", "4000"], in: folder)
    #expect(today.status == 0, "\(today.stdout)")
    #expect(today.stdout.contains("\ncontract: today's iOS ("), "\(today.stdout)")
  }
}

import Foundation
import Testing

/// End-to-end runs of the built `stress-harness` binary: exit status and output, as a user
/// sees them.
@Suite(.scratchFolders) struct CommandLineTests {
  @Test func theDemoPassesItsContractChecksAndIsRepeatable() throws {
    let first = try run(["demo"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasSuffix("contract checks (L2, C1, C3): passed\n"))
    #expect(first.stdout.contains("t=1175   child2   viewDidUnload"))
    let second = try run(["demo"])
    #expect(second.stdout == first.stdout, "same options, same log")
  }

  @Test func aCleanRunExitsZeroWithASummary() throws {
    let outcome = try run(["--seed", "5", "--steps", "3000"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.hasPrefix(
        "container stack, seed 5, profile default, capacity 2, 3,000 steps\n")
    )
    #expect(outcome.stdout.contains("violations: none"))
    #expect(outcome.stdout.contains("operations per second"))
  }

  @Test func parallelJobsRunConsecutiveSeedsAndReportJSON() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      ["--seed", "20", "--steps", "2000", "--jobs", "3", "--json", "report.json"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasSuffix("3 runs, 6,000 steps, 0 failed\n"))
    let json = try Data(contentsOf: folder.appendingPathComponent("report.json"))
    let reports = try Self.runs(inJSON: json)
    let seeds = reports.compactMap { ($0["options"] as? [String: Any])?["seed"] as? Int }
    #expect(seeds == [20, 21, 22])
    let single = try run(["--seed", "21", "--steps", "2000", "--json", "-"], in: folder)
    #expect(
      single.stderr.hasPrefix("container stack, seed 21, profile default"),
      "the summary moves to stderr")
    let alone = try Self.run(inJSON: Data(single.stdout.utf8))
    #expect(alone["loads"] as? Int == reports[1]["loads"] as? Int, "a job is the same run alone")
  }

  /// Churn counts the container's work only: a run's churn by kind and its peak are the same
  /// with and without `--trace`, alone or as a job beside another, in fresh processes (but
  /// for one growth of the Swift runtime's conformance cache); the journal shows up as harness
  /// overhead.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil,
      "a sanitizer's allocator serves the binary, not jemalloc: no churn to compare"),
    arguments: ["stack", "nested"])
  func churnIsTheSameWithATraceAndUnderJobs(container: String) throws {
    let folder = try Self.scratch()
    let base = ["--container", container, "--seed", "7", "--steps", "6000"]
    func churn(_ extra: [String], _ name: String) throws -> [String: Any] {
      let outcome = try run(base + extra + ["--json", name], in: folder)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      return try #require(try Self.run(inJSON: data)["churn"] as? [String: Any])
    }
    let plain = try churn([], "plain.json")
    let traced = try churn(["--trace", "run.jsonl"], "traced.json")
    let job = try churn(["--jobs", "2"], "jobs.json")
    // What the Swift runtime allocates once, on the first use of a type or a conformance, is
    // paid in the warm-up; but its conformance cache is one table that grows by doubling, and
    // a journal's own first uses move the step at which it grows: a kind may see that one
    // growth (two allocations, a few KiB) in one run and not in the other. A journal counted
    // as the container's would add allocations at every step of every kind.
    let runtimeSlack = (allocations: 4, bytes: 8 << 10)
    func differences(_ churn: [String: Any]) -> [String] {
      let kinds = { (churn: [String: Any]) in
        Dictionary(
          ((churn["byKind"] as? [[String: Any]]) ?? []).map { ($0["kind"] as? String ?? "", $0) },
          uniquingKeysWith: { first, _ in first })
      }
      let mine = kinds(churn)
      let theirs = kinds(plain)
      var found: [String] = []
      if Set(mine.keys) != Set(theirs.keys) { found.append("kinds \(mine.keys) vs \(theirs.keys)") }
      for (kind, figures) in mine {
        let other = theirs[kind] ?? [:]
        for (key, slack) in [
          ("count", 0), ("expectedPayloadBytes", 0), ("allocations", runtimeSlack.allocations),
          ("allocatedBytes", runtimeSlack.bytes), ("freedBytes", runtimeSlack.bytes),
        ] {
          let a = figures[key] as? Int ?? -1
          let b = other[key] as? Int ?? -1
          if abs(a - b) > slack { found.append("\(kind) \(key): \(a) vs \(b)") }
        }
      }
      let peak = { (churn: [String: Any]) in churn["peakLiveBytes"] as? Int ?? -1 }
      if abs(peak(churn) - peak(plain)) > runtimeSlack.bytes {
        found.append("peak \(peak(churn)) vs \(peak(plain))")
      }
      return found
    }
    #expect(differences(traced).isEmpty, "\(differences(traced))")
    #expect(differences(job).isEmpty, "\(differences(job))")
    let overhead = { (churn: [String: Any]) in churn["harnessAllocatedBytes"] as? Int ?? 0 }
    #expect(overhead(traced) > overhead(plain), "the journal is the harness's")
  }

  /// The report carries the contract coverage in text and JSON; `--no-coverage` leaves it out.
  @Test func theReportCarriesTheCoverage() throws {
    let counted = try run(["--seed", "4", "--steps", "3000", "--json", "-", "--no-churn"])
    #expect(counted.status == 0, "\(counted.stderr)")
    #expect(counted.stderr.contains("\ncoverage: "))
    #expect(counted.stderr.contains("\n  checks exercised: L1 "))
    let report = try Self.run(inJSON: Data(counted.stdout.utf8))
    let coverage = try #require(report["coverage"] as? [String: Any])
    let reachable = try #require(coverage["reachablePairs"] as? Int)
    let reached = try #require(coverage["reachedPairs"] as? Int)
    #expect(reachable == 462 && reached > 0 && reached <= reachable)
    #expect((coverage["neverReached"] as? [Any])?.count == reachable - reached)
    let uncounted = try run(
      ["--seed", "4", "--steps", "3000", "--json", "-", "--no-churn", "--no-coverage"])
    #expect(!uncounted.stderr.contains("\ncoverage: "))
    let bare = try Self.run(inJSON: Data(uncounted.stdout.utf8))
    #expect(bare["coverage"] == nil)
    #expect(bare["loads"] as? Int == report["loads"] as? Int)
  }

  @Test(.disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"))
  func aRunMeasuresChurnWithPressureAndDrawsItsTimeline() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      [
        "--seed", "2", "--steps", "5000", "--pressure", "every:500", "--pressure", "budget:1MiB",
        "--plot", "churn.svg",
      ], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\nchurn: "))
    #expect(outcome.stdout.contains("\n  peak live: "))
    #expect(outcome.stdout.contains("\npressure every:500: 10 warnings"))
    let svg = try String(contentsOf: folder.appendingPathComponent("churn.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("polyline class=\"live\""))
  }

  @Test(.disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"))
  func sweepTabulatesEachCapacity() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      ["sweep", "--capacity", "1...3", "--steps", "3000", "--json", "-", "--plot", "sweep.svg"],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let document = try jsonDocument(outcome.stdout, format: "viewcachestress-sweep", version: 2)
    let rows = try #require(document["rows"] as? [[String: Any]])
    let svg = try String(contentsOf: folder.appendingPathComponent("sweep.svg"), encoding: .utf8)
    #expect(svg.components(separatedBy: "class=\"live-point\"").count == 4, "a point per capacity")
    #expect(svg.contains(">reloads per 1,000 steps</text>") && svg.contains(">capacity</text>"))
    #expect(rows.compactMap { $0["value"] as? Int } == [1, 2, 3])
    #expect(rows.allSatisfy { $0["parameter"] as? String == "capacity" })
    #expect(rows.allSatisfy { ($0["peakLiveBytes"] as? Int ?? 0) > 0 })
    // The mean a run held, at most its peak: what the chart draws.
    #expect(
      rows.allSatisfy {
        let mean = $0["meanLiveBytes"] as? Int ?? -1
        return mean > 0 && mean <= $0["peakLiveBytes"] as? Int ?? 0
      }, "\(rows)")
    #expect(svg.contains(">mean live bytes</text>"))
    #expect(
      outcome.stderr.hasPrefix(
        "container stack, seed 1, profile default, 3,000 steps per capacity\n"))
  }

  @Test(.disabled(if: underSanitizer, "jemalloc does not serve a sanitized binary"))
  func sweepTabulatesThePagesRadius() throws {
    let outcome = try run(
      ["sweep", "--container", "pages", "--radius", "0...2", "--steps", "3000", "--json", "-"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let document = try jsonObject(outcome.stdout)
    let rows = try #require(document["rows"] as? [[String: Any]])
    #expect(rows.compactMap { $0["value"] as? Int } == [0, 1, 2])
    #expect(rows.allSatisfy { $0["parameter"] as? String == "radius" })
    // A wider radius keeps more pages' views: fewer reloads.
    let reloads = rows.compactMap { $0["reloads"] as? Int }
    #expect(reloads.count == 3 && reloads[0] > reloads[2], "\(reloads)")
    let refused = try run(["sweep", "--container", "tabs"])
    #expect(refused.status == 64)
    #expect(refused.stderr.hasPrefix("Error: the tabs container has no parameter to sweep"))
  }

  @Test func theSameSeedGivesByteIdenticalTracesAndEventLogs() throws {
    let folder = try Self.scratch()
    for name in ["a", "b"] {
      let outcome = try run(
        [
          "run", "--seed", "9", "--steps", "2000", "--profile", "transitions", "--trace",
          "\(name).jsonl",
        ],
        in: folder)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      let replay = try run(
        ["replay", "\(name).jsonl", "--events", "\(name).events.jsonl"], in: folder)
      #expect(replay.status == 0, "\(replay.stderr)")
    }
    let read = { (name: String) in try Data(contentsOf: folder.appendingPathComponent(name)) }
    #expect(try read("a.jsonl") == read("b.jsonl"))
    let events = try read("a.events.jsonl")
    #expect(events == (try read("b.events.jsonl")))
    #expect(events.count > 10_000, "the event log has the run's events")
  }

  @Test func aDurationRunsTraceHeaderSaysTheStepsItApplied() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      [
        "run", "--seed", "4", "--duration", "0.3", "--trace", "t.jsonl", "--json", "r.json",
        "--no-store", "--quiet",
      ],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let report = try Self.run(inJSON: Data(contentsOf: folder.appendingPathComponent("r.json")))
    let steps = try #require(report["steps"] as? Int)
    let trace = folder.appendingPathComponent("t.jsonl")
    #expect(try Self.headerSteps(ofTrace: trace) == steps, "not the 2^62 a duration asks for")
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == steps + 1, "a line per step after the header")
    let replay = try run(["replay", "t.jsonl", "--quiet"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(replay.stdout.contains(", \(formatted(steps)) steps\n"), "\(replay.stdout)")
  }

  @Test func aPlantedBugFailsWithAShrunkReproducerThatReplaysTheFailure() throws {
    let folder = try Self.scratch()
    let outcome = try run(
      ["--seed", "3", "--plant-bug", "removal-releases-view", "--failures", "out"], in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("C5 at step"))
    let reproducer = try #require(
      outcome.stdout.split(separator: "\n").first { $0.hasPrefix("reproducer (") })
    let stem = try Self.failure("stack", in: "out", of: folder)
    #expect(stem.hasPrefix("out/stack-C5-"), "named by container and rule")
    #expect(reproducer.hasSuffix("\(stem).min.jsonl"))
    // Started by its absolute path, as here (a script's way): that path again.
    let command = Self.binary.path
    #expect(
      outcome.stdout.contains(
        "keep it as a regression case: \(command) shrink \(stem).min.jsonl --save-regression NAME"
      ), "\(outcome.stdout)")
    let replay = try run(["replay", "\(stem).min.jsonl"], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("C5 at step"))
  }

  @Test(
    "help topics that are commands print their help", arguments: [["help"], ["help", "sweep"]])
  func helpOnACommand(arguments: [String]) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("USAGE: stress-harness"))
    #expect(outcome.stderr.isEmpty)
  }

  @Test("--version is the newest release of the CHANGELOG")
  func versionIsTheNewestRelease() throws {
    let changelog = try String(
      contentsOf: SwiftReproducerCommandLineTests.packageRoot.appendingPathComponent(
        "CHANGELOG.md"), encoding: .utf8)
    let release = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.contains("Unreleased") })
    let version = try #require(release.split(separator: "]").first?.dropFirst(4))
    let outcome = try run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "\(version)\n", "\(release)")
  }

  @Test("--help and the documentation list the same exit statuses")
  func exitStatusesAreListedAlike() throws {
    let help = try run(["--help"]).stdout
    let statuses = try #require(
      help.components(separatedBy: "\n\n").first { $0.hasPrefix("Exit status:") })
    let oneLine = statuses.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      try Documentation.document(containing: "\n" + oneLine + "\n") != nil,
      "the documentation lists: \(oneLine)")
    for status in ["0", "1", "64", "65", "70", "73"] {
      #expect(oneLine.contains(" \(status) "), "status \(status) missing")
    }
  }

  static let header =
    #"{"format":"viewcachestress-trace","options":{"auditInterval":1024,"capacity":2,"plantedBugs":[],"profile":"default","seed":1,"steps":10,"swarm":false},"version":1}"#
    + "\n"

  @Test func shrinkingACleanTraceIsRefused() throws {
    let folder = try Self.scratch()
    try Data((Self.header + #"{"op":"pop","animated":false}"# + "\n").utf8)
      .write(to: folder.appendingPathComponent("clean.jsonl"))
    let outcome = try run(["shrink", "clean.jsonl"], in: folder)
    #expect(outcome.status == 65)
    #expect(outcome.stderr == "Error: clean.jsonl breaks no rule: nothing to shrink\n")
  }

  @Test func replayWritesATranscriptAsTheGoldenLogsRead() throws {
    let folder = try Self.scratch()
    try Data(
      (Self.header + #"{"op":"push","payload":0,"style":"none","animated":false}"# + "\n").utf8
    ).write(to: folder.appendingPathComponent("t.jsonl"))
    let outcome = try run(["replay", "t.jsonl", "--transcript", "-"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.first == "step 0: push(payload: 0, style: none, animated: false)")
    #expect(lines.contains("  A viewDidAppear(animated: false)"))
    #expect(lines.contains("  = stack [A appeared]"))
    #expect(lines.last == "no violations")
    // The summary goes to standard error, out of the transcript's way.
    #expect(outcome.stderr.contains("violations: none"))
    let both = try run(
      ["replay", "t.jsonl", "--transcript", "-", "--events", "-"], in: folder)
    #expect(both.status == 64)
  }
}

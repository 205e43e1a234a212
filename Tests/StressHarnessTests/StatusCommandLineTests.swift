import Foundation
import Testing

/// The status line (on a terminal, off one, `--quiet`) and Ctrl-C (`SIGINT`, `SIGTERM`) that
/// keeps the work: the built binary, as a user runs it.
@Suite(.serialized, .scratchFolders) struct StatusCommandLineTests {
  let cli = CommandLineTests()

  /// A harness started in `folder`, its output going to files there.
  struct Started {
    let process: Process
    let folder: URL

    var stdout: String {
      (try? String(contentsOf: folder.appendingPathComponent("stdout.txt"), encoding: .utf8)) ?? ""
    }
    var stderr: String {
      (try? String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
    }

    /// Waits until `path` in the folder exists (at most a minute).
    func waitFor(_ path: String) throws {
      let url = folder.appendingPathComponent(path)
      for _ in 0..<600 where !FileManager.default.fileExists(atPath: url.path) {
        usleep(100_000)
      }
      try #require(FileManager.default.fileExists(atPath: url.path), "\(path) never came")
    }

    /// Waits until the files in `subfolder` include one ending in `suffix` (at most a minute).
    func waitForFile(in subfolder: String, endingWith suffix: String) throws {
      let url = folder.appendingPathComponent(subfolder)
      func found() -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
          .contains { $0.hasSuffix(suffix) }
      }
      for _ in 0..<600 where !found() { usleep(100_000) }
      try #require(found(), "no \(suffix) in \(subfolder)")
    }

    /// Waits for the end: its exit status.
    func wait() -> Int32 {
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
    -> Started
  {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = CommandLineTests.environment(environment)
    for name in ["stdout.txt", "stderr.txt"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    process.standardOutput = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stdout.txt"))
    process.standardError = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stderr.txt"))
    try process.run()
    return Started(process: process, folder: folder)
  }

  @Test func offATerminalAStatusLineEveryFewSecondsOrNoneWhenQuiet() throws {
    let folder = try CommandLineTests.scratch()
    let run = try start(
      ["--seed", "3", "--duration", "2", "--no-store"], in: folder,
      environment: ["VIEWCACHESTRESS_STATUS_SECONDS": "0.5"])
    #expect(run.wait() == 0, "\(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count >= 2, "one line every half second: \(run.stderr)")
    for line in lines {
      #expect(line.hasPrefix("seed 3: "), "\(line)")
      for part in [
        " steps, ", " steps/s, ", " of 0:02, ", " left, ", "0 violations, ", " loaded, ",
        " resident",
      ] {
        #expect(line.contains(part), "\(part) in \(line)")
      }
      #expect(!line.contains("\r") && !line.contains("\u{1B}"), "no terminal codes in a log")
    }
    let quiet = try cli.run(
      ["--seed", "3", "--duration", "1.5", "--no-store", "--quiet"], in: folder)
    #expect(quiet.status == 0)
    #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    // An interval of 0: no line off a terminal, as the suite's own runs rely on.
    let none = try cli.run(
      ["--seed", "3", "--duration", "1.5", "--no-store"], in: folder,
      environment: [CommandLineTests.statusSeconds: "0"])
    #expect(none.status == 0)
    #expect(none.stderr.isEmpty, "\(none.stderr)")
    let jobs = try start(
      ["--seed", "3", "--steps", "400000", "--jobs", "2", "--no-store"], in: folder,
      environment: ["VIEWCACHESTRESS_STATUS_SECONDS": "0.3"])
    #expect(jobs.wait() == 0)
    let first = try #require(jobs.stderr.split(separator: "\n").first, "\(jobs.stderr)")
    #expect(first.hasPrefix("2 runs ("), "the jobs together: \(first)")
    // Once the workers have said how far they go (their first lines may come before).
    #expect(
      jobs.stderr.split(separator: "\n").contains { $0.contains(" of 800,000 steps (") },
      "\(jobs.stderr)")
  }

  @Test(
    "the time given is one duration a wave of seeds, --jobs at a time",
    arguments: [("4", "2", "0:02"), ("2", "4", "0:01")])
  func wavesOfSeedsAddUpTheirDurations(seeds: String, jobs: String, total: String) throws {
    let folder = try CommandLineTests.scratch()
    let run = try start(
      ["--seed", "3", "--seeds", seeds, "--jobs", jobs, "--duration", "1", "--no-store"],
      in: folder, environment: ["VIEWCACHESTRESS_STATUS_SECONDS": "0.3"])
    #expect(run.wait() == 0, "\(run.stderr)")
    let timed = run.stderr.split(separator: "\n").filter { $0.contains(" left, ") }
    #expect(!timed.isEmpty, "\(run.stderr)")
    for line in timed {
      #expect(line.hasPrefix("\(seeds) runs ("), "\(line)")
      #expect(line.contains(" of \(total), "), "waves of one second: \(line)")
    }
  }

  @Test func theLineShowsTheStepsTheRunHasMadeHoweverSlowItsSteps() throws {
    let folder = try CommandLineTests.scratch()
    // A loop in one step, long before the 4,096th: the run stays at the steps before it until
    // the watchdog stops it, and every line drawn meanwhile says so.
    let outcome = try cli.run(
      [
        "--seed", "1", "--plant-bug", "loops-inserting-at-root", "--step-timeout", "3",
        "--failures", "f", "--no-churn", "--no-shrink",
      ], in: folder, environment: [CommandLineTests.statusSeconds: "0.2"])
    #expect(outcome.status == 1, "\(outcome.stderr)")
    let hang = try #require(
      outcome.stdout.split(separator: "\n").lazy.compactMap { line in
        line.firstRange(of: "hang at step ").flatMap {
          Int(line[$0.upperBound...].prefix { $0.isNumber })
        }
      }.first, "\(outcome.stdout)")
    #expect(hang > 1 && hang < 4096, "a hang before the first heartbeat: \(hang)")
    let lines = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("seed 1: ") }
    let last = try #require(lines.last, "a line while the step hangs: \(outcome.stderr)")
    // Steps count from 0: the one that hangs is step `hang`, after `hang` steps made.
    #expect(last.hasPrefix("seed 1: \(formatted(hang)) of 200,000 steps "), "\(last)")
    #expect(
      outcome.stderr.contains("no step ended in 3.0 s of CPU time (after \(hang) steps)"),
      "\(outcome.stderr)")
  }

  @Test func onATerminalOneLineRedrawnInPlace() throws {
    let folder = try CommandLineTests.scratch()
    // `script` runs the harness in a pseudo-terminal and copies what it draws.
    let command = "\(CommandLineTests.binary.path) --seed 3 --steps 400000 --no-store"
    let outcome = try runScript(command, in: folder)
    #expect(outcome.contains("\rseed 3: "), "\(outcome.debugDescription)")
    #expect(outcome.contains(" of 400,000 steps ("))
    #expect(outcome.contains(", ETA "))
    #expect(outcome.contains("\u{1B}[K"), "each drawing ends the line")
    #expect(outcome.contains("\r\u{1B}[Kcontainer stack, seed 3"), "taken off before the summary")
  }

  /// Runs `command` in a pseudo-terminal; what it printed.
  func runScript(_ command: String, in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qfec", command, "/dev/null"]
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func ctrlCMidRunKeepsTheSummaryTheJSONAndTheTrace() throws {
    let folder = try CommandLineTests.scratch()
    let run = try start(
      [
        "--seed", "5", "--steps", "20000000", "--json", "report.json", "--trace", "t.jsonl",
        "--no-store", "--no-churn",
      ], in: folder)
    try run.waitFor("t.jsonl")
    usleep(500_000)
    run.process.interrupt()
    #expect(run.wait() == 130, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("container stack, seed 5, profile default, capacity 2, "))
    #expect(run.stdout.contains(" steps (interrupted)\n"), "\(run.stdout)")
    #expect(run.stdout.contains("interrupted: the counts are those of the "))
    let json = try Data(contentsOf: folder.appendingPathComponent("report.json"))
    let report = try CommandLineTests.run(inJSON: json)
    #expect(report["interrupted"] as? Bool == true)
    let steps = try #require(report["steps"] as? Int)
    #expect(steps > 0 && steps < 20_000_000)
    #expect(
      try CommandLineTests.headerSteps(ofTrace: folder.appendingPathComponent("t.jsonl")) == steps,
      "the header says the steps the run applied before it stopped")
    let replay = try cli.run(["replay", "t.jsonl", "--quiet"], in: folder)
    #expect(replay.status == 0, "the trace is kept whole: \(replay.stderr)")
    #expect(replay.stdout.contains(", \(formatted(steps)) steps\n"), "every step the run made")
  }

  @Test func sigtermStopsTheSameWayWithItsOwnStatus() throws {
    let folder = try CommandLineTests.scratch()
    let run = try start(
      ["--seed", "5", "--duration", "60", "--trace", "t.jsonl", "--no-store"], in: folder)
    // Its journal open: the run has begun, its handlers installed (however loaded the machine).
    try run.waitFor("t.jsonl")
    usleep(300_000)
    run.process.terminate()
    #expect(run.wait() == 143, "\(run.stderr)")
    #expect(run.stdout.contains(" steps (interrupted)\n"), "\(run.stdout)")
  }

  @Test func ctrlCMidShrinkKeepsTheSmallestReproducerSoFar() throws {
    let folder = try CommandLineTests.scratch()
    // A loop in an operation: each candidate that still hangs costs the shrink a step timeout
    // in a worker, so the shrink is slow enough to interrupt.
    let run = try start(
      [
        "--seed", "1", "--plant-bug", "loops-inserting-at-root", "--step-timeout", "0.2",
        "--failures", "f", "--no-churn",
      ],
      in: folder)
    try run.waitForFile(in: "f", endingWith: ".jsonl")
    usleep(300_000)
    run.process.interrupt()
    #expect(run.wait() == 1, "violations found: \(run.stderr)")
    #expect(
      run.stdout.contains("reproducer so far ("), "\(run.stdout)")
    #expect(run.stdout.contains("; shrinking was interrupted): f/stack-hang-"))
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    let replay = try cli.run(
      ["replay", "\(stem).min.jsonl", "--quiet", "--step-timeout", "0.2"], in: folder)
    #expect(replay.status == 1, "the reproducer so far still fails")
    #expect(
      replay.stdout.contains("hang: expected every step to end within 0.2 s"), "\(replay.stdout)")
    // `shrink` of the whole trace, interrupted too: the smallest so far, and 130.
    let shrink = try start(
      ["shrink", "\(stem).jsonl", "--output", "small.jsonl", "--step-timeout", "0.2"],
      in: folder)
    usleep(1_500_000)
    shrink.process.interrupt()
    #expect(shrink.wait() == 130, "\(shrink.stderr)")
    #expect(shrink.stdout.contains("operations (hang): small.jsonl"), "\(shrink.stdout)")
    #expect(shrink.stderr.contains("interrupted: the reproducer written is the smallest found"))
    #expect(
      try cli.run(["replay", "small.jsonl", "--quiet", "--step-timeout", "0.2"], in: folder)
        .status == 1)
  }

  @Test func readingALongTraceShowsItsLines() throws {
    let folder = try CommandLineTests.scratch()
    // Under a sanitizer reading is slower still: fewer lines take longer than a status period.
    let steps = CommandLineTests.underSanitizer ? 50_000 : 150_000
    #expect(
      try cli.run(
        ["--seed", "2", "--steps", "\(steps)", "--trace", "long.jsonl", "--no-store", "--quiet"],
        in: folder
      )
      .status == 0)
    let replay = try start(
      ["replay", "long.jsonl"], in: folder, environment: ["VIEWCACHESTRESS_STATUS_SECONDS": "0.1"])
    #expect(replay.wait() == 0)
    #expect(replay.stderr.contains("reading long.jsonl: "), "\(replay.stderr)")
    #expect(replay.stderr.contains(" of \(formatted(steps + 2)) lines ("), "\(replay.stderr)")
  }
}

/// `1234567` as the summary prints it, `1,234,567`.
func formatted(_ value: Int) -> String {
  value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
}

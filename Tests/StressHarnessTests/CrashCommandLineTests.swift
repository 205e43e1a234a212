import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

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
    #expect(!outcome.stdout.contains("keep it in the regression suite"))
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
        "run", "--seed", "1", "--plant-bug", "loops-inserting-at-root", "--step-timeout", "0.5",
        "--failures", "f",
      ], in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("the container hung the run in step "), "\(outcome.stdout)")
    #expect(
      outcome.stdout.contains(
        ": expected every step to end within 0.5 s of CPU time; saw a step still running (a loop in an operation?)"
      ))
    #expect(!outcome.stdout.contains("keep it in the regression suite"))
    let stem = try CommandLineTests.failure("stack", in: "f", of: folder)
    #expect(stem.hasPrefix("f/stack-hang-"))
    let steps = try Self.steps(folder.appendingPathComponent("\(stem).jsonl"))
    #expect(steps.last?.contains(#""op":"insert"#) == true, "the last step is the looping insert")
    let small = try Self.steps(folder.appendingPathComponent("\(stem).min.jsonl"))
    #expect((1...10).contains(small.count), "\(small.count) operations")
    // Replaying the reproducer hangs the same way: the replay's own watchdog stops it.
    let replay = try cli.run(
      ["replay", "\(stem).min.jsonl", "--step-timeout", "0.5"], in: folder)
    #expect(replay.status == 1, "\(replay.stderr)")
    #expect(
      replay.stdout.contains(
        "violations: 1\n  hang: expected every step to end within 0.5 s of CPU time"),
      "\(replay.stdout)")
    // So does shrinking it, in workers (the run shrank the whole trace the same way).
    let shrink = try cli.run(
      ["shrink", "\(stem).min.jsonl", "--step-timeout", "0.5", "--output", "again.jsonl"],
      in: folder)
    #expect(shrink.status == 0, "\(shrink.stderr)")
    #expect(shrink.stdout.contains(" operations (hang): again.jsonl"), "\(shrink.stdout)")
    let again = try Self.steps(folder.appendingPathComponent("again.jsonl"))
    #expect((1...10).contains(again.count), "\(again.count) operations")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("corpus"), withIntermediateDirectories: true)
    let refused = try cli.run(
      [
        "shrink", "\(stem).min.jsonl", "--step-timeout", "0.5", "--save-regression", "loop",
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
        "run", "--seed", "1", "--plant-bug", "loops-while-young", "--step-timeout", "0.5",
        "--failures", "f",
      ] + (journaled ? ["--trace", "t.jsonl"] : []), in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    let step = try #require(
      outcome.stdout.firstMatch(of: /hang at step (\d+): expected every step to end within 0.5 s/)
        .flatMap { Int($0.1) }, "\(outcome.stdout)")
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

  @Test("SIGKILL of a run at any moment leaves a journal that replay accepts")
  func aKilledRunLeavesAJournalThatReplays() throws {
    let folder = try CommandLineTests.scratch()
    for delay in [20, 80, 150, 300, 600] as [UInt32] {
      let process = Process()
      process.executableURL = CommandLineTests.binary
      process.arguments = ["run", "--seed", "\(delay)", "--steps", "5000000", "--trace", "t.jsonl"]
      process.currentDirectoryURL = folder
      // What a SIGKILL leaves in the temporary folder (the worker's order, when the kill comes
      // before the worker has read it) goes to the scratch folder, not the shared one.
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = folder.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(delay * 1000)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // The worker dies with its supervisor: wait for the journal to stop changing.
      var size = -1
      while true {
        usleep(50_000)
        let now =
          (try? FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("t.jsonl").path)[.size] as? Int) ?? 0
        if now == size { break }
        size = now
      }
      guard size > 0 else { continue }  // killed before the worker opened it
      let replay = try cli.run(["replay", "t.jsonl"], in: folder)
      #expect(replay.status == 0, "killed after \(delay) ms: \(replay.stderr)")
    }
  }

  @Test(
    "a journal's last line cut off by a kill is dropped with a note; any other trace's is refused")
  func aJournalsCutOffLastLineIsDropped() throws {
    let folder = try CommandLineTests.scratch()
    // A --trace journal says it is one.
    let traced = try cli.run(["--seed", "4", "--steps", "50", "--trace", "t.jsonl"], in: folder)
    #expect(traced.status == 0, "\(traced.stderr)")
    let journal = try String(
      contentsOf: folder.appendingPathComponent("t.jsonl"), encoding: .utf8)
    #expect(journal.split(separator: "\n").first?.contains(#""journal":true"#) == true)
    let lines = journal.split(separator: "\n").map(String.init)
    let cut = lines.prefix(11).joined(separator: "\n") + "\n" + lines[11].prefix(9)
    try Data(cut.utf8).write(to: folder.appendingPathComponent("cut.jsonl"))
    let replay = try cli.run(["replay", "cut.jsonl"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    #expect(
      replay.stderr
        == "note: cut.jsonl: line 12 was cut off (the run died writing its journal); the 10 steps before it are read\n"
    )
    // Without the journal's mark, the same file is refused.
    let unmarked = cut.replacingOccurrences(of: #","journal":true"#, with: "")
    try Data(unmarked.utf8).write(to: folder.appendingPathComponent("unmarked.jsonl"))
    let refused = try cli.run(["replay", "unmarked.jsonl"], in: folder)
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains("line 12 is truncated or not an operation"), "\(refused.stderr)")
  }

  @Test("without --trace, a run keeps a generated journal: removed at a clean end, left by SIGKILL")
  func aRunWithoutATraceKeepsAGeneratedJournal() throws {
    let folder = try CommandLineTests.scratch()
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    // Every file the runs leave in the temporary folder, folders' files as folder/file.
    func journals() throws -> [String] { try Self.files(in: folder) }
    // A clean end removes it, and the scratch folder it was in.
    let clean = Process()
    clean.executableURL = CommandLineTests.binary
    clean.arguments = ["run", "--seed", "3", "--steps", "5000", "--no-churn"]
    clean.environment = environment
    clean.standardOutput = FileHandle.nullDevice
    try clean.run()
    clean.waitUntilExit()
    #expect(clean.terminationStatus == 0)
    #expect(try journals().isEmpty)
    // SIGKILL leaves it, with the steps done at the last count, and replay accepts it.
    let process = try Self.launchLongRun(environment: environment)
    var counted = 0
    var name = ""
    for _ in 0..<200 {  // until the count shows some steps (at most 20 s)
      usleep(100_000)
      name = Self.journal(of: process.processIdentifier, in: folder) ?? ""
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      if let range = text.range(of: #""generated":\s*(\d+)"#, options: .regularExpression) {
        counted =
          Int(text[range].split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
      }
      if counted > 0 { break }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(counted > 0, "no count in \(name)")
    #expect(try journals() == [name])
    let replay = try cli.run(["replay", name, "--json", "r.json"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    let report = try CommandLineTests.run(
      inJSON: Data(contentsOf: folder.appendingPathComponent("r.json")))
    #expect((report["steps"] as? Int ?? 0) >= counted, "the steps at the last count, or more")
  }

  @Test("a worker stopped in a step writes that step into its generated journal, exactly")
  func aStoppedWorkerMakesItsJournalExact() throws {
    let folder = try CommandLineTests.scratch()
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let process = try Self.launchLongRun(environment: environment)
    let supervisor = process.processIdentifier
    var name = ""
    func header() -> String {
      name = Self.journal(of: supervisor, in: folder) ?? ""
      let path = folder.appendingPathComponent(name)
      return ((try? String(contentsOf: path, encoding: .utf8)) ?? "").split(separator: "\n")
        .first.map(String.init) ?? ""
    }
    func count(_ header: String) -> Int {
      guard let range = header.range(of: #""generated":\s*(\d+)"#, options: .regularExpression)
      else { return 0 }
      return Int(header[range].split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
    }
    for _ in 0..<200 where count(header()) == 0 { usleep(100_000) }  // at most 20 s
    // Hold the supervisor, so that it neither reports nor removes the journal, and stop its
    // worker as its watchdog stops a hang: with SIGTERM, in the middle of some step.
    kill(supervisor, SIGSTOP)
    defer {
      kill(supervisor, SIGKILL)
      process.waitUntilExit()
    }
    let worker = try #require(Self.child(of: supervisor), "no worker")
    let checkpoint = count(header())
    kill(worker, SIGTERM)
    for _ in 0..<200 where !Self.isGone(worker) { usleep(100_000) }
    let stopped = header()
    #expect(stopped.contains(#""stopped":true "#), "\(stopped)")
    // The count is the steps made when it stopped, at or past the last checkpoint's.
    let made = count(stopped)
    #expect(made >= checkpoint, "\(checkpoint) then \(made)")
    // It reads as those steps and the one the worker stopped in.
    let replay = try cli.run(["replay", name, "--json", "r.json"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    let report = try CommandLineTests.run(
      inJSON: Data(contentsOf: folder.appendingPathComponent("r.json")))
    #expect(report["steps"] as? Int == made + 1)
  }

  @Test(
    "scratch files go into a folder mkdtemp made (0700) and leave with it; an unwritable TMPDIR is one line, exit 73"
  )
  func scratchFilesHaveAFolderOfTheirOwn() throws {
    let folder = try CommandLineTests.scratch()
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    let process = try Self.launchLongRun(environment: environment)
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    var journal: String?
    for _ in 0..<200 {  // until the worker made its journal (at most 20 s)
      journal = Self.journal(of: process.processIdentifier, in: folder)
      if let journal, FileManager.default.fileExists(atPath: folder.path + "/" + journal) { break }
      usleep(100_000)
    }
    let path = try #require(journal)
    func mode(_ path: String) throws -> Int {
      try #require(
        FileManager.default.attributesOfItem(atPath: folder.path + "/" + path)[.posixPermissions]
          as? Int)
    }
    let scratch = String(path.prefix { $0 != "/" })
    #expect(try mode(scratch) == 0o700, "\(scratch)")
    #expect(try mode(path) == 0o600, "\(path)")
    // Nothing else in the temporary folder: no file at a name anyone could guess.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [scratch])
    let refused = try cli.run(
      ["run", "--seed", "1", "--steps", "10"], in: folder,
      environment: ["TMPDIR": folder.path + "/missing"])
    #expect(refused.status == 73)
    #expect(
      refused.stderr
        == "Error: the temporary folder \(folder.path)/missing: No such file or directory (set TMPDIR to a folder you can write)\n"
    )
  }

  /// The files in `folder` and, for a folder in it, its files as `folder/file`.
  static func files(in folder: URL) throws -> [String] {
    let manager = FileManager.default
    return try manager.contentsOfDirectory(atPath: folder.path).sorted().flatMap { entry in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(entry).path
      guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        return [entry]
      }
      return try manager.contentsOfDirectory(atPath: path).sorted().map { "\(entry)/\($0)" }
    }
  }

  /// The generated journal of seed 4 of the run `pid` supervises, relative to `folder` (the
  /// temporary folder): in the scratch folder `mkdtemp` made, `stress-harness-PID-XXXXXX`.
  static func journal(of pid: Int32, in folder: URL) -> String? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let scratch = entries.first(where: { $0.hasPrefix("stress-harness-\(pid)-") })
    else { return nil }
    return "\(scratch)/seed-4.journal.jsonl"
  }

  /// Starts a run of seed 4 long enough to be stopped, its output dropped.
  static func launchLongRun(environment: [String: String]) throws -> Process {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = ["run", "--seed", "4", "--steps", "5000000", "--no-churn"]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// A child process of `parent` (read from `/proc`), if any.
  static func child(of parent: Int32) -> Int32? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command's closing parenthesis: the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, Int32(fields[1]) == parent { return pid }
    }
    return nil
  }

  /// Whether `pid` has ended (gone, or a zombie its held parent has not reaped).
  static func isGone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }
}

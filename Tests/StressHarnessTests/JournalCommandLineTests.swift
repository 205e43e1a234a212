import Foundation
import Testing

/// A run killed at any moment, or stopped in a step, leaves a journal that replays: the last
/// whole line kept, a cut-off one dropped, the generated journal exact; and each run's scratch
/// files in a folder of its own.
@Suite(.scratchFolders) struct JournalCommandLineTests {
  let cli = CommandLineTests()
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

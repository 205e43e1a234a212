import Foundation
import StressKit
import Testing

/// Outputs are written whole or not at all: a write that fails or a run killed while it
/// writes leaves what was at the path as it was, never a truncated file under the real name.
@Suite(.scratchFolders) struct OutputFileTests {
  let cli = CommandLineTests()

  static let prlimit = "/usr/bin/prlimit"

  /// Whether a file size limit can be set on the binary: `prlimit` is there, and the binary is
  /// not built with ThreadSanitizer, whose runtime faults (SIGBUS) under one.
  static let canLimitFileSize =
    FileManager.default.isExecutableFile(atPath: prlimit)
    && ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != "thread"

  /// Runs the command after it with a file size limit of `bytes` and `SIGXFSZ` at its default
  /// (which kills; a test runner may ignore it, and children inherit that): the harness ignores
  /// it itself, so a write past the limit fails with `EFBIG`, as on a full disk.
  static func sizeLimit(_ bytes: Int) -> [String] {
    // In this process (no worker): a supervised run writes a journal and a result too.
    [
      "/usr/bin/env", "--default-signal=XFSZ", "VIEWCACHESTRESS_WORKER=1", prlimit,
      "--fsize=\(bytes)",
    ]
  }

  /// The temporary files left in `folder`.
  static func partials(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix(".") && $0.hasSuffix(".partial") }
  }

  static func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// A scratch folder with a recorded 500-step trace `in.jsonl` and a failing one `leak.jsonl`.
  func folder() throws -> URL {
    let folder = try CommandLineTests.scratch()
    #expect(try cli.run(["run", "--steps", "500", "--trace", "in.jsonl"], in: folder).status == 0)
    let failing = try cli.run(
      [
        "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--seed", "1",
        "--no-shrink", "--failures", ".",
      ], in: folder)
    #expect(failing.status == 1)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent(try leakTrace(in: folder)),
      to: folder.appendingPathComponent("leak.jsonl"))
    return folder
  }

  /// The name of the planted leak's failing trace in `folder` (failures are named by their
  /// signature, the same for every seed and length of run that finds the leak).
  func leakTrace(in folder: URL) throws -> String {
    String(try CommandLineTests.failure("stack", in: ".", of: folder).dropFirst(2)) + ".jsonl"
  }

  @Test(
    "a temporary folder that takes no worker's order is the disk's fault: exit 73, not 70",
    .enabled(if: canLimitFileSize, "needs prlimit, and no ThreadSanitizer"))
  func aFullTemporaryFolderIsExit73() throws {
    let folder = try CommandLineTests.scratch()
    // Supervised (workers): the order written into the scratch folder is past the limit, as
    // on a full disk.
    let launcher = ["/usr/bin/env", "--default-signal=XFSZ", Self.prlimit, "--fsize=16"]
    let run = try cli.run(
      ["run", "--steps", "100", "--no-store", "--no-churn"], in: folder, launcher: launcher,
      environment: ["TMPDIR": folder.path])
    #expect(run.status == 73, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: the temporary folder: "), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test(
    "a write that fails leaves the old file and no temporary file: exit 73 naming the path",
    .enabled(if: canLimitFileSize, "needs prlimit, and no ThreadSanitizer"))
  func failedWrites() throws {
    let folder = try folder()
    let leak = try leakTrace(in: folder)
    let failures = folder.appendingPathComponent("failures")
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: false)
    let cases: [(arguments: [String], output: String)] = [
      (["run", "--steps", "2000", "--json", "out"], "out"),
      (["run", "--steps", "2000", "--plot", "out"], "out"),
      (["replay", "in.jsonl", "--events", "out"], "out"),
      (["replay", "in.jsonl", "--transcript", "out"], "out"),
      (["replay", "in.jsonl", "--json", "out"], "out"),
      (["shrink", "leak.jsonl", "--output", "out"], "out"),
      (["sweep", "--capacity", "1...2", "--steps", "200", "--json", "out"], "out"),
      (
        [
          "run", "--plant-bug", "leak-retain-cycle", "--steps", "2000", "--seed", "1",
          "--no-shrink", "--failures", "failures",
        ], "failures/\(leak)"
      ),
    ]
    // Charts and sweeps need jemalloc's counters, which a sanitized binary does not have.
    let measured = ["--plot", "sweep"]
    for (arguments, output) in cases
    where !CommandLineTests.underSanitizer || Set(arguments).isDisjoint(with: measured) {
      let path = folder.appendingPathComponent(output)
      try Data("old\n".utf8).write(to: path)
      let outcome = try cli.run(arguments, in: folder, launcher: Self.sizeLimit(100))
      #expect(outcome.status == 73, "\(arguments): \(outcome.stderr)")
      #expect(outcome.stderr == "Error: cannot write \(output): File too large\n", "\(arguments)")
      #expect(try Self.text(path) == "old\n", "\(arguments): the old file was touched")
      #expect(try Self.partials(in: folder).isEmpty, "\(arguments)")
      #expect(try Self.partials(in: failures).isEmpty, "\(arguments)")
    }
  }

  @Test(
    "a journal past the file size limit keeps its whole lines, which replay: exit 73",
    .enabled(if: canLimitFileSize, "needs prlimit, and no ThreadSanitizer"))
  func journalPastTheLimit() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      ["run", "--steps", "2000", "--trace", "t.jsonl"], in: folder,
      launcher: Self.sizeLimit(4096))
    #expect(outcome.status == 73)
    #expect(
      outcome.stderr
        == "Error: cannot write trace t.jsonl: File too large; it holds the lines before\n")
    #expect(outcome.stdout.contains("violations: none"), "the report is still printed")
    let journal = try Data(contentsOf: folder.appendingPathComponent("t.jsonl"))
    #expect(journal.count > 2048 && journal.count <= 4096)
    #expect(journal.last == 0x0A, "a line cut in the middle")
    #expect(try cli.run(["replay", "t.jsonl"], in: folder).status == 0)
  }

  /// Starts a failing run whose whole trace (about 4 MB) replaces `old` in `failures`, and
  /// kills it with `SIGKILL` at the first change in that folder.
  ///
  /// - Returns: Whether the kill landed before the run ended.
  func killWhileWritingTrace(into failures: URL) throws -> Bool {
    let watch = inotify_init1(Int32(IN_CLOEXEC))
    try #require(watch >= 0)
    defer { close(watch) }
    try #require(
      inotify_add_watch(watch, failures.path, UInt32(IN_CREATE) | UInt32(IN_MODIFY)) >= 0)
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = [
      "run", "--plant-bug", "leak-retain-cycle", "--steps", "100000", "--seed", "1",
      "--no-shrink", "--no-churn", "--failures", failures.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // The generated journal a SIGKILL leaves goes to a scratch folder, not the shared one.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = try CommandLineTests.scratch().path
    // In one process: the kill lands on the process writing the trace, not on a supervisor
    // whose worker dies after it (a race a loaded machine loses).
    environment["VIEWCACHESTRESS_WORKER"] = "1"
    process.environment = environment
    try process.run()
    var ready = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
    if poll(&ready, 1, 120_000) == 1 {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
  }

  @Test("SIGKILL while a failure trace is written leaves the old file, never a truncated one")
  func killedWhileWriting() throws {
    let failures = try CommandLineTests.scratch()
    let learned = try cli.run(
      [
        "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--seed", "1", "--no-shrink",
        "--failures", ".",
      ], in: failures)
    #expect(learned.status == 1)
    let name = try leakTrace(in: failures)
    let trace = failures.appendingPathComponent(name)
    var killedInTime = 0
    for _ in 0..<5 where killedInTime < 2 {
      try Data("old\n".utf8).write(to: trace)
      for partial in try Self.partials(in: failures) {
        try FileManager.default.removeItem(at: failures.appendingPathComponent(partial))
      }
      let killed = try killWhileWritingTrace(into: failures)
      let written = try Data(contentsOf: trace)
      if written == Data("old\n".utf8) {
        if killed { killedInTime += 1 }
      } else {
        // The kill came after the rename: then the trace is whole.
        #expect(written.last == 0x0A)
        #expect(throws: Never.self) {
          try StressTrace<StackDriver>(decoding: written, name: name)
        }
      }
    }
    #expect(killedInTime == 2, "the kill never landed while the trace was written")
  }

  @Test("the library replaces a regular file whole, keeping its permissions")
  func library() throws {
    let folder = try CommandLineTests.scratch()
    let path = folder.appendingPathComponent("kept.json").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0o640) == 0)
    try OutputFile.write(Data("new\n".utf8), to: path)
    #expect(try Self.text(URL(fileURLWithPath: path)) == "new\n")
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.json"])
    #expect(
      throws: HarnessError.cannotWrite(
        "cannot write \(folder.path)/none/x: its folder \(folder.path)/none does not exist")
    ) {
      try OutputFile.write(Data(), to: folder.path + "/none/x")
    }
  }
}

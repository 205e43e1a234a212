import Foundation
import StressKit
import Testing

/// Outputs never replace or write through what is not a regular file.
///
/// Nor do they overwrite the input; they are checked before the run starts: exit 73 with a
/// one-line reason, and the thing at the path left as it was. Everything is made in a scratch
/// folder, never at a system path.
@Suite(.scratchFolders) struct OutputPathTests {
  let cli = CommandLineTests()

  /// A scratch folder with a recorded trace, `in.jsonl`.
  static func folder() throws -> URL {
    let folder = try CommandLineTests.scratch()
    let trace = StressTrace<StackDriver>(
      options: StressOptions(steps: 3), steps: [.memoryWarning(count: 1)])
    try trace.encoded().write(to: folder.appendingPathComponent("in.jsonl"))
    return folder
  }

  /// The file type at `path`, not following a symbolic link.
  static func mode(_ path: URL) -> mode_t {
    var status = stat()
    return lstat(path.path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// Each command with each output option, aimed at `name` in `folder`.
  static func invocations(writing name: String) -> [[String]] {
    [
      ["run", "--steps", "20", "--trace", name],
      ["run", "--steps", "20", "--json", name],
      ["run", "--steps", "20", "--plot", name],
      ["replay", "in.jsonl", "--events", name],
      ["replay", "in.jsonl", "--transcript", name],
      ["replay", "in.jsonl", "--json", name],
      ["shrink", "in.jsonl", "--output", name],
    ]
  }

  func expectRefused(
    _ name: String, in folder: URL, because reason: String, kind: mode_t
  ) throws {
    for arguments in Self.invocations(writing: name) {
      let outcome = try cli.run(arguments, in: folder)
      #expect(outcome.status == 73, "\(arguments)")
      #expect(outcome.stderr == "Error: cannot write \(name): \(reason)\n", "\(arguments)")
      #expect(outcome.stdout.isEmpty, "\(arguments): the run started")
      #expect(Self.mode(folder.appendingPathComponent(name)) == kind, "\(arguments) replaced it")
    }
  }

  @Test("a FIFO at an output path is refused and left in place")
  func fifo() throws {
    let folder = try Self.folder()
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
    try expectRefused(
      "pipe", in: folder, because: "it is a FIFO, not a regular file", kind: S_IFIFO)
  }

  @Test("the failures folder is checked before the run, and made when a run fails")
  func failuresFolder() throws {
    let folder = try Self.folder()
    try Data("a file\n".utf8).write(to: folder.appendingPathComponent("f"))
    let outcome = try cli.run(
      ["run", "--seed", "8", "--jobs", "3", "--steps", "20", "--failures", "f"], in: folder)
    #expect(outcome.status == 73)
    #expect(outcome.stderr.hasPrefix("Error: "), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("f"), "names the folder: \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "the run started")
    // A folder that is not there yet is made when a run fails.
    let fresh = try cli.run(["run", "--steps", "20", "--failures", "new/f"], in: folder)
    #expect(fresh.status == 0, "\(fresh.stderr)")
    // …unless a file stands where one of its folders would be: that is refused before the
    // run, not found at its first failure.
    let under = try cli.run(["run", "--steps", "20", "--failures", "f/sub/g"], in: folder)
    #expect(under.status == 73)
    #expect(under.stderr == "Error: cannot create the folder f/sub/g: f is not a folder\n")
    #expect(under.stdout.isEmpty, "the run started")
  }

  @Test("a symbolic link at an output path is neither followed nor replaced")
  func symbolicLink() throws {
    let folder = try Self.folder()
    let target = folder.appendingPathComponent("target")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link"), withDestinationURL: target)
    try expectRefused(
      "link", in: folder, because: "it is a symbolic link, not a regular file", kind: S_IFLNK)
    #expect(!FileManager.default.fileExists(atPath: target.path), "written through the link")
  }

  @Test(
    "a character device at an output path is refused and left in place",
    .enabled(if: getuid() == 0, "making a device node needs root"))
  func characterDevice() throws {
    let folder = try Self.folder()
    // The null device's numbers (major 1, minor 3, encoded as glibc does for small ones), made
    // in the scratch folder.
    let path = folder.appendingPathComponent("null").path
    #expect(mknod(path, S_IFCHR | 0o644, dev_t(1 << 8 | 3)) == 0)
    try expectRefused(
      "null", in: folder, because: "it is a character device, not a regular file", kind: S_IFCHR)
  }

  @Test("a folder, a missing folder, or the input itself is refused")
  func foldersAndInputs() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: false)
    try expectRefused(
      "dir", in: folder, because: "it is a folder, not a regular file", kind: S_IFDIR)
    let missing = try cli.run(["run", "--steps", "20", "--json", "nowhere/r.json"], in: folder)
    #expect(missing.status == 73)
    #expect(
      missing.stderr == "Error: cannot write nowhere/r.json: its folder nowhere does not exist\n")
    let before = try Data(contentsOf: folder.appendingPathComponent("in.jsonl"))
    for arguments in [
      ["replay", "in.jsonl", "--events", "./in.jsonl"],
      ["shrink", "in.jsonl", "--output", "in.jsonl"],
    ] {
      let outcome = try cli.run(arguments, in: folder)
      #expect(outcome.status == 73, "\(arguments)")
      #expect(outcome.stderr.hasSuffix(": it is the input in.jsonl\n"), "\(outcome.stderr)")
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("in.jsonl")) == before)
    let failures = try cli.run(["run", "--steps", "20", "--failures", "in.jsonl"], in: folder)
    #expect(failures.status == 73)
    #expect(failures.stderr == "Error: cannot write into in.jsonl: it is not a folder\n")
  }

  @Test("a regular file at an output path is replaced, as before")
  func regularFile() throws {
    let folder = try Self.folder()
    try Data("old".utf8).write(to: folder.appendingPathComponent("r.json"))
    let outcome = try cli.run(["run", "--steps", "20", "--json", "r.json"], in: folder)
    #expect(outcome.status == 0)
    let written = try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8)
    #expect(written.hasPrefix("{"))
  }

  /// Runs the harness with standard output, or standard error, going to the full device.
  func runIntoFullDevice(_ arguments: [String], in folder: URL, standardError: Bool = false)
    throws -> (status: Int32, stderr: String)
  {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let err = Pipe()
    if standardError {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = full
    } else {
      process.standardOutput = full
      process.standardError = err
    }
    try process.run()
    let stderr = standardError ? Data() : err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  @Test(
    "a full standard output is an error, exit 73; a full standard error is no crash",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullStandardStreams() throws {
    let folder = try Self.folder()
    let message = "Error: cannot write standard output: No space left on device\n"
    for arguments in [
      ["replay", "in.jsonl"], ["replay", "in.jsonl", "--events", "-"], ["run", "--steps", "50"],
      ["profiles"], ["demo"], ["--help"], ["run", "--help"], ["help", "replay"], ["--version"],
    ] {
      let outcome = try runIntoFullDevice(arguments, in: folder)
      #expect(outcome.status == 73, "\(arguments)")
      #expect(outcome.stderr == message, "\(arguments)")
    }
    // Errors that cannot be reported still give their status, without a trap.
    #expect(
      try runIntoFullDevice(["replay", "missing.jsonl"], in: folder, standardError: true).status
        == 65)
    #expect(try runIntoFullDevice(["--bogus"], in: folder, standardError: true).status == 64)
  }

  /// Runs a system command, quietly; its exit status.
  static func system(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// A 64 KiB file system mounted in `folder`, when this machine lets the tests mount one
  /// (root with the capability to mount).
  static func smallFileSystem(in folder: URL) -> URL? {
    guard getuid() == 0 else { return nil }
    let small = folder.appendingPathComponent("small")
    try? FileManager.default.createDirectory(at: small, withIntermediateDirectories: false)
    return system(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", small.path]) == 0
      ? small : nil
  }

  /// Whether a small file system can be mounted here: tried in a folder of its own, unmounted
  /// and removed again (a condition is evaluated outside any test).
  static let canMountSmallFileSystem: Bool = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stress-harness-tests-mount-\(UUID().uuidString)")
    guard
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil
    else { return false }
    defer { ScratchFolders.remove(folder) }
    return smallFileSystem(in: folder).map { system(["umount", $0.path]) == 0 } ?? false
  }()

  @Test(
    "a journal on a full file system: exit 73 after the report, whole lines that replay",
    .enabled(if: canMountSmallFileSystem, "needs a small tmpfs (root with the right to mount)"))
  func fullFileSystem() throws {
    let folder = try CommandLineTests.scratch()
    let small = try #require(Self.smallFileSystem(in: folder))
    defer { _ = Self.system(["umount", small.path]) }
    let outcome = try cli.run(
      ["run", "--steps", "200000", "--trace", "small/t.jsonl", "--no-churn", "--quiet"],
      in: folder)
    #expect(outcome.status == 73)
    #expect(
      outcome.stderr
        == "Error: cannot write trace small/t.jsonl: No space left on device; it holds the lines before\n"
    )
    #expect(outcome.stdout.contains("violations: none"), "the report is still printed")
    let journal = try Data(contentsOf: small.appendingPathComponent("t.jsonl"))
    #expect(journal.count > 32 * 1024)
    #expect(journal.last == 0x0A, "a line cut in the middle")
    let replay = try cli.run(["replay", "small/t.jsonl"], in: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
  }

  @Test("the library refuses the same paths")
  func library() throws {
    let folder = try Self.folder()
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o644) == 0)
    let trace = StressTrace<StackDriver>(options: StressOptions(steps: 3), steps: [])
    #expect(
      throws: HarnessError.cannotWrite("cannot write \(pipe): it is a FIFO, not a regular file")
    ) {
      try trace.write(to: pipe)
    }
    #expect(
      throws: HarnessError.cannotWrite("cannot write \(pipe): it is a FIFO, not a regular file")
    ) {
      try TraceJournal(path: pipe, options: StressOptions<StackDriver>(steps: 3))
    }
  }
}

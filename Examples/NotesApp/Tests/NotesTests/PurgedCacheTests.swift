import Foundation
import Testing

/// The slip that traps (row heights purged by a memory warning, force-unwrapped as the list
/// appears): the test process would die with it, so `notes-harness` runs it in a worker and
/// reports the crash, shrunk.
@Suite struct PurgedCacheTests {
  /// The built `notes-harness`, beside this test's own binary.
  static var harness: URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("notes-harness")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs `notes-harness` with `arguments` in a scratch folder of its own, removed after;
  /// returns its exit status and standard output.
  static func harness(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let harness = try #require(Self.harness, "notes-harness is not built")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-harness-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = harness
    process.arguments = arguments + ["--failures", folder.appendingPathComponent("found").path]
    process.currentDirectoryURL = folder
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test("a run's report says what each screen class's own code allocated")
  func eachClassChurn() throws {
    let (status, text) = try Self.harness([
      "run", "--container", "notes", "--seed", "1", "--steps", "5000", "--no-store",
    ])
    #expect(status == 0, "\(text)")
    let detail = text.split(separator: "\n").first {
      $0.hasPrefix("screens NoteDetailViewController: made ")
    }
    #expect(detail?.contains(", its code allocated ") == true, "\(text)")
  }

  @Test(
    "the purged cache unwrapped is a crash in NotesListViewController.viewWillAppear, on seeds 1–3, reproduced in at most 10 operations",
    arguments: [1, 2, 3] as [UInt64])
  func purgedCacheCrashes(seed: UInt64) throws {
    let (status, text) = try Self.harness([
      "run", "--container", "notes", "--seed", "\(seed)", "--plant-bug", "unwraps-purged-cache",
      "--no-store",
    ])
    #expect(status == 1, "\(text)")
    #expect(
      text.contains("crash at step")
        && text.contains("expected no trap in NotesListViewController.viewWillAppear(_:)"),
      "\(text)")
    let length = text.split(separator: "\n").lazy.compactMap { line -> Int? in
      guard line.hasPrefix("reproducer (") else { return nil }
      return Int(line.dropFirst("reproducer (".count).prefix { $0.isNumber })
    }.first
    #expect((length ?? 99) <= 10, "\(text)")
  }
}

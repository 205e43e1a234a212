import Foundation
import Testing

/// The command-line half's shape, as #29 set it and as a change could lose it: commands of at
/// most 300 lines, no error printed and then thrown again, the worker's hand-over read in one
/// place, the supervision and the failure pipeline each in a folder of its own.
@Suite struct CommandLineShapeTests {
  static let cli = Documentation.root.appendingPathComponent("Sources/StressHarnessCLI")

  /// The Swift files of `folder` (below `Sources/StressHarnessCLI`, or the whole target), each
  /// with its text.
  static func sources(in folder: String = "") throws -> [(name: String, text: String)] {
    let root = folder.isEmpty ? cli : cli.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test("no command file is over 300 lines")
  func commandsAreShort() throws {
    let commands = try Self.sources(in: "Commands")
    #expect(commands.count >= 10, "\(commands.map(\.name))")
    for (name, text) in commands {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(lines <= 300, "Commands/\(name): \(lines) lines")
    }
  }

  @Test("no command prints an error and throws it again; the worker's variable is read in one file")
  func errorsAndRolesInOnePlace() throws {
    let all = try Self.sources()
    #expect(all.count > 30)
    #expect(all.filter { $0.text.contains("throw fail(") }.map(\.name) == [])
    let readers = all.filter { $0.text.contains("\"VIEWCACHESTRESS_WORKER") }.map(\.name)
    #expect(readers == ["Supervision/ProcessRole.swift"])
  }

  @Test("the worker and its supervision in Supervision/, the failure pipeline in Failure/")
  func rolesHaveFolders() throws {
    let supervision = try Self.sources(in: "Supervision").map(\.name)
    for name in ["Worker.swift", "WorkerEntry.swift", "WorkerOrder.swift", "CrashSignature.swift"] {
      #expect(supervision.contains(name), "\(supervision)")
    }
    let failure = try Self.sources(in: "Failure").map(\.name)
    for name in ["FailureFiles.swift", "FailurePipeline.swift", "FailureStore.swift"] {
      #expect(failure.contains(name), "\(failure)")
    }
  }
}

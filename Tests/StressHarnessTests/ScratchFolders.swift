import Foundation
import Testing

/// Each test's scratch folders in one root of its own, removed when the test ends, however it
/// ends (passed, failed, thrown): the suite leaves nothing in the temporary directory.
///
/// A suite that makes scratch folders (``CommandLineTests/scratch()``) carries the trait:
/// `@Suite(.scratchFolders)`. A folder asked for outside one throws ``Unscoped``: the test
/// that asked fails.
struct ScratchFolders: SuiteTrait, TestTrait, TestScoping {
  /// The running test's root, set by the trait around each test case.
  @TaskLocal static var root: URL?

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite itself, or a parameterized test around its cases: each case gets its own.
    guard testCase != nil else { return try await function() }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stress-harness-tests-\(UUID().uuidString)")
    defer { Self.remove(root) }
    try await Self.$root.withValue(root) { try await function() }
  }

  /// A scratch folder asked for outside a suite with the trait: nothing would remove it.
  struct Unscoped: Error, CustomStringConvertible {
    var description: String {
      "a scratch folder outside a suite with .scratchFolders: nothing would remove it"
    }
  }

  /// Removes `folder` and what it holds.
  static func remove(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
  }
}

extension Trait where Self == ScratchFolders {
  /// Each test's scratch folders removed when it ends.
  static var scratchFolders: Self { ScratchFolders() }
}

import Foundation
import Testing

/// `shrink` of a reproducer replaces it rather than writing `NAME.min.min.jsonl` beside it.
@Suite(.scratchFolders) struct ShrinkCommandLineTests {
  let cli = CommandLineTests()

  @Test("shrinking a reproducer again replaces it and its Swift test, nothing beside them")
  func aReproducerIsShrunkInPlace() throws {
    let folder = try CommandLineTests.scratch()
    let found = try cli.run(
      [
        "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--seed", "1",
        "--failures", ".", "--no-churn", "--quiet",
      ], in: folder)
    #expect(found.status == 1, "\(found.stderr)")
    let stem = String(try CommandLineTests.failure("stack", in: ".", of: folder).dropFirst(2))
    let again = try cli.run(["shrink", "\(stem).min.jsonl"], in: folder)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains(" operation"), "\(again.stdout)")
    #expect(again.stdout.contains("(C9): \(stem).min.jsonl\n"), "\(again.stdout)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.contains(".min.min.") }, "\(names)")
    #expect(try cli.run(["replay", "\(stem).min.jsonl", "--quiet"], in: folder).status == 1)
  }
}

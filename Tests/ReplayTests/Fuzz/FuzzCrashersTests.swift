import Foundation
import StressKit
import Testing

/// The inputs that once crashed, hung or were wrongly accepted (`Fuzz/Crashers`, kept by the
/// nightly's `scripts/fuzz.py`), read as the command line reads them: each is refused with one
/// line, or replayed or merged into a result no worse than its input — never a crash.
@Suite struct FuzzCrashersTests {
  static let root = Bundle.module.resourceURL?.appendingPathComponent("Crashers")

  /// The names of the cases of one kind: `trace-*.jsonl` files or `merge-*` folders.
  static func cases(_ prefix: String) -> [String] {
    guard let root, let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return names.filter { $0.hasPrefix(prefix) }.sorted()
  }

  @Test("the merges that trapped merge before it read reports strictly are kept")
  func theCasesAreKept() {
    #expect(Self.cases("merge-").count >= 8)
  }

  @Test("a kept trace is refused with one line or replays", arguments: cases("trace-"))
  func traceIsRefusedOrReplays(name: String) throws {
    let url = try #require(Self.root?.appendingPathComponent(name))
    _ = TraceFuzzTests.exercise(try Data(contentsOf: url), index: 0)
  }

  @Test(
    "a kept merge is refused with one line or merges into a sound report",
    arguments: cases("merge-"))
  func mergeIsRefusedOrSound(name: String) throws {
    let folder = try #require(Self.root?.appendingPathComponent(name))
    let files = try #require(FileManager.default.subpaths(atPath: folder.path))
      .filter { $0.hasSuffix("report.json") }.sorted()
    #expect(!files.isEmpty, "\(name) holds no report")
    do {
      let documents = try files.map { (file) throws(HarnessError) in
        let data = (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data()
        return (file, try StressReportDocument.decode(data, name: file))
      }
      let merged = try StressReportDocument.merging(documents)
      let totals = merged.totals
      #expect(totals.runs == merged.runs.count)
      #expect(totals.steps == merged.runs.map(\.steps).reduce(0, +))
      #expect(merged.runs.allSatisfy { $0.steps >= 0 && $0.loads >= 0 && $0.reloads <= $0.loads })
    } catch {
      let message = error.description
      #expect(!message.isEmpty && !message.contains("\n"), "not one line: \(message)")
    }
  }
}

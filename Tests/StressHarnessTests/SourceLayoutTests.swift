import Foundation
import Testing

/// The layout the architecture map promises (`docs/ARCHITECTURE.md`): one concern per file, so
/// no source file grows past a length a reader takes in at once.
@Suite struct SourceLayoutTests {
  /// The longest a file of `Sources/` may be, in lines.
  static let longestFile = 400

  /// Every Swift file under `folder`, by path from the package's root, with its line count.
  static func lineCounts(under folder: String) throws -> [(String, Int)] {
    let root = Documentation.root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var counts: [(String, Int)] = []
    for case let path as String in walk where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      counts.append(
        ("\(folder)/\(path)", text.split(separator: "\n", omittingEmptySubsequences: false).count))
    }
    return counts.sorted { $0.0 < $1.0 }
  }

  @Test("no file in Sources/ is longer than 400 lines")
  func noSourceFileIsTooLong() throws {
    let counts = try Self.lineCounts(under: "Sources")
    #expect(counts.count > 100, "the sources were found")
    let long = counts.filter { $0.1 > Self.longestFile }
    #expect(long.isEmpty, "\(long.map { "\($0.0): \($0.1) lines" }.joined(separator: ", "))")
  }
}

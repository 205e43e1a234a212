import Foundation

/// The package's documentation as a user reads it: the README (the front page) and the
/// articles of the DocC catalogs (the manual), whose sessions and lists the tests hold to what
/// the binary does.
enum Documentation {
  /// The package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// The README, then every article of every catalog, by path.
  static var files: [URL] {
    get throws {
      let sources = root.appendingPathComponent("Sources")
      var articles: [URL] = []
      for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
        let folder = sources.appendingPathComponent(module)
        for catalog in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where catalog.hasSuffix(".docc") {
          let path = folder.appendingPathComponent(catalog)
          articles += try FileManager.default.contentsOfDirectory(atPath: path.path).sorted()
            .filter { $0.hasSuffix(".md") }.map { path.appendingPathComponent($0) }
        }
      }
      return [root.appendingPathComponent("README.md")] + articles
    }
  }

  /// The text of `file`.
  static func text(of file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  /// `file`'s path from the package's root (`Sources/StressKit/StressKit.docc/TheNightly.md`).
  static func name(of file: URL) -> String {
    String(file.standardized.path.dropFirst(root.path.count + 1))
  }

  /// The first document that contains `text`, and its text.
  static func document(containing text: String) throws -> (name: String, text: String)? {
    for file in try files {
      let contents = try self.text(of: file)
      if contents.contains(text) { return (name(of: file), contents) }
    }
    return nil
  }
}

import Foundation
import StressKit

/// Golden files: expected transcripts kept in the repository and compared line by line.
///
/// A golden file is a transcript (``Transcript``) preceded by `#` comment lines, which say what
/// the case documents and are not compared. To record or re-record them after a deliberate
/// change of behaviour, run the suite with `RECORD_GOLDEN=1` and review the diff in git:
///
///     RECORD_GOLDEN=1 swift test --filter ReplayTests
enum GoldenFile {
  /// The replay suite's folder in the source tree (where recording writes).
  static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Whether this run records golden files instead of comparing with them.
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  /// The folder of the package's kept cases and their transcripts, which the replay suite
  /// reads from the source tree as a user's package does (``StressRegressions``), rather than
  /// as resources.
  static let keptCases = "KeptCases"

  /// Where a folder's files are read: the kept cases from the source tree, the others
  /// from the test target's resources.
  static func url(of folder: String) -> URL? {
    guard folder == keptCases else {
      return Bundle.module.resourceURL?.appendingPathComponent(folder)
    }
    return sourceFolder.deletingLastPathComponent().appendingPathComponent(keptCases)
  }

  /// The names (without extension) of the files of a folder (`KeptCases`, `Golden`) with the
  /// given extension, sorted.
  static func names(in folder: String, withExtension ext: String) -> [String] {
    guard let root = url(of: folder),
      let files = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return files.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }
      .sorted()
  }

  /// The path of a file of a folder, for readers that take one.
  static func path(_ folder: String, _ file: String) -> String {
    url(of: folder)?.appendingPathComponent(file).path ?? file
  }

  /// The contents of a file of a folder, or `nil` when it does not exist.
  static func resource(_ folder: String, _ file: String) -> String? {
    guard let url = url(of: folder)?.appendingPathComponent(file) else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  /// The lines that are compared: all but the `#` comments.
  static func comparedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.hasPrefix("#") }
      .reversed().drop(while: \.isEmpty).reversed()
  }

  /// Compares `actual` with the golden file `folder/file`, or records it there.
  ///
  /// - Parameters:
  ///   - actual: The transcript.
  ///   - folder: The resource folder.
  ///   - file: The file's name.
  ///   - header: Comment lines written at the top when recording (without the `# `).
  /// - Returns: `nil` when they match (or when recording), else a message with a unified diff.
  static func mismatch(
    _ actual: String, folder: String, file: String, header: [String]
  ) -> String? {
    if recording {
      let url =
        folder == keptCases
        ? sourceFolder.deletingLastPathComponent().appendingPathComponent(folder + "/" + file)
        : sourceFolder.appendingPathComponent(folder + "/" + file)
      let comments = header.map { $0.isEmpty ? "#" : "# " + $0 }.joined(separator: "\n")
      do {
        try (comments + "\n" + actual).write(to: url, atomically: true, encoding: .utf8)
      } catch {
        return "cannot record \(url.path): \(error)"
      }
      return nil
    }
    guard let expected = resource(folder, file) else {
      return "no golden file \(folder)/\(file): record it with RECORD_GOLDEN=1 swift test"
    }
    let diff = LineDiff.unified(
      expected: comparedLines(expected), actual: comparedLines(actual))
    guard let diff else { return nil }
    return """
      \(folder)/\(file) differs from the replay (- golden, + now):
      \(diff)
      If the change is intended, re-record with RECORD_GOLDEN=1 swift test and review the diff.
      """
  }
}

/// A line diff (longest common subsequence), printed as unified-diff hunks.
enum LineDiff {
  /// The hunks between two texts, or `nil` when they are equal.
  ///
  /// Each hunk is headed by the transcript step it falls in (the last `step N:` line before
  /// it), so a mismatch reads as "after this operation, this callback changed".
  static func unified(expected: [String], actual: [String], context: Int = 2) -> String? {
    guard expected != actual else { return nil }
    let edits = script(expected, actual)
    var hunks: [[String]] = []
    var index = 0
    while index < edits.count {
      guard edits[index].mark != " " else {
        index += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` after the last change
      // that is at most 2 × context lines further.
      let start = max(0, index - context)
      var end = index
      var scan = index
      while scan < edits.count {
        if edits[scan].mark != " " {
          end = scan
        } else if scan - end > 2 * context {
          break
        }
        scan += 1
      }
      let stop = min(edits.count, end + context + 1)
      // The step the first change falls in.
      let step =
        edits[...index].reversed().first { $0.text.hasPrefix("step ") }?.text ?? "set-up"
      hunks.append(
        ["@@ in \(step)"] + edits[start..<stop].map { "\(String($0.mark)) \($0.text)" })
      index = stop
    }
    // A replay that stops early differs from there to the end: keep the first two hunks and
    // the last, which holds the violations.
    if hunks.count > 3 {
      let omitted = hunks.count - 3
      hunks = Array(hunks.prefix(2)) + [["… \(omitted) more hunks …"]] + [hunks[hunks.count - 1]]
    }
    return hunks.joined().joined(separator: "\n")
  }

  struct Edit {
    var mark: Character
    var text: String
  }

  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    // lcs[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(Edit(mark: " ", text: a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        edits.append(Edit(mark: "-", text: a[i]))
        i += 1
      } else {
        edits.append(Edit(mark: "+", text: b[j]))
        j += 1
      }
    }
    return edits
  }
}

import Foundation
import StressKit

/// The failures folder as a store of failing runs, after Hypothesis's example database.
///
/// A failure's files are named by what failed, not by the seed that found it:
/// `CONTAINER-RULE-SIGNATURE` (`stack-C4-1f3a9c2e.jsonl`, `.min.jsonl`, `.min.swift`), where
/// the signature is a hash of the container, the planted bugs and the violation's text with its
/// numbers left out. Another seed that finds the same failure replaces its files; a different
/// failure never does. Before new seeds, `run` replays the reproducers stored for its container
/// and planted bugs: one that still fails is reported at once, one that passes (its bug fixed)
/// is removed.
struct FailureStore {
  /// The folder.
  var folder: String

  /// The stem of a failure's files: `FOLDER/CONTAINER-RULE-SIGNATURE`.
  func stem(container: String, plantedBugs: [String], violation: Violation) -> String {
    "\(folder)/\(container)-\(violation.rule)-\(Self.signature(container: container, plantedBugs: plantedBugs, violation: violation))"
  }

  /// Eight hexadecimal digits of FNV-1a over the container, the planted bugs (sorted) and the
  /// violation's rule and text with every run of digits replaced (identifiers and steps differ
  /// between seeds that find the same bug).
  static func signature(container: String, plantedBugs: [String], violation: Violation) -> String {
    var text = ([container] + plantedBugs.sorted()).joined(separator: "+")
    text +=
      "|\(violation.rule)|\(withoutNumbers(violation.expected))|\(withoutNumbers(violation.seen))"
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// `text` with each run of digits replaced by `#`.
  private static func withoutNumbers(_ text: String) -> String {
    var result = ""
    var inNumber = false
    for character in text {
      if character.isASCII, character.isNumber {
        if !inNumber { result.append("#") }
        inNumber = true
      } else {
        result.append(character)
        inNumber = false
      }
    }
    return result
  }

  /// The stored reproducers (`*.min.jsonl`), by name.
  func reproducers() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".min.jsonl") && !$0.hasPrefix(".") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// Removes a stored failure: its reproducer, the Swift test beside it and its full trace.
  func remove(reproducer path: String) {
    let stem = String(path.dropLast(".min.jsonl".count))
    for file in [path, "\(stem).min.swift", "\(stem).jsonl"] { unlink(file) }
  }
}

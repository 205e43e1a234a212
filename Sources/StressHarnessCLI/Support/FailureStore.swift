import StressKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

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

  /// The stem of a failure's files: `FOLDER/CONTAINER-RULE-SIGNATURE`
  /// (``Violation/failureName(container:plantedBugs:)``).
  func stem(container: String, plantedBugs: [String], violation: Violation) -> String {
    "\(folder)/\(violation.failureName(container: container, plantedBugs: plantedBugs))"
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

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

  /// A failure's files: `FOLDER/CONTAINER-RULE-SIGNATURE`
  /// (``Violation/failureName(container:plantedBugs:)``), then their endings.
  func files(container: String, plantedBugs: [String], violation: Violation) -> FailureFiles {
    FailureFiles(
      stem: "\(folder)/\(violation.failureName(container: container, plantedBugs: plantedBugs))")
  }

  /// The folder, created, and the files of `Driver`'s failure `violation` with `plantedBugs`
  /// in it: where a run or an exploration keeps a failure.
  ///
  /// - Throws: ``HarnessError/cannotWrite(_:)`` when the folder cannot be created.
  func prepared<Driver: StressDriver>(
    _: Driver.Type, plantedBugs: [String], violation: Violation
  ) throws -> FailureFiles {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw HarnessError.cannotWrite("cannot create the failures folder \(folder)")
    }
    return files(container: Driver.name, plantedBugs: plantedBugs, violation: violation)
  }

  /// The stored reproducers (`*.min.jsonl`), by name.
  func reproducers() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { FailureFiles.isReproducer($0) && !$0.hasPrefix(".") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// Removes a stored failure: its reproducer, the Swift test beside it and its full trace.
  func remove(reproducer path: String) {
    let files = FailureFiles(reproducer: path)
    for file in [files.reproducer, files.swiftTest, files.trace] { unlink(file) }
  }
}

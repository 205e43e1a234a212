import ArgumentParser
import StressKit

/// `--save-regression NAME`, `--note` and `--corpus`: the regression case `shrink` saves its
/// reproducer as, in the package it runs in, whose `swift test` replays it
/// (`StressRegressions.check`).
struct RegressionOptions: ParsableArguments {
  @Option(
    name: .customLong("save-regression"),
    help: ArgumentHelp(
      "Also save the reproducer as NAME.jsonl (lowercase letters, digits and dashes) in the package's \(StressRegressions.defaultFolder) (\(StressRegressions.earlierFolder), its earlier name, when only that exists), created when missing, which the package's 'swift test' replays with StressRegressions.check.",
      valueName: "name"))
  var name: String?

  @Option(
    help: ArgumentHelp(
      "The regression case's description (with --save-regression).", valueName: "text"))
  var note: String?

  @Option(
    help: ArgumentHelp(
      "The folder of kept cases (with --save-regression; default: \(StressRegressions.defaultFolder) in the package the current folder is in).",
      valueName: "folder"))
  var corpus: String?

  func validate() throws {
    if let name {
      try Corpus.validate(name: name)
    } else if note != nil || corpus != nil {
      throw ValidationError("--note and --corpus go with --save-regression")
    }
    if let note, note.contains(where: \.isNewline) || note.isEmpty {
      throw ValidationError("--note must be one non-empty line")
    }
  }

  /// Whether a regression case is to be saved.
  var saves: Bool { name != nil }

  /// Where the new case goes, when one is to be saved (``Corpus/newCase(name:folder:)``).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` when there is no corpus folder, a link stands on
  ///   the way, or the case exists.
  func newCase() throws -> Corpus.Target? {
    try name.map { try Corpus.newCase(name: $0, folder: corpus) }
  }
}

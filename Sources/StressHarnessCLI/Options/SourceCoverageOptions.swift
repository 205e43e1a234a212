import ArgumentParser
import StressKit

/// `--source-coverage FOLDER` and `--coverage-module NAME`: what a run reached of the
/// container's own code, in an executable built with code coverage (``SourceCoverageTool``).
struct SourceCoverageOptions: ParsableArguments {
  @Option(
    name: .customLong("source-coverage"),
    help: ArgumentHelp(
      "Report the lines, functions and regions of the container's own module the run reached, with those it never reached, and write coverage.profdata and index.html (each line's count) into this folder; needs an executable built with swift build --enable-code-coverage.",
      valueName: "folder"))
  var folder: String?

  @Option(
    name: .customLong("coverage-module"),
    help: ArgumentHelp(
      "Count this module's files instead of the container's (repeatable; with --source-coverage).",
      valueName: "name"))
  var modules: [String] = []

  func validate() throws {
    if !modules.isEmpty, folder == nil {
      throw ValidationError("--coverage-module needs --source-coverage FOLDER")
    }
    for module in modules
    where module.first.map(\.isNumber) ?? true
      || !module.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
    {
      throw ValidationError(
        "--coverage-module '\(HarnessError.echoed(module))' is not a Swift module name")
    }
  }
}

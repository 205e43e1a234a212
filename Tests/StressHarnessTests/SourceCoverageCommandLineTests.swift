import Foundation
import Testing

/// `run --source-coverage`: refused with what it needs in a build without code coverage, before
/// anything is made; its options checked first. (`scripts/source-coverage.sh --check`, in the
/// nightly, runs it in a build with code coverage.)
@Suite(.scratchFolders) struct SourceCoverageCommandLineTests {
  let cli = CommandLineTests()

  @Test(
    "without code coverage, run --source-coverage says how to build it, and exits 69 before anything is made"
  )
  func needsACoverageBuild() throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(
      ["run", "--steps", "100", "--source-coverage", "coverage", "--quiet"], in: folder)
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("swift build --enable-code-coverage"), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(
    "bad options are refused in one line, with exit status 64",
    arguments: [
      (["--coverage-module", "FadeKit"], "--coverage-module needs --source-coverage FOLDER"),
      (
        ["--source-coverage", "c", "--coverage-module", "9Kit"], "'9Kit' is not a Swift module name"
      ),
      (
        ["--source-coverage", "c", "--coverage-module", "Fade/Kit"],
        "'Fade/Kit' is not a Swift module name"
      ),
    ])
  func badOptionsAreRefused(arguments: [String], message: String) throws {
    let folder = try CommandLineTests.scratch()
    let outcome = try cli.run(["run", "--steps", "10"] + arguments, in: folder)
    #expect(outcome.status == 64, "\(outcome.stderr)")
    let first = outcome.stderr.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(message), "\(outcome.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

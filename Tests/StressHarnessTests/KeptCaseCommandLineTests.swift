import Foundation
import Synchronization
import Testing

/// `shrink --save-regression`: a failure kept as a case of the package the command runs in
/// (`Tests/KeptCases`, or a folder given with `--corpus`), never outside it, with its note and
/// the advice on how the package's tests replay it.
@Suite(.scratchFolders) struct KeptCaseCommandLineTests {
  let cli = CommandLineTests()

  /// A folder laid out as a package (a `Package.swift`, no regression folder yet), with a
  /// failing trace of a planted bug in `out/`.
  func packageWithAFailingTrace() throws -> URL {
    let folder = try CommandLineTests.scratch()
    try Data("// package\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let failing = try cli.run(
      [
        "--seed", "3", "--plant-bug", "removal-releases-view", "--no-shrink", "--failures",
        "out",
      ], in: folder)
    #expect(failing.status == 1)
    return folder
  }

  @Test func shrinkSavesARegressionCaseInThePackagesCorpusInOneCommand() throws {
    let folder = try packageWithAFailingTrace()
    // From a sub-folder: the corpus is found in the package above.
    let sub = folder.appendingPathComponent("out")
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    let name = String(stem.dropFirst("out/".count))
    let saved = try cli.run(
      ["shrink", "\(name).jsonl", "--save-regression", "removal-keeps-view"], in: sub)
    #expect(saved.status == 0, "\(saved.stderr)")
    let path = "Tests/KeptCases/removal-keeps-view.jsonl"
    #expect(saved.stdout.contains("saved regression case: "), "\(saved.stdout)")
    #expect(
      saved.stdout.contains(
        "swift test checks that the planted bug still breaks C5 and that the sequence replays clean without it"
      ), "\(saved.stdout)")
    #expect(
      saved.stdout.contains("when a test of the package calls: try StressRegressions.check()\n"),
      "\(saved.stdout)")
    #expect(saved.stdout.contains("as a Swift test: \(name).min.swift"), "\(saved.stdout)")
    let text = try String(
      contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first)
    #expect(header.contains(#""rule":"C5""#), "\(header)")
    #expect(
      header.contains(
        #""note":"found with container stack, seed 3, profile default, capacity 2, planted removal-releases-view: C5 at step"#
      ),
      "\(header)")
    // The case replays its failure exactly, as the suite will.
    let replay = try cli.run(["replay", path], in: folder)
    #expect(replay.status == 1)
    #expect(replay.stdout.contains("C5 at step"))
    // A second case of the same name is refused before any shrinking.
    let again = try cli.run(
      ["shrink", "\(stem).jsonl", "--save-regression", "removal-keeps-view"], in: folder)
    #expect(again.status == 64)
    #expect(
      again.stderr.hasPrefix(
        "Error: --save-regression: regression case 'removal-keeps-view' already exists: "),
      "\(again.stderr)")
  }

  @Test func aRegressionCaseTakesANoteAndAnExplicitCorpus() throws {
    let folder = try packageWithAFailingTrace()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    let saved = try cli.run(
      [
        "shrink", "\(stem).jsonl", "--save-regression", "c5", "--note",
        "removal drops views",
        "--corpus", "elsewhere",
      ], in: folder)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(
      saved.stdout.contains(
        #"when a test of the package calls: try StressRegressions.check(folder: "elsewhere")"#),
      "\(saved.stdout)")
    let text = try String(
      contentsOf: folder.appendingPathComponent("elsewhere/c5.jsonl"), encoding: .utf8)
    #expect(
      text.hasPrefix(
        #"{"container":"stack","format":"viewcachestress-trace","note":"removal drops views","#))
  }

  @Test(
    "a Tests or Tests/KeptCases that is a link takes no case out of the package",
    arguments: ["Tests", "Tests/KeptCases"])
  func aLinkedRegressionsFolderIsRefused(linked: String) throws {
    let folder = try packageWithAFailingTrace()
    // Where the link leads: a folder of the user's, outside the package.
    let outside = try CommandLineTests.scratch()
    if linked == "Tests/KeptCases" {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(linked).path, withDestinationPath: outside.path)
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    let saved = try cli.run(["shrink", "\(stem).jsonl", "--save-regression", "kept"], in: folder)
    #expect(saved.status == 64, "\(saved.stderr)")
    #expect(
      saved.stderr.contains("is a link; a case is written inside the package only"),
      "\(saved.stderr)")
    #expect(saved.stderr.split(separator: "\n").count == 1, "\(saved.stderr)")
    #expect(
      (FileManager.default.subpaths(atPath: outside.path) ?? []).isEmpty,
      "nothing written through the link")
  }

  @Test func twoSavesOfOneNameAtOnceSaveOneCaseAndRefuseTheOther() throws {
    let folder = try packageWithAFailingTrace()
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    // Both checked before either saved; one links its case first, the other is refused.
    let collected = Mutex<[Int: CommandLineTests.Outcome]>([:])
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let outcome = try? self.cli.run(
        ["shrink", "\(stem).jsonl", "--save-regression", "same", "--output", "o\(index).jsonl"],
        in: folder)
      collected.withLock { $0[index] = outcome }
    }
    let results = collected.withLock { found in [found[0], found[1]] }
    let statuses = results.map { $0?.status ?? -1 }.sorted()
    // Both saved would lose one case: at most one 0, and a refusal names the case.
    #expect(statuses.filter { $0 == 0 }.count == 1, "\(results.map { $0?.stderr ?? "" })")
    let refused = results.compactMap { $0 }.first { $0.status != 0 }
    #expect(
      refused?.stderr.contains("regression case 'same'") == true,
      "\(refused?.stderr ?? "")")
    let cases = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("Tests/KeptCases").path)
    #expect(cases == ["same.jsonl"], "no temporary file left: \(cases)")
  }

  @Test func theAdviceForAFolderOfAnyNameIsSwift() throws {
    let folder = try packageWithAFailingTrace()
    let odd = #"odd "quoted" \ folder"#
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(odd), withIntermediateDirectories: true)
    let stem = try CommandLineTests.failure("stack", in: "out", of: folder)
    let saved = try cli.run(
      ["shrink", "\(stem).jsonl", "--save-regression", "c5", "--corpus", odd], in: folder)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(
      saved.stdout.contains(
        #"try StressRegressions.check(folder: "odd \"quoted\" \\ folder")"#),
      "\(saved.stdout)")
  }

  @Test func aRegressionIsSavedInThePackageItRunsInNeverInTheOneAround() throws {
    // A package inside another (as the examples sit inside this repository), both with a
    // regression folder: the case goes to the inner package's, which did not exist yet.
    let outer = try CommandLineTests.scratch()
    try Data("// outer\n".utf8).write(to: outer.appendingPathComponent("Package.swift"))
    let outerCases = outer.appendingPathComponent("Tests/KeptCases")
    try FileManager.default.createDirectory(at: outerCases, withIntermediateDirectories: true)
    let inner = outer.appendingPathComponent("Examples/Inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("// inner\n".utf8).write(to: inner.appendingPathComponent("Package.swift"))
    let failing = try cli.run(
      ["--seed", "3", "--plant-bug", "removal-releases-view", "--no-shrink", "--failures", "out"],
      in: inner)
    #expect(failing.status == 1)
    let stem = try CommandLineTests.failure("stack", in: "out", of: inner)
    let saved = try cli.run(["shrink", "\(stem).jsonl", "--save-regression", "kept"], in: inner)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: inner.appendingPathComponent("Tests/KeptCases/kept.jsonl").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outerCases.path).isEmpty)
  }

  @Test(arguments: [
    (["--save-regression", "Bad Name"], "must be 1 to 64 lowercase letters, digits and dashes"),
    (["--save-regression=-x"], "must be 1 to 64 lowercase letters, digits and dashes"),
    (["--note", "why"], "--note and --corpus go with --save-regression"),
    (["--save-regression", "x", "--note", ""], "--note must be one non-empty line"),
    (["--save-regression", "x", "--corpus", "missing"], "--corpus missing is not a folder"),
    (
      ["--save-regression", "x"],
      "--save-regression: not in a package (no Package.swift here or above)"
    ),
  ])
  func badRegressionOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try CommandLineTests.scratch()
    try Data((CommandLineTests.header + #"{"op":"pop","animated":false}"# + "\n").utf8)
      .write(to: folder.appendingPathComponent("t.jsonl"))
    let outcome = try cli.run(["shrink", "t.jsonl"] + arguments, in: folder)
    #expect(outcome.status == 64, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }
}

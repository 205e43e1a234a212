import Foundation
import Testing

/// The Swift tests the harness writes for its reproducers (`run` and `shrink` beside the
/// `.min.jsonl`, `replay --swift` for any trace) compile in a package of their own that depends
/// on this one, fail with the violated rule while the planted bug is there, and pass once it is
/// taken out.
@Suite(
  .scratchFolders,
  .serialized,
  .disabled(
    if: ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil,
    "builds a package of its own with the toolchain, not under the sanitizer's flags"))
struct SwiftReproducerCommandLineTests {
  /// A planted bug, the container it is planted in and a seed that finds it.
  struct Case {
    var container: String
    var bug: String
    var seed: Int
    /// The rule the generated test must name when it fails (an exit test names none).
    var rule: String?
  }

  static let cases = [
    Case(container: "stack", bug: "memory-warning-unloads-top", seed: 7, rule: "C4"),
    Case(container: "placeholder", bug: "releases-view-on-swap", seed: 2, rule: "C5"),
    Case(container: "tabs", bug: "forgets-did-move", seed: 1, rule: "L4"),
    Case(container: "pages", bug: "keeps-far-views", seed: 1, rule: "C1"),
    Case(container: "nested", bug: "tabs-ignore-child-rotation", seed: 1, rule: "C7"),
    Case(container: "menu", bug: "keeps-old-view", seed: 1, rule: "C3"),
    // A trap: the test is an exit test, so that the test process survives it.
    Case(container: "placeholder", bug: "crashes-on-empty-swap", seed: 1, rule: nil),
  ]

  /// The root of this package.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  @Test func generatedReproducersOfThePlantedBugsCompileFailAndPassWithoutTheBug() throws {
    let commandLine = CommandLineTests()
    let scratch = try CommandLineTests.scratch()
    let tests = scratch.appendingPathComponent("Reproducers/Tests/ReproducerTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    for (index, example) in Self.cases.enumerated() {
      let failures = scratch.appendingPathComponent("failures-\(index)").path
      let outcome = try commandLine.run([
        "--container", example.container, "--plant-bug", example.bug, "--seed", "\(example.seed)",
        "--steps", "20000", "--failures", failures, "--no-churn",
      ])
      #expect(outcome.status == 1, "\(example.bug): \(outcome.stderr)")
      let stem = try CommandLineTests.failure(
        example.container, in: "failures-\(index)", of: scratch)
      let written = scratch.appendingPathComponent("\(stem).min.swift").path
      #expect(outcome.stdout.contains("as a Swift test: \(written)"), "\(outcome.stdout)")
      let source = try String(contentsOfFile: written, encoding: .utf8)
      #expect(source.contains("plantedBugs: [\"\(example.bug)\"]"))
      try source.write(
        to: tests.appendingPathComponent("\(example.container)-\(example.bug).swift"),
        atomically: true, encoding: .utf8)
    }
    // Any trace, not only a shrunk one: the stack's whole failing trace, to its violation.
    let trace = scratch.appendingPathComponent(
      "\(try CommandLineTests.failure("stack", in: "failures-0", of: scratch)).jsonl"
    ).path
    let replayed = tests.appendingPathComponent("whole-stack-trace.swift").path
    let replay = try commandLine.run(["replay", trace, "--swift", replayed])
    #expect(replay.status == 1, "\(replay.stderr)")
    let whole = try String(contentsOfFile: replayed, encoding: .utf8)
    #expect(whole.components(separatedBy: "runner.apply(").count > 100, "every step to C4's")

    let package = scratch.appendingPathComponent("Reproducers")
    try """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Reproducers",
      dependencies: [.package(name: "ViewCacheStress", path: \(literal(Self.packageRoot.path)))],
      targets: [
        .testTarget(
          name: "ReproducerTests",
          dependencies: [.product(name: "StressKit", package: "ViewCacheStress")])
      ]
    )
    """.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    // With the bugs: every test fails, naming its rule.
    let failing = try swiftTest(in: package)
    #expect(failing.status != 0, "\(failing.output)")
    #expect(!failing.output.contains("error:"), "the generated tests compile: \(failing.output)")
    for example in Self.cases {
      let title = "\(example.container): \(example.rule ?? "crash"), seed \(example.seed)"
      #expect(!failing.output.contains("error: invalid redeclaration"), "unique test names")
      #expect(failing.output.contains("✘ Test \"\(title)"), "\(title) fails: \(failing.output)")
      if let rule = example.rule {
        #expect(failing.output.contains("↳ \(rule) at step"), "\(title) names \(rule)")
      }
    }
    #expect(failing.output.contains("✘ Test \"stack: C4, seed 7\""))

    // Without them: every test passes.
    for file in try FileManager.default.contentsOfDirectory(atPath: tests.path) {
      let path = tests.appendingPathComponent(file).path
      var source = try String(contentsOfFile: path, encoding: .utf8)
      source = source.replacingOccurrences(
        of: #", plantedBugs: \["[a-z-]+"\]"#, with: "", options: .regularExpression)
      try source.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let passing = try swiftTest(in: package)
    #expect(passing.status == 0, "\(passing.output)")
    #expect(passing.output.contains("Test run with \(Self.cases.count + 1) tests"))
  }

  /// Runs `swift test` in `package`, with a clean environment (none of this test run's) whose
  /// temporary directory is a scratch folder: what the toolchain leaves there (the driver's
  /// folders, the package manager's locks) goes with the test's root.
  func swiftTest(in package: URL) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME", "LANG"].contains($0.key)
    }
    environment["TMPDIR"] = try CommandLineTests.scratch().path
    return try CommandLineTests.execute(
      "/usr/bin/env", ["swift", "test"], in: package, environment: environment)
  }
}

/// `text` as a Swift string literal (paths hold no quotes or backslashes to escape here).
private func literal(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

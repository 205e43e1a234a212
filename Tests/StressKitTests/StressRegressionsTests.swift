import Containment
import Foundation
import StressKit
import Testing

/// A container of a user's whose bug is in its code, not planted: ``bugInTheCode`` stands for
/// the source before and after the fix.
final class WarnedDriver: StressDriver {
  /// Whether the container's code forgets to pass memory warnings on (C4): an environment
  /// variable, so that the process a kept case replays in has the same code.
  enum BugInTheCode {
    static let variable = "VIEWCACHESTRESS_TEST_WARNED_BUG"
    static func load() -> Bool { getenv(variable) != nil }
    static func store(_ on: Bool) {
      if on { setenv(variable, "1", 1) } else { unsetenv(variable) }
    }
    /// Sets it, and says what it was.
    static func exchange(_ on: Bool) -> Bool {
      let was = load()
      store(on)
      return was
    }
  }
  static let bugInTheCode = BugInTheCode.self

  enum Operation: StressOperation {
    enum Kind: String, StressKind { case spin }
    var kind: Kind { .spin }
    case spin
    var description: String { "spin" }
  }
  static let info = StressDriverInfo<WarnedDriver>(
    name: "warned",
    profiles: [
      StressProfile(
        name: "default", summary: "warnings around a spin",
        weights: [(.container(.spin), 1), (.shared(.advance), 1), (.shared(.memoryWarning), 1)])
    ])
  let host: QuirkyHost
  let child: ViewController

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) throws {
    host = QuirkyHost(id: context.makeID(isChild: false), observer: context.observer)
    host.swallowsWarnings = Self.bugInTheCode.load()
    child = ViewController(
      id: context.containerID, title: "warned", viewPayloadBytes: 0, observer: context.observer)
    try host.addChild(child)
    child.didMove(toParent: host)
  }

  var root: ViewController { host }
  var subject: ViewController { child }
  var isTransitioning: Bool { false }
  func nextOperation(of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64)
    -> Operation
  { .spin }
  func apply(_ operation: Operation) -> Bool { false }
  func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {}
}

/// A user's package keeps the failures its harness finds, and its own `swift test` replays them
/// in one line: it fails while the bug is in the code and passes once it is fixed.
@Suite(.serialized) struct StressRegressionsTests {
  /// A package of one's own in a temporary folder: its manifest and a test file, whose
  /// `#filePath` the suite finds the package by.
  struct UserPackage: ~Copyable {
    let root: URL
    /// The folder of kept cases, `Tests/KeptCases` unless given.
    let folder: String
    init(folder: String = StressRegressions.defaultFolder) throws {
      self.folder = folder
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "user-package-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/UserTests"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.1\n".utf8)
        .write(to: root.appendingPathComponent("Package.swift"))
    }
    var testFile: String { root.appendingPathComponent("Tests/UserTests/KeptTests.swift").path }
    var cases: URL { root.appendingPathComponent(folder) }
    deinit { try? FileManager.default.removeItem(at: root) }
  }

  /// Finds the bug, shrinks it and keeps it as the harness's `--save-regression` does.
  func keepFailure(in package: borrowing UserPackage) throws {
    let fixed = !WarnedDriver.bugInTheCode.exchange(true)
    defer { if fixed { WarnedDriver.bugInTheCode.store(false) } }
    let options = StressOptions<WarnedDriver>(seed: 1, steps: 200)
    let runner = try StressRunner<WarnedDriver>(options: options)
    runner.run()
    let found = try #require(runner.finish().first)
    #expect(found.rule == .C4)
    let steps = try StressRunner<WarnedDriver>.steps(of: options, count: runner.step)
    let small = StressShrinker<WarnedDriver>(options: options, signature: found.rule).shrink(steps)
    try FileManager.default.createDirectory(at: package.cases, withIntermediateDirectories: true)
    try StressTrace(
      options: options, steps: small, note: "warnings stop at the host", brokenRule: .C4
    )
    .write(to: package.cases.appendingPathComponent("stopped-warnings.jsonl").path)
  }

  @Test(
    "a kept failure fails the package's tests while the bug is in the code, and passes once fixed")
  func keptFailureFailsThenPasses() throws {
    let package = try UserPackage()
    // No case kept yet: nothing to replay, nothing fails.
    #expect(try StressRegressions.check(WarnedDriver.self, testFile: package.testFile) == 0)
    WarnedDriver.bugInTheCode.store(true)
    defer { WarnedDriver.bugInTheCode.store(false) }
    try keepFailure(in: package)
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(WarnedDriver.self, testFile: package.testFile)
    }
    #expect(failure.replayed == 1)
    #expect(
      failure.description.hasPrefix(
        "1 of 1 regression case fails:\n  stopped-warnings: fails again: C4 at step"),
      "\(failure)")
    #expect(failure.description.hasSuffix("(it broke C4 when saved)"), "\(failure)")
    // A list of drivers, as an executable registers them, finds the same failure.
    #expect(throws: failure) {
      try StressRegressions.check([WarnedDriver.self], testFile: package.testFile)
    }
    // The fix.
    WarnedDriver.bugInTheCode.store(false)
    #expect(try StressRegressions.check(WarnedDriver.self, testFile: package.testFile) == 1)
    #expect(StressRegressions.cases(testFile: package.testFile) == ["stopped-warnings"])
    try StressRegressions.replay("stopped-warnings", WarnedDriver.self, testFile: package.testFile)
  }

  @Test("a package that keeps its cases under the folder's earlier name is still read")
  func theEarlierFolderIsStillRead() throws {
    let package = try UserPackage(folder: StressRegressions.earlierFolder)
    #expect(StressRegressions.packageFolder(inPackageAt: package.root.path) == "Tests/KeptCases")
    WarnedDriver.bugInTheCode.store(true)
    defer { WarnedDriver.bugInTheCode.store(false) }
    try keepFailure(in: package)
    #expect(
      StressRegressions.packageFolder(inPackageAt: package.root.path) == "Tests/Regressions")
    #expect(StressRegressions.cases(testFile: package.testFile) == ["stopped-warnings"])
    #expect(throws: RegressionFailure.self) {
      try StressRegressions.check(WarnedDriver.self, testFile: package.testFile)
    }
    // Once the package has a folder of the new name, that one is read.
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(StressRegressions.defaultFolder),
      withIntermediateDirectories: true)
    #expect(StressRegressions.cases(testFile: package.testFile) == [])
  }

  @Test("a case of a container whose driver is not passed names the driver to pass")
  func unknownContainerIsNamed() throws {
    let package = try UserPackage()
    try keepFailure(in: package)
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(testFile: package.testFile)
    }
    #expect(
      failure.failures == [
        "stopped-warnings: a trace of the warned container: pass its driver, as in StressRegressions.check(WarnedDriver.self)"
      ])
  }

  @Test("a case with a planted bug must still break its rule with it, and replay clean without")
  func plantedCaseProvesTheCheck() throws {
    let package = try UserPackage()
    try FileManager.default.createDirectory(at: package.cases, withIntermediateDirectories: true)
    let options = StressOptions<StackDriver>(
      seed: 3, steps: 400, plantedBugs: ["removal-releases-view"])
    let steps = try StressRunner<StackDriver>.steps(of: options, count: 400)
    let first = try #require(StressRunner<StackDriver>.firstViolation(of: steps, options: options))
    let path = package.cases.appendingPathComponent("planted.jsonl").path
    try StressTrace(options: options, steps: steps, note: "planted", brokenRule: first.rule)
      .write(to: path)
    #expect(try StressRegressions.check(testFile: package.testFile) == 1)
    // Saved as breaking another rule: the check says the rule changed.
    let other: Rule = first.rule == .C1 ? .C2 : .C1
    try FileManager.default.removeItem(atPath: path)
    try StressTrace(options: options, steps: steps, note: "planted", brokenRule: other)
      .write(to: path)
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(testFile: package.testFile)
    }
    #expect(
      failure.failures.first?.contains("now breaks another rule: \(first.rule)") == true,
      "\(failure)")
  }

  @Test("a folder given explicitly must exist; a test file in no package is said so")
  func missingFoldersAreSaid() throws {
    let package = try UserPackage()
    #expect(
      throws: RegressionFailure(
        failures: ["no regression folder \(package.root.path)/Kept"], replayed: 0)
    ) {
      try StressRegressions.check(folder: "Kept", testFile: package.testFile)
    }
    #expect(throws: RegressionFailure.self) {
      try StressRegressions.check(testFile: "/nowhere/Tests/T.swift")
    }
    #expect(StressRegressions.packageRoot(containing: package.testFile) == package.root.path)
  }

  /// A kept case written as a file: a header and its steps' lines.
  func keep(_ name: String, _ lines: [String], in package: borrowing UserPackage) throws {
    try FileManager.default.createDirectory(at: package.cases, withIntermediateDirectories: true)
    try Data((lines.joined(separator: "\n") + "\n").utf8)
      .write(to: package.cases.appendingPathComponent(name + ".jsonl"))
  }

  static func header(_ bug: String, rule: String) -> String {
    #"{"container":"stack","format":"viewcachestress-trace","options":{"auditInterval":1024,"configuration":{"capacity":2},"plantedBugs":[""#
      + bug
      + #""],"profile":"default","seed":1,"steps":200000,"swarm":false},"rule":""# + rule
      + #"","version":3}"#
  }

  /// A stack's planted trap (removing the root reads past the list) and its planted loop
  /// (inserting at the root never ends), each in three or ten operations.
  static let trapping = [
    header("crashes-removing-root", rule: "crash"),
    #"{"animated":false,"op":"push","payload":0,"style":"none"}"#,
    #"{"animated":false,"op":"push","payload":0,"style":"none"}"#,
    #"{"animated":false,"index":0,"op":"remove"}"#,
  ]
  static let looping = [
    header("loops-inserting-at-root", rule: "hang"),
    #"{"animated":false,"op":"push","payload":0,"style":"none"}"#, #"{"index":0,"op":"retain"}"#,
    #"{"index":1,"op":"insert","payload":0}"#, #"{"index":1,"op":"retain"}"#,
    #"{"index":0,"op":"retain"}"#, #"{"index":1,"op":"retain"}"#, #"{"op":"cancel-transition"}"#,
    #"{"animated":false,"op":"push","payload":0,"style":"slide"}"#,
    #"{"animated":false,"op":"push","payload":0,"style":"slide"}"#,
    #"{"index":0,"op":"insert-cached","slot":3}"#,
  ]

  @Test("a kept case that traps or never ends fails by its name; every other case is still checked")
  func trapsAndHangsFailTheirCaseOnly() throws {
    let package = try UserPackage()
    try keep("a-trap", Self.trapping, in: package)
    try keep("b-loop", Self.looping, in: package)
    try keepFailure(in: package)  // stopped-warnings: passes, the bug not in the code
    // A step's CPU-time bound of half a second: the loop is stopped there, whatever the load.
    setenv("VIEWCACHESTRESS_REGRESSION_STEP_SECONDS", "0.5", 1)
    defer { unsetenv("VIEWCACHESTRESS_REGRESSION_STEP_SECONDS") }
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(WarnedDriver.self, testFile: package.testFile)
    }
    #expect(failure.replayed == 3)
    #expect(failure.failures.count == 2, "\(failure)")
    #expect(failure.failures.first?.hasPrefix("a-trap: crashed (signal ") == true, "\(failure)")
    #expect(
      failure.failures.last?.hasPrefix("b-loop: step 9 ran past 0.5 s of CPU time") == true,
      "\(failure)")
  }

  @Test("a regressions folder that is a file or cannot be read fails the check, not 0 cases")
  func unreadableFoldersFail() throws {
    let package = try UserPackage()
    try FileManager.default.createDirectory(
      at: package.cases.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: package.cases)
    #expect(
      throws: RegressionFailure(
        failures: ["the regression folder \(package.cases.path) is not a folder"], replayed: 0)
    ) {
      try StressRegressions.check(testFile: package.testFile)
    }
    try FileManager.default.removeItem(at: package.cases)
    try keepFailure(in: package)
    if getuid() != 0 {  // root reads any folder
      chmod(package.cases.path, 0)
      defer { chmod(package.cases.path, 0o755) }
      #expect(throws: RegressionFailure.self) {
        try StressRegressions.check(WarnedDriver.self, testFile: package.testFile)
      }
    }
  }

  @Test("a folder named Package.swift makes no package")
  func aManifestIsAFile() throws {
    let package = try UserPackage()
    let inner = package.root.appendingPathComponent("Sources/Inner")
    try FileManager.default.createDirectory(
      at: inner.appendingPathComponent("Package.swift"), withIntermediateDirectories: true)
    #expect(StressRegressions.packageRoot(containing: inner.path) == package.root.path)
  }

  @Test(
    "a case of an unknown container is named safely, with advice that is Swift",
    arguments: [("my-tabs", "MyTabsDriver"), ("3d.pages", "_3dPagesDriver"), ("x", "XDriver")])
  func unknownContainersAdviceIsSwift(container: String, type: String) throws {
    let package = try UserPackage()
    try keep(
      "other",
      [
        #"{"container":""# + container
          + #"","format":"viewcachestress-trace","options":{"auditInterval":1024,"plantedBugs":[],"profile":"default","seed":1,"steps":1,"swarm":false},"version":3}"#
      ], in: package)
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(testFile: package.testFile)
    }
    #expect(
      failure.failures == [
        "other: a trace of the \(container) container: pass its driver, as in StressRegressions.check(\(type).self)"
      ])
  }

  @Test("a case whose container is no name is refused without echoing it whole")
  func hostileContainerNamesAreNotEchoed() throws {
    let package = try UserPackage()
    let hostile = "x\u{1B}[31m\n" + String(repeating: "y", count: 1_000_000)
    let header =
      #"{"container":""#
      + hostile.replacingOccurrences(of: "\u{1B}", with: "\\u001b")
      .replacingOccurrences(of: "\n", with: "\\n")
      + #"","format":"viewcachestress-trace","options":{"auditInterval":1024,"plantedBugs":[],"profile":"default","seed":1,"steps":1,"swarm":false},"version":3}"#
    try keep("hostile", [header], in: package)
    let failure = try #require(throws: RegressionFailure.self) {
      try StressRegressions.check(testFile: package.testFile)
    }
    let text = failure.description
    #expect(text.count < 1_000, "\(text.prefix(300))")
    #expect(!text.contains("\u{1B}"))
    #expect(text.split(separator: "\n").count == 2, "\(text.prefix(300))")
    #expect(text.contains("is not a container's name"), "\(text.prefix(300))")
  }
}

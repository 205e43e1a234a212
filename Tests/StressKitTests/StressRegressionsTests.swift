import Containment
import Foundation
import StressKit
import Synchronization
import Testing

/// A container of a user's whose bug is in its code, not planted: ``bugInTheCode`` stands for
/// the source before and after the fix.
final class WarnedDriver: StressDriver {
  /// Whether the container's code forgets to pass memory warnings on (C4).
  static let bugInTheCode = Atomic(false)

  enum Operation: Codable, Hashable, Sendable, CustomStringConvertible {
    case spin
    var description: String { "spin" }
  }
  enum Kind: String, StressKind { case spin }
  static let name = "warned"
  static let profiles = [
    StressProfile<Kind>(
      name: "default", summary: "warnings around a spin",
      weights: [(.container(.spin), 1), (.shared(.advance), 1), (.shared(.memoryWarning), 1)])
  ]
  let host: QuirkyHost
  let child: ViewController

  init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<NoBug>) throws {
    host = QuirkyHost(id: context.makeID(isChild: false), observer: context.observer)
    host.swallowsWarnings = Self.bugInTheCode.load(ordering: .relaxed)
    child = ViewController(
      id: context.containerID, title: "warned", viewPayloadBytes: 0, observer: context.observer)
    try host.addChild(child)
    child.didMove(toParent: host)
  }

  var root: ViewController { host }
  var subject: ViewController { child }
  var isTransitioning: Bool { false }
  static func kind(of operation: Operation) -> Kind { .spin }
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
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "user-package-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/UserTests"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.1\n".utf8)
        .write(to: root.appendingPathComponent("Package.swift"))
    }
    var testFile: String { root.appendingPathComponent("Tests/UserTests/KeptTests.swift").path }
    var cases: URL { root.appendingPathComponent(StressRegressions.defaultFolder) }
    deinit { try? FileManager.default.removeItem(at: root) }
  }

  /// Finds the bug, shrinks it and keeps it as the harness's `--save-regression` does.
  func keepFailure(in package: borrowing UserPackage) throws {
    let fixed = !WarnedDriver.bugInTheCode.exchange(true, ordering: .relaxed)
    defer { if fixed { WarnedDriver.bugInTheCode.store(false, ordering: .relaxed) } }
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
    WarnedDriver.bugInTheCode.store(true, ordering: .relaxed)
    defer { WarnedDriver.bugInTheCode.store(false, ordering: .relaxed) }
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
    WarnedDriver.bugInTheCode.store(false, ordering: .relaxed)
    #expect(try StressRegressions.check(WarnedDriver.self, testFile: package.testFile) == 1)
    #expect(StressRegressions.cases(testFile: package.testFile) == ["stopped-warnings"])
    try StressRegressions.replay("stopped-warnings", WarnedDriver.self, testFile: package.testFile)
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
}

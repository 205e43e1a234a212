import ArgumentParser
import Foundation
import StressKit

extension StressHarness.Run {
  /// What replaying a stored reproducer showed.
  enum StoredOutcome {
    /// It ran clean: its bug is fixed.
    case fixed
    /// It still fails, with this violation.
    case fails(Violation)
    /// It could not be replayed (an error, said in the text).
    case unreadable(String)
  }

  /// Replays the reproducers stored in the failures folder for `Driver` and this run's
  /// planted bugs, each in a worker (see ``FailureStore``); removes those that now run clean.
  ///
  /// - Throws: The exit status 1, after naming them, when any still fails: new seeds would only
  ///   find them again.
  func replayStore<Driver: StressDriver>(_: Driver.Type) throws {
    let store = FailureStore(folder: failures)
    let planted = Set(workload.plantedBugs.map(\.name))
    var failing = 0
    for path in store.reproducers() {
      guard (try? TraceHeader.container(ofTraceAt: path)) == Driver.name,
        let stored = try? StressTrace<Driver>(contentsOf: path),
        Set(stored.options.plantedBugs) == planted
      else { continue }
      switch replayStored(path, options: stored.options) {
      case .fixed:
        store.remove(reproducer: path)
        printError("stored failure fixed (it replays clean), removed: \(path)")
      case .fails(let violation):
        failing += 1
        let swiftTest = FailureFiles(reproducer: path).swiftTest
        try printOutput(
          "stored failure still fails: \(path) (found with seed \(stored.options.seed))\n  \(violation)"
            + (FileManager.default.fileExists(atPath: swiftTest)
              ? "\n  as a Swift test: \(swiftTest)" : ""))
      case .unreadable(let reason):
        printError("note: stored failure \(path) skipped: \(reason)")
      }
    }
    guard failing > 0 else { return }
    try printOutput(
      "\(failing) stored failure\(failing == 1 ? "" : "s") still fail\(failing == 1 ? "s" : ""): "
        + "fix \(failing == 1 ? "it" : "them") and run again (a fixed one is removed), "
        + "or run new seeds anyway with --no-store")
    throw ExitCode.failure
  }

  /// Replays a stored reproducer in a worker, which survives a crash and stops a hang.
  private func replayStored<Driver: StressDriver>(
    _ path: String, options: StressOptions<Driver>
  ) -> StoredOutcome {
    let report = Worker.scratchStem("stored.json")
    defer { unlink(report) }
    guard
      let outcome = Worker.replay(
        Driver.self, file: path, stepTimeout: timeout.stepTimeout, json: report)
    else { return .unreadable("cannot start a worker process") }
    switch outcome.termination {
    case .exit(0):
      return .fixed
    case .exit(1):
      guard let data = FileManager.default.contents(atPath: report),
        let replayed = try? JSONDecoder().decode(StressReportDocument.self, from: data),
        let violation = replayed.runs.first?.violations.first
      else { return .unreadable("its replay gave no report") }
      return .fails(violation)
    case .signal(let signal) where Worker.crashSignals.contains(signal):
      let signature = CrashSignature(standardError: outcome.standardError, signal: signal)
      return .fails(.crash(step: nil, signature: signature))
    case .signal where outcome.stoppedAsHang:
      return .fails(
        .hang(step: nil, expected: outcome.hangExpectation(stepTimeout: timeout.stepTimeout)))
    case .exit, .signal:
      let reason = outcome.standardError.split(separator: "\n").last.map(String.init)
      return .unreadable(reason ?? "its replay ended with \(outcome.termination)")
    }
  }
}

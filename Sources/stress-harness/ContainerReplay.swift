import ArgumentParser
import Containment
import Foundation
import StressKit

extension StressHarness.Replay {
  /// Replays a trace of `Container`.
  func replay<Container: StressContainer>(_: Container.Type) throws {
    let loaded: StressTrace<Container>
    let runner: StressRunner<Container>
    var written: Transcript?
    do throws(HarnessError) {
      loaded = try StressTrace(contentsOf: trace)
      runner = try StressRunner(options: loaded.options)
      if transcript != nil { written = try Transcript(replaying: loaded) }
    } catch {
      throw fail(error)
    }
    try write(written)
    let (elapsed, log) = replay(
      loaded.steps, oracle: runner.oracle, apply: { runner.apply($0) },
      failed: { runner.failed }, finish: { runner.finish() })
    try output(runner.report(elapsedSeconds: seconds(elapsed)), events: log)
  }
}

extension StressHarness.Shrink {
  /// Shrinks a trace of `Container`, and saves it as a regression case when asked.
  func shrink<Container: StressContainer>(_: Container.Type) throws {
    let loaded: StressTrace<Container>
    var casePath: String?
    do throws(HarnessError) {
      loaded = try StressTrace(contentsOf: trace)
      if let regressionName {
        casePath = try Corpus.newCasePath(name: regressionName, folder: corpus)
      }
    } catch {
      throw fail(error)
    }
    let options = loaded.options
    guard
      let violation = StressRunner<Container>.firstViolation(of: loaded.steps, options: options)
    else {
      throw fail(.badTrace("\(trace) breaks no rule: nothing to shrink"))
    }
    print("failure: \(violation)")
    let shrinker = StressShrinker<Container>(
      options: options, signature: violation.rule, budget: budget)
    let small = shrinker.shrink(loaded.steps) { drawShrinking($0, $1) }
    ProgressBar(label: "", total: 0).clear()
    let path = output ?? Self.defaultOutput(for: trace)
    do throws(HarnessError) {
      try StressTrace<Container>(options: options, steps: small).write(to: path)
    } catch {
      throw fail(error)
    }
    print("shrunk \(loaded.steps.count) → \(small.count) operations (\(violation.rule)): \(path)")
    guard let casePath else { return }
    let reproduced = StressRunner<Container>.firstViolation(of: small, options: options)
    let found =
      "container \(Container.name), seed \(options.seed), profile \(options.profile)"
      + (options.configuration.description.isEmpty ? "" : ", \(options.configuration)")
      + (options.plantedBugs.isEmpty
        ? "" : ", planted \(options.plantedBugs.joined(separator: "+"))")
    let regression = StressTrace<Container>(
      options: options, steps: small,
      note: note ?? "found with \(found): \(reproduced ?? violation)",
      brokenRule: violation.rule)
    do throws(HarnessError) {
      try regression.write(to: casePath)
    } catch {
      throw fail(error)
    }
    print("saved regression case: \(casePath)")
    printCorpusAdvice(planted: !options.plantedBugs.isEmpty, rule: violation.rule)
  }

  /// What `swift test` does with a saved case.
  func printCorpusAdvice(planted: Bool, rule: Rule) {
    print(
      planted
        ? "swift test checks that the planted bug still breaks \(rule) and that the sequence replays clean without it"
        : "swift test replays it and fails until the bug is fixed")
  }
}

/// The container a trace's header names; a bad trace is a one-line error.
func containerKind(ofTraceAt path: String) throws -> ContainerKind {
  do throws(HarnessError) {
    return try ContainerKind.of(traceAt: path)
  } catch {
    throw fail(error)
  }
}

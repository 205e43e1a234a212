import ArgumentParser
import Foundation
import StressKit

extension StressHarness.Run {
  /// One seeded run of a container other than the stack; a failure is saved and shrunk.
  func runContainer<Container: StressContainer>(
    _: Container.Type, seed: UInt64, showProgress: Bool
  ) throws -> ContainerRunReport {
    let options = containerOptions(seed: seed)
    let runner: ContainerRunner<Container>
    let journal: TraceJournal?
    do {
      runner = try ContainerRunner(options: options)
      journal = try trace.map { path throws(HarnessError) in
        try TraceJournal(path: path, container: Container.self, options: options)
      }
    } catch {
      throw fail(error)
    }
    var churnUnavailable: String?
    if !noChurn {
      switch jemallocProbe() {
      case .success(let probe): runner.measureChurn(with: probe)
      case .failure(let reason): churnUnavailable = reason.description
      }
    }
    let clock = RunClock(seed: seed, steps: options.steps, duration: duration, shown: showProgress)
    runner.run(record: { journal?.record($0) }, progress: clock.progress)
    let elapsed = clock.stop()
    runner.finish()
    var report = runner.report(elapsedSeconds: seconds(elapsed))
    report.churnUnavailable = churnUnavailable
    guard let rule = report.violations.first?.rule else { return report }
    let steps: [StressStep<Container.Operation>]
    do throws(HarnessError) {
      steps = try ContainerRunner<Container>.steps(of: options, count: report.steps)
    } catch {
      throw fail(error)
    }
    let base = try failureBase(seed: seed, container: Container.name)
    do throws(HarnessError) {
      try ContainerTrace<Container>(options: options, steps: steps).write(to: "\(base).jsonl")
    } catch {
      throw fail(error)
    }
    report.tracePath = "\(base).jsonl"
    guard !noShrink else { return report }
    let small = ContainerShrinker<Container>(options: options, signature: rule).shrink(steps) {
      size, replays in
      if showProgress { drawShrinking(size, replays) }
    }
    if showProgress { ProgressBar(label: "", total: 0).clear() }
    do throws(HarnessError) {
      try ContainerTrace<Container>(options: options, steps: small).write(to: "\(base).min.jsonl")
    } catch {
      throw fail(error)
    }
    report.reproducerPath = "\(base).min.jsonl"
    report.reproducerLength = small.count
    return report
  }

  /// The failures folder, created, and the stem of a failing run's files in it.
  func failureBase(seed: UInt64, container: String?) throws -> String {
    do {
      try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
    } catch {
      throw fail(.cannotWrite("cannot create the failures folder \(failures)"))
    }
    return "\(failures)/" + (container.map { "\($0)-" } ?? "") + "seed-\(seed)"
  }
}

/// Draws the shrinker's progress on a terminal.
func drawShrinking(_ size: Int, _ replays: Int) {
  guard standardErrorIsTerminal else { return }
  FileHandle.standardError.write(
    Data("\rshrinking: \(size) operations, \(replays) replays\u{1B}[K".utf8))
}

/// A run's wall-clock time: its progress bar and its `--duration` limit.
struct RunClock {
  let bar: ProgressBar
  let shown: Bool
  let start = ContinuousClock.now
  let limit: Duration?

  init(seed: UInt64, steps: Int, duration: Double?, shown: Bool) {
    bar = ProgressBar(label: "seed \(seed)", total: duration == nil ? steps : 0)
    self.shown = shown
    limit = duration.map { Duration.milliseconds(Int64($0 * 1000)) }
  }

  /// Draws the bar; `false` once the duration is up.
  func progress(_ done: Int) -> Bool {
    if shown { bar.draw(done) }
    guard let limit else { return true }
    return ContinuousClock.now - start < limit
  }

  /// The time since the start; clears the bar.
  func stop() -> Duration {
    let elapsed = ContinuousClock.now - start
    if shown { bar.clear() }
    return elapsed
  }
}

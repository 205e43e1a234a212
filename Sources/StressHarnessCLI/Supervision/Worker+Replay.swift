import Foundation
import StressKit

extension Worker {
  /// A path stem for a supervisor's scratch files, in its ``ScratchFolder``.
  static func scratchStem(_ name: String) -> String {
    ScratchFolder.path(name)
  }

  /// Replays `steps` in a worker whose watchdog stops a step past `stepTimeout` seconds, and
  /// which is killed at `deadline`: how it ended.
  static func replay<Driver: StressDriver>(
    _ steps: [StressStep<Driver.Operation>], options: StressOptions<Driver>,
    scratch: String, stepTimeout: Double, deadline: ContinuousClock.Instant? = nil,
    environment: [String: String] = [:]
  ) -> Outcome? {
    guard
      (try? ScratchFolder.create(
        [UInt8](StressTrace<Driver>(options: options, steps: steps).encoded()), at: scratch))
        != nil
    else { return nil }
    defer { unlink(scratch) }
    return replay(
      Driver.self, file: scratch, stepTimeout: stepTimeout, deadline: deadline,
      environment: environment)
  }

  /// Replays the trace file at `path` in a worker, quietly; killed at `deadline`, if any, or
  /// when this process is asked to stop (its end then decides nothing) unless `onStop` says
  /// otherwise.
  static func replay<Driver: StressDriver>(
    _: Driver.Type, file path: String, stepTimeout: Double, json: String? = nil,
    deadline: ContinuousClock.Instant? = nil, onStop: StopPolicy = .kill,
    environment: [String: String] = [:]
  ) -> Outcome? {
    let order = WorkerOrder.Order<Driver>(
      .replay(ReplayPlan(trace: path, json: json)),
      context: WorkerOrder.context(sendsStatus: false, stepTimeout: stepTimeout))
    return try? run(
      order, environment: environment, relay: false, quiet: true, deadline: deadline,
      onStop: onStop)
  }

  /// How a trace replayed in a worker ended, for the failures only a worker survives.
  enum Ending: Equatable {
    /// It trapped, with this signature.
    case crash(CrashSignature)
    /// A step ran past the step timeout.
    case hang
    /// It ended: with or without violations, or with an error.
    case other
  }

  /// Replays `steps` in a worker killed at `deadline`, if any: whether it crashed (and how),
  /// hung or ended (killed at the deadline: ended).
  ///
  /// The worker's CPU time counts against `shrink`, when given.
  static func ending<Driver: StressDriver>(
    replaying steps: [StressStep<Driver.Operation>], options: StressOptions<Driver>,
    scratch: String, stepTimeout: Double, deadline: ContinuousClock.Instant? = nil,
    shrink: ShrinkBudget.Running? = nil, environment: [String: String] = [:]
  ) -> Ending {
    let outcome = replay(
      steps, options: options, scratch: scratch, stepTimeout: stepTimeout, deadline: deadline,
      environment: environment)
    shrink?.add(outcome)
    return ending(of: outcome)
  }

  /// Replays the trace file at `path` in a worker (a trace of millions of steps is read by the
  /// worker alone, not written again first): whether it crashed, hung or ended.
  ///
  /// A request to stop lets it end (its steps are bounded: a hang by the watchdog): killed, it
  /// would say nothing of the trace, which a `shrink` would then replay in its own process,
  /// hang and all.
  static func ending<Driver: StressDriver>(
    _: Driver.Type, replayingFile path: String, stepTimeout: Double
  ) -> Ending {
    ending(of: replay(Driver.self, file: path, stepTimeout: stepTimeout, onStop: .finish))
  }

  private static func ending(of outcome: Outcome?) -> Ending {
    guard let outcome, !outcome.timedOut, case .signal(let signal) = outcome.termination,
      signal != SIGKILL
    else { return .other }
    if crashSignals.contains(signal) {
      return .crash(CrashSignature(standardError: outcome.standardError, signal: signal))
    }
    return outcome.stoppedAsHang ? .hang : .other
  }

  /// Shrinks a trace that crashes or hangs by replaying each candidate in a worker whose
  /// watchdog gives each step `stepTimeout` seconds; a candidate is kept when its worker ends
  /// as `failing` does (a crash with the same signature, or a step that runs past the time).
  ///
  /// Swift's backtracer takes most of a crashed worker's time (near a second of a debug
  /// build's, against a tenth without it), and a crash's shrink crashes a worker for every
  /// candidate it keeps. So a crash named by a frame is first shrunk with the backtracer off,
  /// its candidates told apart by what a crash says without it (the runtime's message, or an
  /// optimized build's signal: ``CrashSignature/messageWithoutBacktrace``); the result, if
  /// smaller, is then replayed once with it, and kept if it crashes in the same frame.
  /// Otherwise (the message alone did not tell the crash apart, or nothing smaller was found
  /// in the budget) the shrink runs again, every candidate's frame read. A stack overflow,
  /// named from its backtrace, is shrunk that way from the start.
  static func shrink<Driver: StressDriver>(
    _ steps: [StressStep<Driver.Operation>], endingAs failing: Ending,
    options: StressOptions<Driver>, stepTimeout: Double, budget: ShrinkBudget,
    violation: Violation, showProgress: Bool
  ) -> [StressStep<Driver.Operation>] {
    let scratch = scratchStem("seed-\(options.seed)-candidate.jsonl")
    let deadline = ContinuousClock.now + budget.wallBackstop
    let running = budget.start()
    func ends(
      _ steps: [StressStep<Driver.Operation>], as failing: Ending,
      environment: [String: String] = [:]
    ) -> Bool {
      ending(
        replaying: steps, options: options, scratch: scratch, stepTimeout: stepTimeout,
        deadline: deadline, shrink: running, environment: environment) == failing
    }
    func shrink(
      _ steps: [StressStep<Driver.Operation>], endingAs failing: Ending,
      environment: [String: String] = [:]
    ) -> [StressStep<Driver.Operation>] {
      Self.shrink(
        steps, options: options, violation: violation, budget: budget, running: running,
        showProgress: showProgress
      ) { ends($0, as: failing, environment: environment) }
    }
    if case .crash(let signature) = failing, signature.frame != nil,
      let message = signature.messageWithoutBacktrace
    {
      let quick = Ending.crash(CrashSignature(message: message, frame: nil))
      let shrunk = shrink(steps, endingAs: quick, environment: withoutBacktrace)
      if shrunk.count < steps.count, ends(shrunk, as: failing) { return shrunk }
    }
    return shrink(steps, endingAs: failing)
  }

  /// A worker's variables that turn Swift's backtracer off: the runtime's own message is
  /// still printed (a debug build's), no frame is.
  static let withoutBacktrace = ["SWIFT_BACKTRACE": "enable=no"]

  /// Shrinks a trace whose failure only a worker survives: a candidate is kept when `fails`.
  private static func shrink<Driver: StressDriver>(
    _ steps: [StressStep<Driver.Operation>], options: StressOptions<Driver>,
    violation: Violation, budget: ShrinkBudget, running: ShrinkBudget.Running,
    showProgress: Bool,
    fails: @escaping ([StressStep<Driver.Operation>]) -> Bool
  ) -> [StressStep<Driver.Operation>] {
    var shrinker = StressShrinker<Driver>(
      options: options, signature: violation.rule, timeLimit: budget.wallBackstop)
    shrinker.isCancelled = { Interruption.requested || running.exhausted }
    if showProgress { RunProgress.begin(seed: options.seed, total: nil) }
    defer { if showProgress { StatusLine.endProgress() } }
    return shrinker.shrink(
      steps, failure: violation,
      replayingWith: { candidate in
        guard fails(candidate) else { return nil }
        // In a step: the last, or one before it (the rest then goes in the next passes).
        return violation.inLastStep(of: candidate)
      },
      progress: { size, replays in if showProgress { RunProgress.shrinking(size, replays) } })
  }
}

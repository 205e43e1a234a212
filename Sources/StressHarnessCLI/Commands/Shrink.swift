import ArgumentParser
import Containment
import Foundation
import StressKit
import Synchronization

extension StressHarness {
  struct Shrink: ParsableCommand, Interruption.KeepsWork {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract: "Shrink a failing trace to a minimal one that fails the same rule.",
        usage: "\(commandName) shrink <trace> [<options>]"
      )
    }

    @Argument(help: "The failing trace file (JSON Lines).")
    var trace: String

    @Option(
      help: ArgumentHelp(
        "Where to write the reproducer (default: the trace's name with .min.jsonl).",
        valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: "The most replays to try (at least 1).")
    var budget: Int = 20_000

    @OptionGroup var regression: RegressionOptions

    @OptionGroup var timeout: StepTimeout
    @OptionGroup var shrinkTime: ShrinkTime

    @OptionGroup var status: StatusOptions

    func validate() throws {
      guard budget >= 1 else { throw ValidationError("--budget must be at least 1, got \(budget)") }
    }

    func run() throws {
      let output = output ?? Self.defaultOutput(for: trace)
      // A reproducer shrunk again is replaced (whole, once it is read), not written beside.
      let inPlace = output == trace && self.output == nil
      try checkOutputs(
        [inPlace ? nil : output, FailureFiles.swiftTest(besides: output)], inputs: [trace])
      try ScratchFolder.prepare()
      status.begin()
      try shrink(try container(ofTraceAt: trace))
      let signal = Interruption.signal.load(ordering: .relaxed)
      if signal != 0 {
        printError("interrupted: the reproducer written is the smallest found before Ctrl-C")
        throw ExitCode(ExitStatus.interrupted(by: signal))
      }
    }

    /// Where the reproducer of the trace at `path` goes: `t.jsonl` gives `t.min.jsonl`; a
    /// reproducer (`t.min.jsonl`) is shrunk in place.
    static func defaultOutput(for path: String) -> String {
      FailureFiles.isReproducer(path) ? path : FailureFiles(trace: path).reproducer
    }
  }
}

extension StressHarness.Shrink {
  /// Shrinks a trace of `Driver`, and saves it as a regression case when asked.
  func shrink<Driver: StressDriver>(_: Driver.Type) throws {
    let loaded: StressTrace<Driver> = try StressTrace(contentsOf: trace) {
      StatusLine.shared.reading(trace, lines: $0, of: $1)
    }
    let target = try regression.newCase()
    noteCutOff(loaded, path: trace)
    let options = loaded.options
    // A trace that crashes or hangs is replayed in workers (this process would not survive
    // it, or would wait for ever).
    if ProcessRole.current.supervises {
      switch Worker.ending(Driver.self, replayingFile: trace, stepTimeout: timeout.stepTimeout) {
      case .crash(let signature): return try shrinkCrash(loaded, signature: signature)
      case .hang: return try shrinkHang(loaded)
      case .other: break
      }
    }
    let runner = try StressRunner<Driver>(options: options)
    do {
      try runner.replay(loaded.steps)
    } catch {
      throw HarnessError.badTrace("\(trace): \(error)")
    }
    guard let violation = runner.finish().first else {
      throw HarnessError.badTrace("\(trace) breaks no rule: nothing to shrink")
    }
    try printOutput("failure: \(violation)")
    var shrinker = StressShrinker<Driver>(
      options: options, signature: violation.rule, budget: budget,
      timeLimit: shrinkTime.budget.wallBackstop)
    let running = shrinkTime.budget.start()
    shrinker.isCancelled = { Interruption.requested || running.exhausted }
    RunProgress.begin(seed: options.seed, total: nil)
    let small = shrinker.shrink(loaded.steps) { RunProgress.shrinking($0, $1) }
    StatusLine.endProgress()
    let pipeline = pipeline(loaded, .inProcess)
    try write(small, of: loaded, failing: violation, through: pipeline)
    let reproduced = pipeline.violation(of: small, failing: violation)
    guard let target else { return }
    let found =
      "container \(Driver.name), seed \(options.seed), profile \(options.profile)"
      + (options.configuration.description.isEmpty ? "" : ", \(options.configuration)")
      + (options.plantedBugs.isEmpty
        ? "" : ", planted \(options.plantedBugs.joined(separator: "+"))")
    let regression = StressTrace<Driver>(
      options: options, steps: small,
      note: regression.note ?? "found with \(found): \(reproduced)",
      brokenRule: violation.rule)
    try Corpus.save(regression.encoded(), to: target)
    try printOutput("saved regression case: \(target.path)")
    try printCorpusAdvice(
      planted: !options.plantedBugs.isEmpty, rule: violation.rule, target: target,
      container: Driver.self)
  }

  /// Shrinks a trace that crashes its container, replaying candidates in workers.
  func shrinkCrash<Driver: StressDriver>(
    _ loaded: StressTrace<Driver>, signature: CrashSignature
  ) throws {
    if regression.saves {
      throw HarnessError.badTrace(
        "\(trace) crashes its container (\(signature)): a regression case must replay in the suite's own process"
      )
    }
    let violation = Violation.crash(step: max(0, loaded.steps.count - 1), signature: signature)
    try shrink(
      loaded, failing: violation,
      through: pipeline(loaded, .crash(signature, stepTimeout: timeout.stepTimeout)))
  }

  /// Shrinks a trace with a step that runs past `--step-timeout`, replaying candidates in
  /// workers whose watchdogs stop such a step.
  func shrinkHang<Driver: StressDriver>(_ loaded: StressTrace<Driver>) throws {
    if regression.saves {
      throw HarnessError.badTrace(
        "\(trace) has a step that never ends: a regression case must replay in the suite's own process"
      )
    }
    let violation = Violation.hang(
      step: max(0, loaded.steps.count - 1), expected: timeout.expected)
    try shrink(
      loaded, failing: violation, through: pipeline(loaded, .hang(stepTimeout: timeout.stepTimeout))
    )
  }

  /// The failure pipeline of `loaded`, shrinking by `strategy`.
  func pipeline<Driver: StressDriver>(
    _ loaded: StressTrace<Driver>, _ strategy: FailurePipeline<Driver>.Strategy
  ) -> FailurePipeline<Driver> {
    FailurePipeline(
      options: loaded.options, strategy: strategy, budget: shrinkTime.budget, showProgress: true)
  }

  /// Shrinks a trace whose failure only a worker survives, and writes the reproducer.
  func shrink<Driver: StressDriver>(
    _ loaded: StressTrace<Driver>, failing violation: Violation,
    through pipeline: FailurePipeline<Driver>
  ) throws {
    try printOutput("failure: \(violation)")
    let small = pipeline.shrink(loaded.steps, violation: violation)
    try write(small, of: loaded, failing: violation, through: pipeline)
  }

  /// Writes the reproducer `small` of `loaded` and its Swift test, and says where.
  func write<Driver: StressDriver>(
    _ small: [StressStep<Driver.Operation>], of loaded: StressTrace<Driver>,
    failing violation: Violation, through pipeline: FailurePipeline<Driver>
  ) throws {
    let path = output ?? Self.defaultOutput(for: trace)
    let swiftPath = try pipeline.writeReproducer(small, failing: violation, to: path)
    try printOutput(
      "shrunk \(formatCount(loaded.steps.count)) → \(counted(small.count, "operation")) (\(violation.rule)): \(path)"
    )
    if let swiftPath { try printOutput("as a Swift test: \(swiftPath)") }
  }

  /// What `swift test` does with a saved case, and the one line of test code that replays
  /// the package's cases (with the folder when it is not the default one), valid Swift
  /// whatever the names.
  func printCorpusAdvice<Driver: StressDriver>(
    planted: Bool, rule: Rule, target: Corpus.Target, container _: Driver.Type
  ) throws {
    var arguments = BuiltInDrivers.named(Driver.name) == nil ? ["\(Driver.self).self"] : []
    if !target.isPackageFolder {
      let folder = URL(fileURLWithPath: target.folder).standardizedFileURL.path
      let package = StressRegressions.packageRoot(containing: folder)
      // The folder as `check` takes it: relative to the package's root, or absolute.
      let named = package.flatMap {
        folder.hasPrefix($0 + "/") ? String(folder.dropFirst($0.count + 1)) : nil
      }
      arguments.append("folder: \(swiftLiteral(named ?? folder))")
    }
    try printOutput(
      planted
        ? "swift test checks that the planted bug still breaks \(rule) and that the sequence replays clean without it"
        : "swift test replays it and fails until the bug is fixed")
    try printOutput(
      "when a test of the package calls: try StressRegressions.check(\(arguments.joined(separator: ", ")))"
    )
  }
}

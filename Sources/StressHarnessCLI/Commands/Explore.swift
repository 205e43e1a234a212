import ArgumentParser
import StressKit

extension StressHarness {
  struct Explore: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract:
          "Explore a container with libFuzzer: the coverage of the code each input runs steers the operations of the next.",
        discussion: """
          Each input is a short run of at most --max-steps steps, a byte a step: every step is \
          drawn as a seeded run draws one, from the container's state, its kind chosen by its \
          byte and the rest with the byte and its position as a seed, and checked by the same \
          oracle. libFuzzer keeps the inputs that \
          reach code no input reached before (in --corpus, kept between explorations) and \
          changes them. The first violation is saved, shrunk and kept like a run's: its trace \
          replays with `replay` in any build. A container that traps ends the exploration; \
          libFuzzer saves the input in the failures folder, and `explore --input FILE --trace \
          T` journals its steps for `shrink`.

          Needs an executable built with libFuzzer: swift build \(LibFuzzer.buildOptions) \
          (the exit status is 69 without it). --input runs input files once, in any build.
          """
      )
    }

    @OptionGroup var workload: WorkloadOptions

    @Option(
      parsing: .unconditional,
      help:
        "The seed of what a run chooses once (parameters drawn over their magnitudes, swarm testing's kinds) (0...18446744073709551615).",
      transform: parseSeed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "The most steps one input makes (1...4096).")
    var maxSteps = 64

    @Option(
      parsing: .unconditional, help: "Stop after this many inputs (1...1000000000).")
    var runs: Int?

    @Option(
      parsing: .unconditional,
      help: "Stop after this many seconds (1...2592000; default 60 when --runs is not given).")
    var maxTotalTime: Int?

    @Option(
      help: ArgumentHelp(
        "The folder of libFuzzer's corpus, read at the start and added to (default: stress-corpus/CONTAINER).",
        valueName: "folder"))
    var corpus: String?

    @Option(
      name: .customLong("libfuzzer-flag"),
      help: ArgumentHelp(
        "Pass a flag to libFuzzer as it is (repeatable): -jobs=2, -dict=FILE…", valueName: "flag")
    )
    var libFuzzerFlags: [String] = []

    @Option(
      help: ArgumentHelp(
        "Run this input file once instead of exploring (repeatable; any build): a corpus entry, or the input libFuzzer saved for a crash.",
        valueName: "file"))
    var input: [String] = []

    @Option(
      help: ArgumentHelp(
        "Journal the steps of the one --input to this file as they go (a crash leaves them).",
        valueName: "file"))
    var trace: String?

    @Option(
      name: .customLong("failures"),
      help: ArgumentHelp(
        "Folder for the failing trace and its reproducer (default: stress-failures).",
        valueName: "folder"))
    var failuresFolder: String?

    @Flag(help: "Do not shrink a failing trace.")
    var noShrink = false

    @OptionGroup var shrinkTime: ShrinkTime

    @OptionGroup var output: ReportOption

    /// The failures folder.
    var failures: String { failuresFolder ?? "stress-failures" }

    func validate() throws {
      try check(maxSteps, in: 1...4096, option: "--max-steps")
      try check(runs, in: 1...1_000_000_000, option: "--runs")
      try check(maxTotalTime, in: 1...2_592_000, option: "--max-total-time", unit: " seconds")
      for flag in libFuzzerFlags where !flag.hasPrefix("-") || flag.hasPrefix("--") {
        throw ValidationError(
          "--libfuzzer-flag takes one of libFuzzer's flags, such as -jobs=2, got '\(HarnessError.echoed(flag))'"
        )
      }
      if !input.isEmpty {
        for (option, given) in [
          ("--runs", runs != nil), ("--max-total-time", maxTotalTime != nil),
          ("--corpus", corpus != nil), ("--libfuzzer-flag", !libFuzzerFlags.isEmpty),
        ] where given {
          throw ValidationError("\(option) is libFuzzer's; --input runs files without it")
        }
      }
      if let trace {
        if trace == "-" { throw ValidationError("--trace needs a file, not standard output") }
        if input.count != 1 { throw ValidationError("--trace journals one --input") }
      }
      try workload.validate(for: workload.container.driver)
    }

    func run() throws {
      try checkOutputs([output.json, trace], inputs: input)
      try OutputPath.checkFolder(failures)
      try explore(workload.container.driver)
    }

    /// Explores `Driver`'s container, or runs the input files.
    private func explore<Driver: StressDriver>(_: Driver.Type) throws {
      var options = workload.options(Driver.self, seed: seed, steps: maxSteps)
      options = try ParameterOptions.option { () throws(HarnessError) in
        try options.drawingParameters(except: [])
      }
      let plan = ExplorationPlan(
        options: options, maxSteps: maxSteps, failures: failures, shrinks: !noShrink,
        shrinkSeconds: shrinkTime.shrinkTime, output: output)
      if !input.isEmpty { return try plan.runInputs(input, trace: trace) }
      guard LibFuzzer.isLinked else {
        throw HarnessError.unavailable(
          "explore needs an executable built with libFuzzer: swift build \(LibFuzzer.buildOptions), then run it from .build/release (--input runs files in any build)"
        )
      }
      let folder = corpus ?? "stress-corpus/\(Driver.name)"
      try plan.explore(corpus: folder, arguments: libFuzzerArguments(corpus: folder))
    }

    /// libFuzzer's command line: the corpus folder, the budget, the input length (any up to
    /// --max-steps from the start: libFuzzer otherwise grows it slowly from a few bytes, a step
    /// or two), value profiles (a comparison's operands steer too), crash inputs into the
    /// failures folder, then the user's flags (libFuzzer takes the last of a flag given twice).
    private func libFuzzerArguments(corpus: String) -> [String] {
      var arguments = [
        corpus, "-max_len=\(maxSteps * GuidedInput.bytesPerStep)", "-len_control=0",
      ]
      if let runs { arguments.append("-runs=\(runs)") }
      if let time = maxTotalTime ?? (runs == nil ? 60 : nil) {
        arguments.append("-max_total_time=\(time)")
      }
      arguments += [
        "-seed=\(1 + seed % 2_147_483_646)", "-use_value_profile=1",
        "-artifact_prefix=\(failures)/", "-error_exitcode=\(ExitStatus.violations)",
        "-print_final_stats=1",
      ]
      return arguments + libFuzzerFlags
    }
  }
}

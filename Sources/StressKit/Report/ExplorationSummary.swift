/// What a guided exploration did (`stress-harness explore`): how many inputs it ran, how many
/// steps they made, the corpus it kept and the instrumented code they reached.
///
/// The report of an exploration holds it beside the report of the input that failed, if one
/// did (a ``StressReportDocument`` whose `command` is `explore`).
///
/// ```swift
/// var summary = ExplorationSummary(engine: .libFuzzer, maxSteps: 64)
/// summary.executions = 1_200
/// assert(summary.stepsPerExecution == 0)
/// ```
public struct ExplorationSummary: Hashable, Sendable, Codable {
  /// What chose the inputs.
  public enum Engine: String, Hashable, Sendable, Codable {
    /// libFuzzer, built into the executable (`-sanitize=fuzzer`), steered by the coverage of
    /// the code it runs.
    case libFuzzer
    /// The input files given on the command line (`--input`), run once each.
    case inputs
  }

  /// What chose the inputs.
  public var engine: Engine
  /// The most steps one input makes.
  public var maxSteps: Int
  /// The inputs run.
  public var executions = 0
  /// The steps they made, together.
  public var steps = 0
  /// The corpus folder libFuzzer read and added to, if one.
  public var corpus: String?
  /// The inputs in the corpus when the exploration began.
  public var corpusBefore: Int?
  /// The inputs in the corpus when it ended.
  public var corpusAfter: Int?
  /// The instrumented edges of the executable the inputs reached, together (libFuzzer's
  /// inline counters), if the executable is instrumented.
  public var edgesReached: Int?
  /// The instrumented edges of the executable.
  public var edgesInstrumented: Int?
  /// The execution, counted from 1, whose input found the first violation, if one did.
  public var failingExecution: Int?
  /// Wall-clock seconds.
  public var elapsedSeconds: Double = 0

  /// An exploration that has run nothing yet.
  ///
  /// - Parameters:
  ///   - engine: What chooses the inputs.
  ///   - maxSteps: The most steps one input makes.
  public init(engine: Engine, maxSteps: Int) {
    self.engine = engine
    self.maxSteps = maxSteps
  }

  /// The steps an input made, on average.
  public var stepsPerExecution: Double {
    executions == 0 ? 0 : Double(steps) / Double(executions)
  }

  /// The summary as a line of the text report.
  public var text: String {
    var parts = [
      "\(engine == .libFuzzer ? "with libFuzzer" : "input files"): \(executions) executions",
      "\(steps) steps (at most \(maxSteps) an input)",
    ]
    if let corpus, let corpusAfter {
      parts.append("corpus \(corpus): \(corpusAfter) inputs (\(corpusBefore ?? 0) before)")
    }
    if let edgesReached, let edgesInstrumented {
      parts.append("\(edgesReached) of \(edgesInstrumented) instrumented edges reached")
    }
    return "explored " + parts.joined(separator: ", ")
  }
}

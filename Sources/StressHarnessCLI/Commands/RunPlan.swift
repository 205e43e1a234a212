import StressKit

/// Everything one seed of `run` needs, from the command line: what a worker is ordered to run
/// (``WorkerOrder``), and what its supervisor makes a crash or a hang report from.
struct RunPlan<Driver: StressDriver>: Codable, Sendable {
  /// The run's options (the seed among them).
  var options: StressOptions<Driver> {
    get {
      var options = recorded
      options.countsCoverage = countsCoverage
      return options
    }
    set {
      recorded = newValue
      countsCoverage = newValue.countsCoverage
    }
  }
  /// The options as a trace's header keeps them: without ``countsCoverage``.
  private var recorded: StressOptions<Driver>
  /// Whether contract coverage is counted (not `--no-coverage`).
  private var countsCoverage: Bool
  /// `--duration`, in seconds: the run goes on until then instead of a number of steps.
  var duration: Double?
  /// `--trace`: the user's journal of the run.
  var trace: String?
  /// The journal a supervisor gives a second worker to record a crashed run's steps.
  var journal: String?
  /// Where a supervised run keeps its generated journal (no `--trace`).
  var generatedJournal: String?
  /// `--pressure`.
  var pressure: [PressureSource]
  /// Whether allocation churn is measured (not `--no-churn`).
  var measuresChurn: Bool
  /// `--churn-detail`.
  var churnDetail: Bool
  /// `--plot`.
  var plot: String?
  /// `--heap-profile`.
  var heapProfile: String?
  /// The failures folder.
  var failures: String
  /// Whether a failure is shrunk (not `--no-shrink`).
  var shrinks: Bool
  /// `--shrink-time`, in seconds.
  var shrinkSeconds: Double
  /// `--step-timeout`, in seconds.
  var stepTimeout: Double
  /// Whether the shrinking of a crash or a hang is shown (the command's only run).
  var showsShrinking = false

  init(
    options: StressOptions<Driver>, duration: Double?, trace: String?,
    pressure: [PressureSource],
    measuresChurn: Bool, churnDetail: Bool, plot: String?, heapProfile: String?,
    failures: String, shrinks: Bool, shrinkSeconds: Double, stepTimeout: Double
  ) {
    recorded = options
    countsCoverage = options.countsCoverage
    self.duration = duration
    self.trace = trace
    self.pressure = pressure
    self.measuresChurn = measuresChurn
    self.churnDetail = churnDetail
    self.plot = plot
    self.heapProfile = heapProfile
    self.failures = failures
    self.shrinks = shrinks
    self.shrinkSeconds = shrinkSeconds
    self.stepTimeout = stepTimeout
  }
}

import Containment

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run did and found, for the text summary and the JSON report: one shape for every
/// container.
///
/// Everything but the measurements of the machine (``elapsedSeconds``,
/// ``operationsPerSecond``, ``peakResidentBytes`` and churn's resident samples) is a
/// deterministic function of the container and the options.
public struct StressReport: Hashable, Sendable, Codable {
  /// Applied and no-op counts of one kind of step.
  public struct KindCount: Hashable, Sendable, Codable {
    /// The kind: a shared step's name or the container's operation's.
    public var kind: String
    /// Steps that changed something.
    public var applied: Int
    /// Steps that were no-ops in their state.
    public var noOps: Int
    /// Of the steps of the kind (applied and no-op), those drawn and called while the
    /// container was in a transition (`nil` when the run counted no coverage).
    public var midTransition: Int? = nil
    /// Of the steps of the kind (applied and no-op), those drawn and called while the
    /// container was off screen (its window hidden, or the container covered or not yet shown)
    /// and in no transition.
    public var offScreen: Int? = nil
  }

  /// The options of the run, as the report shows them.
  public struct Options: Hashable, Sendable, Codable {
    /// The seed.
    public var seed: UInt64
    /// The steps asked for; `nil` for a run of a duration.
    public var steps: Int?
    /// The seconds asked for, for a run of a duration (`--duration`).
    public var durationSeconds: Double? = nil
    /// The profile's name.
    public var profile: String
    /// Whether swarm testing was on.
    public var swarm: Bool
    /// The fixed payload, if one.
    public var payloadBytes: Int?
    /// The planted bugs.
    public var plantedBugs: [String]
    /// The container's parameters, as text (`capacity 2`).
    public var configuration: String
    /// The parameters as given, when the run's seed drew a big value for one of them.
    ///
    /// ``StressOptions/drawingParameters(except:)`` draws it; the parameters as given are what
    /// the runs of one soak share, which `merge` compares. `nil` when nothing was drawn.
    public var givenConfiguration: String? = nil
    /// The contract the container was held to (``Contract``); `nil` in a report written
    /// before every report named it.
    public var contract: Contract? = nil
  }

  /// The container's name.
  public var container: String
  /// The run's options.
  public var options: Options
  /// Kinds the swarm mask (or a fixed configuration) disabled.
  public var disabledKinds: [String]
  /// Steps applied.
  public var steps: Int
  /// Counts by kind, shared kinds first, kinds never drawn left out.
  public var operations: [KindCount]
  /// Child views loaded (first loads and reloads).
  public var loads: Int
  /// Child views released.
  public var unloads: Int
  /// Loads of a child whose view had been loaded before.
  public var reloads: Int
  /// Memory warnings sent.
  public var memoryWarnings: Int
  /// The most views of the container's own children loaded at once.
  public var maxLoadedViews: Int
  /// The most children the container held at once.
  public var maxChildren: Int
  /// The container's parameters at the end, as text, when they changed during the run.
  public var finalConfiguration: String?
  /// Violations found.
  public var violations: [Violation]
  /// Wall-clock seconds the steps took.
  public var elapsedSeconds: Double
  /// Steps per second.
  public var operationsPerSecond: Double
  /// The process's peak resident memory when the report was made (`getrusage`), every job of
  /// a `--jobs` run included: what a long soak needs in memory, flat however long it runs.
  public var peakResidentBytes: Int
  /// Where the full failing trace was written, if the run failed.
  public var tracePath: String?
  /// Where the shrunk reproducer was written, if the run failed.
  public var reproducerPath: String?
  /// The reproducer's length.
  public var reproducerLength: Int?
  /// Where the reproducer was written as a Swift Testing test (``SwiftReproducer``), if the run
  /// failed and was shrunk.
  public var swiftTestPath: String? = nil
  /// Allocation churn, when it was measured.
  public var churn: ChurnReport?
  /// Why churn was not measured, when it was asked for and could not be.
  public var churnUnavailable: String?
  /// What each pressure source did.
  public var pressure: [PressureReport]
  /// Whether the failure depends on iOS 5's releases.
  ///
  /// Found under a contract whose memory warnings release views, its reproducer runs clean
  /// under today's iOS, whose never do (``StressRunner/dependsOnIOS5Releases(_:options:)``):
  /// `true` then, `nil` otherwise (the key is absent from the JSON, as from reports written
  /// before it).
  public var dependsOnIOS5Releases: Bool? = nil
  /// Whether a signal (Ctrl-C) stopped the run before its steps or its time were done, or
  /// stopped the shrinking of its failure (the reproducer is then the smallest found so far).
  public var interrupted = false
  /// The contract coverage: the abstract states × step kinds the run reached, and the rules
  /// its checks exercised (`nil` with coverage counting off, or when the run crashed).
  public var coverage: CoverageReport? = nil
  /// How big the run's numbers got (``Magnitudes``): `nil` for a run that crashed, and in
  /// reports written before it was recorded.
  public var reached: Reached? = nil
  /// Breaches of rules beyond the contract the run held (``Contract``): `nil` when none.
  public var beyondContract: BeyondContract? = nil
  /// What happened to the team's screens, kind by kind (``StressScreen``): `nil` for a run of
  /// the harness's own children, or one not checked.
  public var screens: [ScreenCounts]? = nil

  /// How big a run's numbers got: what the workload's ``Magnitudes`` drew and what the
  /// container held.
  public struct Reached: Codable, Hashable, Sendable {
    /// The largest payload a new child asked for, in bytes.
    public var largestPayloadBytes: Int
    /// The children the workload made.
    public var childrenMade: Int
    /// The most children the container gained in one step.
    public var largestBatchAdded: Int
    /// The most children the container lost in one step.
    public var largestBatchRemoved: Int
    /// The largest parameter the container was given (a stack's capacity); `nil` for a
    /// container without one, and in reports written before it was recorded.
    public var largestParameter: Int? = nil
    /// The largest burst of memory warnings in one step (`nil` in older reports).
    public var largestBurst: Int? = nil
    /// The virtual time the run reached, in ticks (`nil` in older reports).
    public var virtualTimeTicks: Int64? = nil
    /// How many views deep the run put its container's view, one level in 8 a container of one
    /// child (`nil` in older reports).
    public var nesting: Int? = nil
    /// The deepest view a child the workload made had, in views (`nil` in older reports, and
    /// for a run whose children all had one view).
    public var deepestChildView: Int? = nil

    /// `reached: largest payload 3.1 MiB, 71,204 children made, largest batch +1,536 / -1,210
    /// children in one step; parameter up to 3,012, bursts of up to 412 warnings, 9 d 4 h of
    /// virtual time, 37 views deep, children's views 30 deep`.
    var textLine: String {
      var line =
        "reached: largest payload \(bytes(UInt64(largestPayloadBytes))), "
        + "\(formatCount(childrenMade)) children made, largest batch "
        + "+\(formatCount(largestBatchAdded)) / -\(formatCount(largestBatchRemoved)) children in one step"
      var more: [String] = []
      if let largestParameter, largestParameter > 0 {
        more.append("parameter up to \(formatCount(largestParameter))")
      }
      if let largestBurst, largestBurst > 0 {
        more.append("bursts of up to \(formatCount(largestBurst)) warnings")
      }
      if let virtualTimeTicks {
        more.append("\(duration(ticks: virtualTimeTicks)) of virtual time")
      }
      if let nesting { more.append("\(nesting) views deep") }
      if let deepestChildView { more.append("children's views \(deepestChildView) deep") }
      if !more.isEmpty { line += "; " + more.joined(separator: ", ") }
      return line
    }
  }

  /// Reloads per 1,000 steps.
  public var reloadsPerThousand: Double {
    steps == 0 ? 0 : Double(reloads) * 1000 / Double(steps)
  }
}

/// A number with at most two decimals, for reports.
func twoDecimals(_ value: Double) -> String {
  let scaled = (value * 100).rounded() / 100
  return String(scaled)
}

extension StressReport {
  /// Whether a supervising process made the report, the run's own having died with it (a
  /// crash, or a step that ran past its wall-time limit): its counts are zero.
  public var stoppedByItsSupervisor: Bool {
    operations.isEmpty && (violations.first.map { [.crash, .hang].contains($0.rule) } ?? false)
  }

  /// The report of a run whose container crashed its process, as its supervisor makes it from
  /// the journal: the options, the steps journaled (the last one crashed) and the violation;
  /// the counts a crash took with it are zero.
  ///
  /// - Parameters:
  ///   - options: The run's options.
  ///   - steps: The steps applied, the one that crashed included.
  ///   - violation: The `crash` (or `hang`) violation.
  public init<Driver: StressDriver>(
    crashed options: StressOptions<Driver>, steps: Int, violation: Violation
  ) {
    self.init(
      container: Driver.name,
      options: Options(
        seed: options.seed, steps: options.steps, profile: options.profile, swarm: options.swarm,
        payloadBytes: options.payloadBytes, plantedBugs: options.plantedBugs,
        configuration: options.configuration.description,
        contract: options.resolvedContract),
      disabledKinds: [], steps: steps, operations: [], loads: 0, unloads: 0, reloads: 0,
      memoryWarnings: 0, maxLoadedViews: 0, maxChildren: 0, finalConfiguration: nil,
      violations: [violation], elapsedSeconds: 0, operationsPerSecond: 0,
      peakResidentBytes: 0, churn: nil, pressure: [])
  }

  /// The report without what measures the machine (``elapsedSeconds``,
  /// ``operationsPerSecond``, ``peakResidentBytes``, the resident memory of churn's samples):
  /// what the same container and options always give.
  public func withoutMeasurements() -> StressReport {
    var report = self
    report.elapsedSeconds = 0
    report.operationsPerSecond = 0
    report.peakResidentBytes = 0
    if var churn = report.churn {
      for index in churn.timeline.indices { churn.timeline[index].residentBytes = 0 }
      report.churn = churn
    }
    return report
  }
}

/// The process's peak resident memory, in bytes.
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
  let who = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
  let who = RUSAGE_SELF
  #endif
  guard getrusage(who, &usage) == 0 else { return 0 }
  #if canImport(Darwin)
  return usage.ru_maxrss  // bytes on Darwin
  #else
  return usage.ru_maxrss * 1024  // kilobytes on Linux
  #endif
}

extension StressRunner {
  /// The report of the run (call after ``finish()``).
  ///
  /// - Parameter elapsedSeconds: The wall-clock time the steps took.
  /// - Returns: The report.
  public func report(elapsedSeconds: Double) -> StressReport {
    let kinds = StepKind<Driver.Kind>.all
    let applied = self.applied
    let noOps = self.noOps
    let midTransition = called(inPhase: 1)
    let offScreen = called(inPhase: 2)
    var report = StressReport(
      container: Driver.name,
      options: StressReport.Options(
        seed: options.seed, steps: options.steps, profile: options.profile, swarm: options.swarm,
        payloadBytes: options.payloadBytes, plantedBugs: options.plantedBugs,
        configuration: options.configuration.description,
        contract: options.resolvedContract),
      disabledKinds: profile.weights.map(\.kind).filter(disabledKinds.contains).map(\.description),
      steps: step,
      operations: kinds.indices.filter { applied[$0] + noOps[$0] > 0 }.map {
        StressReport.KindCount(
          kind: kinds[$0].description, applied: applied[$0], noOps: noOps[$0],
          midTransition: countsCoverage ? midTransition[$0] : nil,
          offScreen: countsCoverage ? offScreen[$0] : nil)
      },
      loads: oracle.loads,
      unloads: oracle.unloads,
      reloads: oracle.reloads,
      memoryWarnings: memoryWarnings,
      maxLoadedViews: oracle.maxLoadedMembers,
      maxChildren: maxMembers,
      finalConfiguration: finalConfiguration.flatMap {
        $0 == options.configuration ? nil : $0.description
      },
      violations: oracle.violations,
      elapsedSeconds: elapsedSeconds,
      operationsPerSecond: elapsedSeconds > 0 ? Double(step) / elapsedSeconds : 0,
      peakResidentBytes: peakResidentBytes(),
      churn: churn?.report(
        loads: oracle.loads, payloadBytes: oracle.loadedPayloadBytes,
        viewControllers: oracle.mostRecords, livePayloadBytes: oracle.mostLivePayloadBytes),
      pressure: pressureReports,
      coverage: !countsCoverage
        ? nil
        : CoverageReport(
          counts: coverage.counts(of: Driver.info.drawnKinds.map(\.ordinal)),
          kinds: Driver.info.drawnKinds.map(\.description),
          dimensions: [.phase] + Driver.info.coverageDimensions,
          whyUnreachable: Driver.info.whyUnreachable, exercised: oracle.exercised,
          checkedRules: Driver.info.checkedRules(under: options.resolvedContract)),
      reached: StressReport.Reached(
        largestPayloadBytes: context.largestPayload, childrenMade: context.childrenMade,
        largestBatchAdded: largestBatch.added, largestBatchRemoved: largestBatch.removed,
        largestParameter: context.largestParameter > 0 ? context.largestParameter : nil,
        largestBurst: _largestBurst,
        virtualTimeTicks: max(0, _clock.now), nesting: context.nesting,
        deepestChildView: context.deepestChildView > 1 ? context.deepestChildView : nil),
      beyondContract: oracle.beyondContract)
    if !context.screenTallies.isEmpty { report.screens = context.screenTallies.map(\.counts) }
    return report
  }
}

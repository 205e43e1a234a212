import Containment

extension StressRunner {
  /// Measures allocation churn from now on through `probe`: bytes by kind, peak live bytes,
  /// and a timeline of about 128 samples.
  ///
  /// Call it on the thread that runs the steps, before the first one.
  ///
  /// It first runs a short unmeasured warm-up of the same container (the run's own first
  /// 2,000 steps), so that what the Swift runtime allocates once per process, on first use
  /// (type metadata, conformance caches), is paid before the measurement: a run's figures then
  /// do not depend on what ran before it in the process (a journal, a JSON encoder, another
  /// run). Then it measures the bytes a view controller costs, for the bound the peak is held
  /// to (``ChurnReport/PeakBound``): a child alone, and a 2,000-step calibration run.
  ///
  /// Both runs are the run's own: its seed, its options and its planted bugs. They are part
  /// of the run, not a preparation outside it, so call this where a step of the run would be
  /// called (under a watchdog, if the run has one): a container that traps or loops in them
  /// does so in the run's own first steps, and with a ``journal`` set they journal their steps
  /// into it (rewound after each), so that such a crash or hang leaves the steps that
  /// reproduce it.
  public func measureChurn(with probe: AllocationProbe) {
    warmUp()
    let perViewController = max(
      Self.bytesPerViewController(probe: probe),
      bytesPerViewController(probe: probe) ?? 0)
    let interval = max(1, min(options.steps, 1 << 24) / 128)
    let recorder = ChurnRecorder(
      probe: probe, kinds: StepKind<Driver.Kind>.all.map(\.description),
      sampleInterval: interval)
    oracle.measurePayload(into: recorder)
    startMeasuring(recorder, probe: probe)
    recorder.boundBasis = (perViewController, oracle.livePayloadBytes)
    recorder.sample(step: step, loadedViews: oracle.loadedMembers, memoryWarnings: 0)
  }

  /// The bytes a child view controller costs beyond its view's payload, measured through
  /// `probe`: one made as the workload makes them, its view loaded without payload (what a
  /// child costs when its container keeps nothing for it).
  static func bytesPerViewController(probe: AllocationProbe) -> Int {
    let budget = PayloadBudget()
    let start = probe.threadAllocated.pointee &- probe.threadDeallocated.pointee
    var child: StressChild? = StressChild(
      id: ViewControllerID(UInt64.max), payload: 0, observer: nil, budget: budget)
    _ = child?.view
    let held = probe.threadAllocated.pointee &- probe.threadDeallocated.pointee &- start
    child = nil
    return Int(truncatingIfNeeded: held)
  }

  /// The bytes a view controller costs beyond its view's payload in a run like one of
  /// `options`, the container's bookkeeping for it included.
  ///
  /// A calibration run of the run's own first 2,000 steps, measured through `probe`: its peak
  /// less its most loaded payload and its most transient bytes, over its most view controllers
  /// alive (`nil` if the run cannot be made). Small runs make it small (their transients
  /// dominate): the larger of it and ``bytesPerViewController(probe:)`` is the one used.
  func bytesPerViewController(probe: AllocationProbe) -> Int? {
    var result: Int?
    preRun { runner in
      let recorder = ChurnRecorder(
        probe: probe, kinds: StepKind<Driver.Kind>.all.map(\.description),
        sampleInterval: Int.max)
      runner.startMeasuring(recorder, probe: probe)
      let payloadAtStart = runner.oracle.livePayloadBytes
      runner.run()
      let payload = max(0, runner.oracle.mostLivePayloadBytes - payloadAtStart)
      let viewControllers = max(1, runner.oracle.mostRecords)
      let beyond = max(0, Int(recorder.peakLiveBytes - recorder.mostTransientBytes) - payload)
      _ = runner.finish()
      result = (beyond + viewControllers - 1) / viewControllers
    }
    return result
  }

  /// A short run like this one, unmeasured: see ``measureChurn(with:)``.
  func warmUp() {
    preRun { runner in
      runner.run()
      _ = runner.finish()
    }
  }

  /// Makes a runner of the run's own first 2,000 steps (its seed, options and planted bugs)
  /// and hands it to `body`, journaling its steps into the run's ``journal`` (rewound after),
  /// and stopping this process on a runaway as the run's oracle would.
  func preRun(_ body: (StressRunner) -> Void) {
    var preRun = options
    preRun.steps = min(options.steps, Self.preRunSteps)
    guard let runner = try? StressRunner(options: preRun) else { return }
    runner.journal = journal
    runner.oracle.onRunaway = oracle.onRunaway
    body(runner)
    runner.journal = nil
    journal?.rewind()
  }

  /// The steps of the warm-up and of the calibration run.
  static var preRunSteps: Int { 2_000 }

  /// Makes `recorder` the run's: the oracle counts payloads by the probe's size classes and
  /// its highs from now on.
  private func startMeasuring(_ recorder: ChurnRecorder, probe: AllocationProbe) {
    if let sizeClass = probe.sizeClass { oracle.allocatedSize = sizeClass }
    context.screenCodeMeter.allocated = probe.threadAllocated
    context.screenCodeMeter.allocations = probe.threadAllocations
    oracle.resetHighs()
    churn = recorder
  }
}

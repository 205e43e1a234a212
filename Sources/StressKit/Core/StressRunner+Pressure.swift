import Containment

/// The state of one pressure source during a run.
@usableFromInline
struct PressureState {
  var source: PressureSource
  var warnings = 0
  var totalDrop: Int64 = 0
  var maxDrop: Int64 = 0
  var overBudget = false
}

extension StressRunner {
  /// Adds sources of memory warnings to the run (before it starts).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` for a budget when churn is not measured: it needs
  ///   live bytes.
  public func addPressure(_ sources: [PressureSource]) throws(HarnessError) {
    for source in sources {
      if case .budget = source, churn == nil {
        throw .usage("pressure \(source) needs live bytes, and churn is not measured")
      }
      pressure.append(PressureState(source: source))
    }
  }

  /// What each pressure source did.
  public var pressureReports: [PressureReport] {
    pressure.map {
      PressureReport(
        source: $0.source.description, warnings: $0.warnings,
        meanDropBytes: $0.warnings == 0 ? 0 : $0.totalDrop / Int64($0.warnings),
        maxDropBytes: $0.maxDrop)
    }
  }

  /// Sends the warnings the pressure sources call for after this step, each as a step of its
  /// own, and notes how far live bytes fell across it.
  @usableFromInline
  func applyPressure(
    using rng: inout SplitMix64, record: ((Step) -> Void)?
  ) {
    guard let container = _driver else { return }
    for index in pressure.indices where !failed {
      let due: Bool
      switch pressure[index].source {
      case .budget(let bytes):
        let live = churn?.liveBytes ?? 0
        due = live > bytes && !pressure[index].overBudget
        pressure[index].overBudget = live > bytes
      case .random(let rate):
        due = Double(rng.next() >> 11) * 0x1p-53 < rate
      case .every(let steps):
        due = (_step + 1) % steps == 0
      }
      guard due else { continue }
      let before = churn?.liveBytes ?? 0
      let warning = Step.memoryWarning(count: 1)
      // Outside the operation's churn window.
      journal?.record(warning)
      if let record { record(warning) }
      apply(warning, on: container)
      let drop = before - (churn?.liveBytes ?? 0)
      pressure[index].warnings += 1
      pressure[index].totalDrop += drop
      pressure[index].maxDrop = max(pressure[index].maxDrop, drop)
      if case .budget(let bytes) = pressure[index].source {
        pressure[index].overBudget = (churn?.liveBytes ?? 0) > bytes
      }
    }
  }
}

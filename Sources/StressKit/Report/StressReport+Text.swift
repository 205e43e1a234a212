import Containment

/// The report as text: the lines `run`, `replay` and `merge` print.
extension StressReport {
  /// The report as a few lines of text.
  public var text: String {
    var head = "container \(container), seed \(options.seed), profile \(options.profile)"
    if options.swarm { head += ", swarm (off: \(disabledKinds.joined(separator: " ")))" }
    if !options.configuration.isEmpty { head += ", \(options.configuration)" }
    if !options.plantedBugs.isEmpty {
      head += ", planted \(options.plantedBugs.joined(separator: "+"))"
    }
    // Pressure's warnings are steps of their own, beyond those asked for.
    let pressureSteps = pressure.map(\.warnings).reduce(0, +)
    let stepsText =
      pressureSteps > 0 && !stoppedByItsSupervisor
      ? "\(counted(steps - pressureSteps, "step")) + \(counted(pressureSteps, "pressure warning"))"
      : counted(steps, "step")
    var lines = [head + ", " + stepsText + (interrupted ? " (interrupted)" : "")]
    if let contract = options.contract { lines.append(contract.textLine) }
    if stoppedByItsSupervisor {
      // A crash or a hang took the run's counts with it: what is left is in the journal.
      let what = violations.first?.rule == .crash ? "crashed" : "hung"
      lines.append(
        "the container \(what) the run in step \(formatCount(max(0, steps - 1))); its counts died with it"
      )
      lines += Self.violationLines(
        violations, tracePath: tracePath, reproducerPath: reproducerPath,
        reproducerLength: reproducerLength, swiftTestPath: swiftTestPath,
        shrinkingInterrupted: interrupted)
      return lines.joined(separator: "\n")
    }
    lines += Self.operationLines(operations)
    lines.append(
      "views: \(formatCount(loads)) loads, \(formatCount(unloads)) unloads, "
        + "\(formatCount(reloads)) reloads (\(twoDecimals(reloadsPerThousand)) per 1,000 steps); "
        + "memory warnings: \(formatCount(memoryWarnings))")
    lines.append(
      "max loaded views: \(maxLoadedViews); most children: \(formatCount(maxChildren))"
        + (finalConfiguration.map { "; at the end \($0)" } ?? ""))
    if let reached { lines.append(reached.textLine) }
    lines.append(
      "speed: \(formatCount(operationsPerSecond.rounded(.down))) operations per second (\(twoDecimals(elapsedSeconds)) s); "
        + "peak resident memory \(bytes(UInt64(peakResidentBytes)))")
    if let churn {
      lines.append(contentsOf: churn.textLines(loadedViews: maxLoadedViews, steps: steps))
    } else if let churnUnavailable {
      lines.append("churn: unavailable (\(churnUnavailable))")
    }
    for source in pressure {
      lines.append(
        "pressure \(source.source): \(source.warnings) warnings, live bytes fell \(bytes(UInt64(max(0, source.meanDropBytes)))) "
          + "on average (at most \(bytes(UInt64(max(0, source.maxDropBytes)))))")
    }
    if let coverage { lines += coverage.textLines }
    for screen in screens ?? [] { lines.append("screens \(screen.line)") }
    if let beyondContract { lines.append(beyondContract.textLine) }
    lines += Self.violationLines(
      violations, tracePath: tracePath, reproducerPath: reproducerPath,
      reproducerLength: reproducerLength, swiftTestPath: swiftTestPath,
      shrinkingInterrupted: interrupted)
    if dependsOnIOS5Releases == true {
      lines.append(
        "found under \(options.contract?.name ?? "iOS 5's") contract; iOS 6 and later never "
          + "release this view: the reproducer runs clean under --contract ios")
    }
    if interrupted, violations.isEmpty {
      lines.append("interrupted: the counts are those of the \(counted(steps, "step")) run")
    }
    return lines.joined(separator: "\n")
  }

  /// The operations by kind, wrapped to lines of at most 100 characters: `push 26,530 (10,337
  /// no-op)`.
  static func operationLines(_ operations: [KindCount]) -> [String] {
    let entries = operations.map {
      "\($0.kind) \(formatCount($0.applied))"
        + ($0.noOps > 0 ? " (\(formatCount($0.noOps)) no-op)" : "")
    }
    var lines = ["operations (applied, and no-ops in brackets):"]
    var line = ""
    for entry in entries {
      if !line.isEmpty, line.count + entry.count + 2 > 98 {
        lines.append("  " + line + ",")
        line = ""
      }
      line += (line.isEmpty ? "" : ", ") + entry
    }
    if !line.isEmpty { lines.append("  " + line) }
    if let phases = phaseLine(operations) { lines.append(phases) }
    return lines
  }

  /// How many of the container's operations were called mid-transition and off screen, where
  /// app code calls a container as often as a person does on screen: `  the container's
  /// operations called mid-transition 81,310 (12 %), off screen 101,223 (14.9 %)`; `nil`
  /// without coverage counts or container operations.
  static func phaseLine(_ operations: [KindCount]) -> String? {
    let own = operations.filter { SharedStepKind(rawValue: $0.kind) == nil }
    let called = own.reduce(0) { $0 + $1.applied + $1.noOps }
    guard called > 0, own.allSatisfy({ $0.midTransition != nil && $0.offScreen != nil }) else {
      return nil
    }
    let mid = own.reduce(0) { $0 + ($1.midTransition ?? 0) }
    let off = own.reduce(0) { $0 + ($1.offScreen ?? 0) }
    func share(_ count: Int) -> String {
      twoDecimals(Double(count) * 100 / Double(called)) + " %"
    }
    return
      "  the container's operations called mid-transition \(formatCount(mid)) (\(share(mid))), "
      + "off screen \(formatCount(off)) (\(share(off)))"
  }

  /// The violations' lines of a report, with the failure's files.
  static func violationLines(
    _ violations: [Violation], tracePath: String?, reproducerPath: String?, reproducerLength: Int?,
    swiftTestPath: String?, shrinkingInterrupted: Bool
  ) -> [String] {
    guard !violations.isEmpty else { return ["violations: none"] }
    var lines = ["violations: \(formatCount(violations.count))"]
    for violation in violations.prefix(5) { lines.append("  \(violation)") }
    if violations.count > 5 { lines.append("  … and \(formatCount(violations.count - 5)) more") }
    if let tracePath { lines.append("trace: \(tracePath)") }
    if let reproducerPath, let reproducerLength {
      lines.append(
        shrinkingInterrupted
          ? "reproducer so far (\(counted(reproducerLength, "operation")); shrinking was interrupted): \(reproducerPath)"
          : "reproducer (\(counted(reproducerLength, "operation"))): \(reproducerPath)")
    }
    if let swiftTestPath { lines.append("as a Swift test: \(swiftTestPath)") }
    return lines
  }
}

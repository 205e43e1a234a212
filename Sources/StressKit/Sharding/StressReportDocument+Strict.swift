// A report read as strictly as a trace: every number checked when it is read, every sum
// checked when it is made, so that no report, however it was edited or cut, can trap `merge`
// or make it write a report worse than its inputs.
extension StressReportDocument {
  /// The fields that may be negative: the operations' live bytes, allocated less freed, are
  /// below zero when they free what was allocated before them (a tab or page list let go).
  static let signedFields: Set<String> = ["liveBytes", "peakLiveBytes"]

  /// Refuses a report with a number no field can hold: negative in any field but
  /// ``signedFields`` (every other number a report holds is a count, a size or a time), a
  /// whole number past 64 bits, a number with a fraction or an exponent past `Double`'s range.
  ///
  /// - Parameters:
  ///   - tree: The report, parsed.
  ///   - name: The file's name, for the message.
  /// - Throws: ``HarnessError/badReport(_:)`` naming the file and the field
  ///   (`r.json: runs[0].steps is -30: a count, a size or a time is never negative`).
  static func refuseImpossibleNumbers(in tree: JSONTree, name: String) throws(HarnessError) {
    var pending: [(path: String, value: JSONTree)] = [("", tree)]
    while let (path, value) = pending.popLast() {
      switch value {
      case .object(let members):
        for member in members.reversed() {
          pending.append((path.isEmpty ? member.key : path + "." + member.key, member.value))
        }
      case .array(let elements):
        for (index, element) in elements.enumerated().reversed() {
          pending.append((path + "[\(index)]", element))
        }
      case .number(let text):
        let field = path.split(separator: ".").last.map(String.init) ?? path
        if text.hasPrefix("-"), !signedFields.contains(field) {
          throw .badReport(
            "\(name): \(path) is \(shown(text)): a count, a size or a time is never negative")
        }
        if value.isFraction {
          guard let number = Double(text), number.isFinite else {
            throw .badReport("\(name): \(path) is \(shown(text)): past the range of any number")
          }
          // `1e-400`: not zero as written, zero as read (below any `Double`), which a count
          // would then take for 0.
          let mantissa = text.prefix { $0 != "e" && $0 != "E" }
          if number == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            throw .badReport(
              "\(name): \(path) is \(shown(text)): below the range of any number (read as 0)")
          }
        } else if text.hasPrefix("-") ? Int64(text) == nil : UInt64(text) == nil {
          throw .badReport(
            "\(name): \(path) is \(shown(text)): too large for any whole number (64 bits)")
        }
      case .string, .bool, .null:
        continue
      }
    }
  }

  /// A number as a message shows it: at most 40 characters.
  private static func shown(_ text: String) -> String {
    HarnessError.echoed(text, limit: 40)
  }

  /// The fastest rate a run can report: no machine applies 10¹² operations a second.
  static let fastestRate = 1e12
  /// The longest a run can report having taken: ten years, in seconds.
  static let longestElapsedSeconds = 10 * 365.25 * 86_400.0
  /// The shortest nonzero time a run can report: the clock's resolution, a nanosecond.
  static let shortestElapsedSeconds = 1e-9
  /// The most resident memory a process can have: x86-64's and arm64's 48-bit address space.
  static let largestResidentBytes = 1 << 48

  /// Refuses a run's values no run can have: times out of the clock's range, a rate no machine
  /// reaches, sizes past what the harness allows a run (``TraceBounds``), counts past what its
  /// steps can make.
  ///
  /// - Throws: ``HarnessError/badReport(_:)`` naming the file and the field
  ///   (`r.json: runs[0].elapsedSeconds: 1e-300 s, below the clock's resolution`).
  func refuseImpossibleValues(of run: StressReport, at field: String, name: String)
    throws(HarnessError)
  {
    func refuse(_ key: String, _ problem: String) -> HarnessError {
      .badReport("\(name): \(field).\(key): \(problem)")
    }
    /// `count` times the steps and one more (a run's first children come before its steps),
    /// or `Int.max` when that does not fit.
    func perStep(_ count: Int) -> Int {
      let (product, overflow) = (run.steps &+ 1).multipliedReportingOverflow(by: count)
      return overflow || run.steps == .max ? .max : product
    }
    let elapsed = run.elapsedSeconds
    if elapsed > Self.longestElapsedSeconds {
      throw refuse("elapsedSeconds", "\(elapsed) s, more than ten years")
    }
    if elapsed > 0, elapsed < Self.shortestElapsedSeconds {
      throw refuse("elapsedSeconds", "\(elapsed) s, below the clock's resolution (1 ns)")
    }
    if elapsed > 0, Double(run.steps) / elapsed > Self.fastestRate {
      throw refuse(
        "elapsedSeconds", "\(run.steps) steps in \(elapsed) s, faster than any machine runs")
    }
    if run.operationsPerSecond > Self.fastestRate {
      throw refuse(
        "operationsPerSecond", "\(run.operationsPerSecond), faster than any machine runs")
    }
    if let duration = run.options.durationSeconds,
      !(duration > 0 && duration <= Self.longestDurationSeconds)
    {
      throw refuse(
        "options.durationSeconds",
        "\(duration) s, not within a run's duration (more than 0, at most 30 days)")
    }
    if run.peakResidentBytes > Self.largestResidentBytes {
      throw refuse(
        "peakResidentBytes", "\(run.peakResidentBytes) bytes, past any address space")
    }
    let callbacks = perStep(TraceBounds.callbacksPerStep.upperBound)
    for (key, count) in [
      ("loads", run.loads), ("unloads", run.unloads),
      ("memoryWarnings", run.memoryWarnings),
    ] where count > callbacks {
      throw refuse(key, "\(count) in \(run.steps) steps, past their callbacks bound")
    }
    let children = perStep(TraceBounds.addedChildren.upperBound)
    for (key, count) in [("maxChildren", run.maxChildren), ("maxLoadedViews", run.maxLoadedViews)]
    where count > children {
      throw refuse(key, "\(count) in \(run.steps) steps, more than its steps can add")
    }
    guard let reached = run.reached else { return }
    let payloads = TraceBounds.payloadBytes.upperBound
    if reached.largestPayloadBytes > payloads {
      throw refuse(
        "reached.largestPayloadBytes", "\(reached.largestPayloadBytes), more than \(payloads)")
    }
    for (key, count) in [
      ("reached.childrenMade", reached.childrenMade),
      ("reached.largestBatchAdded", reached.largestBatchAdded),
      ("reached.largestBatchRemoved", reached.largestBatchRemoved),
    ] where count > children {
      throw refuse(key, "\(count) in \(run.steps) steps, more than its steps can add")
    }
    if let burst = reached.largestBurst, burst > TraceBounds.warningBurst.upperBound {
      throw refuse(
        "reached.largestBurst", "\(burst), more than \(TraceBounds.warningBurst.upperBound)")
    }
    if let ticks = reached.virtualTimeTicks,
      Int(ticks) > perStep(Int(TraceBounds.advanceTicks.upperBound))
    {
      throw refuse("reached.virtualTimeTicks", "\(ticks) in \(run.steps) steps")
    }
  }

  /// The longest `--duration` of a run: 30 days.
  static let longestDurationSeconds = 30 * 86_400.0

  /// Refuses a report of no run, or whose counts are more than its steps allow, or whose totals
  /// are not the sums of its runs: what no run writes, whatever its container did.
  ///
  /// Every step is one operation, counted once by kind, by churn and by coverage state; a
  /// run's sampled and peak steps are among its steps; it reaches no more state × operation
  /// pairs than it can; a view is reloaded only when it is loaded.
  ///
  /// - Parameter name: The file's name, for the message.
  /// - Throws: ``HarnessError/badReport(_:)`` naming the file and the field
  ///   (`r.json: runs[0].operations: 301 operations in 300 steps`).
  func refuseImpossibleCounts(name: String) throws(HarnessError) {
    func refuse(_ field: String, _ problem: String) -> HarnessError {
      .badReport("\(name): \(field): \(problem)")
    }
    func sum(_ values: [Int], _ field: String) throws(HarnessError) -> Int {
      do {
        return try checkedSum(values, of: field)
      } catch {
        throw refuse(field, "its counts add up to more than \(Int.max)")
      }
    }
    if runs.isEmpty { throw .badReport("\(name): a report of no run is no result") }
    for (index, run) in runs.enumerated() {
      let field = "runs[\(index)]"
      let steps = run.steps
      let operations = try sum(
        run.operations.flatMap { [$0.applied, $0.noOps] }, field + ".operations")
      if operations > steps {
        throw refuse(field + ".operations", "\(operations) operations in \(steps) steps")
      }
      for (at, kind) in run.operations.enumerated() {
        let drawn = kind.applied + kind.noOps
        for (label, part) in [("midTransition", kind.midTransition), ("offScreen", kind.offScreen)]
        where part ?? 0 > drawn {
          throw refuse(
            "\(field).operations[\(at)].\(label)",
            "\(part ?? 0) of \(drawn) \(kind.kind) operations")
        }
      }
      if let problem = Violation.containerNameProblem(run.container) {
        throw refuse(field + ".container", problem)
      }
      try refuseImpossibleValues(of: run, at: field, name: name)
      if run.reloads > run.loads {
        throw refuse(field + ".reloads", "\(run.reloads) reloads of \(run.loads) loads")
      }
      if let churn = run.churn {
        for (at, kind) in churn.byKind.enumerated() where kind.count > steps {
          throw refuse(
            "\(field).churn.byKind[\(at)].count", "\(kind.count) operations in \(steps) steps")
        }
        if let peak = churn.peakStep, peak > steps {
          throw refuse(
            field + ".churn.peakStep", "step \(formatCount(peak)) of \(formatCount(steps)) steps")
        }
        if let last = churn.timeline.map(\.step).max(), last > steps {
          throw refuse(
            field + ".churn.timeline",
            "a sample at step \(formatCount(last)) of \(formatCount(steps)) steps")
        }
      }
      if let coverage = run.coverage {
        let counted = try sum(coverage.reached.map(\.steps), field + ".coverage.reached")
        if counted > steps {
          throw refuse(field + ".coverage.reached", "\(counted) steps counted in \(steps) steps")
        }
        if coverage.reachedPairs > coverage.reachablePairs {
          throw refuse(
            field + ".coverage.reachedPairs",
            "\(coverage.reachedPairs) of \(coverage.reachablePairs) reachable pairs")
        }
      }
    }
    let steps = try sum(runs.map(\.steps), "runs")
    let violations = try sum(runs.map(\.violations.count), "runs")
    let failed = runs.filter { !$0.violations.isEmpty }.count
    for (label, total, sum) in [
      ("runs", totals.runs, runs.count), ("steps", totals.steps, steps),
      ("violations", totals.violations, violations), ("failedRuns", totals.failedRuns, failed),
    ] where total != sum {
      throw refuse("totals.\(label)", "\(total), but its runs add up to \(sum)")
    }
  }

  /// Checks that the totals and sums a merge of `runs` makes fit in their types, before it
  /// makes them.
  ///
  /// - Throws: ``HarnessError/badReport(_:)`` naming the sum that overflows.
  static func checkSums(of runs: [StressReport]) throws(HarnessError) {
    _ = try checkedSum(runs.map(\.steps), of: "steps")
    _ = try checkedSum(runs.map(\.violations.count), of: "violations")
    let seconds = runs.map(\.elapsedSeconds).reduce(0, +)
    guard seconds.isFinite else { throw .badReport("the runs' seconds add up to no number") }
    // The merged rate is the steps over the seconds: within every run's, unless a run of some
    // steps took no time.
    if let untimed = runs.first(where: { $0.elapsedSeconds == 0 && $0.steps > 0 }),
      runs.contains(where: { $0.elapsedSeconds > 0 })
    {
      throw .badReport(
        "seed \(untimed.options.seed) made \(untimed.steps) steps in no time, other runs took some: their rate is no number"
      )
    }
    let churns = runs.compactMap(\.churn)
    _ = try checkedSum(churns.map(\.allocatedBytes), of: "allocated bytes")
    _ = try checkedSum(churns.map(\.freedBytes), of: "freed bytes")
    _ = try checkedSum(churns.map(\.allocations), of: "allocations")
    _ = try checkedSum(churns.map(\.harnessAllocatedBytes), of: "harness's allocated bytes")
    var kinds: [String: [ChurnReport.KindChurn]] = [:]
    for kind in churns.flatMap(\.byKind) { kinds[kind.kind, default: []].append(kind) }
    for (kind, parts) in kinds {
      _ = try checkedSum(parts.map(\.count), of: "\(kind) operations")
      _ = try checkedSum(parts.map(\.allocatedBytes), of: "\(kind) allocated bytes")
      _ = try checkedSum(parts.map(\.freedBytes), of: "\(kind) freed bytes")
      _ = try checkedSum(parts.map(\.expectedPayloadBytes), of: "\(kind) payload bytes")
      _ = try checkedSum(parts.compactMap(\.allocations), of: "\(kind) allocations")
    }
  }
}

/// `values` added up, or an error naming `what` when the sum does not fit: how a merge adds what
/// its reports say.
///
/// - Throws: ``HarnessError/badReport(_:)``.
func checkedSum<Value: FixedWidthInteger>(_ values: some Sequence<Value>, of what: String)
  throws(HarnessError) -> Value
{
  var sum: Value = 0
  for value in values {
    let (next, overflow) = sum.addingReportingOverflow(value)
    guard !overflow else {
      throw .badReport("the \(what) of the reports add up to more than \(Value.max)")
    }
    sum = next
  }
  return sum
}

// A report read as strictly as a trace: every number checked when it is read, every sum
// checked when it is made, so that no report, however it was edited or cut, can trap `merge`
// or make it write a report worse than its inputs.
extension StressReportDocument {
  /// The fields that may be negative: the operations' live bytes, allocated less freed, are
  /// below zero when they free what was allocated before them (a tab or page list let go).
  static let signedFields: Set<String> = ["liveBytes", "peakLiveBytes"]

  /// Refuses a report with a negative number in any field but ``signedFields``: every other
  /// number a report holds is a count, a size or a time.
  ///
  /// - Parameters:
  ///   - tree: The report, parsed.
  ///   - name: The file's name, for the message.
  /// - Throws: ``HarnessError/badReport(_:)`` naming the file and the field
  ///   (`r.json: runs[0].steps is -30: a count, a size or a time is never negative`).
  static func refuseNegativeNumbers(in tree: JSONTree, name: String) throws(HarnessError) {
    var pending: [(path: String, value: JSONTree)] = [("", tree)]
    while let (path, value) = pending.popLast() {
      switch value {
      case .object(let members):
        for member in members.reversed()
        where !(member.value.isNegativeNumber && signedFields.contains(member.key)) {
          pending.append((path.isEmpty ? member.key : path + "." + member.key, member.value))
        }
      case .array(let elements):
        for (index, element) in elements.enumerated().reversed() {
          pending.append((path + "[\(index)]", element))
        }
      case .number(let text) where text.hasPrefix("-"):
        throw .badReport(
          "\(name): \(path) is \(text): a count, a size or a time is never negative")
      case .number, .string, .bool, .null:
        continue
      }
    }
  }

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
      if run.reloads > run.loads {
        throw refuse(field + ".reloads", "\(run.reloads) reloads of \(run.loads) loads")
      }
      if let churn = run.churn {
        for (at, kind) in churn.byKind.enumerated() where kind.count > steps {
          throw refuse(
            "\(field).churn.byKind[\(at)].count", "\(kind.count) operations in \(steps) steps")
        }
        if let peak = churn.peakStep, peak > steps {
          throw refuse(field + ".churn.peakStep", "step \(peak) of \(steps) steps")
        }
        if let last = churn.timeline.map(\.step).max(), last > steps {
          throw refuse(field + ".churn.timeline", "a sample at step \(last) of \(steps) steps")
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

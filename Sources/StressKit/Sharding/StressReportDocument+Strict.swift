// A report read as strictly as a trace: every number checked when it is read, every sum
// checked when it is made, so that no report, however it was edited or cut, can trap `merge`
// or make it write a report worse than its inputs.
extension StressReportDocument {
  /// Refuses a report with a negative number anywhere: every number a report holds is a count,
  /// a size or a time.
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
        for member in members.reversed() {
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

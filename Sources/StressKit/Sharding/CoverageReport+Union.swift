extension CoverageReport {
  /// The coverage of several runs of one container and options together: a pair is reached
  /// when any run reached it, steps and checks add up.
  ///
  /// - Parameter reports: The runs' coverage.
  /// - Returns: The union, or `nil` for no reports.
  /// - Throws: ``HarnessError/badReport(_:)`` when the reports do not count the same
  ///   dimensions and step kinds (different containers or harness versions).
  public static func union(_ reports: [CoverageReport]) throws(HarnessError) -> CoverageReport? {
    guard var union = reports.first else { return nil }
    for report in reports {
      var states = Set<[String]>()
      for state in report.reached where !states.insert(state.state).inserted {
        throw .badReport(
          "the coverage state \(state.state.joined(separator: ", ")) is listed twice in a run")
      }
    }
    for report in reports.dropFirst() {
      guard report.dimensions == union.dimensions, report.kinds == union.kinds,
        report.reachablePairs == union.reachablePairs
      else {
        throw .badReport("the runs' coverage counts different states or step kinds")
      }
      var reached = Dictionary(
        uniqueKeysWithValues: union.reached.map { ($0.state, $0) })
      for state in report.reached {
        var merged =
          reached[state.state] ?? ReachedState(state: state.state, steps: 0, kinds: [:])
        merged.steps = try checkedSum([merged.steps, state.steps], of: "coverage steps")
        for (kind, count) in state.kinds {
          merged.kinds[kind] = try checkedSum(
            [merged.kinds[kind] ?? 0, count], of: "coverage steps")
        }
        reached[state.state] = merged
      }
      union.reached = reached.values.sorted {
        union.order(of: $0.state) < union.order(of: $1.state)
      }
      let stillNever = Set(report.neverReached)
      union.neverReached = union.neverReached.filter { stillNever.contains($0) }
      for (index, theirs) in zip(union.checks.indices, report.checks)
      where theirs.rule == union.checks[index].rule {
        union.checks[index].checks = try checkedSum(
          [union.checks[index].checks, theirs.checks], of: "checks")
      }
    }
    union.reachedPairs = union.reachablePairs - union.neverReached.count
    return union
  }

  /// A state's place in the order of states: its values' indices in mixed radix, the first
  /// dimension the most significant (as ``CoverageState`` numbers them).
  private func order(of state: [String]) -> Int {
    zip(dimensions, state).reduce(0) { index, pair in
      index * pair.0.values.count + (pair.0.values.firstIndex(of: pair.1) ?? 0)
    }
  }
}

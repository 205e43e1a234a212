extension SVGChart {
  /// The largest magnitude a chart draws: 10¹⁵ (a petabyte, a quadrillion instructions), far
  /// past any figure the nightly measures, and well within what an axis's labels can count.
  package static let largestValue = 1e15

  /// `place` and `value` when `value` is past ``largestValue``, else `nil`.
  static func outOfRange(_ value: Double, at place: @autoclosure () -> String) -> String? {
    abs(value) <= largestValue ? nil : "\(place()) is \(value), past ±1e15"
  }
}

extension HistoryChart {
  /// The first value or goal past ``SVGChart/largestValue``, named by its place
  /// (`series[0].values[3] is 1e+308, past ±1e15`); `nil` when every one can be drawn.
  package var outOfRange: String? {
    for (number, line) in series.enumerated() {
      for (index, value) in line.values.enumerated() {
        guard let value else { continue }
        if let problem = SVGChart.outOfRange(value, at: "series[\(number)].values[\(index)]") {
          return problem
        }
      }
      if let goal = line.goal, let problem = SVGChart.outOfRange(goal, at: "series[\(number)].goal")
      {
        return problem
      }
    }
    return nil
  }
}

extension GateChart {
  /// The first bar whose ratio is past ``SVGChart/largestValue``; `nil` when none is.
  package var outOfRange: String? {
    for (index, bar) in bars.enumerated() {
      if let problem = SVGChart.outOfRange(bar.ratio, at: "bars[\(index)].ratio") { return problem }
    }
    return nil
  }
}

extension HistoryPage {
  /// The first value, goal or tolerance of a figure past ``SVGChart/largestValue``; `nil` when
  /// none is.
  package var outOfRange: String? {
    for (index, figure) in figures.enumerated() {
      if let problem = figure.chart.outOfRange { return "figures[\(index)].chart.\(problem)" }
      if let problem = SVGChart.outOfRange(figure.tolerance, at: "figures[\(index)].tolerance") {
        return problem
      }
    }
    return nil
  }
}

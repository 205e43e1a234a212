/// A figure night by night as an SVG chart: a line per series (a container, a benchmark) over
/// the nights, for the nightly's history.
///
/// A night without a value for a series breaks its line there rather than joining its
/// neighbours, so that a missing measurement does not read as a steady one.
package struct HistoryChart: Codable, Hashable, Sendable {
  /// What the values measure, which sets the axis's range and labels.
  package enum Unit: String, Codable, Hashable, Sendable {
    /// A percentage: the axis ends at 100 and starts a little below the lowest value.
    case percent
    /// A count (instructions, steps, allocations): from 0, labelled `950`, `50k`, `1.5M`.
    case count
    /// Bytes: from 0, labelled in round KiB, MiB.
    case bytes
  }

  /// One line: its name in the legend and a value per night (`nil` where that night has none).
  package struct Series: Codable, Hashable, Sendable {
    /// The legend's name.
    package var name: String
    /// A value per night, in the order of ``HistoryChart/nights``.
    package var values: [Double?]
    /// The series' goal (a container's step cost against its goal), if any: a dashed line
    /// labelled with the series that share its value.
    package var goal: Double? = nil
  }

  /// A line of text above the chart.
  package var title: String
  /// The nights, oldest first (their folder names: `2026-11-26T020000Z`).
  package var nights: [String]
  /// What the values measure.
  package var unit: Unit
  /// The lines.
  package var series: [Series]
  /// The value axis's title (`instructions per step`); the unit's name unless given.
  package var axis: String?

  /// The lines' colours, in the legend's order.
  static let colors = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f",
  ]

  /// Every value of every series, and their goals.
  private var allValues: [Double] {
    series.flatMap { $0.values.compactMap { $0 } + ($0.goal.map { [$0] } ?? []) }
  }

  /// The axis's range: a percentage from a little below its lowest value (90 at the most) to
  /// 100; a count or bytes from 0 to a tenth above the highest.
  var range: (low: Double, high: Double) {
    switch unit {
    case .percent:
      let lowest = allValues.min() ?? 100
      return (max(0, (min(lowest, 90) - 5).rounded(.down)), 100)
    case .count, .bytes:
      return (0, max(1, allValues.max() ?? 0) * 1.1)
    }
  }

  /// The axis's ticks: round numbers of bytes, whole numbers of a count (a night's failures
  /// are 0 or 1, never 0.5).
  func ticks(low: Double, high: Double) -> [Double] {
    switch unit {
    case .bytes: SVGChart.byteTicks(high: high)
    case .count: SVGChart.ticks(low: low, high: high, wholeNumbers: true)
    case .percent: SVGChart.ticks(low: low, high: high)
    }
  }

  /// A night's label under the axis: its date (`2026-11-26T020000Z` reads `2026-11-26`), or,
  /// when two nights share a date, its date and time (`11-26 02:00`).
  func nightLabel(_ night: String) -> String {
    let dates = nights.map { $0.prefix(10) }
    guard Set(dates).count < dates.count else { return String(night.prefix(10)) }
    // `YYYY-MM-DDTHHMMSSZ`: the month and day, then the hour and minute.
    let characters = Array(night)
    guard characters.count >= 15, characters[10] == "T" else { return night }
    return String(characters[5..<10]) + " " + String(characters[11..<13]) + ":"
      + String(characters[13..<15])
  }

  /// The label of an axis value in the chart's unit.
  func label(_ value: Double) -> String {
    switch unit {
    case .percent:
      (value == value.rounded() ? "\(Int(value))" : SVGChart.number(value)) + " %"
    case .count: SVGChart.countLabel(value)
    case .bytes: SVGChart.bytesLabel(value)
    }
  }

  /// The chart as an SVG document: the title, the axis in the unit, a night's label under
  /// every few points, a line and points per series, the legend on the right.
  ///
  /// - Parameter colors: Each series' colour by name (a page's, the same in every chart); a
  ///   series not named takes the colour of its place in the legend.
  /// - Returns: The SVG text.
  package func svg(colors: [String: String] = [:]) -> String {
    var chart = SVGChart(width: 900, height: 340, left: 100, right: 170, top: 48, bottom: 64)
    let (low, high) = range
    chart.text(title, x: chart.left, y: 22, className: "title")
    chart.yAxis(
      low: low, high: high, onRight: false, title: axis ?? unit.rawValue, className: "value-label",
      ticks: ticks(low: low, high: high), label: label)
    chart.line(chart.left, chart.bottom, chart.right, chart.bottom, className: "axis")
    func x(_ night: Int) -> Double {
      nights.count > 1
        ? chart.left + chart.plotWidth * Double(night) / Double(nights.count - 1)
        : chart.left + chart.plotWidth / 2
    }
    // About a dozen labels at the most, the last night's always among them.
    let every = max(1, (nights.count + 11) / 12)
    for (index, night) in nights.enumerated()
    where index % every == 0 || index == nights.count - 1 {
      chart.line(x(index), chart.bottom, x(index), chart.bottom + 5, className: "axis")
      chart.text(nightLabel(night), x: x(index), y: chart.bottom + 18, anchor: "middle")
    }
    chart.text(
      nights.isEmpty ? "no night measured yet" : "night",
      x: chart.left + chart.plotWidth / 2, y: chart.bottom + 40, anchor: "middle",
      className: "title")
    // The series' goals: a dashed line per value, labelled with the series that share it.
    var goals: [(value: Double, names: [String])] = []
    for line in series {
      guard let goal = line.goal else { continue }
      if let index = goals.firstIndex(where: { $0.value == goal }) {
        goals[index].names.append(line.name)
      } else {
        goals.append((goal, [line.name]))
      }
    }
    for goal in goals {
      let position = chart.y(goal.value, high, low: low)
      chart.line(chart.left, position, chart.right, position, className: "goal")
      chart.text(
        "goal \(label(goal.value)): \(goal.names.joined(separator: ", "))", x: chart.left + 6,
        y: position - 5, className: "goal-label")
    }
    for (number, line) in series.enumerated() {
      let color = colors[line.name] ?? Self.colors[number % Self.colors.count]
      var run: [(Double, Double)] = []
      func endRun() {
        if run.count > 1 { chart.polyline(run, className: "series", stroke: color) }
        run = []
      }
      for (index, value) in line.values.prefix(nights.count).enumerated() {
        guard let value else {
          endRun()
          continue
        }
        let point = (x(index), chart.y(value, high, low: low))
        run.append(point)
        chart.add(
          "<circle class=\"point\" cx=\"\(SVGChart.number(point.0))\" cy=\"\(SVGChart.number(point.1))\" r=\"3\" fill=\"\(color)\"><title>\(SVGChart.escape("\(line.name), \(nights[index]): \(label(value))"))</title></circle>"
        )
      }
      endRun()
      // The legend: a stroke of the line's colour, then its name in it.
      let legendY = chart.top + 8 + 18 * Double(number)
      chart.add(
        "<line x1=\"\(SVGChart.number(chart.right + 14))\" y1=\"\(SVGChart.number(legendY - 4))\" x2=\"\(SVGChart.number(chart.right + 32))\" y2=\"\(SVGChart.number(legendY - 4))\" stroke=\"\(color)\" stroke-width=\"2\"/>"
      )
      chart.add(
        "<text x=\"\(SVGChart.number(chart.right + 38))\" y=\"\(SVGChart.number(legendY))\" style=\"fill: \(color)\">\(SVGChart.escape(line.name))</text>"
      )
    }
    return chart.svg(
      style: """
        .series { fill: none; stroke-width: 2; }
        .goal { stroke: #888; stroke-width: 1; stroke-dasharray: 6 4; }
        text.goal-label { fill: #555; }
        """)
  }
}

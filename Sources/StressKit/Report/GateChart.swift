/// A benchmark gate's outcome as an SVG chart: a bar per measured metric, as long as its value
/// against its limit, coloured by its verdict, with the limit as a dashed line.
package struct GateChart: Codable, Hashable, Sendable {
  /// How a metric fared against its gate.
  package enum Verdict: String, Codable, Hashable, Sendable {
    /// Gated, and within its limit (green).
    case ok
    /// Gated, and past its limit (red).
    case failed
    /// Shown but not gated, such as wall-clock time (grey).
    case informational
  }

  /// One metric.
  package struct Bar: Codable, Hashable, Sendable {
    /// The metric's name (`Stack steps · mallocCountTotal`).
    package var label: String
    /// Its value as a fraction of its limit (1 is the limit).
    package var ratio: Double
    /// The text after the bar (`87 %`).
    package var text: String
    /// How it fared.
    package var verdict: Verdict
  }

  /// A line of text above the chart.
  package var title: String
  /// The bars, top to bottom.
  package var bars: [Bar]

  /// The chart as an SVG document: the title and the colours' legend, then a bar per metric on
  /// a scale that fits the longest (and the limit), its text after it.
  package func svg() -> String {
    let barHeight = 14.0
    let gap = 6.0
    let height = 80 + Double(bars.count) * (barHeight + gap)
    var chart = SVGChart(width: 960, height: height, left: 430, right: 90, top: 56, bottom: 10)
    chart.text(title, x: 10, y: 20, className: "title")
    chart.add(
      "<text x=\"10\" y=\"38\"><tspan class=\"failed-text\">red: past its limit</tspan> · <tspan class=\"ok-text\">green: gated, within it</tspan> · <tspan class=\"informational-text\">grey: shown, not gated</tspan> · the dashed line is the limit</text>"
    )
    // Pixels for a ratio of 1: the longest bar fits.
    let scale = chart.plotWidth / max(1, bars.map(\.ratio).max() ?? 1)
    var y = chart.top
    for bar in bars {
      let length = max(0, bar.ratio) * scale
      chart.text(bar.label, x: 10, y: y + barHeight - 3)
      chart.add(
        "<rect x=\"\(SVGChart.number(chart.left))\" y=\"\(SVGChart.number(y))\" width=\"\(SVGChart.number(length))\" height=\"\(SVGChart.number(barHeight))\" class=\"\(bar.verdict.rawValue)\"/>"
      )
      // After the bar, and never across the limit's line.
      chart.text(bar.text, x: chart.left + max(length, scale) + 6, y: y + barHeight - 3)
      y += barHeight + gap
    }
    chart.line(chart.left + scale, chart.top - 8, chart.left + scale, y, className: "limit")
    return chart.svg(
      style: """
        .ok { fill: #2ca02c; }
        .failed { fill: #d62728; }
        .informational { fill: #aaa; }
        .ok-text { fill: #2ca02c; }
        .failed-text { fill: #d62728; }
        .informational-text { fill: #888; }
        .limit { stroke: #444; stroke-dasharray: 4 3; }
        """)
  }
}

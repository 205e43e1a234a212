/// Draws a sweep as an SVG chart: a container's mean live bytes and its reloads per 1,000 steps
/// against its parameter (the stack's capacity, the pages' radius): the memory-versus-reloads
/// trade-off to choose the parameter by.
///
/// Mean, not peak: one view of megabytes (a profile's magnitudes) sets every run's peak alike,
/// while the views a parameter keeps loaded show in what a run holds step after step.
package enum SweepPlot {
  /// One value of the parameter and what its run measured.
  package struct Point: Hashable, Sendable {
    /// The parameter's value.
    package var value: Int
    /// The run's peak live bytes.
    package var peakLiveBytes: Int64
    /// The run's live bytes averaged over its samples (``ChurnReport/meanLiveBytes``).
    package var meanLiveBytes: Int64
    /// The run's reloads per 1,000 steps.
    package var reloadsPerThousand: Double

    /// Creates a point.
    package init(
      value: Int, peakLiveBytes: Int64, meanLiveBytes: Int64, reloadsPerThousand: Double
    ) {
      self.value = value
      self.peakLiveBytes = peakLiveBytes
      self.meanLiveBytes = meanLiveBytes
      self.reloadsPerThousand = reloadsPerThousand
    }
  }

  /// The chart as an SVG document.
  ///
  /// - Parameters:
  ///   - points: The runs, one per value, in order.
  ///   - parameter: The parameter's name (`capacity`).
  ///   - title: A line of text above the chart.
  /// - Returns: The SVG text.
  package static func svg(_ points: [Point], parameter: String, title: String) -> String {
    var chart = SVGChart(width: 760, height: 440, left: 104, right: 104, top: 56, bottom: 64)
    let low = Double(points.map(\.value).min() ?? 0)
    let high = Double(points.map(\.value).max() ?? 1)
    // Half a step of room at each end, so that the first and last points are not on the axes.
    let pad = max(0.5, (high - low) / Double(max(1, points.count - 1)) / 2)
    // The byte axis spans the means, from 0 unless they differ by less than half the largest:
    // then from a little under the smallest, as the caption says, or every line looks flat.
    let means = points.map { Double($0.meanLiveBytes) }
    let (least, most) = (means.min() ?? 0, max(1, means.max() ?? 0))
    let zoomed = least > most / 2 && most > least
    let byteLow = zoomed ? max(0, least - (most - least) * 0.25) : 0
    let byteHigh = zoomed ? most + (most - least) * 0.25 : most * 1.1
    let reloadHigh = max(1, points.map(\.reloadsPerThousand).max() ?? 0) * 1.1
    chart.text(title, x: chart.left, y: 22, className: "title")
    chart.text(
      "each run with the \(parameter) held fixed; lower is better on both axes"
        + (zoomed ? "; live bytes from \(SVGChart.bytesLabel(byteLow)), not 0" : ""),
      x: chart.left, y: 40)
    chart.yAxis(
      low: byteLow, high: byteHigh, onRight: false, title: "mean live bytes",
      className: "live-label", ticks: SVGChart.byteTicks(low: byteLow, high: byteHigh),
      label: SVGChart.bytesLabel)
    chart.yAxis(
      high: reloadHigh, onRight: true, title: "reloads per 1,000 steps",
      className: "reloads-label", label: { SVGChart.countLabel($0) })
    chart.line(chart.left, chart.bottom, chart.right, chart.bottom, className: "axis")
    for point in points {
      let x = chart.x(Double(point.value), low - pad, high + pad)
      chart.line(x, chart.bottom, x, chart.bottom + 5, className: "axis")
      chart.text("\(point.value)", x: x, y: chart.bottom + 18, anchor: "middle")
    }
    chart.text(
      parameter, x: chart.left + chart.plotWidth / 2, y: chart.bottom + 38, anchor: "middle",
      className: "title")
    let live = points.map {
      (
        chart.x(Double($0.value), low - pad, high + pad),
        chart.y(Double($0.meanLiveBytes), byteHigh, low: byteLow)
      )
    }
    let reloads = points.map {
      (chart.x(Double($0.value), low - pad, high + pad), chart.y($0.reloadsPerThousand, reloadHigh))
    }
    chart.polyline(live, className: "live")
    chart.polyline(reloads, className: "reloads")
    for (x, y) in live {
      chart.add(
        "<circle cx=\"\(SVGChart.number(x))\" cy=\"\(SVGChart.number(y))\" r=\"3.5\" class=\"live-point\"/>"
      )
    }
    for (x, y) in reloads {
      chart.add(
        "<rect x=\"\(SVGChart.number(x - 3.5))\" y=\"\(SVGChart.number(y - 3.5))\" width=\"7\" height=\"7\" class=\"reloads-point\"/>"
      )
    }
    return chart.svg(
      style: """
        .live { fill: none; stroke: #1f77b4; stroke-width: 2; }
        .reloads { fill: none; stroke: #ff7f0e; stroke-width: 2; stroke-dasharray: 5 3; }
        .live-point { fill: #1f77b4; }
        .reloads-point { fill: #ff7f0e; }
        text.live-label { fill: #1f77b4; }
        text.reloads-label { fill: #c55a00; }
        """)
  }
}

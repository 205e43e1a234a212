/// Draws a run's churn timeline as an SVG chart: live bytes and loaded views over the steps,
/// each on a labelled axis with its unit, the pressure budgets as lines, memory warnings as a
/// density band under the steps, and the run's true peak marked (the samples can miss it).
package enum ChurnPlot {
  /// The chart as an SVG document.
  ///
  /// - Parameters:
  ///   - churn: The run's churn, with its timeline.
  ///   - title: A line of text above the chart.
  ///   - budgets: The live-bytes budgets of `--pressure budget:`, drawn as lines.
  /// - Returns: The SVG text.
  package static func svg(_ churn: ChurnReport, title: String, budgets: [Int] = []) -> String {
    var chart = SVGChart(width: 960, height: 500, left: 104, right: 96, top: 56, bottom: 100)
    let samples = churn.timeline
    let lastStep = Double(max(1, samples.last?.step ?? 1, churn.peakStep ?? 0))
    let sampledLive = Double(samples.map(\.liveBytes).max() ?? 0)
    let byteHigh =
      max(1, sampledLive, Double(churn.peakLiveBytes), Double(budgets.max() ?? 0)) * 1.08
    let viewHigh = max(1, Double(samples.map(\.loadedViews).max() ?? 0)) * 1.08

    chart.text(title, x: chart.left, y: 22, className: "title")
    chart.text(
      "sampled every \(formatCount(churn.sampleInterval)) steps; peak live \(bytes(UInt64(max(0, churn.peakLiveBytes))))"
        + (churn.bound.map {
          $0.held
            ? ", within its bound \(bytes(UInt64(max(0, $0.bytes))))"
            : ", OVER its bound \(bytes(UInt64(max(0, $0.bytes))))"
        } ?? ""),
      x: chart.left, y: 40)
    chart.yAxis(
      high: byteHigh, onRight: false, title: "live bytes", className: "live-label",
      ticks: SVGChart.byteTicks(high: byteHigh), label: SVGChart.bytesLabel)
    chart.yAxis(
      high: viewHigh, onRight: true, title: "loaded views", className: "views-label",
      ticks: SVGChart.ticks(low: 0, high: viewHigh, wholeNumbers: true),
      label: { SVGChart.countLabel($0) })
    chart.xAxis(low: 0, high: lastStep, title: "step", label: SVGChart.countLabel)

    for budget in budgets {
      let position = chart.y(Double(budget), byteHigh)
      chart.line(chart.left, position, chart.right, position, className: "budget")
      chart.text(
        "budget \(SVGChart.bytesLabel(Double(budget)))", x: chart.right - 4, y: position - 5,
        anchor: "end",
        className: "budget-label")
    }
    chart.polyline(
      samples.map {
        (chart.x(Double($0.step), 0, lastStep), chart.y(Double($0.liveBytes), byteHigh))
      },
      className: "live")
    chart.polyline(
      samples.map {
        (chart.x(Double($0.step), 0, lastStep), chart.y(Double($0.loadedViews), viewHigh))
      }, className: "views")
    if let step = churn.peakStep, churn.peakLiveBytes > 0 {
      let x = chart.x(Double(step), 0, lastStep)
      let y = chart.y(Double(churn.peakLiveBytes), byteHigh)
      chart.add(
        "<circle cx=\"\(SVGChart.number(x))\" cy=\"\(SVGChart.number(y))\" r=\"4\" class=\"peak\"/>"
      )
      let nearRight = x > chart.left + chart.plotWidth * 0.7
      chart.text(
        "peak \(bytes(UInt64(churn.peakLiveBytes))) at step \(formatCount(step))",
        x: x + (nearRight ? -8 : 8), y: max(chart.top + 12, y - 8),
        anchor: nearRight ? "end" : "start", className: "peak-label")
    }

    // Memory warnings: how many fell in each of 120 stretches of the run, as the band's shade.
    let bins = 120
    var counts = [Int](repeating: 0, count: bins)
    for (previous, sample) in zip(samples, samples.dropFirst())
    where sample.memoryWarnings > previous.memoryWarnings {
      let bin = min(bins - 1, Int(Double(sample.step) / lastStep * Double(bins)))
      counts[bin] += sample.memoryWarnings - previous.memoryWarnings
    }
    let most = max(1, counts.max() ?? 1)
    let bandTop = chart.bottom + 50
    let binWidth = chart.plotWidth / Double(bins)
    chart.text("memory warnings", x: chart.left, y: bandTop - 5, className: "title")
    chart.add(
      "<rect x=\"\(SVGChart.number(chart.left))\" y=\"\(SVGChart.number(bandTop))\" width=\"\(SVGChart.number(chart.plotWidth))\" height=\"14\" class=\"band-frame\"/>"
    )
    for (bin, count) in counts.enumerated() where count > 0 {
      let opacity = max(0.1, Double(count) / Double(most))
      chart.add(
        "<rect x=\"\(SVGChart.number(chart.left + Double(bin) * binWidth))\" y=\"\(SVGChart.number(bandTop))\" width=\"\(SVGChart.number(binWidth + 0.3))\" height=\"14\" class=\"warnings\" fill-opacity=\"\(SVGChart.number(opacity))\"/>"
      )
    }
    chart.text(
      "\(formatCount(samples.last?.memoryWarnings ?? 0)) in all; darker: more (at most \(formatCount(most)) in one stretch of \(formatCount(Int(lastStep) / bins)) steps)",
      x: chart.left, y: bandTop + 28)
    return chart.svg(
      style: """
        .live { fill: none; stroke: #1f77b4; stroke-width: 1.5; }
        .views { fill: none; stroke: #ff7f0e; stroke-width: 1.2; stroke-opacity: 0.8; }
        text.live-label { fill: #1f77b4; }
        text.views-label { fill: #c55a00; }
        .budget { stroke: #7b3294; stroke-width: 1.5; stroke-dasharray: 6 4; }
        text.budget-label { fill: #7b3294; }
        .peak { fill: #1f77b4; stroke: white; stroke-width: 1.5; }
        text.peak-label { fill: #1f77b4; font-weight: bold; }
        .warnings { fill: #d62728; }
        .band-frame { fill: none; stroke: #bbb; stroke-width: 1; }
        """)
  }
}

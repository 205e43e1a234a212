/// Draws a run's churn timeline as an SVG chart: live bytes and loaded views over the steps,
/// each on a labelled axis with its unit, the pressure budgets as lines, memory warnings as a
/// density band under the steps, and the run's true peak marked on the line (the samples can
/// miss it: the line goes through it).
package enum ChurnPlot {
  /// The chart as an SVG document.
  ///
  /// - Parameters:
  ///   - churn: The run's churn, with its timeline.
  ///   - title: A line of text above the chart.
  ///   - budgets: The live-bytes budgets of `--pressure budget:`, drawn as lines.
  ///   - steps: The run's steps, when its end is past the last sample: the steps axis and the
  ///     warning band reach it.
  ///   - memoryWarnings: The run's memory warnings in all, when its end is past the last
  ///     sample: the band's last stretch holds those after it.
  /// - Returns: The SVG text.
  package static func svg(
    _ churn: ChurnReport, title: String, budgets: [Int] = [], steps: Int? = nil,
    memoryWarnings: Int? = nil
  ) -> String {
    var chart = SVGChart(width: 960, height: 500, left: 104, right: 96, top: 56, bottom: 100)
    let samples = churn.timeline
    let lastStep = Double(max(1, samples.last?.step ?? 1, churn.peakStep ?? 0, steps ?? 0))
    // The band's samples: the timeline's, and the run's end with every warning when the
    // samples stop short of it (a sample is taken every `sampleInterval` steps).
    var bandSamples = samples
    if let last = samples.last, let steps, steps > last.step {
      var end = last
      end.step = steps
      end.memoryWarnings = max(last.memoryWarnings, memoryWarnings ?? last.memoryWarnings)
      bandSamples.append(end)
    }
    let sampledLive = Double(samples.map(\.liveBytes).max() ?? 0)
    let byteHigh =
      max(1, sampledLive, Double(churn.peakLiveBytes), Double(budgets.max() ?? 0)) * 1.08
    let viewHigh = max(1, Double(samples.map(\.loadedViews).max() ?? 0)) * 1.08

    chart.text(title, x: chart.left, y: 22, className: "title")
    chart.text(
      "sampled every \(churn.sampleInterval == 1 ? "step" : counted(churn.sampleInterval, "step")); peak live \(bytes(UInt64(max(0, churn.peakLiveBytes))))"
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
    // The line goes through the true peak, a measured point between two samples.
    var livePoints = samples.map { (step: $0.step, bytes: $0.liveBytes) }
    if let step = churn.peakStep, churn.peakLiveBytes > 0,
      !livePoints.contains(where: { $0.step == step && $0.bytes == churn.peakLiveBytes })
    {
      let at = livePoints.firstIndex { $0.step > step } ?? livePoints.endIndex
      livePoints.insert((step, churn.peakLiveBytes), at: at)
    }
    chart.polyline(
      livePoints.map {
        (chart.x(Double($0.step), 0, lastStep), chart.y(Double($0.bytes), byteHigh))
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

    drawWarningBand(
      bandSamples, sampleInterval: churn.sampleInterval, lastStep: lastStep, on: &chart)
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

  /// The most stretches the warning band is cut into.
  package static let maxStretches = 120

  /// The warnings of each stretch of the band: stretches of whole sample intervals (the same
  /// number in each, the last alone shorter), so that no stretch holds one sample more than
  /// its neighbours, and the darkest is a stretch's own count.
  ///
  /// - Parameter samples: The timeline.
  /// - Returns: Each stretch's first and last sample's index, and its warnings.
  static func warningStretches(_ samples: [ChurnReport.Sample]) -> [(
    first: Int, last: Int, warnings: Int
  )] {
    let intervals = samples.count - 1
    guard intervals > 0 else { return [] }
    let perStretch = (intervals + maxStretches - 1) / maxStretches
    return stride(from: 0, to: intervals, by: perStretch).map { first in
      let last = min(intervals, first + perStretch)
      return (first, last, max(0, samples[last].memoryWarnings - samples[first].memoryWarnings))
    }
  }

  /// Memory warnings as a band under the steps: how many fell in each stretch of the run, as
  /// its shade, and a caption with the count of the busiest.
  private static func drawWarningBand(
    _ samples: [ChurnReport.Sample], sampleInterval: Int, lastStep: Double,
    on chart: inout SVGChart
  ) {
    let stretches = warningStretches(samples)
    let most = stretches.map(\.warnings).max() ?? 0
    let bandTop = chart.bottom + 50
    chart.text("memory warnings", x: chart.left, y: bandTop - 5, className: "title")
    chart.add(
      "<rect x=\"\(SVGChart.number(chart.left))\" y=\"\(SVGChart.number(bandTop))\" width=\"\(SVGChart.number(chart.plotWidth))\" height=\"14\" class=\"band-frame\"/>"
    )
    for stretch in stretches where stretch.warnings > 0 {
      let x = chart.x(Double(samples[stretch.first].step), 0, lastStep)
      let width = chart.x(Double(samples[stretch.last].step), 0, lastStep) - x
      let opacity = max(0.1, Double(stretch.warnings) / Double(max(1, most)))
      chart.add(
        "<rect x=\"\(SVGChart.number(x))\" y=\"\(SVGChart.number(bandTop))\" width=\"\(SVGChart.number(width + 0.3))\" height=\"14\" class=\"warnings\" fill-opacity=\"\(SVGChart.number(opacity))\" data-warnings=\"\(stretch.warnings)\"/>"
      )
    }
    let stretchSteps =
      stretches.first.map { samples[$0.last].step - samples[$0.first].step } ?? sampleInterval
    chart.text(
      "\(formatCount(samples.last?.memoryWarnings ?? 0)) in all; darker: more (at most \(formatCount(most)) in one stretch of \(formatCount(stretchSteps)) steps)",
      x: chart.left, y: bandTop + 28)
  }
}

/// Draws a run's churn timeline as an SVG chart: live bytes and loaded views over steps, with
/// memory warnings marked.
public enum ChurnPlot {
  /// The chart as an SVG document.
  ///
  /// - Parameters:
  ///   - churn: The run's churn, with its timeline.
  ///   - title: A line of text above the chart.
  /// - Returns: The SVG text.
  public static func svg(_ churn: ChurnReport, title: String) -> String {
    let width = 900.0
    let height = 420.0
    let left = 80.0
    let right = 70.0
    let top = 40.0
    let bottom = 50.0
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let samples = churn.timeline
    let lastStep = Double(max(1, samples.last?.step ?? 1))
    let maxLive = Double(max(1, samples.map(\.liveBytes).max() ?? 1))
    let maxViews = Double(max(1, samples.map(\.loadedViews).max() ?? 1))
    func x(_ step: Int) -> Double { left + Double(step) / lastStep * plotWidth }
    func yLive(_ bytes: Int64) -> Double {
      top + plotHeight - Double(max(0, bytes)) / maxLive * plotHeight
    }
    func yViews(_ views: Int) -> Double { top + plotHeight - Double(views) / maxViews * plotHeight }
    func points(_ y: (ChurnReport.Sample) -> Double) -> String {
      samples.map { "\(format(x($0.step))),\(format(y($0)))" }.joined(separator: " ")
    }
    var warningMarks = ""
    for (previous, sample) in zip(samples, samples.dropFirst())
    where sample.memoryWarnings > previous.memoryWarnings {
      let position = format(x(sample.step))
      warningMarks +=
        "<line x1=\"\(position)\" y1=\"\(format(top))\" x2=\"\(position)\" y2=\"\(format(top + plotHeight))\" class=\"warning\"/>\n"
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))">
      <style>
      text { font: 12px sans-serif; fill: #222; }
      .live { fill: none; stroke: #1f77b4; stroke-width: 1.5; }
      .views { fill: none; stroke: #ff7f0e; stroke-width: 1.5; }
      .warning { stroke: #d62728; stroke-opacity: 0.25; stroke-width: 1; }
      .axis { stroke: #444; stroke-width: 1; }
      </style>
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(Int(left))" y="22">\(escape(title))</text>
      \(warningMarks)<line x1="\(format(left))" y1="\(format(top + plotHeight))" x2="\(format(left + plotWidth))" y2="\(format(top + plotHeight))" class="axis"/>
      <line x1="\(format(left))" y1="\(format(top))" x2="\(format(left))" y2="\(format(top + plotHeight))" class="axis"/>
      <line x1="\(format(left + plotWidth))" y1="\(format(top))" x2="\(format(left + plotWidth))" y2="\(format(top + plotHeight))" class="axis"/>
      <polyline class="live" points="\(points { yLive($0.liveBytes) })"/>
      <polyline class="views" points="\(points { yViews($0.loadedViews) })"/>
      <text x="\(Int(left - 6))" y="\(Int(top + 4))" text-anchor="end">\(bytes(UInt64(maxLive)))</text>
      <text x="\(Int(left - 6))" y="\(Int(top + plotHeight))" text-anchor="end">0</text>
      <text x="\(Int(left + plotWidth + 6))" y="\(Int(top + 4))">\(Int(maxViews)) views</text>
      <text x="\(Int(left + plotWidth + 6))" y="\(Int(top + plotHeight))">0</text>
      <text x="\(Int(left))" y="\(Int(height - 18))">step 0</text>
      <text x="\(Int(left + plotWidth))" y="\(Int(height - 18))" text-anchor="end">step \(Int(lastStep))</text>
      <text x="\(Int(left + plotWidth / 2))" y="\(Int(height - 18))" text-anchor="middle"><tspan fill="#1f77b4">live bytes</tspan> · <tspan fill="#ff7f0e">loaded views</tspan> · <tspan fill="#d62728">memory warnings</tspan></text>
      </svg>

      """
  }

  private static func format(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
  }

  /// `text` for an SVG document's text or attribute values.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

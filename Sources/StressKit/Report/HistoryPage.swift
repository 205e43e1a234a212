/// The nightly's history on one page: every night found, linked to its summary and commit,
/// one ``HistoryChart`` per figure across the nights, and the latest night's regressions
/// marked.
///
/// The page is self-contained HTML (the charts inline as SVG, the style in the page, no
/// script and nothing fetched), so that it opens from a folder, an artifact store or a mail.
package struct HistoryPage: Codable, Hashable, Sendable {
  /// One night: its folder, what it ran and how it ended.
  package struct Night: Codable, Hashable, Sendable {
    /// The night's folder name (`2026-11-26T020000Z`), as the charts' nights name it.
    package var name: String
    /// The night's summary, relative to the page (`2026-11-26T020000Z/summary.md`).
    package var summary: String
    /// The commit the night ran, if known.
    package var commit: String?
    /// A link to the commit (a repository's web page), if one is configured.
    package var commitURL: String?
    /// Whether the night passed.
    package var passed: Bool
    /// The gates a night that did not pass failed (`mutation score: below 100 %`), as its
    /// summary names them; empty for a night that passed, or one recorded before they were.
    package var failed: [String]?

    /// The night's result as the page shows it: `passed`, or `FAILED:` and its gates.
    var resultHTML: String {
      if passed { return "<span class=\"passed\">passed</span>" }
      let gates = (failed ?? []).map(SVGChart.escape).joined(separator: "; ")
      return "<span class=\"failed\">FAILED</span>" + (gates.isEmpty ? "" : ": " + gates)
    }
  }

  /// One colour per series name on the whole page, in the order the names first appear: a
  /// container is drawn in the same colour in every chart.
  var seriesColors: [String: String] {
    var colors: [String: String] = [:]
    for name in figures.flatMap({ $0.chart.series.map(\.name) }) where colors[name] == nil {
      colors[name] = HistoryChart.colors[colors.count % HistoryChart.colors.count]
    }
    return colors
  }

  /// Which way a figure gets better, for the regressions of the latest night.
  package enum Better: String, Codable, Hashable, Sendable {
    /// Throughput, coverage, a mutation score.
    case higher
    /// Instructions, bytes, failures.
    case lower
  }

  /// One figure: its chart, which way it gets better, and by how much (relative to the night
  /// before) a change is noise rather than a regression.
  package struct Figure: Codable, Hashable, Sendable {
    /// The chart across every night.
    package var chart: HistoryChart
    /// Which way the figure gets better; `nil` for a figure that is shown, not judged.
    package var better: Better?
    /// The relative change the latest night may make for the worse without being marked
    /// (0.02: 2 %); a figure that was 0 and no longer is has always regressed.
    package var tolerance: Double = 0
  }

  /// One series of one figure that got worse in the latest night than in the night before.
  package struct Regression: Hashable, Sendable {
    /// The chart's title.
    package var figure: String
    /// The series.
    package var series: String
    /// The night before's value, and the latest.
    package var before: Double
    /// The latest night's value.
    package var latest: Double
  }

  /// The page's heading.
  package var title: String
  /// The nights, oldest first.
  package var nights: [Night]
  /// The figures, in the page's order.
  package var figures: [Figure]
  /// The titles of figures no night measured (a night run without that step), named rather
  /// than drawn empty.
  package var notMeasured: [String] = []

  /// Every series whose latest value is worse than the night before's past its figure's
  /// tolerance (only nights that both have a value are compared).
  package var regressions: [Regression] {
    var found: [Regression] = []
    for figure in figures {
      guard let better = figure.better, figure.chart.nights.count >= 2 else { continue }
      let latest = figure.chart.nights.count - 1
      for series in figure.chart.series where series.values.count > latest {
        guard let now = series.values[latest], let before = series.values[latest - 1] else {
          continue
        }
        let worse = better == .higher ? before - now : now - before
        let limit = abs(before) * figure.tolerance
        if worse > limit, worse > 0 {
          found.append(
            Regression(
              figure: figure.chart.title, series: series.name, before: before, latest: now))
        }
      }
    }
    return found
  }

  /// The page as HTML.
  package func html() -> String {
    let regressions = regressions
    let latest = nights.last
    var body: [String] = []
    body.append("<h1>\(SVGChart.escape(title))</h1>")
    if let latest {
      body.append(
        "<p class=\"latest\">Latest night: \(Self.link(latest.name, to: latest.summary)), "
          + latest.resultHTML
          + (latest.commit.map { ", commit " + commitHTML($0, url: latest.commitURL) } ?? "")
          + ".</p>")
    } else {
      body.append("<p class=\"latest\">No night found yet.</p>")
    }
    if regressions.isEmpty {
      body.append("<p class=\"no-regressions\">No regression against the night before.</p>")
    } else {
      body.append("<section class=\"regressions\"><h2>Regressions of the latest night</h2><ul>")
      for regression in regressions {
        let chart = figures.first { $0.chart.title == regression.figure }?.chart
        let label = { (value: Double) in chart?.label(value) ?? SVGChart.number(value) }
        body.append(
          "<li><strong>\(SVGChart.escape(regression.figure))</strong> · \(SVGChart.escape(regression.series)): \(SVGChart.escape(label(regression.before))) → \(SVGChart.escape(label(regression.latest)))</li>"
        )
      }
      body.append("</ul></section>")
    }
    let regressed = Set(regressions.map(\.figure))
    let colors = seriesColors
    for (index, figure) in figures.enumerated() {
      let points = figure.chart.series.reduce(0) { $0 + $1.values.compactMap { $0 }.count }
      let marked = regressed.contains(figure.chart.title)
      body.append(
        "<figure id=\"figure-\(index + 1)\" class=\"chart\(marked ? " regressed" : "")\" data-points=\"\(points)\" data-series=\"\(figure.chart.series.count)\">"
      )
      if marked { body.append("<figcaption>regressed in the latest night</figcaption>") }
      body.append(figure.chart.svg(colors: colors))
      body.append("</figure>")
    }
    if !notMeasured.isEmpty {
      body.append(
        "<p class=\"not-measured\">Measured by no night here: \(notMeasured.map(SVGChart.escape).joined(separator: "; ")).</p>"
      )
    }
    body.append("<h2>Nights</h2>")
    body.append(
      "<table class=\"nights\"><thead><tr><th>night</th><th>result</th><th>commit</th></tr></thead><tbody>"
    )
    for night in nights.reversed() {
      body.append(
        "<tr><td>\(Self.link(night.name, to: night.summary))</td>"
          + "<td>\(night.resultHTML)</td>"
          + "<td>\(night.commit.map { commitHTML($0, url: night.commitURL) } ?? "unknown")</td></tr>"
      )
    }
    body.append("</tbody></table>")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(SVGChart.escape(title))</title>
      <style>
      body { font: 14px sans-serif; color: #222; margin: 24px; max-width: 960px; }
      h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
      .passed { color: #2a7d2a; font-weight: bold; } .failed { color: #c0392b; font-weight: bold; }
      .regressions { border: 2px solid #c0392b; background: #fdf0ee; padding: 4px 16px; }
      figure.chart { margin: 18px 0; padding: 6px; border: 1px solid #ddd; }
      figure.chart.regressed { border: 2px solid #c0392b; }
      figure.chart figcaption { color: #c0392b; font-weight: bold; }
      figure.chart svg { max-width: 100%; height: auto; }
      table.nights { border-collapse: collapse; } table.nights td, table.nights th { padding: 3px 12px; border-bottom: 1px solid #ddd; text-align: left; }
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  /// A commit's short hash, linked when the night has a link for it.
  private func commitHTML(_ commit: String, url: String?) -> String {
    let short =
      "<code title=\"\(SVGChart.escape(commit))\">\(SVGChart.escape(String(commit.prefix(10))))</code>"
    guard let url, Self.isWebLink(url) else { return short }
    return "<a href=\"\(SVGChart.escape(url))\">\(short)</a>"
  }

  /// `text`, linked to the night's summary `path` when it is a path within the page's folder
  /// (no scheme, not absolute): a `javascript:` or another site's address is shown unlinked.
  static func link(_ text: String, to path: String) -> String {
    let escaped = SVGChart.escape(text)
    let hasScheme = path.prefix { $0 != "/" }.contains(":")
    guard !hasScheme, !path.hasPrefix("/"), !path.hasPrefix("\\") else { return escaped }
    return "<a href=\"\(SVGChart.escape(path))\">\(escaped)</a>"
  }

  /// Whether `url` is a web page's address (`https:` or `http:`), the only commit links made.
  static func isWebLink(_ url: String) -> Bool {
    let lowered = url.lowercased()
    return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
  }
}

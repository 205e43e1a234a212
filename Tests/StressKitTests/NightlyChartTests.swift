import Foundation
import Testing

@testable import StressKit

/// The nightly's charts, drawn by the package (`stress-harness _chart`) rather than a script.
@Suite struct NightlyChartTests {
  static let nights = ["2026-11-20T020000Z", "2026-11-21T020000Z", "2026-11-22T020000Z"]

  static func count(_ text: String, in svg: String) -> Int {
    svg.components(separatedBy: text).count - 1
  }

  @Test func aNightWithoutAValueBreaksItsLineThere() {
    let chart = HistoryChart(
      title: "coverage", nights: Self.nights + ["2026-11-23T020000Z", "2026-11-24T020000Z"],
      unit: .percent,
      series: [
        .init(name: "stack", values: [96, 97, nil, 98, 99]),
        .init(name: "tabs", values: [100, 100, 100, 100, 100]),
      ])
    let svg = chart.svg()
    #expect(Self.count("class=\"point\"", in: svg) == 9, "a point per value, none for nil")
    // stack: two lines, one each side of its gap; tabs: one line.
    #expect(Self.count("<polyline class=\"series\" stroke=\"#1f77b4\"", in: svg) == 2)
    #expect(Self.count("<polyline class=\"series\" stroke=\"#ff7f0e\"", in: svg) == 1)
    #expect(svg.contains("stack, 2026-11-21T020000Z: 97 %"), "each point names its night")
    #expect(svg.contains(">stack</text>") && svg.contains(">tabs</text>"), "the legend")
  }

  @Test func nightsOfOneDateAreLabelledWithTheirTime() {
    let days = HistoryChart(title: "t", nights: Self.nights, unit: .count, series: [])
    #expect(Self.nights.map(days.nightLabel) == ["2026-11-20", "2026-11-21", "2026-11-22"])
    let oneDay = HistoryChart(
      title: "t", nights: ["2026-11-27T032836Z", "2026-11-27T034231Z"], unit: .count,
      series: [])
    #expect(oneDay.nights.map(oneDay.nightLabel) == ["11-27 03:28", "11-27 03:42"])
    #expect(oneDay.svg().contains(">11-27 03:42</text>"))
  }

  @Test func aCountAxisHasWholeNumbersOnly() {
    let chart = HistoryChart(
      title: "failures", nights: Self.nights, unit: .count,
      series: [.init(name: "runs failed", values: [0, 1, 0])])
    let ticks = chart.ticks(low: chart.range.low, high: chart.range.high)
    #expect(ticks == [0, 1], "no tick between 0 and 1 to read as 0 twice")
    #expect(Self.count(">0</text>", in: chart.svg()) == 1)
  }

  @Test func aPercentageAxisEndsAt100AndStartsBelowTheLowestValue() {
    let chart = HistoryChart(
      title: "t", nights: Self.nights, unit: .percent,
      series: [.init(name: "pages", values: [62.5, 80, 100])])
    #expect(chart.range.high == 100)
    #expect(chart.range.low == 57)
    let high = HistoryChart(
      title: "t", nights: Self.nights, unit: .percent,
      series: [.init(name: "tabs", values: [99, 100, 100])])
    #expect(high.range.low == 85, "at most 90, less 5: a steady line is not a cliff")
  }

  @Test func countsStartAtZeroAndTheGoalIsDrawnAndLabelled() {
    let chart = HistoryChart(
      title: "instructions", nights: Self.nights, unit: .count,
      series: [.init(name: "stack", values: [2906, 2800, 2100], goal: 2000)],
      axis: "instructions per step")
    #expect(chart.range.low == 0)
    #expect(chart.range.high > 2906)
    let svg = chart.svg()
    #expect(Self.count("class=\"goal\"", in: svg) == 1)
    #expect(svg.contains(">goal 2k: stack</text>"))
    #expect(svg.contains(">instructions per step</text>"))
  }

  @Test func seriesGoalsAreADashedLineAValueNamingTheSeriesThatShareIt() {
    let chart = HistoryChart(
      title: "step cost", nights: Self.nights, unit: .count,
      series: [
        .init(name: "stack", values: [2906, 2644, 2600], goal: 2000),
        .init(name: "nested", values: [3677, 3416, 3400], goal: 5000),
        .init(name: "tabs", values: [2782, 2524, 2500], goal: 2000),
        .init(name: "card", values: [1500, 1400, 1300]),
      ])
    #expect(chart.range.high >= 5000, "the highest goal is in the range")
    let svg = chart.svg()
    #expect(Self.count("class=\"goal\"", in: svg) == 2)
    #expect(svg.contains(">goal 2k: stack, tabs</text>"))
    #expect(svg.contains(">goal 5k: nested</text>"))
  }

  @Test func namesAreEscaped() {
    let chart = HistoryChart(
      title: "a <b> & c", nights: ["n"], unit: .bytes, series: [.init(name: "x<y", values: [1])])
    let svg = chart.svg()
    #expect(svg.contains("a &lt;b&gt; &amp; c") && svg.contains(">x&lt;y</text>"))
    #expect(!svg.contains("x<y"))
  }

  @Test func aGateBarIsColouredByItsVerdictAndScaledToTheLongest() {
    let chart = GateChart(
      title: "gate",
      bars: [
        .init(label: "a", ratio: 0.5, text: "50 %", verdict: .ok),
        .init(label: "b", ratio: 2, text: "200 %", verdict: .failed),
        .init(label: "c", ratio: 1.2, text: "120 %", verdict: .informational),
      ])
    let svg = chart.svg()
    for verdict in ["ok", "failed", "informational"] {
      #expect(Self.count("class=\"\(verdict)\"/>", in: svg) == 1, "\(verdict)")
    }
    // The plot is 960 − 430 − 90 = 440 wide; the longest bar (2) fills it, the limit is half.
    #expect(svg.contains("width=\"440.0\" height=\"14.0\" class=\"failed\""))
    #expect(svg.contains("width=\"110.0\" height=\"14.0\" class=\"ok\""))
    #expect(svg.contains("<line x1=\"650.0\""), "the limit's line at a ratio of 1")
  }
}

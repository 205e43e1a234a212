import Foundation
import Testing

@testable import StressKit

/// The nightly's history page (`stress-harness _chart` with a page request): every night
/// linked, a chart per figure, and the latest night's regressions marked.
@Suite struct HistoryPageTests {
  static let nights = NightlyChartTests.nights

  static func page(
    steps: [Double?] = [900_000, 950_000, 800_000], cost: [Double?] = [2_100, 2_000, 2_010]
  ) -> HistoryPage {
    HistoryPage(
      title: "ViewCacheStress nightly",
      nights: nights.enumerated().map { index, name in
        .init(
          name: name, summary: "\(name)/summary.md", commit: "abc123def456789\(index)",
          commitURL: index == 2 ? "https://example.org/commit/\(index)" : nil,
          passed: index != 1)
      },
      figures: [
        .init(
          chart: HistoryChart(
            title: "throughput", nights: nights, unit: .count,
            series: [.init(name: "stack", values: steps)]),
          better: .higher, tolerance: 0.1),
        .init(
          chart: HistoryChart(
            title: "instructions per step", nights: nights, unit: .count,
            series: [.init(name: "stack", values: cost, goal: 2_000)]),
          better: .lower, tolerance: 0.02),
      ])
  }

  @Test func aFigureWorseThanTheNightBeforePastItsToleranceIsARegression() {
    // Throughput 950 k → 800 k (−16 %, past 10 %); cost 2,000 → 2,010 (+0.5 %, within 2 %).
    let regressions = Self.page().regressions
    #expect(regressions.map(\.figure) == ["throughput"])
    #expect(regressions.first?.before == 950_000 && regressions.first?.latest == 800_000)
    #expect(Self.page(steps: [900_000, 950_000, 900_000]).regressions.isEmpty, "−5 %: noise")
    #expect(
      Self.page(cost: [2_100, 2_000, 2_100]).regressions.map(\.figure) == [
        "throughput", "instructions per step",
      ])
    #expect(
      Self.page(steps: [900_000, nil, 100]).regressions.isEmpty,
      "a night without a value compares nothing")
  }

  @Test func thePageLinksEveryNightDrawsEveryFigureAndMarksTheRegressions() {
    let html = Self.page().html()
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for name in Self.nights {
      #expect(html.contains("<a href=\"\(name)/summary.md\">\(name)</a>"), "\(name)")
    }
    #expect(html.contains("<code title=\"abc123def4567890\">abc123def4</code>"))
    #expect(html.contains("<a href=\"https://example.org/commit/2\"><code"), "a commit's link")
    #expect(html.contains("<span class=\"failed\">FAILED</span>"), "the failed night")
    #expect(
      html.contains("class=\"chart regressed\" data-points=\"3\" data-series=\"1\""),
      "throughput marked")
    #expect(html.contains("class=\"chart\" data-points=\"3\""), "instructions not marked")
    #expect(html.contains("<strong>throughput</strong> · stack: 950k → 800k"), "\(html)")
    #expect(NightlyChartTests.count("<svg ", in: html) == 2, "the charts inline")
    #expect(!html.contains("<script"), "no script")
    #expect(!html.contains("src=\""), "nothing fetched")
  }

  @Test("a failed night names the gates it failed")
  func aFailedNightNamesItsGates() {
    var page = Self.page()
    page.nights[2].passed = false
    page.nights[2].failed = ["step cost", "mutation score"]
    let html = page.html()
    #expect(
      html.contains("<span class=\"failed\">FAILED</span>: step cost; mutation score"),
      "\(html)")
    // A night recorded before the gates were: FAILED alone.
    #expect(html.contains("<td><span class=\"failed\">FAILED</span></td>"))
  }

  @Test("a series has one colour on the whole page, whatever its place in a chart's legend")
  func aSeriesKeepsItsColourAcrossCharts() throws {
    var page = Self.page()
    // The second chart lists the tabs first, the stack second.
    page.figures[1].chart.series.insert(.init(name: "tabs", values: [1, 2, 3]), at: 0)
    let colors = page.seriesColors
    #expect(colors["stack"] != colors["tabs"])
    let charts = page.html().components(separatedBy: "<figure ").dropFirst()
    #expect(charts.count == 2)
    let stack = try #require(colors["stack"])
    for chart in charts {
      #expect(chart.contains("stroke=\"\(stack)\""), "the stack's colour in every chart")
    }
    let tabs = try #require(colors["tabs"])
    #expect(
      !charts.first!.contains("stroke=\"\(tabs)\"") && charts.last!.contains("stroke=\"\(tabs)\""))
  }

  @Test func aPageWithoutNightsSaysSo() {
    let page = HistoryPage(title: "t", nights: [], figures: [], notMeasured: ["mutation score"])
    #expect(page.html().contains("No night found yet."))
    #expect(page.html().contains("Measured by no night here: mutation score."))
    #expect(page.regressions.isEmpty)
  }
  @Test("a night's links go only where a night's files are, a commit's only to a web page")
  func linksFromTheRequestCannotRunScript() {
    var page = Self.page()
    page.nights[0].summary = "javascript:alert(1)"
    page.nights[1].summary = "/etc/passwd"
    page.nights[1].commitURL = " javascript:alert(2)"
    page.nights[2].summary = "https://elsewhere.example/summary.md"
    let html = page.html()
    #expect(!html.contains("javascript:"), "a script's link was made")
    #expect(!html.contains("href=\"/etc/passwd\""))
    #expect(!html.contains("elsewhere.example"))
    // What the nightly writes is linked as before: a relative summary, an https commit.
    var plain = Self.page()
    plain.nights[1].commitURL = "http://example.org/commit/1"
    let linked = plain.html()
    #expect(linked.contains("<a href=\"\(Self.nights[2])/summary.md\">"))
    #expect(linked.contains("<a href=\"https://example.org/commit/2\">"))
    #expect(linked.contains("<a href=\"http://example.org/commit/1\">"))
  }
}

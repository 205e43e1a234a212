import Foundation
import Testing

@testable import StressKit

/// The charts a run and a sweep draw (`run --plot`, `sweep --plot`): what they show, from
/// churn figures made by hand, no allocator needed.
@Suite struct ChurnPlotTests {
  static func churn(peakStep: Int? = 437) -> ChurnReport {
    let samples = (0...10).map { step in
      ChurnReport.Sample(
        step: step * 100, liveBytes: Int64(step * 1000), residentBytes: 1 << 20,
        loadedViews: step % 3, memoryWarnings: step / 4 + (step == 10 ? 5 : 0))
    }
    // The peak, between two samples, is above every sample.
    return ChurnReport(
      byKind: [], allocatedBytes: 0, freedBytes: 0, allocations: 0, peakLiveBytes: 14_000,
      peakStep: peakStep, meanPayloadBytes: 0, timeline: samples, sampleInterval: 100)
  }

  @Test func theChartHasLabelledAxesTheBudgetTheTruePeakAndAWarningBand() {
    let svg = ChurnPlot.svg(Self.churn(), title: "seed <1> & more", budgets: [12_288])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<polyline class=\"live\""))
    #expect(svg.contains("<polyline class=\"views\""))
    #expect(svg.contains("seed &lt;1&gt; &amp; more"))
    // Axes with titles, units and round ticks.
    for text in [
      ">step</text>", ">live bytes</text>", ">loaded views</text>", ">10 KiB</text>", ">400</text>",
    ] {
      #expect(svg.contains(text), "\(text)")
    }
    // Views are counted in whole numbers.
    let viewTicks = svg.split(separator: "\n").filter { $0.contains("class=\"views-label\">") }
    #expect(viewTicks.map { $0.split(separator: ">")[1].prefix { $0 != "<" } } == ["0", "1", "2"])
    // The budget as a line, the true peak marked where the samples miss it.
    #expect(svg.contains("class=\"budget\"") && svg.contains(">budget 12 KiB</text>"))
    #expect(svg.contains("class=\"peak\"") && svg.contains(">peak 13.7 KiB at step 437</text>"))
    // Warnings as a band: one shaded stretch per stretch with warnings (three rises), the
    // busiest darkest.
    let shades = svg.split(separator: "\n").filter { $0.contains("class=\"warnings\"") }
    #expect(shades.count == 3, "\(shades)")
    #expect(shades.last?.contains("fill-opacity=\"1.0\"") == true, "the stretch with six")
  }

  @Test("an even rate of warnings draws an even band, and the caption's maximum is a stretch's")
  func theWarningBandHasNoAliasing() throws {
    // A warning every 64 steps for 1,000 samples: 1,000 intervals do not split into 120 equal
    // stretches of steps, so a band cut by steps had stretches of 8 and 9 samples.
    let samples = (0...1_000).map { index in
      ChurnReport.Sample(
        step: index * 64, liveBytes: 0, residentBytes: 0, loadedViews: 0, memoryWarnings: index)
    }
    let churn = ChurnReport(
      byKind: [], allocatedBytes: 0, freedBytes: 0, allocations: 0, peakLiveBytes: 0,
      meanPayloadBytes: 0, timeline: samples, sampleInterval: 64)
    let svg = ChurnPlot.svg(churn, title: "even")
    let shades = svg.split(separator: "\n").filter { $0.contains("class=\"warnings\"") }
    let counts = try shades.map { line in
      let value = try #require(line.firstMatch(of: /data-warnings="(\d+)"/)?.output.1)
      return try #require(Int(value))
    }
    #expect(counts.count <= ChurnPlot.maxStretches)
    // Every stretch but the last (which may be shorter) has the same count and shade.
    #expect(Set(counts.dropLast()) == [9], "\(counts)")
    #expect(Set(shades.dropLast().map { $0.contains("fill-opacity=\"1.0\"") }) == [true])
    #expect(counts.reduce(0, +) == 1_000, "every warning in a stretch")
    #expect(svg.contains("1,000 in all; darker: more (at most 9 in one stretch of 576 steps)"))
  }

  @Test("the peak's marker sits on the live line, which goes through the true peak")
  func thePeakIsOnTheLine() throws {
    let svg = ChurnPlot.svg(Self.churn(), title: "t")
    let marker = try #require(
      svg.firstMatch(of: #/<circle cx="([0-9.]+)" cy="([0-9.]+)" r="4" class="peak"/>/#))
    let line = try #require(svg.firstMatch(of: #/<polyline class="live" points="([^"]+)"/#))
    #expect(
      line.output.1.split(separator: " ").contains("\(marker.output.1),\(marker.output.2)"),
      "the marker at \(marker.output.1),\(marker.output.2) is off the line \(line.output.1)")
    // The points stay in the order of the steps.
    let xs = line.output.1.split(separator: " ").compactMap { Double($0.split(separator: ",")[0]) }
    #expect(xs == xs.sorted())
  }

  @Test("a run ending past its last sample: the band and its caption count every warning")
  func theBandReachesTheRunsEnd() throws {
    // Samples every 100 steps up to step 1,000 (7 warnings by then); the run went on to step
    // 1,090 and heard 12 in all.
    let svg = ChurnPlot.svg(Self.churn(), title: "t", steps: 1_090, memoryWarnings: 12)
    #expect(svg.contains(">12 in all; darker: more"), "\(svg)")
    let shades = svg.split(separator: "\n").filter { $0.contains("class=\"warnings\"") }
    let counts = shades.compactMap { line in
      line.firstMatch(of: /data-warnings="(\d+)"/).flatMap { Int($0.output.1) }
    }
    #expect(counts.count == shades.count)
    #expect(counts.reduce(0, +) == 12, "\(counts)")
    #expect(counts.last == 5, "the stretch after the last sample")
    // The steps axis reaches the run's end: its 1,000 tick 1,000/1,090 of the way along
    // (the plot from x 104 to 864), not at the end as for a run ending at its last sample.
    let tick = try #require(
      svg.firstMatch(of: /<text x="([0-9.]+)" y="[0-9.]+" text-anchor="middle">1k</))
    let along = (try #require(Double(tick.output.1)) - 104) / 760
    #expect(abs(along - 1_000.0 / 1_090) < 0.001, "\(along)")
  }

  @Test func withoutAPeakStepNoMarker() {
    let svg = ChurnPlot.svg(Self.churn(peakStep: nil), title: "t")
    #expect(!svg.contains("class=\"peak\""))
    #expect(!svg.contains("class=\"budget\""))
  }
}

@Suite struct SweepPlotTests {
  @Test func aPointPerValueOnBothAxes() {
    let points = (1...4).map {
      SweepPlot.Point(
        value: $0, peakLiveBytes: 4 << 20, meanLiveBytes: Int64($0) * 8192,
        reloadsPerThousand: 20 / Double($0))
    }
    let svg = SweepPlot.svg(points, parameter: "capacity", title: "stack")
    #expect(svg.components(separatedBy: "class=\"live-point\"").count == 5)
    #expect(svg.components(separatedBy: "class=\"reloads-point\"").count == 5)
    #expect(svg.contains(">capacity</text>") && svg.contains(">mean live bytes</text>"))
    #expect(svg.contains(">30 KiB</text>"), "the byte axis in round KiB")
    // One 4 MiB view sets every run's peak alike; the line is the mean, one height per value.
    let line = svg.firstMatch(of: #/<polyline class="live" points="([^"]+)"/#)?.output.1 ?? ""
    let heights = Set(line.split(separator: " ").map { $0.split(separator: ",").last ?? "" })
    #expect(heights.count == 4, "\(line)")
  }

  @Test("means close together: the byte axis starts under the least, and the caption says so")
  func closeMeansZoomTheAxis() {
    let points = [95, 90, 92, 93].enumerated().map { index, kib in
      SweepPlot.Point(
        value: index + 1, peakLiveBytes: 4 << 20, meanLiveBytes: Int64(kib) << 10,
        reloadsPerThousand: 1)
    }
    let svg = SweepPlot.svg(points, parameter: "capacity", title: "stack")
    #expect(svg.contains("; live bytes from 88.8 KiB, not 0"), "\(svg)")
    #expect(!svg.contains(">0</text>") || svg.contains("class=\"reloads-label\">0</text>"))
    // The least mean low in the plot, the largest high: the differences fill it.
    let line = svg.firstMatch(of: #/<polyline class="live" points="([^"]+)"/#)?.output.1 ?? ""
    let ys = line.split(separator: " ").compactMap { Double($0.split(separator: ",")[1]) }
    #expect(ys.count == 4)
    #expect((ys.max() ?? 0) - (ys.min() ?? 0) > 150, "\(ys)")
  }

  @Test("the mean of live bytes is over the timeline's samples")
  func meanLiveBytesAveragesTheSamples() {
    let churn = ChurnPlotTests.churn()
    // Samples of 0, 1,000, …, 10,000 bytes: 5,000 on average, whatever the peak (14,000).
    #expect(churn.meanLiveBytes == 5_000)
    #expect(
      ChurnReport(
        byKind: [], allocatedBytes: 0, freedBytes: 0, allocations: 0, peakLiveBytes: 9,
        meanPayloadBytes: 0, timeline: [], sampleInterval: 1
      ).meanLiveBytes == 0)
  }
}

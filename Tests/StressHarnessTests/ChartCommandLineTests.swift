import Foundation
import Testing

/// `stress-harness _chart`: the nightly's charts drawn by the harness, from a versioned request.
extension CommandLineTests {
  @Test func theChartCommandDrawsARequestAndRefusesBadOnes() throws {
    let folder = try Self.scratch()
    func request(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    try request(
      "history.json",
      """
      {"format":"viewcachestress-chart","version":1,"history":{"title":"coverage","nights":["2026-11-24","2026-11-25"],"unit":"percent","series":[{"name":"stack","values":[90,null]}]}}
      """)
    let drawn = try run(["_chart", "history.json", "coverage.svg"], in: folder)
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let svg = try String(contentsOf: folder.appendingPathComponent("coverage.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains(">stack</text>"))

    try request(
      "page.json",
      """
      {"format":"viewcachestress-chart","version":1,"page":{"title":"nights","nights":[{"name":"2026-11-24","summary":"2026-11-24/summary.md","commit":"0123456789abcdef","passed":true},{"name":"2026-11-25","summary":"2026-11-25/summary.md","passed":false}],"notMeasured":[],"figures":[{"chart":{"title":"coverage","nights":["2026-11-24","2026-11-25"],"unit":"percent","series":[{"name":"stack","values":[100,90]}]},"better":"higher","tolerance":0}]}}
      """)
    let page = try run(["_chart", "page.json", "index.html"], in: folder)
    #expect(page.status == 0, "\(page.stderr)")
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      html.hasPrefix("<!DOCTYPE html>") && html.contains("<a href=\"2026-11-25/summary.md\">"))
    #expect(
      html.contains("<strong>coverage</strong> · stack: 100 % → 90 %"), "the regression marked")

    try request(
      "future.json",
      #"{"format":"viewcachestress-chart","version":2,"gate":{"title":"","bars":[]}}"#)
    try request(
      "both.json",
      #"{"format":"viewcachestress-chart","version":1,"gate":{"title":"","bars":[]},"history":{"title":"","nights":[],"unit":"count","series":[]}}"#
    )
    // A value no axis can label trapped the command (a Double past Int.max made whole).
    try request(
      "huge.json",
      #"{"format":"viewcachestress-chart","version":1,"history":{"title":"t","nights":["a","b"],"unit":"count","series":[{"name":"s","values":[1,-1e308]}]}}"#
    )
    try request(
      "long-bar.json",
      #"{"format":"viewcachestress-chart","version":1,"gate":{"title":"t","bars":[{"label":"l","ratio":1e300,"text":"t","verdict":"ok"}]}}"#
    )
    for (name, problem) in [
      ("huge.json", "huge.json: history.series[0].values[1] is -1e+308, past ±1e15"),
      ("long-bar.json", "long-bar.json: gate.bars[0].ratio is 1e+300, past ±1e15"),
      ("future.json", "version 2 of viewcachestress-chart"),
      ("both.json", "holds one chart"),
      ("missing.json", "cannot read the chart request missing.json"),
    ] {
      let refused = try run(["_chart", name, "out.svg"], in: folder)
      #expect(refused.status == 65, "\(name): \(refused.stderr)")
      #expect(refused.stderr.hasPrefix("Error: ") && refused.stderr.contains(problem), "\(name)")
      #expect(refused.stderr.split(separator: "\n").count == 1, "one line")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    let help = try run(["--help"])
    #expect(!help.stdout.contains("_chart"), "the nightly's tool, not a user's command")
  }
}

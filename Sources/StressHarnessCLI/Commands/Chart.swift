import ArgumentParser
import Foundation
import StressKit

extension StressHarness {
  /// `_chart REQUEST OUTPUT`: draws a chart the nightly describes, with the package's own
  /// chart code (the SVG of `run --plot` and `sweep --plot`), so that no script draws one of
  /// its own.
  ///
  /// Hidden: the nightly's tool, not a user's command. The request is versioned JSON
  /// (``Request``) holding one chart: a figure night by night (``HistoryChart``) or a benchmark
  /// gate's outcome (``GateChart``).
  struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "_chart",
      abstract: "Draw a chart of the nightly's as SVG (the nightly's tool).",
      discussion: """
        REQUEST is JSON: {"format":"\(Request.format)","version":\(Request.version),"history":{"title","nights":[…],"unit":"percent|count|bytes","series":[{"name","values":[…],"goal"}],"axis"}} \
        or {…,"gate":{"title","bars":[{"label","ratio","text","verdict":"ok|failed|informational"}]}} \
        or {…,"page":{"title","nights":[{"name","summary","commit","commitURL","passed","failed":[…]}],\
        "figures":[{"chart":{…a history…},"better":"higher|lower","tolerance"}]}}, written as HTML.
        """,
      shouldDisplay: false)

    /// What `_chart` reads: one chart, versioned.
    struct Request: Codable {
      /// The value of the `format` field.
      static let format = "viewcachestress-chart"
      /// The version this executable reads.
      static let version = 1

      var format: String
      var version: Int
      var history: HistoryChart?
      var gate: GateChart?
      var page: HistoryPage?
    }

    @Argument(help: ArgumentHelp("The chart's description (JSON).", valueName: "request"))
    var request: String

    @Argument(
      help: ArgumentHelp(
        "The SVG file to write (HTML for a page; '-' for standard output).", valueName: "output"))
    var output: String

    func run() throws {
      try checkOutputs([output], inputs: [request])
      try emit(Self.document(of: Self.read(request)), to: output)
    }

    /// The request in the file at `path`.
    ///
    /// - Throws: ``HarnessError/badReport(_:)`` for a file that cannot be read, is no chart
    ///   request, or is one of another version.
    static func read(_ path: String) throws(HarnessError) -> Request {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .badReport("cannot read the chart request \(path)")
      }
      let request: Request
      do {
        request = try JSONDecoder().decode(Request.self, from: data)
      } catch {
        throw .badReport("\(path) is no \(Request.format) request: \(error)")
      }
      guard request.format == Request.format else {
        throw .badReport(
          "\(path) is no \(Request.format) request (its format is '\(request.format)')")
      }
      guard request.version == Request.version else {
        throw .badReport(
          "\(path) is version \(request.version) of \(Request.format); this harness reads version \(Request.version)"
        )
      }
      // A value no axis can label (1e308 trapped converting it to a whole number) is refused
      // before anything is drawn.
      let outOfRange = [
        request.history?.outOfRange.map { "history." + $0 },
        request.gate?.outOfRange.map { "gate." + $0 },
        request.page?.outOfRange.map { "page." + $0 },
      ]
      if let problem = outOfRange.compactMap({ $0 }).first {
        throw .badReport("\(path): \(problem)")
      }
      return request
    }

    /// The SVG of the request's one chart, or the HTML of its page.
    ///
    /// - Throws: ``HarnessError/badReport(_:)`` for a request with no chart or two.
    static func document(of request: Request) throws(HarnessError) -> String {
      switch (request.history, request.gate, request.page) {
      case (let history?, nil, nil): history.svg()
      case (nil, let gate?, nil): gate.svg()
      case (nil, nil, let page?): page.html()
      default:
        throw .badReport("a chart request holds one chart: a history, a gate or a page")
      }
    }
  }
}

import Foundation
import StressKit
import Testing

/// The documentation's sessions (`$ swift run stress-harness …`, `$ cat …` in the code blocks
/// of the README and of every DocC article) run as shown: each command with the built binary,
/// in one folder for each document, and the output shown after it has the shape of what the
/// command prints (numbers aside; `…` stands for anything).
@Suite(
  .scratchFolders,
  .disabled(
    if: ProcessInfo.processInfo.environment["VIEWCACHESTRESS_SANITIZER"] != nil,
    "the documentation's runs measure churn, which a sanitized binary has not"))
struct DocumentationTests {
  let cli = CommandLineTests()

  /// A command of a document and the output shown after it.
  struct Session {
    var line: Int
    var command: String
    var shown: [String]
  }

  /// A document's `$ ` commands, in order, each with the lines shown up to the next one or the
  /// end of its code block.
  static func sessions(in text: String) -> [Session] {
    var sessions: [Session] = []
    var inBlock = false
    // The session whose output the lines of this block are.
    var current: Int?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        inBlock.toggle()
        current = nil
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ ") {
        sessions.append(Session(line: number + 1, command: String(line.dropFirst(2)), shown: []))
        current = sessions.count - 1
      } else if let current, !line.isEmpty {
        sessions[current].shown.append(String(line))
      }
    }
    return sessions
  }

  /// `line` with every number (digits, with their `,` and `.`) as `#`, and every size (`1.5
  /// MiB`, `320 B`) as `# B`: a debug build measures other sizes than the documentation's release.
  static func shape(_ line: some StringProtocol) -> String {
    // The kinds by churn come in the order the build measured: their number is the shape.
    if line.hasPrefix("  by kind: ") {
      return "  by kind: \(line.components(separatedBy: ", ").count) kinds"
    }
    return line.replacingOccurrences(of: #"[0-9][0-9,.]*"#, with: "#", options: .regularExpression)
      .replacingOccurrences(of: #"# (B|KiB|MiB|GiB)\b"#, with: "# B", options: .regularExpression)
  }

  /// The lines whose figures a run measures (time, memory, allocations) rather than draws
  /// from its seed.
  ///
  /// Only their shape is compared. Every other line of a session is a function of the command
  /// (a run of its options), so its figures are compared as shown.
  static let measuredLines = [
    "speed:", "churn:", "churn of ", "  peak live", "  harness overhead", "  by kind:",
    "pressure ", "rate:",
  ]

  /// Whether `line` shows figures a run measures.
  static func isMeasured(_ line: some StringProtocol) -> Bool {
    measuredLines.contains { line.hasPrefix($0) }
  }

  /// Whether `actual` is `shown`: its pieces between `…` in order, exactly, or in shape only
  /// (every number as `#`) for a measured line (``isMeasured(_:)``).
  static func matches(_ shown: String, _ actual: String) -> Bool {
    guard isMeasured(shown) else {
      // The whole line, or its pieces in order: the first where the line starts, the last
      // where it ends, unless `…` stands there.
      let pieces = shown.components(separatedBy: "…")
      guard pieces.count > 1 else { return actual == shown }
      guard actual.hasPrefix(pieces[0]), actual.hasSuffix(pieces[pieces.count - 1]) else {
        return false
      }
      var rest = Substring(actual)
      for piece in pieces where !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
      }
      return true
    }
    var rest = Substring(shape(actual))
    for piece in shown.components(separatedBy: "…").map(shape) where !piece.isEmpty {
      guard let range = rest.range(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  @Test func theDocumentationsSessionsRunAsShown() throws {
    var found = 0
    var compared = 0
    var readmeSessions = 0
    for file in try Documentation.files {
      let sessions = Self.sessions(in: try Documentation.text(of: file))
      found += sessions.count
      if file.lastPathComponent == "README.md" { readmeSessions = sessions.count }
      compared += try run(sessions, of: Documentation.name(of: file))
    }
    #expect(found >= 10, "the documentation's sessions were found")
    #expect(readmeSessions >= 1, "the front page shows a session of the main job")
    #expect(compared >= 6, "sessions with output shown were compared")
  }

  /// Runs the sessions of one document in a folder of their own (a session may read what an
  /// earlier one of the same document wrote); how many had output to compare.
  func run(_ sessions: [Session], of document: String) throws -> Int {
    let folder = try CommandLineTests.scratch()
    var compared = 0
    for session in sessions {
      let words = session.command.split(separator: " ").map(String.init)
      let output: String
      if words.first == "cat", words.count == 2 {
        output = try String(
          contentsOf: folder.appendingPathComponent(words[1]), encoding: .utf8)
      } else if let name = words.firstIndex(of: "stress-harness"), words.first == "swift" {
        let outcome = try cli.run(Array(words[(name + 1)...]), in: folder)
        #expect(
          [0, 1].contains(outcome.status),
          "\(document) line \(session.line): \(session.command) exited \(outcome.status): \(outcome.stderr)"
        )
        // The test's binary is a debug build: where the document ran `-c release`, its churn
        // line says so. It is started by its path, which the commands it suggests give back
        // where `swift run` (the document's way) gives `swift run NAME`.
        let asRun = outcome.stdout.replacingOccurrences(
          of: CommandLineTests.binary.path,
          with: words.contains("release")
            ? "swift run -c release stress-harness" : "swift run stress-harness")
        output =
          words.contains("release")
          ? asRun.replacingOccurrences(
            of: "; debug build: unoptimized, compare release figures)", with: "; release build)")
          : asRun
      } else {
        continue  // another executable (the example package's)
      }
      guard !session.shown.isEmpty else { continue }
      compared += 1
      if let problem = Self.difference(shown: session.shown, printed: output) {
        Issue.record(
          "\(document) line \(session.line): \(session.command): \(problem)\nin\n\(output)")
      }
    }
    return compared
  }

  /// Where the lines a session shows differ from those its command printed, or `nil`.
  ///
  /// Line for line, each shown line matching the printed one (``matches(_:_:)``), a `…` alone
  /// standing for any lines (none included). A printed line left out without a `…` in its
  /// place is a difference, at the end as anywhere.
  static func difference(shown: [String], printed output: String) -> String? {
    var actual = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)[
      ...]
    var skipping = false
    for shown in shown {
      if shown == "…" {
        skipping = true
        continue
      }
      if skipping {
        guard let found = actual.firstIndex(where: { matches(shown, $0) }) else {
          return "no line like\n  \(shown)"
        }
        actual = actual[(found + 1)...]
      } else {
        guard let next = actual.first else { return "nothing printed where it shows\n  \(shown)" }
        guard matches(shown, next) else {
          return "where it shows\n  \(shown)\nit printed\n  \(next)"
        }
        actual = actual.dropFirst()
      }
      skipping = false
    }
    if !skipping, let left = actual.first {
      return
        "a printed line not shown (nor a `…` in its place) after the last one shown:\n  \(left)"
    }
    return nil
  }

  @Test func everyRunOptionOfTheHelpIsInTheDocumentationsTableAndNoOther() throws {
    let help = try cli.run(["run", "--help"]).stdout
    let offered = Set(
      help.split(separator: "\n").compactMap { line -> String? in
        // Options are indented; the containers' parameters, listed in the discussion, are not.
        guard line.hasPrefix("  --") || line.hasPrefix("--") else { return nil }
        return String(line.drop { $0 == " " }.prefix { $0 != " " && $0 != "," })
      }
    ).subtracting(["--help", "--version"])
    let text = try #require(
      try Documentation.document(containing: "`run` options:")?.text, "the options' table")
    let table = try #require(
      text.components(separatedBy: "`run` options:").dropFirst().first?
        .components(separatedBy: "\n\n").dropFirst().first)
    var listed: Set<String> = []
    for row in table.split(separator: "\n") where row.hasPrefix("| `--") {
      let cell = row.dropFirst(2).prefix { $0 != "|" }
      for match in cell.matches(of: /--[a-z-]+/) { listed.insert(String(match.output)) }
    }
    #expect(offered.count > 20, "the help's options were read: \(offered)")
    #expect(offered.subtracting(listed).sorted() == [], "in --help, not in the documentation")
    #expect(listed.subtracting(offered).sorted() == [], "in the documentation, not in --help")
  }

  @Test("the README, a front page, links every article of the manual and stays short")
  func theReadmeLinksEveryArticle() throws {
    let readme = try Documentation.text(of: Documentation.root.appendingPathComponent("README.md"))
    var articles = 0
    for file in try Documentation.files.dropFirst() {
      // A catalog's landing page or a symbol's extension (`# ``StressKit```) is no article.
      guard !(try Documentation.text(of: file)).hasPrefix("# ``") else { continue }
      articles += 1
      let name = Documentation.name(of: file)
      #expect(readme.contains("](\(name))"), "the README links \(name)")
    }
    #expect(articles >= 10, "the manual's articles were found")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 200, "a front page: \(lines) lines")
  }

  @Test("a trace or report shown in the documentation has the version the harness writes")
  func shownFormatsHaveTheirVersions() throws {
    let versions = [
      "viewcachestress-trace": 3, "viewcachestress-report": StressReportDocument.currentVersion,
    ]
    var shown = 0
    for file in try Documentation.files {
      let text = try Documentation.text(of: file)
      for match in text.matches(of: /"format":"(viewcachestress-[a-z]+)"[^`\n]*?"version":(\d+)/) {
        shown += 1
        let (format, version) = (String(match.output.1), Int(match.output.2))
        #expect(
          version == versions[format],
          "\(Documentation.name(of: file)) shows \(format) version \(version ?? -1)")
      }
    }
    #expect(shown >= 3, "the shown traces and reports were found")
  }

  @Test("the test count the documentation states is the suite's, within 5 %")
  func theStatedTestCountIsTheSuites() throws {
    let text = try #require(try Documentation.document(containing: "runs everything below: ")?.text)
    let stated = try #require(
      text.firstMatch(of: /runs everything below: ([0-9,]+) tests/).flatMap {
        Int($0.output.1.replacing(",", with: ""))
      })
    // Swift Testing counts a test function once, however many arguments it takes.
    var count = 0
    let tests = Documentation.root.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: file, encoding: .utf8)
      count +=
        source.split(separator: "\n").filter {
          $0.drop { $0 == " " }.hasPrefix("@Test")
        }.count
    }
    #expect(count > 300, "the suite's tests were found")
    #expect(
      abs(stated - count) * 20 <= count, "the documentation says \(stated), the suite has \(count)")
  }

  @Test func theShapeComparisonCatchesADifference() {
    // A line a seed decides is compared as shown; a measured one in shape.
    #expect(
      !Self.matches(
        "max loaded views: 3; most children: 7", "max loaded views: 3; most children: 790"))
    #expect(
      Self.matches(
        "max loaded views: 3; most children: 790", "max loaded views: 3; most children: 790"))
    #expect(
      Self.matches(
        "speed: 1,842,137 operations per second (0.11 s)",
        "speed: 57,010 operations per second (3.5 s)"))
    #expect(!Self.matches("views: 12,514 loads, … reloads", "views: 3 loads, 1 unloads, 0 reloads"))
    #expect(Self.matches("views: 3 loads, … reloads", "views: 3 loads, 1 unloads, 0 reloads"))
    #expect(!Self.matches("views: 12514 loads", "views: 12,514 loaded"))
    #expect(!Self.matches("operations: push 1+2 no-op", "operations: push 1 (2 no-op)"))
  }

  @Test func aSessionShowsEveryPrintedLineOrAnEllipsisInItsPlace() {
    let printed = "container stack, seed 1\nviolations: none\ntrace: t.jsonl\n"
    #expect(
      Self.difference(
        shown: ["container stack, seed 1", "violations: none", "trace: t.jsonl"], printed: printed)
        == nil)
    #expect(Self.difference(shown: ["container stack, seed 1", "…"], printed: printed) == nil)
    #expect(Self.difference(shown: ["…", "trace: t.jsonl"], printed: printed) == nil)
    // A line dropped in the middle, at the end, or at the start, without a `…` there.
    #expect(
      Self.difference(shown: ["container stack, seed 1", "trace: t.jsonl"], printed: printed) != nil
    )
    #expect(
      Self.difference(shown: ["container stack, seed 1", "violations: none"], printed: printed)
        != nil)
    #expect(
      Self.difference(shown: ["violations: none", "trace: t.jsonl"], printed: printed) != nil)
    // A line shown that was not printed.
    #expect(
      Self.difference(shown: ["container stack, seed 1", "…", "violations: 1"], printed: printed)
        != nil)
  }
}
